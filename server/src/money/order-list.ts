import type { Queryable } from '../db/types';
import type { OrderStatus } from './orders';

/** The order centre's filter (spec 3 §5 'Order filter'), resolved to stored values. */
export interface OrderFilter {
  /** the member who placed it: the main account or one of its sub-accounts */
  memberId?: number;
  payType?: number;
  category?: string;
  status?: OrderStatus;
  /** placed at or after */
  from?: Date;
  /** placed before */
  until?: Date;
}

/** One order as stored, with who placed it and what it did to the wallet. */
export interface OrderRow {
  orderSn: string;
  memberName: string;
  payType: number;
  category: string;
  name: string;
  priceCents: number;
  num: number;
  payAmountCents: number;
  /** the sum of its ledger rows: + a top-up, − a balance payment, 0 paid by QR code */
  balanceChangeCents: number;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
}

const SELECT_ORDER = `SELECT o.order_sn, m.name AS member_name, o.pay_type, o.product_category,
    o.product_name, o.product_price_cents, o.product_num, o.pay_amount_cents, o.status,
    o.created_at, o.paid_at,
    coalesce((SELECT sum(l.change_cents) FROM wallet_ledger l WHERE l.order_id = o.id), 0)
      AS balance_change
  FROM orders o JOIN members m ON m.id = o.member_id`;

/** Every filter is a parameter; an absent one is NULL and matches everything. */
const FILTERED = `WHERE o.main_member_id = $1
    AND ($2::int IS NULL OR o.member_id = $2)
    AND ($3::int IS NULL OR o.pay_type = $3)
    AND ($4::text IS NULL OR o.product_category = $4)
    AND ($5::text IS NULL OR o.status = $5)
    AND ($6::timestamptz IS NULL OR o.created_at >= $6)
    AND ($7::timestamptz IS NULL OR o.created_at < $7)`;

interface Row {
  order_sn: string;
  member_name: string;
  pay_type: number;
  product_category: string;
  product_name: string;
  product_price_cents: string;
  product_num: number;
  pay_amount_cents: string;
  status: OrderStatus;
  created_at: Date;
  paid_at: Date | null;
  balance_change: string;
}

const toOrderRow = (r: Row): OrderRow => ({
  orderSn: r.order_sn,
  memberName: r.member_name,
  payType: Number(r.pay_type),
  category: r.product_category,
  name: r.product_name,
  priceCents: Number(r.product_price_cents),
  num: r.product_num,
  payAmountCents: Number(r.pay_amount_cents),
  balanceChangeCents: Number(r.balance_change),
  status: r.status,
  createdAt: new Date(r.created_at),
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
});

/** A page of the account's orders, newest first, and how many match in all. */
export async function listOrders(
  db: Queryable,
  mainMemberId: number,
  filter: OrderFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ total: number; rows: OrderRow[] }> {
  const params = [
    mainMemberId,
    filter.memberId ?? null,
    filter.payType ?? null,
    filter.category ?? null,
    filter.status ?? null,
    filter.from ?? null,
    filter.until ?? null,
  ];
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o ${FILTERED}`,
    params,
  );
  const { rows } = await db.query<Row>(
    `${SELECT_ORDER} ${FILTERED} ORDER BY o.created_at DESC, o.id DESC LIMIT $8 OFFSET $9`,
    [...params, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  return { total: count.rows[0]!.n, rows: rows.map(toOrderRow) };
}

/** One of the account's orders; another account's is not found. */
export async function findOrder(
  db: Queryable,
  mainMemberId: number,
  orderSn: string,
): Promise<OrderRow | null> {
  const { rows } = await db.query<Row>(
    `${SELECT_ORDER} WHERE o.main_member_id = $1 AND o.order_sn = $2`,
    [mainMemberId, orderSn],
  );
  return rows[0] ? toOrderRow(rows[0]) : null;
}

/** The account's members for the order filter: the main account first, then its subs. */
export async function accountMembers(
  db: Queryable,
  mainMemberId: number,
): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM members WHERE id = $1 OR main_member_id = $1
     ORDER BY (id = $1) DESC, id`,
    [mainMemberId],
  );
  return rows;
}
