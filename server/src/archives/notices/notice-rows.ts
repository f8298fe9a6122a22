import {
  NOTICE_TYPE_ORDER,
  gazettePageUrl,
  markImageUrl,
  markUid,
  type NoticeRow,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { SqlParams, containsPattern, prefixPattern } from '../../search/sql-params';
import { underSubjectSql, type SubjectRecord } from '../subject-store';
import type { ResultIssue } from './notice-issues';
import { registerNumber } from './number-marks';

/**
 * Whose notices: those naming some followed numbers (notice marks), or those of every mark
 * under a subject (/announcement). A notice names a mark by (number, class), as the gazette
 * prints it (gazette_notices, migration 007).
 */
export type NoticeScope =
  | { kind: 'numbers'; regNos: readonly string[] }
  | { kind: 'subject'; subject: Pick<SubjectRecord, 'type' | 'nameKey'> };

/** /announcement's filters: announcement type, number prefix, the mark's name contained. */
export interface NoticeFilters {
  cid?: number | undefined;
  regcode?: string | undefined;
  applicants?: string | undefined;
}

/**
 * FROM and WHERE of a scope's notices (n = gazette_notices, t = the notice's mark in the
 * register). A subject's notices need the mark (its holder or agency says it is under the
 * subject); a number's notice is shown even when the register lacks the mark.
 */
function scopeSql(scope: NoticeScope, params: SqlParams, filters: NoticeFilters = {}) {
  const where: string[] = [];
  let from = 'gazette_notices n';
  if (scope.kind === 'numbers') {
    where.push(`n.reg_no = ANY(${params.add([...scope.regNos])}::text[])`);
    from += ' LEFT JOIN trademarks t ON t.reg_no = n.reg_no AND t.class_id = n.class_id';
  } else {
    from += ' JOIN trademarks t ON t.reg_no = n.reg_no AND t.class_id = n.class_id';
    where.push(underSubjectSql(scope.subject, params.add(scope.subject.nameKey), 't'));
  }
  if (filters.cid !== undefined) where.push(`n.type_id = ${params.add(filters.cid)}`);
  if (filters.regcode) {
    where.push(`n.reg_no LIKE ${params.add(prefixPattern(registerNumber(filters.regcode)))}`);
  }
  if (filters.applicants) {
    where.push(`n.mark_name ILIKE ${params.add(containsPattern(filters.applicants))}`);
  }
  return { from, where };
}

/** Notices per issue of the scope over `issues` (issue → count; issues without any absent). */
export async function countNotices(
  db: Queryable,
  scope: NoticeScope,
  issues: readonly ResultIssue[],
): Promise<Map<number, number>> {
  if (scope.kind === 'numbers' && scope.regNos.length === 0) return new Map();
  const params = new SqlParams();
  const { from, where } = scopeSql(scope, params);
  where.push(`n.issue_no = ANY(${params.add(issues.map((i) => i.issue))}::int[])`);
  const { rows } = await db.query<{ issue_no: number; n: number }>(
    `SELECT n.issue_no, count(*)::int AS n FROM ${from} WHERE ${where.join(' AND ')}
     GROUP BY n.issue_no`,
    params.values,
  );
  return new Map(rows.map((r) => [r.issue_no, r.n]));
}

/** Notices per followed number and issue (the list's latest issue, the overview grid). */
export async function countNoticesByNumber(
  db: Queryable,
  regNos: readonly string[],
  issues: readonly ResultIssue[],
): Promise<Map<string, Map<number, number>>> {
  const { rows } = await db.query<{ reg_no: string; issue_no: number; n: number }>(
    `SELECT reg_no, issue_no, count(*)::int AS n FROM gazette_notices
     WHERE reg_no = ANY($1::text[]) AND issue_no = ANY($2::int[])
     GROUP BY reg_no, issue_no`,
    [[...regNos], issues.map((i) => i.issue)],
  );
  const counts = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const perIssue = counts.get(row.reg_no) ?? new Map<number, number>();
    perIssue.set(row.issue_no, row.n);
    counts.set(row.reg_no, perIssue);
  }
  return counts;
}

interface NoticeRecord {
  issue_no: number;
  issue_date: string;
  type_id: number;
  type_name: string;
  page: number;
  reg_no: string;
  class_id: number;
  mark_name: string;
  applicant: string;
  app_date: string | null;
  sha256: string | null;
}

/** Spec 2 §3 'Announcement row': the notice as printed, the mark's logo and date from the register. */
const toNoticeRow = (r: NoticeRecord): NoticeRow => ({
  imageUrl: r.sha256 ? markImageUrl(r.sha256.trim()) : null,
  applicants: r.mark_name,
  regcode: r.reg_no,
  categary: r.class_id,
  applicant: r.applicant,
  markDate: r.app_date ?? '',
  type: r.type_name,
  typeId: r.type_id,
  issue: r.issue_no,
  noticedate: r.issue_date,
  page: r.page,
  ggImageUrl: gazettePageUrl(r.issue_no, r.type_id, r.page),
  UID: markUid(r.reg_no, r.class_id),
});

/**
 * The scope's notices in one issue, in the gazette's order (announcement types as the spec
 * lists them, then page, number and class), with filters; `page` null: all of them (exports).
 * The issue narrows the notices through the primary key (issue_no first).
 */
export async function noticesInIssue(
  db: Queryable,
  scope: NoticeScope,
  issueNo: number,
  filters: NoticeFilters,
  page: { pageNum: number; pageSize: number } | null,
): Promise<{ list: NoticeRow[]; total: number }> {
  if (scope.kind === 'numbers' && scope.regNos.length === 0) return { list: [], total: 0 };
  const params = new SqlParams();
  const { from, where } = scopeSql(scope, params, filters);
  where.push(`n.issue_no = ${params.add(issueNo)}`);
  const filter = where.join(' AND ');
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${filter}`,
    [...params.values],
  );
  const total = counted.rows[0]?.total ?? 0;
  const offset = page ? (page.pageNum - 1) * page.pageSize : 0;
  if (total === 0 || offset >= total) return { list: [], total };
  const limit = page ? `LIMIT ${params.add(page.pageSize)} OFFSET ${params.add(offset)}` : '';
  const { rows } = await db.query<NoticeRecord>(
    `SELECT n.issue_no, to_char(g.issue_date, 'YYYY-MM-DD') AS issue_date, n.type_id::int AS type_id,
       COALESCE(nt.name, '') AS type_name, n.page, n.reg_no, n.class_id::int AS class_id,
       n.mark_name, n.applicant, to_char(t.app_date, 'YYYY-MM-DD') AS app_date, i.sha256
     FROM ${from}
     JOIN gazette_issues g ON g.issue_no = n.issue_no
     LEFT JOIN notice_types nt ON nt.id = n.type_id
     LEFT JOIN mark_images i ON i.id = t.image_id
     WHERE ${filter}
     ORDER BY array_position(${params.add(NOTICE_TYPE_ORDER)}::int[], n.type_id::int) NULLS LAST,
       n.type_id, n.page, n.reg_no, n.class_id
     ${limit}`,
    params.values,
  );
  return { list: rows.map(toNoticeRow), total };
}
