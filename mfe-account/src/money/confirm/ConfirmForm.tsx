import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { accountMessages, getErrorMessage, type PayChannel, type VipOptions } from 'shared-api';
import { useVipPriceQuery } from '../../api/vip-api';
import { useWalletQuery } from '../../api/orders-api';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { levelRank } from '../shared/member-level';
import { moneyTexts as t } from '../texts';
import type { ConfirmQuery } from './confirm-query';
import { initialLevel, initialYears, levelChoices, yearChoices } from './level-options';
import { PayChoice, type PayWay } from './PayChoice';
import { PriceBreakdown } from './PriceBreakdown';
import { useVipCheckout } from './useVipCheckout';

const Warning = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.danger};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PriceBox = styled.div`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface CurrentLevel {
  id: number;
  description: string;
  /** the registration trial: its level may still be bought */
  trial?: boolean;
}

interface ConfirmFormProps {
  options: VipOptions;
  query: ConfirmQuery;
  current: CurrentLevel | null;
  onPayError: () => void;
}

/** Level, years, the server's price, the pay choice and the order (spec 3 §2.5, §4). */
export function ConfirmForm({ options, query, current, onPayError }: ConfirmFormProps) {
  const [levelId, setLevelId] = useState(() => initialLevel(query.levelId, options));
  const [years, setYears] = useState(() => initialYears(query.years, options));
  const [payWay, setPayWay] = useState<PayWay>('weChat');
  const [scanWith, setScanWith] = useState<PayChannel>('weChat');
  // A renewal buys the level held; otherwise a level at or below it is not for sale here.
  const alreadyHeld =
    !query.isRenew &&
    current !== null &&
    !current.trial &&
    levelId !== undefined &&
    levelRank(levelId) <= levelRank(current.id);
  const price = useVipPriceQuery(
    levelId === undefined || alreadyHeld ? skipToken : { levelId, levelDateNum: years },
  );
  const wallet = useWalletQuery();
  const checkout = useVipCheckout(onPayError);

  const quote = price.isFetching || price.isError ? undefined : price.data;
  const balanceEnough = Boolean(quote && wallet.data && wallet.data.balance >= quote.payAmount);
  // The balance option goes off when a dearer choice is made; the QR wallet takes over.
  const way: PayWay = payWay === 'balance' && !balanceEnough ? scanWith : payWay;
  const blockedBy = alreadyHeld
    ? accountMessages.alreadyLevel(current.description)
    : quote === null
      ? accountMessages.beyondCap
      : quote && quote.payAmount < 0
        ? accountMessages.yearsTooFew
        : undefined;
  const canSubmit = Boolean(quote) && !blockedBy && !checkout.busy && levelId !== undefined;

  const submit = () => {
    if (!quote || levelId === undefined) return;
    const balanceAmount = way === 'balance' ? quote.payAmount : 0;
    void checkout.checkout({ levelId, levelDateNum: years, balanceAmount }, scanWith);
  };

  return (
    <div>
      <ChoiceGroup
        legend={t.level}
        name="vip-level"
        options={levelChoices(options)}
        value={levelId}
        onChange={setLevelId}
      />
      <ChoiceGroup
        legend={t.years}
        name="vip-years"
        options={yearChoices(options)}
        value={years}
        onChange={setYears}
      />
      {blockedBy ? (
        <Warning role="alert">{blockedBy}</Warning>
      ) : (
        <PriceBox>
          {price.isFetching && <Muted>{t.priceLoading}</Muted>}
          {!price.isFetching && price.isError && (
            <Warning role="alert">{getErrorMessage(price.error)}</Warning>
          )}
          {quote && <PriceBreakdown price={quote} />}
        </PriceBox>
      )}
      <PayChoice
        value={way}
        onChange={(next) => {
          setPayWay(next);
          if (next !== 'balance') setScanWith(next);
        }}
        balance={wallet.data?.balance}
        balanceEnough={balanceEnough}
      />
      {checkout.message && <Warning role="alert">{checkout.message}</Warning>}
      <Button
        variant="primary"
        size="large"
        disabled={!canSubmit}
        loading={checkout.busy}
        onClick={submit}
      >
        {t.submit}
      </Button>
    </div>
  );
}
