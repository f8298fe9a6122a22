import { MAX_SEARCH_PAGE_SIZE, searchMessages } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { badRequest, notFound } from '../http/api-error';
import { parseMarkUid } from '../search/mark-rows';
import { exportMessages } from './messages';

/**
 * The marks an Excel export asks for: keyword is the ticked rows' UIDs, comma-joined
 * (spec 1 §7). Duplicates are dropped keeping the first, so the file follows the list.
 */
export function parseExportUids(keyword: string): string[] {
  const uids = [
    ...new Set(
      keyword
        .split(/[,，\s]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (uids.length === 0) throw badRequest(searchMessages.exportNothing);
  if (uids.length > MAX_SEARCH_PAGE_SIZE) throw badRequest(searchMessages.exportTooMany);
  const malformed = uids.find((uid) => parseMarkUid(uid) === null);
  if (malformed !== undefined) throw badRequest(exportMessages.badUid(malformed.slice(0, 40)));
  return uids;
}

/** Refuses a selection none of whose marks is in the register (an empty file helps nobody). */
export async function assertSomeMarkExists(db: Queryable, uids: string[]): Promise<void> {
  const keys = uids.map((uid) => parseMarkUid(uid)!);
  const res = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM unnest($1::text[], $2::int[]) AS wanted(reg_no, class_id)
       JOIN trademarks t ON t.reg_no = wanted.reg_no AND t.class_id = wanted.class_id
     ) AS found`,
    [keys.map((k) => k.regNo), keys.map((k) => k.classId)],
  );
  if (!res.rows[0]?.found) throw notFound(searchMessages.detailNotFound);
}
