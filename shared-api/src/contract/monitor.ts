/**
 * The monitoring domain (spec 2 §1–§9 'monitored marks', spec 1 §2/§4/§7 'Monitoring entry';
 * issue 12): a member watches a name (text) or a picture (image); every published gazette
 * issue is matched against every watch in force, and the matches are read per issue.
 * Paths, constants and messages; the schemas are in monitor-schemas.ts.
 *
 * One name per thing, from page to table: a *watch* (spec: monitored mark, table `watches`),
 * a *match* (spec: monitor result row, table `watch_matches`).
 */

/** Spec 2 §7: the member's watch calls. */
export const MONITOR_API = '/shebiao/cloud-portal/v2/swapi/custom/monitor';

export const MONITOR_PATHS = {
  /** POST: the member's watches (filters remarkApplicant, remarkKeyword, status). */
  query: `${MONITOR_API}/query`,
  /** POST: one watch's matches in one issue. */
  queryMonitors: `${MONITOR_API}/queryMonitors`,
  /** POST: one watch's matches in its newest issue with matches, and the issue list. */
  queryMonitorsMaxIssue: `${MONITOR_API}/queryMonitorsMaxIssue`,
  /** GET: one watch's match count per issue over the latest 12 issues. */
  facet: (monitorId: number | string) => `${MONITOR_API}/monitorsFacet/${monitorId}`,
  /** POST: every watch with its match count per issue (the 12-issue grid). */
  overview: `${MONITOR_API}/monitorsOverview`,
  /** POST: free slots left and the price of one more watch (text: form monitorType=1). */
  createQueryText: `${MONITOR_API}/createQueryText`,
  /** POST ?monitorType=2: the same for image watches. */
  createQueryImg: `${MONITOR_API}/createQueryImg`,
  createText: `${MONITOR_API}/createText`,
  createImg: `${MONITOR_API}/createImg`,
  /** GET: one more year (code 6000 until paid). */
  renew: (id: number | string) => `${MONITOR_API}/renew/${id}`,
  /** POST: the edits left (canUpdateNum) and gapDay. */
  updateQuery: (id: number | string) => `${MONITOR_API}/updateQuery/${id}`,
  /** PUT: change a watch's name or picture and remarks. */
  update: (id: number | string) => `${MONITOR_API}/update/${id}`,
} as const;

/** POST (blob): one watch's matches over 1–3 of the latest 12 issues as an Excel workbook. */
export const MONITOR_EXPORT_PATH = '/shebiao/cloud-portal/v2/swapi/export/excelByCustomMonitor';

/** Spec 1 §7 'Monitoring (public entry)': /jiance's calls (the spec elides their prefix). */
export const JIANCE_API = '/shebiao/cloud-search/swapi';
export const JIANCE_PATHS = {
  /** POST: a name against the marks of one of the latest 12 issues, with counts per issue. */
  textSearch: `${JIANCE_API}/TMMonitoring/WordsMonitoring/similar12_new`,
  /** POST: a picture against the logos of one of the latest 12 issues. */
  imageSearch: `${JIANCE_API}/TMSearch/ImageMonitoring/image12_new`,
  /** POST: a picture's match counts per issue (the issue list of the image tab). */
  imageIssues: `${JIANCE_API}/TMSearch/ImageMonitoring/image12`,
  /** GET: unlock one match's detail (code 6000: 1.00 yuan; free when a watch found it). */
  textDetail: (id: number | string) => `${JIANCE_API}/TMMonitoring/WordsMonitoring/details/${id}`,
  /** GET: the same for image matches (3.00 yuan). */
  imageDetail: (id: number | string) => `${JIANCE_API}/TMSearch/ImageMonitoring/details/${id}`,
} as const;

/** Spec 2 §3: monitorType. */
export const WATCH_TYPES = { text: 1, image: 2 } as const;
export type WatchType = (typeof WATCH_TYPES)[keyof typeof WATCH_TYPES];
export const WATCH_TYPE_LABELS: Readonly<Record<WatchType, string>> = { 1: '文字', 2: '图形' };

/** A watch's state as the list filter offers it: in force, or past its endDate. */
export const WATCH_STATUS = { active: 1, expired: 2 } as const;
export const WATCH_STATUS_LABELS: Readonly<Record<number, string>> = { 1: '监测中', 2: '已过期' };

/**
 * Spec 2 §1: free watches by member level (text, image). Other levels have none: every watch
 * they add is paid.
 */
export const FREE_WATCH_SLOTS: Readonly<Record<number, { text: number; image: number }>> = {
  3: { text: 10, image: 5 },
  4: { text: 15, image: 10 },
  6: { text: 15, image: 10 },
};
export const freeWatchSlots = (levelId: number, type: WatchType): number => {
  const slots = FREE_WATCH_SLOTS[levelId];
  if (!slots) return 0;
  return type === WATCH_TYPES.text ? slots.text : slots.image;
};

