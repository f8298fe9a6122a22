import { z } from 'zod';
import { pageNumber, positiveInt4, smallint } from './ranges';
import { MAX_SEARCH_PAGE_SIZE, searchMessages } from './search';

/** 0/1, 'true'/'false' or a boolean, as the old pages send flags. */
const flag = z.preprocess(
  (value) =>
    value === 1 || value === '1' || value === 'true'
      ? true
      : value === 0 || value === '0' || value === 'false'
        ? false
        : value,
  z.boolean(),
);

/** A list sent either as an array or comma-joined ('1,2,3'). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/[,，\s]+/)
            .map((part) => part.trim())
            .filter(Boolean)
        : typeof value === 'number'
          ? [value]
          : value,
    z.array(item),
  );

/** Filters the pages leave empty arrive as '' or null: the same as not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const classId = z.coerce
  .number({ message: searchMessages.badClass })
  .int(searchMessages.badClass)
  .min(1, searchMessages.badClass)
  .max(45, searchMessages.badClass);

/** Spec 1 §3 'Search query': the body of every search call. */
export const searchQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  needImage: flag.default(true),
  getfilter: flag.default(false),
  pageno: pageNumber(searchMessages.badPage).default(1),
  pagesize: z.coerce
    .number()
    .int(searchMessages.badPageSize)
    .min(1, searchMessages.badPageSize)
    .max(MAX_SEARCH_PAGE_SIZE, searchMessages.badPageSize)
    .default(20),
  field_name: z.string().optional(),
  /** Mode 6: the chosen similar groups (four digits) or goods items (six digits). */
  TM_GOODS: listOf(
    z.string().regex(/^(\d{4}|C?\d{6})$/, '商品/服务编码应为4位类似群或6位商品编码'),
  ).optional(),
  /** Mode 5: the absolutePath the upload call returned. */
  imgURL: z.string().max(500).optional(),
  /** Classes to search in (modes 4, 5, 6); mode 5 sends all 45. */
  NCL: listOf(classId).optional(),
  // filters (spec 1 §3); TM_NCL is multi-select, the others single values
  TM_NCL: listOf(classId).optional(),
  TM_NAME: optional(z.string()),
  /** compared with trademarks.status, a smallint */
  TM_STATUS: optional(smallint(searchMessages.badStatus)),
  TM_APP_YEAR: optional(
    z.coerce
      .number({ message: searchMessages.badYear })
      .int(searchMessages.badYear)
      .min(1900, searchMessages.badYear)
      .max(2999, searchMessages.badYear),
  ),
  TM_HOLDER_CN: optional(z.string()),
  TM_AREA: optional(z.string()),
  TM_HOLDER_EN: optional(z.string()),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** Why a similar hit matched (mode 4, 5, 6): for the reasons column and highlighting. */
export const similarityMatchSchema = z.object({
  /** 0-100, 100 = identical */
  score: z.number(),
  /** e.g. 相同, 高度近似, 近似, 弱近似 */
  grade: z.string(),
  /** e.g. ['读音相同', '字形近似'] */
  reasons: z.array(z.string()),
  /** indexes of TM_NAME's characters that match the query */
  highlight: z.array(z.number().int()),
});
export type SimilarityMatch = z.infer<typeof similarityMatchSchema>;

const day = z.string().nullable();

