import { SUBJECT_REMOVE_LOCK_DAYS, SUBJECT_RENAMES, type Subject } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { shanghaiDaySql } from '../../monitoring/watches';
import { SqlParams } from '../../search/sql-params';
import { underSubjectSql, type SubjectRecord } from '../subject-store';

/** 'YYYY-MM-DD' + `days`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day a subject may be removed (spec 2 §4: not within 90 days of its start). */
export const removableFrom = (subject: Pick<SubjectRecord, 'startDate'>): string =>
  addDays(subject.startDate, SUBJECT_REMOVE_LOCK_DAYS);

/** A subject's archive size and the Shanghai day its newest mark changed in the register. */
export interface SubjectStats {
  monitorNum: number;
  monitorUpdateDate: string | null;
}

/**
 * monitorNum and monitorUpdateDate of each subject, read from the register now (not stored),
 * so a mark imported a second ago already counts. One statement: one part per subject, each
 * answered by its own index (holders/agencies by name key, then the marks by holder/agency).
 */
export async function subjectStats(
  db: Queryable,
  subjects: readonly SubjectRecord[],
): Promise<Map<number, SubjectStats>> {
  if (subjects.length === 0) return new Map();
  const params = new SqlParams();
  const parts = subjects.map(
    (s, i) =>
      `SELECT ${i} AS i, count(*)::int AS n,
         ${shanghaiDaySql('max(t.updated_at)')} AS day
       FROM trademarks t WHERE ${underSubjectSql(s, params.add(s.nameKey))}`,
  );
  const { rows } = await db.query<{ i: number; n: number; day: string | null }>(
    parts.join(' UNION ALL '),
    params.values,
  );
  return new Map(
    rows.map((r) => [subjects[r.i]!.id, { monitorNum: r.n, monitorUpdateDate: r.day }]),
  );
}

/** Spec 2 §3 'Subject' as the cards show it. */
export function toSubjectView(subject: SubjectRecord, stats: SubjectStats | undefined): Subject {
  return {
    id: subject.id,
    monitorValue: subject.name,
    monitorType: subject.type,
    isDefault: subject.isDefault ? 1 : 0,
    monitorNum: stats?.monitorNum ?? 0,
    monitorUpdateDate: stats?.monitorUpdateDate ?? null,
    startDate: subject.startDate,
    residualUpdateCount: Math.max(0, SUBJECT_RENAMES - subject.renames),
    removableFrom: removableFrom(subject),
  };
}

/** One subject as the pages show it, its counts read now. */
export async function subjectView(db: Queryable, subject: SubjectRecord): Promise<Subject> {
  return toSubjectView(subject, (await subjectStats(db, [subject])).get(subject.id));
}
