import type { SubjectPage } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { SqlParams } from '../../search/sql-params';
import { SUBJECT_COLUMNS, type SubjectRecord } from '../subject-store';
import { subjectStats, toSubjectView } from './subject-view';

export interface SubjectListQuery {
  pageNum: number;
  pageSize: number;
  /** part of the name, compared as names match (archive_name_key) */
  monitorValue?: string | undefined;
}

/** query (spec 2 §7): the account's subjects, the default first, then in the order added. */
export async function listSubjects(
  db: Queryable,
  account: number,
  query: SubjectListQuery,
): Promise<SubjectPage> {
  const params = new SqlParams();
  const where = [`s.main_member_id = ${params.add(account)}`];
  if (query.monitorValue) {
    // strpos, not LIKE: the typed text may hold % or _
    where.push(`strpos(s.name_key, archive_name_key(${params.add(query.monitorValue)})) > 0`);
  }
  const filter = where.join(' AND ');
  const filterValues = [...params.values];
  const [page, count] = await Promise.all([
    db.query<SubjectRecord>(
      `SELECT ${SUBJECT_COLUMNS} FROM subjects s WHERE ${filter}
       ORDER BY s.is_default DESC, s.id
       LIMIT ${params.add(query.pageSize)} OFFSET ${params.add((query.pageNum - 1) * query.pageSize)}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM subjects s WHERE ${filter}`,
      filterValues,
    ),
  ]);
  const stats = await subjectStats(db, page.rows);
  return {
    list: page.rows.map((s) => toSubjectView(s, stats.get(s.id))),
    total: count.rows[0]!.total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
