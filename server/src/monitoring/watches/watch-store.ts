import { WATCH_STATUS, monitorMessages, type Watch } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/api-error';
import { uploadPictureUrl } from '../../image-search/uploads';

/** A stored watch (table `watches`), dates as Shanghai days. */
export interface WatchRecord {
  id: number;
  mainMemberId: number;
  type: 1 | 2;
  name: string | null;
  pictureSha256: string | null;
  remarkApplicant: string;
  remarkKeyword: string;
  classes: number[];
  groups: string[];
  startDate: string;
  endDate: string;
  paid: boolean;
  orderId: number | null;
  addDayEdits: number;
  /** Shanghai days of adding and of the last edit */
  addedDay: string;
  lastEditDay: string | null;
}

/** The Shanghai day of a timestamptz (UTC+8 all year; no time-zone data needed). */
export const shanghaiDaySql = (column: string) =>
  `to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** The columns read into a WatchRecord (w = watches). */
export const WATCH_COLUMNS = `w.id, w.main_member_id AS "mainMemberId", w.watch_type AS type,
  w.name, w.picture_sha256 AS "pictureSha256", w.remark_applicant AS "remarkApplicant",
  w.remark_keyword AS "remarkKeyword", w.classes, w.group_codes AS groups,
  to_char(w.start_date, 'YYYY-MM-DD') AS "startDate", to_char(w.end_date, 'YYYY-MM-DD') AS "endDate",
  w.paid, w.order_id AS "orderId", w.add_day_edits AS "addDayEdits",
  ${shanghaiDaySql('w.created_at')} AS "addedDay", ${shanghaiDaySql('w.last_edited_at')} AS "lastEditDay"`;

/**
 * One watch of the account. Another account's watch and an unknown id get the same answer,
 * so ids reveal nothing about other members. `forUpdate` locks the row (edits, renewals).
 */
export async function ownWatch(
  db: Queryable,
  account: number,
  id: number,
  forUpdate = false,
): Promise<WatchRecord> {
  const { rows } = await db.query<WatchRecord>(
    `SELECT ${WATCH_COLUMNS} FROM watches w WHERE w.id = $1 AND w.main_member_id = $2
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id, account],
  );
  if (!rows[0]) throw notFound(monitorMessages.watchNotFound);
  return rows[0];
}

/** A watch whose last day has passed ('该商标已过期'): no edits, no export. */
export const isExpired = (watch: WatchRecord, today: string): boolean => watch.endDate < today;

/** What the pages show as monitorValue: the name, or the watched picture's address. */
export const watchValue = (watch: WatchRecord): string =>
  watch.type === 1 ? (watch.name ?? '') : uploadPictureUrl(watch.pictureSha256 ?? '');

export function toWatchView(
  watch: WatchRecord,
  today: string,
  latest: { issue: number; matches: number } | undefined,
): Watch {
  return {
    id: watch.id,
    monitorType: watch.type,
    monitorValue: watchValue(watch),
    remarkApplicant: watch.remarkApplicant,
    remarkKeyword: watch.remarkKeyword,
    classes: watch.classes,
    groups: watch.groups,
    startDate: watch.startDate,
    endDate: watch.endDate,
    status: isExpired(watch, today) ? WATCH_STATUS.expired : WATCH_STATUS.active,
    paid: watch.paid,
    latestIssue: latest?.issue ?? null,
    latestMatches: latest?.matches ?? 0,
  };
}
