import {
  NOTICE_TYPE_ORDER,
  type GazetteIssue,
  type GazetteRow,
  type GazetteSearchQuery,
  type GazetteSearchResult,
  type NoticeTypeCount,
} from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { containsPattern, prefixPattern, SqlParams } from '../search/sql-params';

/**
 * Reads of the public gazette (spec 1 §2 'Gazette'). Only published issues are public: an
 * issue being imported has no published_at yet and must stay invisible until it is whole.
 */

const ISSUE_COLUMNS = `issue_no AS issue, to_char(issue_date, 'YYYY-MM-DD') AS date`;

/** The latest published issues, newest first. */
export async function latestIssues(db: Queryable, limit: number): Promise<GazetteIssue[]> {
  const res = await db.query<GazetteIssue>(
    `SELECT ${ISSUE_COLUMNS} FROM gazette_issues
     WHERE published_at IS NOT NULL ORDER BY issue_no DESC LIMIT $1`,
    [limit],
  );
  return res.rows;
}

/** The issue if it is published, else null. */
export async function publishedIssue(db: Queryable, issue: number): Promise<GazetteIssue | null> {
  const res = await db.query<GazetteIssue>(
    `SELECT ${ISSUE_COLUMNS} FROM gazette_issues WHERE issue_no = $1 AND published_at IS NOT NULL`,
    [issue],
  );
  return res.rows[0] ?? null;
}

/** Types in spec order (NOTICE_TYPE_ORDER), then any other by id. */
const typeOrder = (column: string, params: SqlParams) =>
  `array_position(${params.add(NOTICE_TYPE_ORDER)}::int[], ${column}::int) NULLS LAST, ${column}`;

/** The announcement types an issue has notices of, with their counts, in spec order. */
export async function issueNoticeTypes(db: Queryable, issue: number): Promise<NoticeTypeCount[]> {
  const params = new SqlParams();
  const issueParam = params.add(issue);
  const res = await db.query<NoticeTypeCount>(
    `SELECT t.id, t.code, t.name, c.count
     FROM (SELECT type_id, count(*)::int AS count FROM gazette_notices
           WHERE issue_no = ${issueParam} GROUP BY type_id) c
     JOIN notice_types t ON t.id = c.type_id
     ORDER BY ${typeOrder('t.id', params)}`,
    params.values,
  );
  return res.rows;
}

/** A type by its id ('36') or its code ('TMZCSQ', any case); null when there is none. */
export async function findNoticeTypeId(db: Queryable, idOrCode: string): Promise<number | null> {
  const id = /^\d{1,5}$/.test(idOrCode) ? Number(idOrCode) : null;
  const res = await db.query<{ id: number }>(
    'SELECT id FROM notice_types WHERE id::int = $1 OR code = $2',
    [id, idOrCode.toUpperCase()],
  );
  return res.rows[0]?.id ?? null;
}

/** A search with its type already resolved to an id (undefined = every type). */
export type NoticeSearch = Omit<GazetteSearchQuery, 'typeName'> & { typeId?: number };

/**
 * One page of an issue's notices, in type order, then page and number. The issue narrows
 * the rows to its own through the primary key (issue_no first), so the name and applicant
 * filters scan only that issue's notices.
 */
export async function searchNotices(
  db: Queryable,
  search: NoticeSearch,
): Promise<GazetteSearchResult> {
  const params = new SqlParams();
  const where = [`n.issue_no = ${params.add(search.firstNo)}`];
  if (search.typeId !== undefined) where.push(`n.type_id = ${params.add(search.typeId)}`);
  if (search.mark) where.push(`n.mark_name ILIKE ${params.add(containsPattern(search.mark))}`);
  if (search.accn) where.push(`n.applicant ILIKE ${params.add(containsPattern(search.accn))}`);
  if (search.code) where.push(`n.reg_no LIKE ${params.add(prefixPattern(search.code))}`);
  const filter = where.join(' AND ');

  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM gazette_notices n WHERE ${filter}`,
    [...params.values],
  );
  const total = counted.rows[0]?.total ?? 0;
  const offset = (search.pageNum - 1) * search.pageSize;
  if (total === 0 || offset >= total) return { total, list: [] };

  const rows = await db.query<GazetteRow>(
    `SELECT n.issue_no AS "firstNo", to_char(i.issue_date, 'YYYY-MM-DD') AS "firstDate",
       t.name AS "typeName", n.reg_no AS code, n.applicant AS accn, n.mark_name AS mark,
       n.page, n.type_id::int AS type, n.class_id::int AS ncl
     FROM gazette_notices n
     JOIN gazette_issues i ON i.issue_no = n.issue_no
     JOIN notice_types t ON t.id = n.type_id
     WHERE ${filter}
     ORDER BY ${typeOrder('n.type_id', params)}, n.page, n.reg_no, n.class_id
     LIMIT ${params.add(search.pageSize)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return { total, list: rows.rows };
}