/** Spec 2 §1: a watch beyond the free slots, per year, in cents (400 and 1,900 yuan). */
export const WATCH_PRICE_CENTS: Readonly<Record<WatchType, number>> = { 1: 40_000, 2: 190_000 };
/** A paid watch (and a renewal) runs this many years from its start. */
export const WATCH_PAID_YEARS = 1;

/** Spec 2 §4/§9: edits allowed on the day a watch is added, then one per gapDay days. */
export const WATCH_EDITS_ON_ADD_DAY = 3;
export const WATCH_EDIT_GAP_DAYS = 90;

/** Spec 2 §9: results and the overview show the latest 12 issues; export 1–3 of them. */
export const WATCH_RESULT_ISSUES = 12;
export const WATCH_EXPORT_MAX_ISSUES = 3;
/** Spec 2 §9: list page sizes, default 10. */
export const WATCH_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_WATCH_PAGE_SIZE = 10;

/** Spec 1 'Monitoring entry': the public /jiance result page shows 27 marks a page. */
export const JIANCE_PAGE_SIZE = 27;
/** Spec 1 §6: one unlocked detail, in cents, for members without a watch that found it. */
export const JIANCE_DETAIL_PRICE_CENTS: Readonly<Record<WatchType, number>> = { 1: 100, 2: 300 };

/** Spec 2 §5: watched pictures are JPG or PNG of at most 2 MB, uploaded with type=1. */
export const WATCH_PICTURE_UPLOAD_TYPE = 1;
export const MAX_WATCH_PICTURE_BYTES = 2 * 1024 * 1024;
export const WATCH_PICTURE_MIMES = ['image/jpeg', 'image/png'] as const;

/** Longest watched name (a mark name; the similarity engine reads at most this much). */
export const WATCH_NAME_MAX_LENGTH = 30;
/** Longest remark (applicant, keyword). */
export const WATCH_REMARK_MAX_LENGTH = 50;

/**
 * Beyond the spec: an opposition may be filed within three months of the preliminary
 * approval's announcement (Trademark Law art. 33), so every match shows that last day; the
 * page turns it red in the last DEADLINE_WARNING_DAYS days.
 */
export const OPPOSITION_MONTHS = 3;
export const DEADLINE_WARNING_DAYS = 15;

/** The last day to oppose a mark announced on `issueDate` ('YYYY-MM-DD' → 'YYYY-MM-DD'). */
export function oppositionDeadline(issueDate: string): string {
  const [y, m, d] = issueDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + OPPOSITION_MONTHS;
  const year = y + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  // 30 November + 3 months is the last day of February, not 2 or 3 March
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from `today` to `deadline` (both 'YYYY-MM-DD'); negative once it has passed. */
export function daysUntil(deadline: string, today: string): number {
  return Math.round((Date.parse(deadline) - Date.parse(today)) / 86_400_000);
}

export const monitorMessages = {
  // spec 2 §5, §8 and spec 1 §5, word for word
  added: '添加成功！',
  addFailed: '添加失败！',
  updated: '修改成功！',
  updateFailed: '修改失败！',
  unknownType: '未知类型！',
  expired: '该商标已过期',
  issueRequired: '期号不能为空',
  tooManyIssues: `支持最多${WATCH_EXPORT_MAX_ISSUES}期导出`,
  noDownload: '暂时无法下载',
  noWatches: '无监测标，请添加商标',
  pictureFormat: '上传图片只能是 JPG或PNG 格式!',
  pictureSize: '上传图片大小不能超过 2MB!',
  pictureRefused: '上传图片只能是 JPG或PNG 格式,大小不能超过 2MB!',
  pictureHint: '2MB以内，JPG或PNG格式，CMYK色彩模式除外',
  jianceNameRequired: '请输入监测的商标名再点击查询！！！',
  jiancePictureRequired: '请选择监测的图形再点击查询！！！',
  // the server's own, where the spec has none
  nameRequired: '请输入监测的商标名',
  nameTooLong: `监测的商标名不能超过${WATCH_NAME_MAX_LENGTH}个字`,
  pictureRequired: '请上传监测的图形',
  pictureNotFound: '监测图形不存在，请重新上传',
  remarkTooLong: `备注不能超过${WATCH_REMARK_MAX_LENGTH}个字`,
  badType: '监测类型应为1（文字）或2（图形）',
  badClasses: '监测类别应为1-45之间的整数',
  badStatus: '状态应为1（监测中）或2（已过期）',
  watchNotFound: '监测商标不存在',
  noEditsLeft: (gapDay: number) => `修改次数已用完，添加当日可修改3次，之后每${gapDay}天可修改1次`,
  issueNotInRange: `只能查看和导出最近${WATCH_RESULT_ISSUES}期的结果`,
  issueOrder: '结束期号不能小于开始期号',
  needPayment: (yuan: string) => `超出免费监测数量，需支付${yuan}元/年`,
} as const;
