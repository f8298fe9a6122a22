import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type RemoteAppProps } from 'shared-api';
import { useRefreshMembershipMutation } from '../../api/vip-api';
import { payPriceFromQuery, yuanText } from '../shared/money';
import { parseChannel } from '../shared/pay-channel';
import { orderFacts, PayErrorPage, PaymentLayout } from '../shared/PaymentLayout';
import { QrBox } from '../shared/QrBox';
import { useQrPayment } from '../shared/useQrPayment';
import { successPath } from './payment-paths';

/**
 * /chongzhi/upgrade?active&price&ordernum&time: the VIP order the confirm page created, paid by
 * QR code (spec 3 §2.6). Once paid, the tokens are renewed and the level read again before the
 * success page, so the header shows the new level (spec 3 §4 'Payment page flow' step 6).
 */
export function UpgradePayScreen({ title }: RemoteAppProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [refreshMembership] = useRefreshMembershipMutation();
  const channel = parseChannel(params.get('active'));
  const orderNo = params.get('ordernum')?.trim() || null;
  const price = payPriceFromQuery(params.get('price'));

  const onPaid = useCallback(async () => {
    // A failed refresh must not hide a payment that went through: the success page still shows.
    await refreshMembership();
    navigate(successPath(price));
  }, [refreshMembership, navigate, price]);
  const payment = useQrPayment(orderNo, channel, onPaid);

  if (!orderNo || payment.failed) return <PayErrorPage title={title} />;
  const facts = orderFacts({
    orderNo,
    orderTime: params.get('time') ?? '',
    amount: yuanText(price),
  });
  return (
    <PaymentLayout title={title} facts={facts}>
      <QrBox channel={channel} payment={payment} />
    </PaymentLayout>
  );
}
