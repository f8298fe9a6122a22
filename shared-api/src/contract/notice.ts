/**
 * Announcement customisation (spec 2 §1–§9 'announcement-customised marks', 'announcement
 * screen'; issue 13): a member follows registration numbers; every gazette notice that names
 * a followed number (transfer, renewal, change, licence, pledge, opposition, invalidation, …)
 * is read per issue. /announcement reads the notices of every mark under a subject.
 * Paths, constants and messages; the schemas are in notice-schemas.ts.
 *
 * One name per thing, from page to table: a *notice mark* (spec: announcement-customised
 * mark, table `notice_marks`), a *notice* (spec: announcement row, table `gazette_notices`).
 */
import { RECORD_API } from './archive';

/** Spec 2 §7 'Announcement customisation'. */
export const NOTICE_API = '/shebiao/cloud-portal/v2/swapi/custom/notice';

export const NOTICE_PATHS = {
  /** POST: the account's notice marks (filters applicant, mark, status), paged. */
  query: `${NOTICE_API}/query`,
  /** POST: free slots left, the price of one more, edits a day. */
  createQuery: `${NOTICE_API}/createQuery`,
  /** GET ?code=: does the register know this number? (200 with the mark: valid) */
  validation: `${NOTICE_API}/validation`,
  /** POST ?code= (form-encoded): follow a number (code 6000 beyond the free slots). */
  create: `${NOTICE_API}/create`,
  /** POST: edits left (canUpdateNum) and gapDay. */
  updateQuery: (id: number | string) => `${NOTICE_API}/updateQuery/${id}`,
  /** PUT ?code=: follow another number instead. */
  update: (id: number | string) => `${NOTICE_API}/update/${id}`,
  /** GET: one more year (code 6000 until paid). */
  renew: (id: number | string) => `${NOTICE_API}/renew/${id}`,
  /** POST: one notice mark's notices in one issue (issue, monitorId, pageNum, pageSize). */
  queryMonitors: `${NOTICE_API}/queryMonitors`,
  /** POST: the notices in the newest issue that has any, and the 12-issue list. */
  queryMonitorsMaxIssue: `${NOTICE_API}/queryMonitorsMaxIssue`,
  /** GET: issue → notice count over the latest 12 issues; 该商标已过期 when expired. */
  facet: (id: number | string) => `${NOTICE_API}/monitorsFacet/${id}`,
  /** POST: every notice mark with its notice count per issue (the 12-issue grid). */
  overview: `${NOTICE_API}/monitorsOverview`,
} as const;

/**
 * /announcement reads the *subject notices* (the notices of every mark under a subject); its
 * calls sit with the subjects (spec 2 §7 lists them under custom/record).
 */
export const SUBJECT_NOTICE_PATHS = {
  /** POST: the notices of every mark under a subject in one issue, with filters. */
  queryNoticeMonitors: `${RECORD_API}/queryNoticeMonitors`,
  /** GET: issue → notice count of a subject's marks over the latest 12 issues. */
  facet: (subjectId: number | string) => `${RECORD_API}/monitorsFacet/${subjectId}`,
} as const;

/** POST (blob) exports. */
export const NOTICE_EXPORT_PATHS = {
  /** one notice mark's notices over 1–3 of the latest 12 issues (monitorId, startIssue, stopIssue) */
  noticeMark: '/shebiao/cloud-portal/v2/swapi/export/excelByCustomNotice',
  /** a subject's notices (/announcement) over 1–3 issues (customRecordId, startIssue, stopIssue, filters) */
  subject: '/shebiao/cloud-portal/v2/swapi/export/custom/excelCustomDataByCodeCategary',
} as const;

/** Spec 2 §1: notice marks free per level; others pay for each. */
export const FREE_NOTICE_MARKS: Readonly<Record<number, number>> = { 3: 10, 4: 15, 6: 15 };
export const freeNoticeMarks = (levelId: number): number => FREE_NOTICE_MARKS[levelId] ?? 0;
/** Spec 2 §1: one notice mark beyond the free ones, a year, in cents (400 yuan). */
export const NOTICE_PRICE_CENTS = 40_000;
export const NOTICE_PAID_YEARS = 1;
/** Spec 2 §4/§9: the same edit rule as watches (3 on the day of adding, then one per 90 days). */
export const NOTICE_EDITS_ON_ADD_DAY = 3;
export const NOTICE_EDIT_GAP_DAYS = 90;
/** Spec 2 §9: the latest 12 issues; export 1–3 of them. */
export const NOTICE_RESULT_ISSUES = 12;
export const NOTICE_EXPORT_MAX_ISSUES = 3;
/** A notice mark's state: in force, or past its end date. */
export const NOTICE_MARK_STATUS = { active: 1, expired: 2 } as const;

export const noticeMessages = {
  // spec 2 §4, §5 and §8, word for word
  validating: '校验中......',
  valid: '校验成功！',
  invalid: '校验失败，请重新输入',
  added: '添加成功！',
  addFailed: '添加失败！',
  updated: '修改成功！',
  updateFailed: '修改失败！',
  expired: '该商标已过期',
  issueRequired: '期号不能为空',
  tooManyIssues: `支持最多${NOTICE_EXPORT_MAX_ISSUES}期导出`,
  noDownload: '暂时无法下载',
  noMarks: '无监测标，请添加商标',
  // the server's own, where the spec has none
  codeRequired: '请输入商标注册号',
  alreadyFollowed: '该注册号已在公告定制中',
  noticeMarkNotFound: '公告定制商标不存在',
  noEditsLeft: (gapDay: number) => `修改次数已用完，添加当日可修改3次，之后每${gapDay}天可修改1次`,
  issueNotInRange: `只能查看和导出最近${NOTICE_RESULT_ISSUES}期的结果`,
  issueOrder: '结束期号不能小于开始期号',
  needPayment: (yuan: string) => `超出免费公告定制数量，需支付${yuan}元/年`,
  badNoticeType: '公告类型不存在',
} as const;
