import { GRACE_MONTHS, addMonths } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { underSubjectSql, type SubjectRecord } from './subject-store';

/** What renewal reads need of a subject. */
export type RenewalSubject = Pick<SubjectRecord, 'type' | 'nameKey' | 'startDate'>;

/** A registered mark under some of an account's subjects, with its deadlines. */
export interface RenewalMark {
  trademarkId: number;
  regNo: string;
  classId: number;
  name: string;
  holder: string;
  /** the exclusive right's last day: the renewal deadline */
  exclEnd: string;
  /** the grace period's last day (GRACE_MONTHS after exclEnd) */
  graceEnd: string;
  /** the earliest start date of the account's subjects that hold the mark */
  since: string;
}

/** Days 'YYYY-MM-DD', both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The account's subjects, as renewal reads need them (the feed and the reminders read the
 * table directly, not through the subject routes).
 */
export async function accountSubjects(db: Queryable, account: number): Promise<RenewalSubject[]> {
  const { rows } = await db.query<RenewalSubject>(
    `SELECT subject_type AS type, name_key AS "nameKey",
       to_char(start_date, 'YYYY-MM-DD') AS "startDate"
     FROM subjects WHERE main_member_id = $1 ORDER BY id`,
    [account],
  );
  return rows;
}

/**
 * Registered marks (status 2) under any of `subjects` whose exclusive-right end date lies in
 * one of `ranges`, each once even when several subjects hold it (a holder and its agency),
 * soonest end first, at most `limit` (null: all). One UNION branch per subject, so each
 * uses its own index (holders or agencies by normalised name, then trademarks by id).
 */
export async function marksUnderSubjects(
  db: Queryable,
  subjects: readonly RenewalSubject[],
  ranges: readonly DayRange[],
  limit: number | null,
): Promise<RenewalMark[]> {
  if (subjects.length === 0 || ranges.length === 0) return [];
  const params: unknown[] = [ranges.map((r) => r.from), ranges.map((r) => r.to), limit];
  const branches = subjects.map((subject) => {
    params.push(subject.nameKey, subject.startDate);
    const key = `$${params.length - 1}`;
    return `SELECT t.id, ${`$${params.length}`}::date AS since FROM trademarks t
      WHERE ${underSubjectSql(subject, key)} AND t.status = 2
        AND EXISTS (SELECT 1 FROM unnest($1::date[], $2::date[]) AS r (f, u)
                    WHERE t.excl_end BETWEEN r.f AND r.u)`;
  });
  const { rows } = await db.query<Omit<RenewalMark, 'graceEnd'>>(
    `WITH held AS (${branches.join(' UNION ALL ')})
     SELECT t.id AS "trademarkId", t.reg_no AS "regNo", t.class_id AS "classId", t.name,
       t.holder_cn AS holder, to_char(t.excl_end, 'YYYY-MM-DD') AS "exclEnd",
       to_char(min(h.since), 'YYYY-MM-DD') AS since
     FROM held h JOIN trademarks t ON t.id = h.id
     GROUP BY t.id
     ORDER BY t.excl_end, t.reg_no, t.class_id
     LIMIT $3`,
    params,
  );
  return rows.map((row) => ({ ...row, graceEnd: addMonths(row.exclEnd, GRACE_MONTHS) }));
}
