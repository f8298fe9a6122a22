import { MEMBER_LEVELS } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { vipPeriod, type CurrentLevel } from './vip-pricing';

/** The levels on sale (spec 3 §6 'Purchasable levels are 2, 3 and 4'), lowest first. */
export const PURCHASABLE_LEVELS = [2, 3, 4] as const;

export const levelDescription = (levelId: number): string =>
  MEMBER_LEVELS.find((l) => l.id === levelId)?.description ?? String(levelId);

/**
 * The account's current paid level: the highest level with a bought membership not yet over,
 * ending where its chain of renewals ends (each renewal starts at the previous end). A
 * registration trial is not paid: it is neither credited nor renewed, and blocks nothing.
 */
export async function currentPaidLevel(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<CurrentLevel | null> {
  const { rows } = await db.query<{ level_id: number; ends_at: Date }>(
    `SELECT level_id, max(end_time) AS ends_at FROM memberships
     WHERE member_id = $1 AND order_id IS NOT NULL AND end_time > $2 AND level_id = ANY($3)
     GROUP BY level_id ORDER BY level_id DESC LIMIT 1`,
    [memberId, now, [...PURCHASABLE_LEVELS]],
  );
  const row = rows[0];
  return row ? { levelId: row.level_id, endsAt: new Date(row.ends_at), paid: true } : null;
}

export interface VipGrant {
  memberId: number;
  levelId: number;
  years: number;
  orderId: number;
}

/**
 * Delivers a paid VIP order, with start and end worked out now from the state at payment
 * time (not at quote time: another order may have been paid since). A renewal extends the
 * level from its current end; a higher level starts now and ends the lower paid levels now
 * (their unused part was credited in the price). Periods of a lower level that had not
 * begun yet are removed, as their end cannot precede their start.
 */
export async function grantVip(
  tx: Queryable,
  grant: VipGrant,
  now: Date,
): Promise<{ startsAt: Date; endsAt: Date }> {
  // Two orders of one member paid at once (two provider notices) must not both renew from
  // the same end: the member row's lock makes their grants take turns.
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [grant.memberId]);
  const current = await currentPaidLevel(tx, grant.memberId, now);
  const period = vipPeriod(grant.levelId, grant.years, current, now);
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
    [grant.memberId, grant.levelId, period.startsAt, period.endsAt, grant.orderId],
  );
  return period;
}
