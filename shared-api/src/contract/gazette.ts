import { TRADEMARK_API } from './search';

/**
 * The gazette (spec 1 §2 'Gazette', §3 'Gazette row', §4 'Gazette load', §7 'Gazette', §9):
 * paths, limits and messages; the schemas are in gazette-schemas.ts.
 */
export const GAZETTE_API = `${TRADEMARK_API}/gginfo`;

export const GAZETTE_PATHS = {
  /** GET: the latest published issue and the latest issues for the selector. */
  maxIssue: `${GAZETTE_API}/getMaxNoticeIssue`,
  /** GET ?issue=N: the announcement types of one issue, with their notice counts. */
  types: `${GAZETTE_API}/queryNoticeTypes`,
  /** POST: the notices of one issue. The spec hides this path ('/shebiao/cloud-{hash}'). */
  search: `${GAZETTE_API}/searchNotice`,
} as const;

/** Spec 1 §9: the issue selector lists the latest 12 issues. */
export const GAZETTE_ISSUE_CHOICES = 12;
/** Spec 1 §9: gazette page sizes, default 20. */
export const GAZETTE_PAGE_SIZES = [20, 10, 5, 1] as const;
export const DEFAULT_GAZETTE_PAGE_SIZE = 20;
/** The server serves pages up to this size (the page offers at most 20). */
export const MAX_GAZETTE_PAGE_SIZE = 200;
/** Longest name or applicant text a search takes. */
export const GAZETTE_TEXT_MAX_LENGTH = 50;

/**
 * Spec 1 §2 'Trademark detail', §9: a notice of an issue below this one opens its page picture
 * in a new tab, from this issue on in a dialog.
 */
export const PICTURE_DIALOG_FROM_ISSUE = 1410;

/**
 * Announcement types in the order spec 2 §3 lists them (value = type id): the order type lists
 * and search results follow. A type missing here comes after these, by id.
 */
export const NOTICE_TYPE_ORDER: readonly number[] = [
  36, 34, 33, 40, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 31, 32, 35, 37, 38,
  39,
];

/** Notice codes (TMNOTICELS_CN.code) of the two announcements every mark goes through. */
export const NOTICE_CODES = { firstReview: 'TMZCSQ', registration: 'TMZCZC' } as const;

/** What the detail page calls a notice: the two main ones by their short names (spec 1 §3). */
export function noticeLabel(code: string, name: string): string {
  if (code === NOTICE_CODES.firstReview) return '初审公告';
  if (code === NOTICE_CODES.registration) return '注册公告';
  return name;
}

export const gazetteMessages = {
  badIssue: '期号应为正整数',
  issueRequired: '请选择公告期号',
  issueNotFound: (issue: number) => `第${issue}期公告不存在或尚未发布`,
  typeNotFound: '公告类型不存在',
  badPage: '页码应为正整数',
  badPageSize: `每页条数应在1-${MAX_GAZETTE_PAGE_SIZE}之间`,
  badCode: '申请号应为1-12位数字或字母',
  textTooLong: (field: string) => `${field}不能超过${GAZETTE_TEXT_MAX_LENGTH}个字`,
  noIssue: '暂无已发布的商标公告',
} as const;

/** searchNotice's body as the page sends it (the schema also takes strings and blanks). */
export interface GazetteSearchBody {
  pageNum: number;
  pageSize: number;
  firstNo: number;
  /** type id or code; absent = every type */
  typeName?: string;
  mark?: string;
  code?: string;
  accn?: string;
}
