import type { DetailRow, SearchRow, SimilarityMatch } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import {
  toDetailRow,
  toSearchRow,
  type DetailRowRecord,
  type SearchRowRecord,
} from './rows/map-row';

/**
 * Result rows and detail rows from the register (spec 1 §3 'Trademark (search row)'). Each
 * call is one statement whatever the number of marks, so a 200-row page or export costs one
 * round trip; searches find ids, these turn them into rows.
 */

const day = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${alias}`;

/** The columns of a search row, shared by both statements (t = trademarks). */
const SEARCH_COLUMNS = `t.id, t.reg_no, t.class_id, t.name, t.status, t.mark_type,
  ${day('t.app_date', 'app_date')}, ${day('t.first_date', 'first_date')},
  ${day('t.reg_date', 'reg_date')}, ${day('t.intl_date', 'intl_date')},
  ${day('t.priority_date', 'priority_date')}, ${day('t.excl_start', 'excl_start')},
  ${day('t.excl_end', 'excl_end')}, t.holder_cn, t.holder_en, t.addr_cn, t.addr_en,
  t.co_owners, t.goods, a.name AS agency, i.sha256`;

const SEARCH_JOINS = `LEFT JOIN agencies a ON a.id = t.agency_id
  LEFT JOIN mark_images i ON i.id = t.image_id`;

/** Rows for the given trademark ids, in the order given; ids not in the register are skipped. */
export async function fetchSearchRows(db: Queryable, ids: number[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const res = await db.query<SearchRowRecord>(
    `SELECT ${SEARCH_COLUMNS}
     FROM unnest($1::int[]) WITH ORDINALITY AS wanted(id, ord)
     JOIN trademarks t ON t.id = wanted.id
     ${SEARCH_JOINS}
     ORDER BY wanted.ord`,
    [ids],
  );
  return res.rows.map(toSearchRow);
}

/** A similarity page's rows, each with why it matched (modes 4, 5, 6). */
export async function fetchMatchedRows(
  db: Queryable,
  page: { ids: number[]; matches: ReadonlyMap<number, SimilarityMatch> },
): Promise<SearchRow[]> {
  const rows = await fetchSearchRows(db, page.ids);
  return rows.map((row) => ({ ...row, match: page.matches.get(row.ID) }));
}

/** A UID split into the register's key; null when it cannot name a mark. */
export function parseMarkUid(uid: string): { regNo: string; classId: number } | null {
  const match = /^([0-9A-Z]{1,12})_(\d{1,2})$/.exec(uid.trim());
  if (!match) return null;
  const classId = Number(match[2]);
  return classId >= 1 && classId <= 45 ? { regNo: match[1]!, classId } : null;
}

/** The mark's gazette notices, oldest issue first, named by their announcement type. */
const NOTICES = `COALESCE((
    SELECT json_agg(json_build_object('code', nt.code, 'issue', n.issue_no, 'page', n.page,
             'name', nt.name, 'date', to_char(gi.issue_date, 'YYYY-MM-DD'))
           ORDER BY n.issue_no, n.type_id, n.page)
    FROM gazette_notices n
    JOIN notice_types nt ON nt.id = n.type_id
    LEFT JOIN gazette_issues gi ON gi.issue_no = n.issue_no
    WHERE n.reg_no = t.reg_no AND n.class_id = t.class_id), '[]') AS notices`;

/** Detail rows for the given UIDs (markUid), in the order given; unknown UIDs are skipped. */
export async function fetchDetailRows(db: Queryable, uids: string[]): Promise<DetailRow[]> {
  const keys = uids.map(parseMarkUid).filter((k) => k !== null);
  if (keys.length === 0) return [];
  const res = await db.query<DetailRowRecord>(
    `SELECT ${SEARCH_COLUMNS}, t.process, t.first_issue, t.reg_issue, t.color_claim,
       p.name AS province, c.name AS city, ${NOTICES}
     FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS wanted(reg_no, class_id, ord)
     JOIN trademarks t ON t.reg_no = wanted.reg_no AND t.class_id = wanted.class_id
     ${SEARCH_JOINS}
     LEFT JOIN areas p ON p.code = t.province_code
     LEFT JOIN areas c ON c.code = t.city_code
     ORDER BY wanted.ord`,
    [keys.map((k) => k.regNo), keys.map((k) => k.classId)],
  );
  return res.rows.map(toDetailRow);
}
