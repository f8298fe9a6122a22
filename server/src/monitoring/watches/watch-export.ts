import {
  WATCH_EXPORT_MAX_ISSUES,
  WATCH_TYPES,
  monitorMessages as m,
  type WatchMatch,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { UPLOAD_PICTURE_BASE } from '../../image-search/uploads';
import { issueInRange, latestIssues } from './issues';
import { storedMatches, toMatchRows } from './match-rows';
import { WATCH_COLUMNS, isExpired, ownWatch, watchValue, type WatchRecord } from './watch-store';

export interface WatchExportQuery {
  monitorId?: number | undefined;
  keyword?: string | undefined;
  monitorType?: 1 | 2 | undefined;
  startIssue: number;
  stopIssue: number;
}

const UPLOADED = new RegExp(`${UPLOAD_PICTURE_BASE}/([0-9a-f]{64})`);

/** The watch an export names: by id, or (spec 2 §7) by its value and type. */
async function exportedWatch(
  db: Queryable,
  account: number,
  query: WatchExportQuery,
): Promise<WatchRecord> {
  if (query.monitorId !== undefined) return ownWatch(db, account, query.monitorId);
  if (!query.keyword) throw notFound(m.watchNotFound);
  const type = query.monitorType ?? WATCH_TYPES.text;
  const value = type === WATCH_TYPES.text ? query.keyword : UPLOADED.exec(query.keyword)?.[1];
  const { rows } = await db.query<WatchRecord>(
    `SELECT ${WATCH_COLUMNS} FROM watches w
     WHERE w.main_member_id = $1 AND w.watch_type = $2
       AND (CASE WHEN $2 = 1 THEN w.name ELSE w.picture_sha256 END) = $3
     ORDER BY w.id DESC LIMIT 1`,
    [account, type, value ?? ''],
  );
  if (!rows[0]) throw notFound(m.watchNotFound);
  return rows[0];
}

/**
 * excelByCustomMonitor (spec 2 §5, §9): one watch in force, 1–3 consecutive issues within the
 * latest 12; answers the rows, ordered issue by issue (newest first) and by grade within one.
 */
export async function watchExportRows(
  db: Queryable,
  account: number,
  query: WatchExportQuery,
  today: string,
): Promise<{ value: string; rows: WatchMatch[] }> {
  const watch = await exportedWatch(db, account, query);
  if (isExpired(watch, today)) throw conflict(m.expired);
  const { startIssue, stopIssue } = query;
  if (stopIssue < startIssue) throw badRequest(m.issueOrder);
  if (stopIssue - startIssue > WATCH_EXPORT_MAX_ISSUES - 1) throw badRequest(m.tooManyIssues);
  const latest = await latestIssues(db);
  issueInRange(latest, startIssue);
  issueInRange(latest, stopIssue);
  const rows: WatchMatch[] = [];
  for (const issue of latest.filter((i) => i.issue >= startIssue && i.issue <= stopIssue)) {
    const { found } = await storedMatches(db, watch.id, [issue], null);
    rows.push(...(await toMatchRows(db, found)));
  }
  return { value: watchValue(watch), rows };
}
