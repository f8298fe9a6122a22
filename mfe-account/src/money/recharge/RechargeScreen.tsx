import type { RemoteAppProps } from 'shared-api';
import { PageHeading, Section } from 'shared-ui';
import { WalletBalance } from '../shared/WalletBalance';
import { moneyTexts as t } from '../texts';
import { CardRedeemForm } from './CardRedeemForm';
import { TopUpForm } from './TopUpForm';

/** /recharge, inside the member centre: the balance, a QR top-up and a stored-value card. */
export function RechargeScreen({ title }: RemoteAppProps) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Section>
        <WalletBalance />
      </Section>
      <Section title={t.onlineTopUp}>
        <TopUpForm />
      </Section>
      <Section title={t.cardTopUp}>
        <CardRedeemForm />
      </Section>
    </>
  );
}
