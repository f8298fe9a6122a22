import type { ArchivePage, ArchiveQuery } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { SqlParams } from '../../search/sql-params';
import { underSubjectSql, type SubjectRecord } from '../subject-store';
import {
  classCondition,
  emptyStatusCounts,
  forkParams,
  inClasses,
  inStatus,
  statusCondition,
  textConditions,
} from './record-filters';
import { recordRows, toArchiveRecord } from './record-rows';

/** Newest application first. */
const ARCHIVE_ORDER = 't.app_date DESC, t.id DESC';

/**
 * queryRecordById / searchRecordById / queryRecord (spec 2 §7): the subject's marks read from
 * the register now, narrowed by every filter, a page of them, and the filter counts. Each
 * count map leaves out its own filter (the status counts follow the class filter and the
 * number and name, not the status chosen), so the chips keep showing what a click would give;
 * with no filters they are the counts of the whole archive.
 *
 * One grouped pass (status × class) gives both maps and the total; the page is a second
 * statement run beside it.
 */
export async function archivePage(
  db: Queryable,
  subject: SubjectRecord,
  query: ArchiveQuery,
): Promise<Omit<ArchivePage, 'subject'>> {
  const params = new SqlParams();
  const base = [
    underSubjectSql(subject, params.add(subject.nameKey)),
    ...textConditions(query, params),
  ];
  const pageParams = forkParams(params);
  const narrowed = [
    ...base,
    ...statusCondition(query, pageParams),
    ...classCondition(query, pageParams),
  ];
  const [groups, rows] = await Promise.all([
    db.query<{ status: number; class_id: number; n: number }>(
      `SELECT t.status, t.class_id, count(*)::int AS n FROM trademarks t
       WHERE ${base.join(' AND ')} GROUP BY t.status, t.class_id`,
      params.values,
    ),
    recordRows(
      db,
      { where: narrowed.join(' AND '), order: ARCHIVE_ORDER, values: pageParams.values },
      query.pageSize,
      (query.pageNum - 1) * query.pageSize,
    ),
  ]);
  const statusCounts = emptyStatusCounts();
  const classCounts: Record<string, number> = {};
  let total = 0;
  for (const g of groups.rows) {
    if (inClasses(query, g.class_id)) {
      statusCounts[String(g.status)] = (statusCounts[String(g.status)] ?? 0) + g.n;
    }
    if (inStatus(query, g.status)) {
      classCounts[String(g.class_id)] = (classCounts[String(g.class_id)] ?? 0) + g.n;
    }
    if (inClasses(query, g.class_id) && inStatus(query, g.status)) total += g.n;
  }
  return {
    list: rows.map(toArchiveRecord),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    filter: [{ TM_STATUS: statusCounts }, { TM_NCL: classCounts }],
  };
}
