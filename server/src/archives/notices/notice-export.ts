import {
  NOTICE_EXPORT_MAX_ISSUES,
  noticeMessages as m,
  type NoticeExport,
  type NoticeRow,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { noticeIssueInRange, noticeIssues, type ResultIssue } from './notice-issues';
import { noticesInIssue, type NoticeFilters, type NoticeScope } from './notice-rows';
import { isExpired, ownNoticeMark } from './notice-store';
import { noticeSubject, subjectScope } from './subject-notices';

/**
 * Spec 2 §5, §9: start and stop issue, stop not before start, at most 3 issues, both within
 * the latest 12. Answers the issues exported, newest first.
 */
export async function exportIssues(db: Queryable, query: NoticeExport): Promise<ResultIssue[]> {
  const { startIssue, stopIssue } = query;
  if (stopIssue < startIssue) throw badRequest(m.issueOrder);
  if (stopIssue - startIssue > NOTICE_EXPORT_MAX_ISSUES - 1) throw badRequest(m.tooManyIssues);
  const latest = await noticeIssues(db);
  noticeIssueInRange(latest, startIssue);
  noticeIssueInRange(latest, stopIssue);
  return latest.filter((i) => i.issue >= startIssue && i.issue <= stopIssue);
}

async function rowsOf(
  db: Queryable,
  scope: NoticeScope,
  issues: readonly ResultIssue[],
  filters: NoticeFilters,
): Promise<NoticeRow[]> {
  const rows: NoticeRow[] = [];
  for (const issue of issues) {
    rows.push(...(await noticesInIssue(db, scope, issue.issue, filters, null)).list);
  }
  return rows;
}

/** excelByCustomNotice: one notice mark in force, its notices issue by issue (newest first). */
export async function noticeMarkExportRows(
  db: Queryable,
  account: number,
  query: NoticeExport,
  today: string,
): Promise<{ name: string; rows: NoticeRow[] }> {
  if (query.monitorId === undefined) throw notFound(m.noticeMarkNotFound);
  const mark = await ownNoticeMark(db, account, query.monitorId);
  if (isExpired(mark, today)) throw conflict(m.expired);
  const issues = await exportIssues(db, query);
  const scope = { kind: 'numbers', regNos: [mark.regNo] } as const;
  return { name: mark.regNo, rows: await rowsOf(db, scope, issues, {}) };
}

/** excelCustomDataByCodeCategary: a subject's notices (/announcement, its filters). */
export async function subjectNoticeExportRows(
  db: Queryable,
  account: number,
  query: NoticeExport,
): Promise<{ name: string; rows: NoticeRow[] }> {
  const subject = await noticeSubject(db, account, query);
  const issues = await exportIssues(db, query);
  return { name: subject.name, rows: await rowsOf(db, subjectScope(subject), issues, query) };
}
