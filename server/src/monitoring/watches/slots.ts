import {
  WATCH_PRICE_CENTS,
  freeWatchSlots,
  type WatchCreateQuote,
  type WatchType,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';

/** pg_advisory_xact_lock namespace of an account's free watch slots (second key: account). */
const FREE_SLOT_LOCK = 7_270_190;

/**
 * Serialises the free-slot check of one account across server processes: two creates at
 * once for the last slot take turns, and the second counts the first's watch.
 */
export async function lockFreeSlots(tx: Queryable, account: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [FREE_SLOT_LOCK, account]);
}

/** Free watches of this type the account holds in force: an expired one frees its slot. */
export async function usedFreeSlots(
  db: Queryable,
  account: number,
  type: WatchType,
  today: string,
): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM watches
     WHERE main_member_id = $1 AND watch_type = $2 AND NOT paid AND end_date >= $3::date`,
    [account, type, today],
  );
  return rows[0]!.used;
}

/** Spec 2 §3 create-query: the level's free slots, those left, and the price of one more. */
export async function createQuote(
  db: Queryable,
  account: number,
  levelId: number,
  type: WatchType,
  today: string,
): Promise<WatchCreateQuote> {
  const free = freeWatchSlots(levelId, type);
  const left = Math.max(0, free - (await usedFreeSlots(db, account, type, today)));
  return {
    freeCreateNum: free,
    residualFreeCreateNum: left,
    needPrice: left > 0 ? 0 : WATCH_PRICE_CENTS[type],
  };
}
