import type { PayChannel } from 'shared-api';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { yuan } from '../shared/money';
import { PAY_CHANNELS } from '../shared/pay-channel';
import { moneyTexts as t } from '../texts';

/** From the wallet, or by scanning a QR code with one of the two wallets. */
export type PayWay = 'balance' | PayChannel;

interface PayChoiceProps {
  value: PayWay;
  onChange: (value: PayWay) => void;
  /** cents; undefined while the wallet is loading */
  balance: number | undefined;
  /** True when the balance covers the amount to pay. */
  balanceEnough: boolean;
}

/** The pay choice of /confirm: the balance option shows the balance and is off when short. */
export function PayChoice({ value, onChange, balance, balanceEnough }: PayChoiceProps) {
  const balanceText = balance === undefined ? '' : `${t.balance} ${t.yuan(yuan(balance))}`;
  const note = [balanceText, balanceEnough || balance === undefined ? '' : t.balanceShort]
    .filter(Boolean)
    .join('，');
  const balanceLabel = note ? `${t.payByBalance}（${note}）` : t.payByBalance;
  return (
    <ChoiceGroup<PayWay>
      legend={t.payMethod}
      name="vip-pay"
      value={value}
      onChange={onChange}
      options={[
        { value: 'balance', label: balanceLabel, disabled: !balanceEnough },
        ...PAY_CHANNELS.map(({ key, label }) => ({ value: key, label: `${label}扫码支付` })),
      ]}
    />
  );
}
