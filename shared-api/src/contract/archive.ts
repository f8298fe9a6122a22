/**
 * The archives domain (spec 2 §1–§9 'subjects', 'archive', 'renewal', 'favourites'; issue 13):
 * a member keeps *subjects* (a holder or an agency), reads every mark under each (its
 * *archive*), tracks their *renewals* and keeps *favourites*; a *calendar feed* carries the
 * renewal, grace and opposition deadlines. Paths, constants and messages; the schemas are in
 * archive-schemas.ts.
 *
 * One name per thing, from page to table: *subject* (spec: subject, table `subjects`),
 * *archive record* (a mark of the register under a subject: a read, no table), *renewal*
 * (a registered mark's renewal state, read from `trademarks.excl_end`), *favourite* (table
 * `favourites`), *calendar feed* (table `calendar_feeds`).
 */

/** Spec 2 §7 'Subjects and archives'. */
export const RECORD_API = '/shebiao/cloud-portal/v2/swapi/custom/record';

export const RECORD_PATHS = {
  /** POST: the account's subjects (monitorValue filters by name), paged. */
  query: `${RECORD_API}/query`,
  /** GET: free subject slots left (spec 2 §3 create-query response). */
  createQuery: `${RECORD_API}/createQuery`,
  /** GET: the level's free subject counts (spec 2 §3 'quota info'; the spec leaves it unnamed). */
  quota: `${RECORD_API}/quota`,
  /** POST: add a subject (monitorType 3 holder, 4 agency; monitorValue the name). */
  create: `${RECORD_API}/create`,
  /** PUT: rename a subject (at most SUBJECT_RENAMES times). */
  update: (id: number | string) => `${RECORD_API}/update/${id}`,
  /** PUT: make a subject the default (the others lose the flag). */
  setDefault: (id: number | string) => `${RECORD_API}/default/${id}`,
  /** GET: remove a subject (refused within SUBJECT_REMOVE_LOCK_DAYS of its start date). */
  remove: (id: number | string) => `${RECORD_API}/remove/${id}`,
  /** POST: register holder or agency names like a keyword (count, keyword, type) → data.proxy. */
  matchAgent: `${RECORD_API}/getMatchAgent`,
  /** POST: one subject's archive (customRecordId) with filter counts; 201 when it has none. */
  queryRecordById: `${RECORD_API}/queryRecordById`,
  /**
   * POST: the archive search by subject with tmCode/tmName/tmNcl/tmStatus (the spec leaves it
   * unnamed); filter counts are those of the narrowed list.
   */
  searchRecordById: `${RECORD_API}/searchRecordById`,
  /** POST: the default subject's archive with filter[0].TM_STATUS; 201 when empty. */
  queryRecord: `${RECORD_API}/queryRecord`,
  /** POST: a subject's registered marks with their renewal state and the state counts. */
  queryRecordXZ: `${RECORD_API}/queryRecordXZ`,
  /** POST: the same, counts refreshed for the subject (the page's 'search' button). */
  searchRecordXZ: `${RECORD_API}/searchRecordXZ`,
  /** POST: favourites, paged, with filters (code, mark, categary, status, accnOrProxy). */
  queryCollectRecord: `${RECORD_API}/queryCollectRecord`,
  /** POST: collect one mark. */
  collectRecord: `${RECORD_API}/collectRecord`,
  /** POST: collect several marks (a JSON array). */
  collectRecordBatch: `${RECORD_API}/collectRecordBatch`,
  /** POST ?ids=1,2,3: remove favourites. */
  removeCollectRecordBatch: `${RECORD_API}/removeCollectRecordBatch`,
  /** GET: the member's private calendar address (made on first ask). */
  calendarFeed: `${RECORD_API}/calendarFeed`,
  /** POST: a new secret; the old address stops working. */
  resetCalendarFeed: `${RECORD_API}/calendarFeed/reset`,
} as const;

/** GET (no login; the secret is the key): the member's deadlines as iCalendar (RFC 5545). */
export const CALENDAR_FEED_BASE = '/shebiao/calendar';
export const calendarFeedPath = (secret: string) => `${CALENDAR_FEED_BASE}/${secret}.ics`;

/** POST (blob) exports of this domain (spec 2 §7 'Exports'). */
export const ARCHIVE_EXPORT_PATHS = {
  /** a subject's renewal list, as filtered (queryRecordXZ's body) */
  renewals: '/shebiao/cloud-portal/v2/swapi/export/custom/excelCustomDataXZByCodeCategary',
} as const;

/** Spec 2 §3: monitorType of a subject. */
export const SUBJECT_TYPES = { holder: 3, agency: 4 } as const;
export type SubjectType = (typeof SUBJECT_TYPES)[keyof typeof SUBJECT_TYPES];
export const SUBJECT_TYPE_LABELS: Readonly<Record<SubjectType, string>> = {
  3: '商标申请人',
  4: '代理机构',
};

/**
 * Spec 2 §1/§4 'Subject-quota': subjects free per level (9 on enterprise, 15 on agency),
 * holders and agencies counted apart: an enterprise member may keep 9 holders and 9 agencies.
 * Other levels have none (the domain needs enterprise or agency VIP). Subjects are not sold.
 */
export const FREE_SUBJECTS: Readonly<Record<number, number>> = { 3: 9, 4: 15, 6: 15 };
export const freeSubjects = (levelId: number): number => FREE_SUBJECTS[levelId] ?? 0;

