import {
  SUBJECT_RENAMES,
  SUBJECT_TYPES,
  SUBJECT_TYPE_LABELS,
  archiveMessages,
  freeSubjects,
  type SubjectCreateQuote,
  type SubjectQuota,
  type SubjectType,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { conflict } from '../../http/api-error';

/** pg_advisory_xact_lock namespace of an account's subjects (second key: the account). */
const SUBJECTS_LOCK = 7_270_200;

/**
 * Serialises the changes of one account's subjects across server processes: two creates for
 * the last slot, or a create racing a default switch or a removal, take turns, so the quota
 * and the one-default rule are checked against what the other one wrote.
 */
export async function lockSubjects(tx: Queryable, account: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SUBJECTS_LOCK, account]);
}

/** The account's subjects per type (holders and agencies are counted apart, spec 2 §4). */
export async function subjectsByType(
  db: Queryable,
  account: number,
): Promise<Record<SubjectType, number>> {
  const { rows } = await db.query<{ type: SubjectType; n: number }>(
    `SELECT subject_type AS type, count(*)::int AS n FROM subjects
     WHERE main_member_id = $1 GROUP BY subject_type`,
    [account],
  );
  const used: Record<SubjectType, number> = { 3: 0, 4: 0 };
  for (const row of rows) used[row.type] = row.n;
  return used;
}

/** Refuses one more subject of `type` when the level's free count of that type is used up. */
export async function checkFreeSubject(
  tx: Queryable,
  account: number,
  levelId: number,
  type: SubjectType,
): Promise<void> {
  const free = freeSubjects(levelId);
  if ((await subjectsByType(tx, account))[type] >= free) {
    throw conflict(archiveMessages.noFreeSubjects(SUBJECT_TYPE_LABELS[type], free));
  }
}

/** createQuery (spec 2 §3): the free count per type and the slots left, per type and in all. */
export async function createQuote(
  db: Queryable,
  account: number,
  levelId: number,
): Promise<SubjectCreateQuote> {
  const free = freeSubjects(levelId);
  const used = await subjectsByType(db, account);
  const applicant = Math.max(0, free - used[SUBJECT_TYPES.holder]);
  const proxy = Math.max(0, free - used[SUBJECT_TYPES.agency]);
  return {
    freeCreateNum: free,
    residualFreeCreateNum: applicant + proxy,
    residualFreeCreateNum_applicant: applicant,
    residualFreeCreateNum_proxy: proxy,
    updateNum: SUBJECT_RENAMES,
  };
}

/** quota (spec 2 §3 'quota info'): the level's free subjects, the same for either type. */
export function subjectQuota(levelId: number): SubjectQuota {
  const free = freeSubjects(levelId);
  return { freeCreateNum: free, freeCreateNum_applicant: free, freeCreateNum_proxy: free };
}
