import { accountLimits } from 'shared-api/contract';
import type { Queryable } from '../db/types';

/**
 * Closes the pending orders nobody paid within the pay window (the state machine's
 * pending → closed). Only a pending order changes, so an order paid meanwhile stays paid; a
 * provider's late payment for a closed order is credited to the wallet
 * (provider-payments.ts). Answers how many were closed.
 */
export async function closeStaleOrders(
  db: Queryable,
  now: Date,
  payWindowMs: number = accountLimits.orderPayWindowMs,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE orders SET status = 'closed'
     WHERE status = 'pending' AND created_at < $1`,
    [new Date(now.getTime() - payWindowMs)],
  );
  return rowCount;
}
