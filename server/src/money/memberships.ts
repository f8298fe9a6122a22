import { MEMBER_LEVELS } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { quoteVip, type CurrentLevel } from './vip-pricing';

/** The levels on sale (spec 3 §6 'Purchasable levels are 2, 3 and 4'), lowest first. */
export const PURCHASABLE_LEVELS = [2, 3, 4] as const;

export const levelDescription = (levelId: number): string =>
  MEMBER_LEVELS.find((l) => l.id === levelId)?.description ?? String(levelId);

const DAY_MS = 24 * 3600 * 1000;

/** One running bought membership and what its order paid for it. */
interface PaidPeriod {
  level_id: number;
  start_time: Date;
  end_time: Date;
  /** the order's pay amount plus the credit it itself received: the quote's totalAmount */
  value_cents: string | number;
}

/**
 * What the unused part of paid periods is worth now: each period's value times the share of
 * its days still to come (a renewal not begun yet counts whole). Whole days, so the amount
 * quoted at submit is still the amount at payment unless a day boundary passed in between;
 * never more than was paid.
 */
export function unusedValueCents(periods: readonly PaidPeriod[], now: Date): number {
  let credit = 0;
  for (const period of periods) {
    const start = new Date(period.start_time).getTime();
    const end = new Date(period.end_time).getTime();
    const durationDays = Math.round((end - start) / DAY_MS);
    if (durationDays <= 0) continue;
    const remainingDays = Math.min(
      durationDays,
      Math.floor((end - Math.max(start, now.getTime())) / DAY_MS),
    );
    if (remainingDays <= 0) continue;
    credit += Math.floor((Number(period.value_cents) * remainingDays) / durationDays);
  }
  return credit;
}

/**
 * The account's current paid level: the highest level with a bought membership not yet over,
 * ending where its chain of renewals ends (each renewal starts at the previous end), and
 * what an upgrade would credit for it. A registration trial is not paid: it is neither
 * credited nor renewed, and blocks nothing.
 */
export async function currentPaidLevel(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<CurrentLevel | null> {
  // submit stores the quote in the order's details; an order placed without one (tests,
  // trades) received no credit, so its pay amount is its value
  const { rows } = await db.query<PaidPeriod>(
    `SELECT m.level_id, m.start_time, m.end_time,
       o.pay_amount_cents + coalesce((o.details #>> '{quote,oldLevelAmount}')::bigint, 0)
         AS value_cents
     FROM memberships m JOIN orders o ON o.id = m.order_id
     WHERE m.member_id = $1 AND m.end_time > $2 AND m.level_id = ANY($3)`,
    [memberId, now, [...PURCHASABLE_LEVELS]],
  );
  if (rows.length === 0) return null;
  const levelId = Math.max(...rows.map((r) => r.level_id));
  const held = rows.filter((r) => r.level_id === levelId);
  const endsAt = new Date(Math.max(...held.map((r) => new Date(r.end_time).getTime())));
  return { levelId, endsAt, creditCents: unusedValueCents(held, now) };
}

export interface VipGrant {
  memberId: number;
  levelId: number;
  years: number;
  orderId: number;
  /** what the order charged: it is granted only if a quote at payment time asks the same */
  payAmountCents: number;
}

/**
 * Delivers a paid VIP order, priced again and timed from the state at payment time: another
 * order may have been paid, or the old level may have run out, since it was quoted. Answers
 * null and changes nothing when that quote refuses or asks another amount (a second
 * upgrade would otherwise renew at the upgrade price, orders together pass the 3 years 90
 * days cap, a lapsed level keep its credit). A renewal extends the level from its current
 * end; a higher level starts now and ends the lower paid levels now (their unused part was
 * credited in the price). Periods of a lower level that had not begun yet are removed, as
 * their end cannot precede their start.
 */
export async function grantVip(
  tx: Queryable,
  grant: VipGrant,
  now: Date,
): Promise<{ startsAt: Date; endsAt: Date } | null> {
  // Two orders of one member paid at once (two provider notices) must not both be priced
  // and renewed from the same state: the member row's lock makes their grants take turns.
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [grant.memberId]);
  const current = await currentPaidLevel(tx, grant.memberId, now);
  const quote = quoteVip(grant.levelId, grant.years, current, now);
  if (typeof quote === 'string' || quote.payAmount !== grant.payAmountCents) return null;
  if (!current || current.levelId < grant.levelId) {
    const lower = [grant.memberId, grant.levelId, now];
    await tx.query(
      `DELETE FROM memberships WHERE member_id = $1 AND order_id IS NOT NULL
         AND level_id < $2 AND start_time >= $3`,
      lower,
    );
    await tx.query(
      `UPDATE memberships SET end_time = $3 WHERE member_id = $1 AND order_id IS NOT NULL
         AND level_id < $2 AND end_time > $3`,
      lower,
    );
  }
  await tx.query(
    `INSERT INTO memberships (member_id, level_id, start_time, end_time, order_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [grant.memberId, grant.levelId, quote.startsAt, quote.endsAt, grant.orderId],
  );
  return { startsAt: quote.startsAt, endsAt: quote.endsAt };
}
