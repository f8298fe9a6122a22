import { z } from 'zod';
import {
  DEFAULT_WATCH_PAGE_SIZE,
  JIANCE_PAGE_SIZE,
  WATCH_NAME_MAX_LENGTH,
  WATCH_REMARK_MAX_LENGTH,
  WATCH_STATUS,
  WATCH_TYPES,
  monitorMessages as m,
} from './monitor';
import { int4Id, pageNumber, positiveInt4 } from './ranges';
import { searchRowSchema, similarityMatchSchema } from './search-schemas';

/** Fields the page leaves empty arrive as '', null or not at all: all mean 'not given'. */
const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const pageSize = z.coerce.number().int().min(1).max(100).default(DEFAULT_WATCH_PAGE_SIZE);
const page = { pageNum: pageNumber().default(1), pageSize };

const remark = z.preprocess(
  blank,
  z.string().trim().max(WATCH_REMARK_MAX_LENGTH, m.remarkTooLong).optional(),
);

export const watchTypeSchema = z.coerce
  .number({ message: m.badType })
  .int(m.badType)
  // documented range (the OpenAPI sweep checks every integer has one), then the two values
  .min(WATCH_TYPES.text, m.badType)
  .max(WATCH_TYPES.image, m.badType)
  .refine((t) => t === WATCH_TYPES.text || t === WATCH_TYPES.image, m.badType)
  .transform((t) => t as 1 | 2);

const issueNo = positiveInt4(m.issueRequired);
const watchId = int4Id(m.watchNotFound);

/**
 * Classes to watch: an array or a comma-separated string of Nice classes (spec 2 §5: class
 * filters are integers, several joined by commas). Not given: the server's default (the
 * classes and similar groups of the member's own marks of that name, else all 45).
 */
export const watchClassesSchema = z.preprocess(
  (value) => {
    const given = blank(value);
    if (typeof given === 'string') return given.split(',').map((s) => s.trim());
    return given;
  },
  z
    .array(
      z.coerce
        .number({ message: m.badClasses })
        .int(m.badClasses)
        .min(1, m.badClasses)
        .max(45, m.badClasses),
    )
    .max(45, m.badClasses)
    .optional(),
);

/** POST query: the member's watches. */
export const watchListQuerySchema = z.object({
  ...page,
  remarkApplicant: remark,
  remarkKeyword: remark,
  status: z.preprocess(
    blank,
    z.coerce
      .number({ message: m.badStatus })
      .int(m.badStatus)
      .min(WATCH_STATUS.active, m.badStatus)
      .max(WATCH_STATUS.expired, m.badStatus)
      .refine((s) => s === WATCH_STATUS.active || s === WATCH_STATUS.expired, m.badStatus)
      .optional(),
  ),
});