/** Spec 1 §3 'Trademark (search row)': one row of a result list. */
export const searchRowSchema = z.object({
  /** number and class, e.g. '12345678_9': the detail page's detailId and the export key */
  UID: z.string(),
  ID: z.number().int(),
  TM_NAME: z.string(),
  TM_CODE: z.string(),
  TM_NCL: z.number().int(),
  TM_STATUS: z.number().int(),
  TM_APP_DATE: z.string(),
  TM_HOLDER_CN: z.string(),
  TM_HOLDER_EN: z.string().nullable(),
  TM_ADDR_CN: z.string().nullable(),
  TM_ADDR_EN: z.string().nullable(),
  TM_PROXY: z.string().nullable(),
  /** the goods and services, '；'-joined */
  TM_GOODS: z.string(),
  TM_FIRST_DATE: day,
  TM_REG_DATE: day,
  TM_INC_DATE: day,
  TM_LAST_DATE: day,
  /** exclusive right period 'YYYY-MM-DD 至 YYYY-MM-DD', null before registration */
  TM_DEADLINE: day,
  /** number of co-owners; 0 = not co-owned */
  TM_SHARE: z.number().int(),
  /** 普通商标, 集体商标, 证明商标, 特殊标志 */
  type: z.string(),
  imageUrl: z.string().nullable(),
  match: similarityMatchSchema.optional(),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

export const searchResultSchema = z.object({
  list: z.array(searchRowSchema),
  total: z.number().int(),
  /** counts per value of each SEARCH_FILTER_FIELDS entry, same order; [] unless getfilter */
  filter: z.array(z.record(z.string(), z.number().int())),
  /** Mode 5 while logos are still being described: the result may miss the rest. */
  indexing: z.object({ done: z.number().int(), total: z.number().int() }).nullish(),
  /** What is left of the account's searches today, this one counted (null: uncapped). */
  quota: z
    .object({ limit: z.number().int().nullable(), remaining: z.number().int().nullable() })
    .optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const goodsLineSchema = z.object({
  similarcode: z.string(),
  goods: z.string(),
  nid: z.number().int(),
});
export const noticeLineSchema = z.object({
  code: z.string(),
  issue: z.number().int(),
  page: z.number().int(),
  name: z.string(),
  date: day,
});

/** The detail page's mark: the search row with everything the register keeps. */
export const detailRowSchema = searchRowSchema.extend({
  /** 'date step;date step' (spec 1 §3) */
  TM_PROCESS_CN: z.string(),
  TM_PROCESS: z.array(z.object({ date: z.string(), step: z.string() })),
  TM_GOODSLS_CN: z.array(goodsLineSchema),
  TMNOTICELS_CN: z.array(noticeLineSchema),
  TM_SHARE_HOLDERS: z.array(z.string()),
  TM_FIRST_ISSUE: z.number().int().nullable(),
  TM_REG_ISSUE: z.number().int().nullable(),
  TM_DEADLINE_START: day,
  TM_DEADLINE_END: day,
  TM_COLOR: z.string().nullable(),
  /** province and city of the holder, e.g. '广东省 深圳市' */
  TM_AREA: z.string().nullable(),
});
export type DetailRow = z.infer<typeof detailRowSchema>;

export const detailQuerySchema = z.object({
  /** the mark's UID */
  keyword: z.string().trim().min(1, searchMessages.detailNotFound),
  needImage: flag.default(true),
  pageno: pageNumber().default(1),
  pagesize: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(5),
});
export const detailResultSchema = z.object({
  list: z.array(detailRowSchema),
  total: z.number().int(),
});
export type DetailResult = z.infer<typeof detailResultSchema>;

export const suggestQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  type: smallint(searchMessages.badType).default(1),
});
export const suggestResultSchema = z.object({ proxy: z.array(z.string()) });
export type SuggestResult = z.infer<typeof suggestResultSchema>;

/** Gazette picture of a notice (spec 1 §7): the page picture's address. */
export const noticePictureQuerySchema = z.object({
  firstNo: positiveInt4(searchMessages.badNoticePage),
  page: positiveInt4(searchMessages.badNoticePage),
  /** the notice code, e.g. TMZCSQ */
  type: z.string().min(1),
});

export const uploadImageResultSchema = z.object({ absolutePath: z.string(), name: z.string() });
export type UploadImageResult = z.infer<typeof uploadImageResultSchema>;

/** queryExcelByUids / excelByUids2: UIDs comma-joined in keyword. */
export const exportQuerySchema = z.object({
  keyword: z.string().trim().min(1, '请勾选商标后再点击导出！'),
  needImage: flag.default(false),
  pageno: pageNumber().default(1),
  pagesize: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(200),
  /** excelByUids2: the token queryExcelByUids returned */
  uid: z.string().optional(),
});
/** wordByCode / pdfByCode: one mark by number and class. */
export const markFileQuerySchema = z.object({
  code: z.string().trim().min(1, searchMessages.detailNotFound),
  ncl: z.coerce.number().int().min(1).max(45),
  needImage: flag.default(true),
  pageno: pageNumber().default(1),
  pagesize: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(1),
});
