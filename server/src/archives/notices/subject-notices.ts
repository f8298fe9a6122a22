import type { SubjectNoticePage, SubjectNoticeQuery } from 'shared-api/contract';
import { archiveMessages } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/api-error';
import { SUBJECT_COLUMNS, defaultSubject, ownSubject, type SubjectRecord } from '../subject-store';
import {
  issueCounts,
  issueFilter,
  newestWithNotices,
  noticeIssueInRange,
  noticeIssues,
  type ResultIssue,
} from './notice-issues';
import { countNotices, noticesInIssue, type NoticeScope } from './notice-rows';

/**
 * The subject /announcement shows: by id, else by its name (the page sends `applicant`)
 * among the account's subjects, matched as subjects match the register (archive_name_key),
 * else the default subject. Another account's subject is 主体不存在, like an unknown one.
 */
export async function noticeSubject(
  db: Queryable,
  account: number,
  query: { customRecordId?: number | undefined; applicant?: string | undefined },
): Promise<SubjectRecord> {
  if (query.customRecordId !== undefined) return ownSubject(db, account, query.customRecordId);
  if (!query.applicant) return defaultSubject(db, account);
  const { rows } = await db.query<SubjectRecord>(
    `SELECT ${SUBJECT_COLUMNS} FROM subjects s
     WHERE s.main_member_id = $1 AND s.name_key = archive_name_key($2)
     ORDER BY s.is_default DESC, s.id LIMIT 1`,
    [account, query.applicant],
  );
  if (!rows[0]) throw notFound(archiveMessages.subjectNotFound);
  return rows[0];
}

export const subjectScope = (subject: SubjectRecord): NoticeScope => ({ kind: 'subject', subject });

/** monitorsFacet/{subjectId}: notices of the subject's marks per issue of the 12. */
export async function subjectNoticeFacet(
  db: Queryable,
  subject: SubjectRecord,
  issues: readonly ResultIssue[],
): Promise<Record<string, number>> {
  return issueCounts(issues, await countNotices(db, subjectScope(subject), issues));
}

/**
 * queryNoticeMonitors: one page of the notices of every mark under the subject in one issue
 * (given: one of the 12; else the newest of them with notices), with /announcement's filters.
 * The issue list (filter[0].TM_FIRST_ISSUE) counts the subject's notices unfiltered, so the
 * issue buttons stay the same while the filters change.
 */
export async function subjectNotices(
  db: Queryable,
  account: number,
  query: SubjectNoticeQuery,
): Promise<SubjectNoticePage> {
  const subject = await noticeSubject(db, account, query);
  const issues = await noticeIssues(db);
  const counts = await subjectNoticeFacet(db, subject, issues);
  const shown =
    query.issue === undefined
      ? newestWithNotices(issues, counts)
      : noticeIssueInRange(issues, query.issue);
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  const { list, total } = shown
    ? await noticesInIssue(db, subjectScope(subject), shown.issue, query, page)
    : { list: [], total: 0 };
  return {
    list,
    total,
    ...page,
    filter: issueFilter(issues, counts, shown),
    subjectId: subject.id,
    subjectName: subject.name,
  };
}
