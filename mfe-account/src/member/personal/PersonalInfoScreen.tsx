import { useState } from 'react';
import { getErrorMessage, useCurrentDetailsQuery, type RemoteAppProps } from 'shared-api';
import { EmptyState, PageHeading, Spinner } from 'shared-ui';
import { BasicInfo } from './BasicInfo';
import { LevelInfo } from './LevelInfo';
import { PasswordDialog } from './PasswordDialog';
import { PhoneDialog } from './PhoneDialog';

type OpenDialog = 'password' | 'phone' | null;

/** /personalInfo (spec 3 §2.2): the member's details, level and account settings. */
export function PersonalInfoScreen({ title }: RemoteAppProps) {
  const details = useCurrentDetailsQuery();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  let content;
  if (details.data) {
    content = (
      <>
        <BasicInfo
          member={details.data.memberDto}
          onChangePassword={() => setDialog('password')}
          onRebindPhone={() => setDialog('phone')}
        />
        <LevelInfo level={details.data.memberLevelInfo} searchQuota={details.data.searchQuota} />
      </>
    );
  } else if (details.isLoading) {
    content = <Spinner size={24} />;
  } else {
    content = <EmptyState text={getErrorMessage(details.error)} />;
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      {content}
      <PasswordDialog open={dialog === 'password'} onClose={close} />
      <PhoneDialog open={dialog === 'phone'} onClose={close} />
    </>
  );
}
