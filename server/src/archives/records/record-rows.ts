import { markImageUrl, markUid, type ArchiveRecord } from 'shared-api/contract';
import type { Queryable } from '../../db/types';

/** A mark of an archive or renewal list as the statement returns it. */
export interface RecordRow {
  id: number;
  reg_no: string;
  class_id: number;
  name: string;
  status: number;
  app_date: string;
  excl_end: string | null;
  holder_cn: string;
  agency: string | null;
  sha256: string | null;
}

/**
 * The marks of one page (or an export) in order: `where` and `order` are built on trademarks
 * `t` with `values` as their parameters; `limit` and `offset` are appended. The page is cut
 * first and only its rows are joined to agencies and images, so a 50,000-mark subject costs
 * the joins of 20 rows.
 */
export async function recordRows(
  db: Queryable,
  statement: { where: string; order: string; values: unknown[] },
  limit: number,
  offset: number,
): Promise<RecordRow[]> {
  const n = statement.values.length;
  const { rows } = await db.query<RecordRow>(
    `WITH page AS MATERIALIZED (
       SELECT t.id FROM trademarks t WHERE ${statement.where}
       ORDER BY ${statement.order} LIMIT $${n + 1} OFFSET $${n + 2}
     )
     SELECT t.id, t.reg_no, t.class_id, t.name, t.status,
       to_char(t.app_date, 'YYYY-MM-DD') AS app_date, to_char(t.excl_end, 'YYYY-MM-DD') AS excl_end,
       t.holder_cn, a.name AS agency, i.sha256
     FROM page JOIN trademarks t ON t.id = page.id
     LEFT JOIN agencies a ON a.id = t.agency_id
     LEFT JOIN mark_images i ON i.id = t.image_id
     ORDER BY ${statement.order}`,
    [...statement.values, limit, offset],
  );
  return rows;
}

/** Spec 2 §3 'Archive record'. */
export function toArchiveRecord(r: RecordRow): ArchiveRecord {
  return {
    ID: r.id,
    UID: markUid(r.reg_no, r.class_id),
    imageUrl: r.sha256 ? markImageUrl(r.sha256.trim()) : null,
    TM_NAME: r.name,
    TM_CODE: r.reg_no,
    TM_NCL: r.class_id,
    TM_STATUS: r.status,
    TM_APP_DATE: r.app_date,
    TM_HOLDER_CN: r.holder_cn,
    TM_PROXY: r.agency,
  };
}
