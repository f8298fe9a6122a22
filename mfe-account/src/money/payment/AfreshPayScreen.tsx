import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PayChannel, RemoteAppProps } from 'shared-api';
import { Tabs } from 'shared-ui';
import { payPriceFromQuery, yuan, yuanText } from '../shared/money';
import { PAY_CHANNELS } from '../shared/pay-channel';
import { orderFacts, PayErrorPage, PaymentLayout } from '../shared/PaymentLayout';
import { QrBox } from '../shared/QrBox';
import { useQrPayment } from '../shared/useQrPayment';
import { moneyTexts as t } from '../texts';
import { successPath } from './payment-paths';

/**
 * /afreshpay?upName&num&price&orderNum&time: a pending order from the order centre paid
 * again (spec 3 §2.3): its summary, and the code of the wallet the member picks.
 */
export function AfreshPayScreen({ title }: RemoteAppProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<PayChannel>('weChat');
  const orderNo = params.get('orderNum')?.trim() || null;
  const queryPrice = yuanText(payPriceFromQuery(params.get('price')));
  const onPaid = useCallback(() => navigate(successPath(queryPrice)), [navigate, queryPrice]);
  const payment = useQrPayment(orderNo, channel, onPaid);
  // what the code charges is the server's amount; the link's price only fills in meanwhile
  const price = payment.code ? yuan(payment.code.totalAmount) : queryPrice;

  if (!orderNo || payment.failed) return <PayErrorPage title={title} />;
  const facts = orderFacts({ orderNo, orderTime: params.get('time') ?? '', amount: price }, [
    [t.product, params.get('upName') ?? ''],
    [t.quantity, params.get('num') ?? ''],
  ]);
  return (
    <PaymentLayout title={title} facts={facts}>
      <div>
        <Tabs
          items={PAY_CHANNELS.map(({ key, label }) => ({ key, label: `${label}支付` }))}
          activeKey={channel}
          onChange={setChannel}
        />
        <QrBox channel={channel} payment={payment} />
      </div>
    </PaymentLayout>
  );
}
