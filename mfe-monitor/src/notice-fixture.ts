/**
 * Test data for the announcement screens, shaped by the contract's schemas (notice-schemas.ts
 * and archive-schemas.ts): notice marks, validation answers, notices, overview rows, subjects.
 */
import type {
  NoticeMark,
  NoticeOverview,
  NoticeResultPage,
  NoticeRow,
  NoticeValidation,
  Subject,
} from 'shared-api';
import { gazettePageUrl } from 'shared-api';

let nextId = 1;

export function noticeMark(overrides: Partial<NoticeMark> = {}): NoticeMark {
  const id = nextId++;
  return {
    id,
    monitorValue: String(30_000_000 + id),
    mark: `恒泰${id}`,
    imagePath: null,
    applicant: '杭州恒泰电子有限公司',
    startDate: '2025-03-01',
    endDate: '2026-03-01',
    status: 1,
    paid: false,
    latestIssue: 1901,
    latestNotices: 2,
    ...overrides,
  };
}

export function validation(overrides: Partial<NoticeValidation> = {}): NoticeValidation {
  return {
    code: '30000123',
    mark: '恒泰',
    applicant: '杭州恒泰电子有限公司',
    classes: [9, 35],
    imagePath: '/pictures/m-30000123.png',
    ...overrides,
  };
}

/** A transfer notice (type 5) of mark 30000123 in `issue`, printed on page 12. */
export function noticeRow(overrides: Partial<NoticeRow> = {}): NoticeRow {
  const issue = overrides.issue ?? 1901;
  const typeId = overrides.typeId ?? 5;
  const page = overrides.page ?? 12;
  return {
    imageUrl: null,
    applicants: '恒泰',
    regcode: '30000123',
    categary: 9,
    applicant: '杭州恒泰电子有限公司',
    markDate: '2018-05-02',
    type: '商标转让/移转公告',
    typeId,
    issue,
    noticedate: '2025-01-06',
    page,
    ggImageUrl: gazettePageUrl(issue, typeId, page),
    UID: '30000123_9',
    ...overrides,
  };
}

/** One page of notices of `issue`, naming the issue shown as queryMonitorsMaxIssue does. */
export function resultPage(
  list: NoticeRow[],
  issue: number,
  total = list.length,
): NoticeResultPage {
  return {
    list,
    total,
    pageNum: 1,
    pageSize: 10,
    filter: [{ TM_FIRST_ISSUE: [{ ISSUE: issue, DATE: '2025-01-06', COUNT: total }] }],
  };
}

export function overviewRow(
  overrides: Partial<NoticeOverview['list'][number]> = {},
): NoticeOverview['list'][number] {
  return {
    monitorId: 7,
    monitorValue: '30000123',
    mark: '恒泰',
    endDate: '2026-03-01',
    valueMap: { '1901': 2, '1899': 1 },
    ...overrides,
  };
}

export function subject(overrides: Partial<Subject> = {}): Subject {
  return {
    id: 1,
    monitorValue: '杭州恒泰电子有限公司',
    monitorType: 3,
    isDefault: 0,
    monitorNum: 12,
    monitorUpdateDate: '2025-01-06',
    startDate: '2025-01-01',
    residualUpdateCount: 3,
    removableFrom: '2025-04-01',
    ...overrides,
  };
}