/** Spec 2 §4/§9: renames per subject, and the days after its start date it cannot be removed. */
export const SUBJECT_RENAMES = 3;
export const SUBJECT_REMOVE_LOCK_DAYS = 90;
export const SUBJECT_NAME_MAX_LENGTH = 100;
/** Spec 2 §5: getMatchAgent's suggestions. */
export const MATCH_AGENT_COUNT = 10;
/** Spec 2 §9: subject cards a page (initial 11). */
export const SUBJECT_CARD_SIZES = [11, 17, 35, 80] as const;

/**
 * Renewal (Trademark Law art. 40): a registration runs ten years to its exclusive-right end
 * date (`excl_end`); renewal may be filed in the RENEWAL_WINDOW_MONTHS before it and, with a
 * surcharge, in the GRACE_MONTHS after it. Past the grace period the registration lapses.
 */
export const RENEWAL_WINDOW_MONTHS = 12;
export const GRACE_MONTHS = 6;
/** Spec 2 §4/§9: the progress rings' full circles. */
export const RENEWAL_RING_DAYS = 365;
export const GRACE_RING_DAYS = 180;

/** Spec 2 §4: TM_XZSTATUS of a registered mark. */
export const RENEWAL_STATUS = { notYet: 0, renewal: 1, grace: 2, overdue: 3 } as const;
export type RenewalStatus = (typeof RENEWAL_STATUS)[keyof typeof RENEWAL_STATUS];
export const RENEWAL_STATUS_LABELS: Readonly<Record<RenewalStatus, string>> = {
  0: '未到续展期',
  1: '续展期',
  2: '宽展期',
  3: '已过宽展期',
};

/** Beyond the spec: renewal reminders, each sent once per mark and member. */
export const RENEWAL_REMINDERS = [
  { key: 'before12m', monthsBefore: 12 },
  { key: 'before6m', monthsBefore: 6 },
  { key: 'before1m', monthsBefore: 1 },
  { key: 'grace', monthsBefore: 0 },
] as const;
export type RenewalReminderKey = (typeof RENEWAL_REMINDERS)[number]['key'];

/** Most favourites an account keeps, and most marks one batch call collects or removes. */
export const MAX_FAVOURITES = 5000;
export const FAVOURITE_BATCH_MAX = 100;

/** 'YYYY-MM-DD' + months, clamped to the month's last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * A registered mark's renewal state on `today` from its exclusive-right end date: the status,
 * TM_REMAINING_DAYS ('XZ_<days to the end date>' up to the end date, then 'KZ_<days to the
 * grace end>', negative once the grace period has passed) and the grace period's last day.
 * The server's SQL follows the same rule (tested against this function).
 */
export function renewalState(exclEnd: string, today: string) {
  const windowStart = addMonths(exclEnd, -RENEWAL_WINDOW_MONTHS);
  const graceEnd = addMonths(exclEnd, GRACE_MONTHS);
  let status: RenewalStatus;
  if (today < windowStart) status = RENEWAL_STATUS.notYet;
  else if (today <= exclEnd) status = RENEWAL_STATUS.renewal;
  else if (today <= graceEnd) status = RENEWAL_STATUS.grace;
  else status = RENEWAL_STATUS.overdue;
  const remainingDays =
    today <= exclEnd ? `XZ_${dayCount(today, exclEnd)}` : `KZ_${dayCount(today, graceEnd)}`;
  return { status, remainingDays, windowStart, graceEnd };
}

export const archiveMessages = {
  // spec 2 §5 and §8, word for word
  added: '添加成功！',
  addFailed: '添加失败！',
  updated: '修改成功！',
  updateFailed: '修改失败！',
  removed: '删除成功！',
  removeFailed: '删除失败！',
  operationFailed: '操作失败！',
  removeLocked: '主体自添加之日起90天内不可删除！',
  renameLimit: '主体名称自添加之日起可修改 3 次， 您修改已经达到3次，不可修改。',
  defaultFailed: '设置默认失败！',
  nameRequired: '主体名称不能为空',
  typeRequired: '请选择主体类型',
  agreementRequired: '请勾选使用协议',
  collected: '收藏成功',
  collectFailed: '收藏失败',
  alreadyCollected: '该商标已被收藏',
  alreadyCollectedShort: '已被收藏',
  uncollected: '删除收藏成功',
  uncollectFailed: '删除失败',
  // the server's own, where the spec has none
  nameTooLong: `主体名称不能超过${SUBJECT_NAME_MAX_LENGTH}个字`,
  badType: '主体类型应为3（商标申请人）或4（代理机构）',
  subjectNotFound: '主体不存在',
  noDefaultSubject: '请先添加主体',
  subjectExists: '该主体已添加',
  noFreeSubjects: (type: string, count: number) => `${type}主体最多可添加${count}个`,
  badRenewalStatus: '续展状态应为0-3',
  badClasses: '类别应为1-45之间的整数',
  badStatus: '商标状态应为0-3',
  markNotFound: '商标不存在',
  tooManyFavourites: `收藏最多${MAX_FAVOURITES}件商标`,
  batchTooLarge: `一次最多处理${FAVOURITE_BATCH_MAX}件商标`,
  idsRequired: '请选择要删除的收藏',
  feedNotFound: '日历地址已失效，请在会员中心重新获取',
} as const;
