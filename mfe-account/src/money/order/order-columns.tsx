import { Link } from 'react-router-dom';
import { ORDER_STATUSES, PAY_TYPES, type Order } from 'shared-api';
import { Button, type TableColumn } from 'shared-ui';
import { yuan } from '../shared/money';
import { afreshPayPath } from '../payment/payment-paths';
import { moneyTexts as t } from '../texts';

const PENDING = ORDER_STATUSES.find((status) => status.key === 'pending')?.label;

export const payTypeLabel = (payType: number) =>
  PAY_TYPES.find((type) => type.id === payType)?.label ?? '';

/** Only a pending order can still be paid (spec 3 §2.3). */
export const isPending = (order: Order) => order.status === PENDING;

/** The pay-again page of a pending order, with what it shows in its query. */
export const payAgainPath = (order: Order) =>
  afreshPayPath({
    upName: order.productName,
    num: String(order.productNum),
    price: yuan(order.payAmount),
    orderNum: order.orderSn,
    time: order.orderTime,
  });

/** The order table's columns; amounts in yuan. */
export function orderColumns(onDetails: (order: Order) => void): TableColumn<Order>[] {
  return [
    { key: 'orderSn', title: t.orderNo },
    { key: 'productName', title: t.product },
    { key: 'productCategaryName', title: t.productCategory },
    { key: 'memberUsername', title: t.member },
    {
      key: 'productPrice',
      title: t.unitPrice,
      align: 'right',
      render: (order) => yuan(order.productPrice),
    },
    { key: 'productNum', title: t.quantity, align: 'right' },
    {
      key: 'payAmount',
      title: t.payAmount,
      align: 'right',
      render: (order) => yuan(order.payAmount),
    },
    { key: 'balanceChange', title: t.balanceChange, align: 'right' },
    { key: 'payType', title: t.payType, render: (order) => payTypeLabel(order.payType) },
    { key: 'orderTime', title: t.orderTime },
    { key: 'status', title: t.status },
    {
      key: 'actions',
      title: t.actions,
      render: (order) => (
        <>
          <Button variant="link" size="small" onClick={() => onDetails(order)}>
            {t.details}
          </Button>
          {isPending(order) && (
            <>
              {' '}
              <Link to={payAgainPath(order)}>{t.payNow}</Link>
            </>
          )}
        </>
      ),
    },
  ];
}
