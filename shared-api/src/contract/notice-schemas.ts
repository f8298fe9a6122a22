import { z } from 'zod';
import { SUBJECT_NAME_MAX_LENGTH } from './archive';
import { DEFAULT_WATCH_PAGE_SIZE } from './monitor';
import { issueCountSchema } from './monitor-schemas';
import { NOTICE_MARK_STATUS, noticeMessages as m } from './notice';
import { int4Id, pageNumber, positiveInt4, positiveSmallint } from './ranges';

/** Fields the page leaves empty arrive as '', null or not at all: all mean 'not given'. */
const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const pageSize = z.coerce.number().int().min(1).max(100).default(DEFAULT_WATCH_PAGE_SIZE);
const page = { pageNum: pageNumber().default(1), pageSize };
const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

const noticeMarkId = int4Id(m.noticeMarkNotFound);
const issueNo = positiveInt4(m.issueRequired);

/** A registration number as typed: digits (and the letters some old numbers carry). */
export const noticeCodeSchema = z.preprocess(
  blank,
  z
    .string({ message: m.codeRequired })
    .trim()
    .min(1, m.codeRequired)
    .max(20, m.invalid)
    .regex(/^[0-9A-Za-z]+$/, m.invalid),
);

/** validation, create and update/{id} take the number as ?code= (spec 2 §7). */
export const noticeCodeQuerySchema = z.object({ code: noticeCodeSchema });

export const noticeMarkListQuerySchema = z.object({
  ...page,
  applicant: text(SUBJECT_NAME_MAX_LENGTH),
  mark: text(50),
  status: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .min(NOTICE_MARK_STATUS.active)
      .max(NOTICE_MARK_STATUS.expired)
      .optional(),
  ),
});

/** What validation answers for a number the register knows (its first class's mark). */
export const noticeValidationSchema = z.object({
  code: z.string(),
  mark: z.string(),
  applicant: z.string(),
  /** the classes the number is filed in */
  classes: z.array(z.number().int()),
  imagePath: z.string().nullable(),
});
export type NoticeValidation = z.infer<typeof noticeValidationSchema>;

/** Spec 2 §3 'Announcement-customised mark', with what the list shows beside it. */
export const noticeMarkSchema = z.object({
  id: z.number().int(),
  /** the registration number followed */
  monitorValue: z.string(),
  mark: z.string(),
  imagePath: z.string().nullable(),
  applicant: z.string(),
  /** 'YYYY-MM-DD' */
  startDate: z.string(),
  endDate: z.string(),
  /** NOTICE_MARK_STATUS: 1 in force, 2 expired */
  status: z.number().int(),
  /** bought beyond the free slots (renewable by paying) */
  paid: z.boolean(),
  /** the newest of the latest 12 issues with a notice for it, and how many (null: none) */
  latestIssue: z.number().int().nullable(),
  latestNotices: z.number().int(),
});
export type NoticeMark = z.infer<typeof noticeMarkSchema>;

