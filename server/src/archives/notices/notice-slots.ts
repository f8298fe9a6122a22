import {
  NOTICE_EDITS_ON_ADD_DAY,
  NOTICE_EDIT_GAP_DAYS,
  NOTICE_PRICE_CENTS,
  freeNoticeMarks,
  type NoticeCreateQuote,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';

/** pg_advisory_xact_lock namespace of an account's free notice marks (second key: account). */
const FREE_NOTICE_LOCK = 7_270_200;

/**
 * Serialises the free-slot check of one account across server processes: two creates at
 * once for the last free slot take turns, and the second counts the first's mark.
 */
export async function lockFreeNoticeSlots(tx: Queryable, account: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [FREE_NOTICE_LOCK, account]);
}

/** Free notice marks the account holds in force: an expired one frees its slot (as watches). */
export async function usedFreeNoticeMarks(
  db: Queryable,
  account: number,
  today: string,
): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM notice_marks
     WHERE main_member_id = $1 AND NOT paid AND end_date >= $2::date`,
    [account, today],
  );
  return rows[0]!.used;
}

/** Spec 2 §3 pricing info: the level's free marks, those left, the price of one more, edits. */
export async function noticeCreateQuote(
  db: Queryable,
  account: number,
  levelId: number,
  today: string,
): Promise<NoticeCreateQuote> {
  const free = freeNoticeMarks(levelId);
  const left = Math.max(0, free - (await usedFreeNoticeMarks(db, account, today)));
  return {
    freeCreateNum: free,
    residualFreeCreateNum: left,
    needPrice: left > 0 ? 0 : NOTICE_PRICE_CENTS,
    dayUpdateNum: NOTICE_EDITS_ON_ADD_DAY,
    updateNum: NOTICE_EDIT_GAP_DAYS,
  };
}