/** Spec 2 §3 'Monitored mark', with what the list shows beside it. */
export const watchSchema = z.object({
  id: z.number().int(),
  monitorType: z.number().int(),
  /** the name, or the picture's address (image watches) */
  monitorValue: z.string(),
  remarkApplicant: z.string(),
  remarkKeyword: z.string(),
  /** the Nice classes watched */
  classes: z.array(z.number().int()),
  /** similar-goods groups watched beside the classes (from the member's own marks) */
  groups: z.array(z.string()),
  /** 'YYYY-MM-DD' */
  startDate: z.string(),
  endDate: z.string(),
  /** WATCH_STATUS: 1 in force, 2 expired */
  status: z.number().int(),
  /** true: bought beyond the free slots (renewable by paying); false: a free slot */
  paid: z.boolean(),
  /** matches in the newest issue the watch was run against, and that issue (null: none yet) */
  latestIssue: z.number().int().nullable(),
  latestMatches: z.number().int(),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchPageSchema = z.object({
  list: z.array(watchSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type WatchPage = z.infer<typeof watchPageSchema>;

/** createQueryText / createQueryImg: the form (text) or query (image) carries monitorType. */
export const watchCreateQuerySchema = z.object({ monitorType: watchTypeSchema.optional() });

/** Spec 2 §3 create-query response. */
export const watchCreateQuoteSchema = z.object({
  freeCreateNum: z.number().int(),
  residualFreeCreateNum: z.number().int(),
  /** cents a year for one more watch: 0 while free slots are left */
  needPrice: z.number().int(),
});
export type WatchCreateQuote = z.infer<typeof watchCreateQuoteSchema>;

/** createText / createImg body; update/{id} adds status (always 1, spec 2 §3). */
export const watchInputSchema = z.object({
  monitorType: watchTypeSchema,
  /** a name (text) or the address uploadImage answered (image) */
  monitorValue: z.preprocess(
    blank,
    z.string({ message: m.nameRequired }).trim().min(1, m.nameRequired),
  ),
  remarkApplicant: remark,
  remarkKeyword: remark,
  classes: watchClassesSchema,
});
export type WatchInput = z.infer<typeof watchInputSchema>;

export const watchUpdateSchema = watchInputSchema.extend({
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(9).optional()),
});

export const watchIdParamsSchema = z.object({ id: watchId });
export const watchFacetParamsSchema = z.object({ monitorId: watchId });

/** Spec 2 §3 update-query response. */
export const watchEditQuoteSchema = z.object({
  canUpdateNum: z.number().int(),
  gapDay: z.number().int(),
});
export type WatchEditQuote = z.infer<typeof watchEditQuoteSchema>;

/** POST queryMonitors: one watch's matches in one issue. */
export const watchMatchesQuerySchema = z.object({
  ...page,
  monitorId: watchId,
  issueNo,
});

/** POST queryMonitorsMaxIssue: the newest issue with matches. */
export const watchLatestMatchesQuerySchema = z.object({ ...page, monitorId: watchId });

/**
 * Spec 2 §3 'Monitor result row': a search row of the matched mark, why it matched (the
 * similarity engine's or the image index's reasons) and its opposition deadline.
 */
export const watchMatchSchema = searchRowSchema.extend({
  match: similarityMatchSchema,
  /** the issue the mark was announced in, and that issue's date 'YYYY-MM-DD' */
  issue: z.number().int(),
  issueDate: z.string(),
  /** the last day to oppose: three months from issueDate */
  oppositionDeadline: z.string(),
});
export type WatchMatch = z.infer<typeof watchMatchSchema>;

/** One of the latest 12 issues with a watch's match count. */
export const issueCountSchema = z.object({
  ISSUE: z.number().int(),
  DATE: z.string(),
  COUNT: z.number().int(),
});
export type IssueCount = z.infer<typeof issueCountSchema>;

export const watchMatchPageSchema = z.object({
  list: z.array(watchMatchSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** spec 2 §3: filter[0].TM_FIRST_ISSUE[0].ISSUE is the issue shown; newest first */
  filter: z.array(z.object({ TM_FIRST_ISSUE: z.array(issueCountSchema) })),
});
export type WatchMatchPage = z.infer<typeof watchMatchPageSchema>;

/** monitorsFacet/{monitorId}: issue number → match count, the latest 12 issues. */
export const watchFacetSchema = z.record(z.string(), z.number().int());
export type WatchFacet = z.infer<typeof watchFacetSchema>;

export const watchOverviewQuerySchema = z.object(page);

/** Spec 2 §3 'Monitor overview row'. */
export const watchOverviewRowSchema = z.object({
  monitorId: z.number().int(),
  monitorValue: z.string(),
  monitorType: z.number().int(),
  endDate: z.string(),
  /** issue number → match count over the latest 12 issues */
  valueMap: z.record(z.string(), z.number().int()),
});
export type WatchOverviewRow = z.infer<typeof watchOverviewRowSchema>;

export const watchOverviewSchema = z.object({
  list: z.array(watchOverviewRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** the grid's columns, newest first */
  issues: z.array(z.object({ issue: z.number().int(), date: z.string() })),
});
export type WatchOverview = z.infer<typeof watchOverviewSchema>;

/** excelByCustomMonitor: the watch (by id, or by its value and type) and 1–3 issues. */
export const watchExportSchema = z.object({
  monitorId: z.preprocess(blank, watchId.optional()),
  keyword: z.preprocess(blank, z.string().trim().max(2000).optional()),
  monitorType: z.preprocess(blank, watchTypeSchema.optional()),
  startIssue: z.preprocess(blank, issueNo),
  stopIssue: z.preprocess(blank, issueNo),
});

/** /jiance text tab: a name against one of the latest 12 issues. */
export const jianceTextQuerySchema = z.object({
  keyword: z.preprocess(
    blank,
    z
      .string({ message: m.jianceNameRequired })
      .trim()
      .min(1, m.jianceNameRequired)
      .max(WATCH_NAME_MAX_LENGTH, m.nameTooLong),
  ),
  /** not given: the latest issue */
  ISSUE_NO: z.preprocess(blank, issueNo.optional()),
  getfilter: z.coerce.boolean().default(true),
  needImage: z.coerce.boolean().default(true),
  pageno: pageNumber().default(1),
  pagesize: z.coerce.number().int().min(1).max(100).default(JIANCE_PAGE_SIZE),
});

/** /jiance image tab: a picture (an uploaded picture's or a logo's address). */
export const jianceImageQuerySchema = z.object({
  imgURL: z.preprocess(
    blank,
    z.string({ message: m.jiancePictureRequired }).trim().min(1, m.jiancePictureRequired).max(500),
  ),
  TM_FIRST_ISSUE: z.preprocess(blank, issueNo.optional()),
  pageno: pageNumber().default(1),
  pagesize: z.coerce.number().int().min(1).max(100).default(JIANCE_PAGE_SIZE),
});

export const jianceImageIssuesQuerySchema = jianceImageQuerySchema.pick({ imgURL: true });

/** A /jiance result page: the issue's matches (paged) and the count in each of 12 issues. */
export const jianceResultSchema = z.object({
  list: z.array(watchMatchSchema),
  total: z.number().int(),
  issue: z.number().int().nullable(),
  issues: z.array(issueCountSchema),
});
export type JianceResult = z.infer<typeof jianceResultSchema>;

export const jianceDetailParamsSchema = z.object({ ID: int4Id() });
/** details/{ID}: code 200 with the mark's detailId (UID): the page opens /search/tmd. */
export const jianceDetailSchema = z.object({ detailId: z.string() });
export type JianceDetail = z.infer<typeof jianceDetailSchema>;
