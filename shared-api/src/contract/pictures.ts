/**
 * Pictures the server draws or stores: trademark logos by content hash (stored once, cached
 * for good) and gazette pages drawn from the notices printed on them.
 */
export const MARK_IMAGE_BASE = '/shebiao/picture/mark';
export const GAZETTE_PAGE_BASE = '/shebiao/picture/gazette';

/** A logo's address: its SHA-256, so the same picture is one URL whatever mark uses it. */
export const markImageUrl = (sha256: string) => `${MARK_IMAGE_BASE}/${sha256}`;

/** One gazette page of one announcement type in one issue, as an SVG picture. */
export const gazettePageUrl = (issue: number, typeId: number, page: number) =>
  `${GAZETTE_PAGE_BASE}/${issue}/${typeId}/${page}`;

export const pictureMessages = {
  markImageNotFound: '商标图片不存在',
  gazettePageNotFound: '该期公告没有这一页',
  badHash: '图片编号应为64位十六进制数',
  badPage: '期号、公告类型和页码应为正整数',
} as const;
