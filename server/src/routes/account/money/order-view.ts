import { ORDER_STATUSES, PRODUCT_CATEGORIES, type Order } from 'shared-api/contract';
import { formatShanghai } from '../../../http/time';
import type { OrderRow } from '../../../money/order-list';
import { signedYuan } from '../../../money/yuan';

const categoryName = (key: string) => PRODUCT_CATEGORIES.find((c) => c.key === key)?.name ?? key;
const statusLabel = (key: string) => ORDER_STATUSES.find((s) => s.key === key)?.label ?? key;

/** An order as the order table and its detail dialog show it (spec 3 §3 'Order'). */
export const toOrderView = (row: OrderRow): Order => ({
  orderSn: row.orderSn,
  memberUsername: row.memberName,
  payType: row.payType,
  productCategaryName: categoryName(row.category),
  productName: row.name,
  productPrice: row.priceCents,
  productNum: row.num,
  payAmount: row.payAmountCents,
  balanceChange: signedYuan(row.balanceChangeCents),
  orderTime: formatShanghai(row.createdAt),
  status: statusLabel(row.status),
  paymentTime: row.paidAt ? formatShanghai(row.paidAt) : null,
});
