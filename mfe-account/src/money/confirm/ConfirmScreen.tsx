import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  accountMessages,
  getErrorMessage,
  useCurrentDetailsQuery,
  useSession,
  type RemoteAppProps,
} from 'shared-api';
import { useVipOptionsQuery } from '../../api/vip-api';
import { EmptyState, PageContainer, PageHeading, Section, Spinner } from 'shared-ui';
import { levelDescription } from '../shared/member-level';
import { moneyTexts as t } from '../texts';
import { ConfirmForm, type CurrentLevel } from './ConfirmForm';
import { readConfirmQuery, type ConfirmQuery } from './confirm-query';

const HEADINGS: Record<ConfirmQuery['mode'], string> = {
  renew: t.renewTitle,
  upgrade: t.upgradeTitle,
  buy: t.confirmTitle,
};

/** The level held: the server's details once read, the stored level meanwhile. */
function useCurrentLevel(): CurrentLevel | null {
  const session = useSession();
  const { data } = useCurrentDetailsQuery(undefined, { skip: !session.loggedIn });
  if (data) return data.memberLevelInfo;
  const id = session.memberLevelId;
  return id === null ? null : { id, description: levelDescription(id) };
}

/**
 * /confirm?levelvip=renew|upgrade or ?routes=vip&type=&num= (spec 3 §2.5, §4 'VIP purchase'):
 * opened in a new tab. The server says which levels may be bought; a refusal (code 500) shows
 * its message, no level at all means the member is at the top already.
 */
export function ConfirmScreen(_props: RemoteAppProps) {
  const [params] = useSearchParams();
  const query = readConfirmQuery(params);
  const options = useVipOptionsQuery(query.isRenew);
  const current = useCurrentLevel();
  const [payError, setPayError] = useState(false);

  const body = () => {
    if (payError) return <EmptyState text={accountMessages.payError} />;
    if (options.isLoading) return <Spinner size={24} />;
    if (options.isError) return <EmptyState text={getErrorMessage(options.error)} />;
    if (!options.data?.memberLevelDtos.length) {
      return <EmptyState text={accountMessages.highestLevel} />;
    }
    return (
      <ConfirmForm
        options={options.data}
        query={query}
        current={current}
        onPayError={() => setPayError(true)}
      />
    );
  };

  return (
    <PageContainer>
      <PageHeading>{HEADINGS[query.mode]}</PageHeading>
      <Section>{body()}</Section>
    </PageContainer>
  );
}
