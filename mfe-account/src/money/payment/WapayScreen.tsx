import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RemoteAppProps } from 'shared-api';
import { isPayableYuan, payPriceFromQuery, yuan } from '../shared/money';
import { parseChannel } from '../shared/pay-channel';
import { orderFacts, PayErrorPage, PaymentLayout } from '../shared/PaymentLayout';
import { QrBox } from '../shared/QrBox';
import { useQrPayment } from '../shared/useQrPayment';
import { successPath } from './payment-paths';
import { useRechargeOrder } from './useRechargeOrder';

/**
 * /chongzhi/wapay?active=weChat|aliPay&price= (and /payment): a top-up of `price` yuan paid by
 * QR code (spec 3 §2.6, §4 'Payment page flow'): the order is created, the chosen wallet's
 * code fetched and the order polled until paid, then the success page.
 */
export function WapayScreen({ title }: RemoteAppProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const channel = parseChannel(params.get('active'));
  const price = payPriceFromQuery(params.get('price'));
  const payable = isPayableYuan(price);
  const order = useRechargeOrder(payable ? price : null);
  const onPaid = useCallback(() => navigate(successPath(price)), [navigate, price]);
  const payment = useQrPayment(order.orderNo, channel, onPaid);

  if (!payable || order.failed || payment.failed) return <PayErrorPage title={title} />;
  const facts = orderFacts({
    orderNo: payment.code?.orderSn ?? order.orderNo ?? '',
    orderTime: payment.code?.orderTime ?? '',
    amount: payment.code ? yuan(payment.code.totalAmount) : Number(price).toFixed(2),
  });
  return (
    <PaymentLayout title={title} facts={facts}>
      <QrBox channel={channel} payment={payment} />
    </PaymentLayout>
  );
}
