import { getErrorMessage, type Order } from 'shared-api';
import { useOrderDetailsQuery } from '../../api/orders-api';
import { Dialog, Spinner } from 'shared-ui';
import { Facts } from '../shared/Facts';
import { yuan } from '../shared/money';
import { moneyTexts as t } from '../texts';
import { payTypeLabel } from './order-columns';

interface OrderDetailDialogProps {
  /** The order to show; null keeps the dialog closed. */
  orderSn: string | null;
  onClose: () => void;
}

/** One order in full, read fresh from the server: the list does not carry the payment time. */
export function OrderDetailDialog({ orderSn, onClose }: OrderDetailDialogProps) {
  const { data, error, isFetching } = useOrderDetailsQuery(orderSn ?? '', { skip: !orderSn });
  return (
    <Dialog open={orderSn !== null} onClose={onClose} title={t.detailsTitle}>
      {isFetching && <Spinner />}
      {!isFetching && error && <p role="alert">{getErrorMessage(error)}</p>}
      {!isFetching && data && <Facts label={t.detailsTitle} items={detailFacts(data)} />}
    </Dialog>
  );
}

function detailFacts(order: Order) {
  return [
    [t.orderNo, order.orderSn],
    [t.product, order.productName],
    [t.productCategory, order.productCategaryName],
    [t.member, order.memberUsername],
    [t.unitPrice, yuan(order.productPrice)],
    [t.quantity, String(order.productNum)],
    [t.payAmount, yuan(order.payAmount)],
    [t.balanceChange, order.balanceChange],
    [t.payType, payTypeLabel(order.payType)],
    [t.orderTime, order.orderTime],
    [t.status, order.status],
    [t.paymentTime, order.paymentTime ?? t.notPaid],
  ] as const;
}
