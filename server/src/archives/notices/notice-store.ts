import { noticeMessages } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/api-error';
import { shanghaiDaySql } from '../../monitoring/watches/watch-store';

/**
 * A stored notice mark (table `notice_marks`), dates as Shanghai days, with what the
 * register says of its number (the mark of its lowest class; null fields when the register
 * no longer has the number).
 */
export interface NoticeMarkRecord {
  id: number;
  mainMemberId: number;
  regNo: string;
  startDate: string;
  endDate: string;
  paid: boolean;
  orderId: number | null;
  addDayEdits: number;
  /** Shanghai days of adding and of the last edit (the edit rule, as for watches) */
  addedDay: string;
  lastEditDay: string | null;
  mark: string | null;
  applicant: string | null;
  sha256: string | null;
}

/** The columns read into a NoticeMarkRecord (nm = notice_marks, fm = NUMBER_MARK_JOIN). */
export const NOTICE_MARK_COLUMNS = `nm.id, nm.main_member_id AS "mainMemberId", nm.reg_no AS "regNo",
  to_char(nm.start_date, 'YYYY-MM-DD') AS "startDate", to_char(nm.end_date, 'YYYY-MM-DD') AS "endDate",
  nm.paid, nm.order_id AS "orderId", nm.add_day_edits AS "addDayEdits",
  ${shanghaiDaySql('nm.created_at')} AS "addedDay", ${shanghaiDaySql('nm.last_edited_at')} AS "lastEditDay",
  fm.name AS mark, fm.holder_cn AS applicant, trim(fm.sha256) AS sha256`;

/**
 * The register's mark of a followed number: a number filed in several classes is shown by
 * its lowest class, as the validation dialog shows it (UNIQUE (reg_no, class_id) serves it).
 */
export const NUMBER_MARK_JOIN = `LEFT JOIN LATERAL (
    SELECT t.name, t.holder_cn, i.sha256 FROM trademarks t
    LEFT JOIN mark_images i ON i.id = t.image_id
    WHERE t.reg_no = nm.reg_no ORDER BY t.class_id LIMIT 1) fm ON true`;

/**
 * One notice mark of the account. Another account's mark and an unknown id get the same
 * answer, so ids reveal nothing about other members. `forUpdate` locks the row (edits).
 */
export async function ownNoticeMark(
  db: Queryable,
  account: number,
  id: number,
  forUpdate = false,
): Promise<NoticeMarkRecord> {
  const { rows } = await db.query<NoticeMarkRecord>(
    `SELECT ${NOTICE_MARK_COLUMNS} FROM notice_marks nm ${NUMBER_MARK_JOIN}
     WHERE nm.id = $1 AND nm.main_member_id = $2 ${forUpdate ? 'FOR UPDATE OF nm' : ''}`,
    [id, account],
  );
  if (!rows[0]) throw notFound(noticeMessages.noticeMarkNotFound);
  return rows[0];
}

/** The account's notice mark of a number, if it follows it. */
export async function noticeMarkOfNumber(
  db: Queryable,
  account: number,
  regNo: string,
): Promise<NoticeMarkRecord | null> {
  const { rows } = await db.query<NoticeMarkRecord>(
    `SELECT ${NOTICE_MARK_COLUMNS} FROM notice_marks nm ${NUMBER_MARK_JOIN}
     WHERE nm.main_member_id = $1 AND nm.reg_no = $2`,
    [account, regNo],
  );
  return rows[0] ?? null;
}

/** A notice mark whose last day has passed (该商标已过期): no edits, no export. */
export const isExpired = (mark: Pick<NoticeMarkRecord, 'endDate'>, today: string): boolean =>
  mark.endDate < today;