export const noticeMarkPageSchema = z.object({
  list: z.array(noticeMarkSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type NoticeMarkPage = z.infer<typeof noticeMarkPageSchema>;

/** Spec 2 §3 pricing info. */
export const noticeCreateQuoteSchema = z.object({
  freeCreateNum: z.number().int(),
  residualFreeCreateNum: z.number().int(),
  /** cents a year for one more: 0 while free slots are left */
  needPrice: z.number().int(),
  /** edits on the day of adding */
  dayUpdateNum: z.number().int(),
  /** then one per this many days */
  updateNum: z.number().int(),
});
export type NoticeCreateQuote = z.infer<typeof noticeCreateQuoteSchema>;

export const noticeEditQuoteSchema = z.object({
  canUpdateNum: z.number().int(),
  gapDay: z.number().int(),
});
export type NoticeEditQuote = z.infer<typeof noticeEditQuoteSchema>;

export const noticeMarkIdParamsSchema = z.object({ id: noticeMarkId });

/** queryMonitors: one notice mark's notices in one issue. */
export const noticeResultQuerySchema = z.object({
  ...page,
  monitorId: noticeMarkId,
  issue: issueNo,
});
/** queryMonitorsMaxIssue: the newest issue with notices. */
export const noticeLatestQuerySchema = z.object({ ...page, monitorId: noticeMarkId });

/** Spec 2 §3 'Announcement row/result'. */
export const noticeRowSchema = z.object({
  imageUrl: z.string().nullable(),
  /** the mark's name */
  applicants: z.string(),
  regcode: z.string(),
  categary: z.number().int(),
  applicant: z.string(),
  /** the mark's application date 'YYYY-MM-DD' ('' when the register lacks the mark) */
  markDate: z.string(),
  /** the announcement type's label, and its id (spec 2 §3 'announcement types') */
  type: z.string(),
  typeId: z.number().int(),
  issue: z.number().int(),
  /** the issue's date 'YYYY-MM-DD' */
  noticedate: z.string(),
  page: z.number().int(),
  /** the gazette page picture (pictures.ts gazettePageUrl) */
  ggImageUrl: z.string(),
  /** detail page id (number_class) */
  UID: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const noticeResultPageSchema = z.object({
  list: z.array(noticeRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** filter[0].TM_FIRST_ISSUE[0].ISSUE is the issue shown; the latest 12 issues, newest first */
  filter: z.array(z.object({ TM_FIRST_ISSUE: z.array(issueCountSchema) })),
});
export type NoticeResultPage = z.infer<typeof noticeResultPageSchema>;

/** monitorsFacet/{id} (notice mark or subject): issue → notice count, the latest 12 issues. */
export const noticeFacetSchema = z.record(z.string(), z.number().int());

export const noticeOverviewQuerySchema = z.object(page);
export const noticeOverviewRowSchema = z.object({
  monitorId: z.number().int(),
  monitorValue: z.string(),
  mark: z.string(),
  endDate: z.string(),
  valueMap: z.record(z.string(), z.number().int()),
});
export const noticeOverviewSchema = z.object({
  list: z.array(noticeOverviewRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  issues: z.array(z.object({ issue: z.number().int(), date: z.string() })),
});
export type NoticeOverview = z.infer<typeof noticeOverviewSchema>;

/**
 * queryNoticeMonitors (/announcement): the notices of the subject's marks in one issue. The
 * subject by id, or by its name (`applicant`, as the spec's page sends it); neither: the
 * default subject. No issue: the newest of the latest 12 with notices.
 */
export const subjectNoticeQuerySchema = z.object({
  ...page,
  customRecordId: z.preprocess(blank, int4Id().optional()),
  applicant: text(SUBJECT_NAME_MAX_LENGTH),
  issue: z.preprocess(blank, issueNo.optional()),
  /** announcement type id */
  cid: z.preprocess(blank, positiveSmallint(m.badNoticeType).optional()),
  regcode: text(20),
  /** the mark's name, contained */
  applicants: text(50),
});
export type SubjectNoticeQuery = z.infer<typeof subjectNoticeQuerySchema>;

export const subjectNoticePageSchema = noticeResultPageSchema.extend({
  /** the subject shown */
  subjectId: z.number().int(),
  subjectName: z.string(),
});
export type SubjectNoticePage = z.infer<typeof subjectNoticePageSchema>;

export const subjectFacetParamsSchema = z.object({ subjectId: int4Id() });

/** excelByCustomNotice and excelCustomDataByCodeCategary: the issues and whose notices. */
export const noticeExportSchema = z.object({
  monitorId: z.preprocess(blank, noticeMarkId.optional()),
  customRecordId: z.preprocess(blank, int4Id().optional()),
  startIssue: z.preprocess(blank, issueNo),
  stopIssue: z.preprocess(blank, issueNo),
  cid: z.preprocess(blank, positiveSmallint(m.badNoticeType).optional()),
  regcode: text(20),
  applicants: text(50),
});
export type NoticeExport = z.infer<typeof noticeExportSchema>;
