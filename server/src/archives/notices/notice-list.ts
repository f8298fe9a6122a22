import {
  NOTICE_MARK_STATUS,
  markImageUrl,
  type NoticeMark,
  type NoticeMarkPage,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { SqlParams, containsPattern } from '../../search/sql-params';
import { noticeIssues, visibleIssues, type ResultIssue } from './notice-issues';
import { countNoticesByNumber } from './notice-rows';
import {
  NOTICE_MARK_COLUMNS,
  NUMBER_MARK_JOIN,
  isExpired,
  type NoticeMarkRecord,
} from './notice-store';

/** The newest issue a mark reads with notices for it, and how many. */
export interface LatestNotices {
  issue: number;
  notices: number;
}

export function toNoticeMarkView(
  mark: NoticeMarkRecord,
  today: string,
  latest: LatestNotices | undefined,
): NoticeMark {
  return {
    id: mark.id,
    monitorValue: mark.regNo,
    mark: mark.mark ?? '',
    imagePath: mark.sha256 ? markImageUrl(mark.sha256) : null,
    applicant: mark.applicant ?? '',
    startDate: mark.startDate,
    endDate: mark.endDate,
    status: isExpired(mark, today) ? NOTICE_MARK_STATUS.expired : NOTICE_MARK_STATUS.active,
    paid: mark.paid,
    latestIssue: latest?.issue ?? null,
    latestNotices: latest?.notices ?? 0,
  };
}

/** Each mark's newest issue with notices among those it reads (notice-issues.ts). */
export async function latestNotices(
  db: Queryable,
  marks: readonly NoticeMarkRecord[],
  issues?: readonly ResultIssue[],
): Promise<Map<number, LatestNotices>> {
  const shown = issues ?? (await noticeIssues(db));
  const counts = await countNoticesByNumber(
    db,
    marks.map((m) => m.regNo),
    shown,
  );
  const latest = new Map<number, LatestNotices>();
  for (const mark of marks) {
    const perIssue = counts.get(mark.regNo);
    const found = visibleIssues(shown, mark.endDate).find((i) => perIssue?.get(i.issue));
    if (found) latest.set(mark.id, { issue: found.issue, notices: perIssue!.get(found.issue)! });
  }
  return latest;
}

export interface NoticeMarkListQuery {
  pageNum: number;
  pageSize: number;
  /** the holder of the number's mark, contained */
  applicant?: string | undefined;
  /** the mark's name, contained */
  mark?: string | undefined;
  status?: number | undefined;
}

/**
 * The account's notice marks, newest first (spec 2 §7 'the notice list'); applicant and
 * mark filter on what the register says of each number now.
 */
export async function listNoticeMarks(
  db: Queryable,
  account: number,
  query: NoticeMarkListQuery,
  today: string,
): Promise<NoticeMarkPage> {
  const params = new SqlParams();
  const where = [`nm.main_member_id = ${params.add(account)}`];
  if (query.applicant) {
    where.push(`fm.holder_cn ILIKE ${params.add(containsPattern(query.applicant))}`);
  }
  if (query.mark) where.push(`fm.name ILIKE ${params.add(containsPattern(query.mark))}`);
  if (query.status === NOTICE_MARK_STATUS.active) {
    where.push(`nm.end_date >= ${params.add(today)}::date`);
  }
  if (query.status === NOTICE_MARK_STATUS.expired) {
    where.push(`nm.end_date < ${params.add(today)}::date`);
  }
  const filter = where.join(' AND ');
  const filterValues = [...params.values];
  const offset = (query.pageNum - 1) * query.pageSize;
  const [page, count] = await Promise.all([
    db.query<NoticeMarkRecord>(
      `SELECT ${NOTICE_MARK_COLUMNS} FROM notice_marks nm ${NUMBER_MARK_JOIN} WHERE ${filter}
       ORDER BY nm.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM notice_marks nm ${NUMBER_MARK_JOIN} WHERE ${filter}`,
      filterValues,
    ),
  ]);
  const latest = await latestNotices(db, page.rows);
  return {
    list: page.rows.map((mark) => toNoticeMarkView(mark, today, latest.get(mark.id))),
    total: count.rows[0]!.total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** A page of the account's notice marks, newest first (the overview grid's rows). */
export async function noticeMarkRecordsPage(
  db: Queryable,
  account: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ marks: NoticeMarkRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<NoticeMarkRecord>(
      `SELECT ${NOTICE_MARK_COLUMNS} FROM notice_marks nm ${NUMBER_MARK_JOIN}
       WHERE nm.main_member_id = $1 ORDER BY nm.id DESC LIMIT $2 OFFSET $3`,
      [account, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notice_marks WHERE main_member_id = $1',
      [account],
    ),
  ]);
  return { marks: rows.rows, total: count.rows[0]!.n };
}
