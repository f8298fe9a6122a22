import { z } from 'zod';
import {
  FAVOURITE_BATCH_MAX,
  MATCH_AGENT_COUNT,
  RENEWAL_STATUS,
  SUBJECT_NAME_MAX_LENGTH,
  SUBJECT_TYPES,
  archiveMessages as m,
} from './archive';
import { DEFAULT_WATCH_PAGE_SIZE } from './monitor';
import { int4Id, pageNumber } from './ranges';

/** Fields the page leaves empty arrive as '', null or not at all: all mean 'not given'. */
const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const pageSize = z.coerce.number().int().min(1).max(100).default(DEFAULT_WATCH_PAGE_SIZE);
const page = { pageNum: pageNumber().default(1), pageSize };
const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

const subjectId = int4Id(m.subjectNotFound);

export const subjectTypeSchema = z.coerce
  .number({ message: m.typeRequired })
  .int(m.badType)
  .min(SUBJECT_TYPES.holder, m.badType)
  .max(SUBJECT_TYPES.agency, m.badType)
  .transform((t) => t as 3 | 4);

const subjectName = z.preprocess(
  blank,
  z
    .string({ message: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(SUBJECT_NAME_MAX_LENGTH, m.nameTooLong),
);

/** Class filters: integers, several joined by commas (spec 2 §5). */
const classList = z.preprocess(
  (value) => {
    const given = blank(value);
    if (typeof given === 'number') return [given];
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
const tmStatus = z.preprocess(
  blank,
  z.coerce
    .number({ message: m.badStatus })
    .int(m.badStatus)
    .min(0, m.badStatus)
    .max(3, m.badStatus)
    .optional(),
);

// ---------------------------------------------------------------- subjects

/** POST query: the account's subjects. */
export const subjectListQuerySchema = z.object({
  ...page,
  monitorValue: text(SUBJECT_NAME_MAX_LENGTH),
});

/** Spec 2 §3 'Subject', with what the cards show beside it. */
export const subjectSchema = z.object({
  id: z.number().int(),
  monitorValue: z.string(),
  /** SUBJECT_TYPES: 3 holder, 4 agency */
  monitorType: z.number().int(),
  /** 1 the default subject, else 0 */
  isDefault: z.number().int(),
  /** marks in the register under the subject, counted when read (always current) */
  monitorNum: z.number().int(),
  /** 'YYYY-MM-DD': the newest change to any of its marks in the register; null with none */
  monitorUpdateDate: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  startDate: z.string(),
  /** renames left (SUBJECT_RENAMES minus those made) */
  residualUpdateCount: z.number().int(),
  /** 'YYYY-MM-DD': the first day it may be removed (start date + 90 days) */
  removableFrom: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectPageSchema = z.object({
  list: z.array(subjectSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type SubjectPage = z.infer<typeof subjectPageSchema>;

/** Spec 2 §3 create-query response: free subjects left, per type and in all. */
export const subjectCreateQuoteSchema = z.object({
  /** free subjects per type at the caller's level */
  freeCreateNum: z.number().int(),
  /** holder slots left + agency slots left */
  residualFreeCreateNum: z.number().int(),
  residualFreeCreateNum_applicant: z.number().int(),
  residualFreeCreateNum_proxy: z.number().int(),
  /** renames a new subject gets */
  updateNum: z.number().int(),
});
export type SubjectCreateQuote = z.infer<typeof subjectCreateQuoteSchema>;

/** Spec 2 §3 'quota info'. */
export const subjectQuotaSchema = z.object({
  freeCreateNum: z.number().int(),
  freeCreateNum_applicant: z.number().int(),
  freeCreateNum_proxy: z.number().int(),
});
export type SubjectQuota = z.infer<typeof subjectQuotaSchema>;

/** create and update/{id}: form or JSON (spec 2 §7). */
export const subjectInputSchema = z.object({
  monitorType: z.preprocess(blank, subjectTypeSchema),
  monitorValue: subjectName,
});
export type SubjectInput = z.infer<typeof subjectInputSchema>;

export const subjectIdParamsSchema = z.object({ id: subjectId });

/** getMatchAgent: register names like the keyword (type 3 holders, 4 agencies). */
export const matchAgentQuerySchema = z.object({
  keyword: subjectName,
  type: z.preprocess(blank, subjectTypeSchema),
  count: z.coerce.number().int().min(1).max(50).default(MATCH_AGENT_COUNT),
});
export const matchAgentResultSchema = z.object({
  /** names as the register spells them, most marks first */
  proxy: z.array(z.object({ name: z.string(), markCount: z.number().int() })),
});
export type MatchAgentResult = z.infer<typeof matchAgentResultSchema>;

// ---------------------------------------------------------------- archives

/** queryRecordById / searchRecordById / queryRecord (no customRecordId: the default subject). */
export const archiveQuerySchema = z.object({
  ...page,
  customRecordId: z.preprocess(blank, subjectId.optional()),
  tmCode: text(20),
  tmName: text(50),
  tmNcl: classList,
  tmStatus,
});
export type ArchiveQuery = z.infer<typeof archiveQuerySchema>;

/** Spec 2 §3 'Archive record'. */
export const archiveRecordSchema = z.object({
  ID: z.number().int(),
  /** number and class, the detail page's detailId */
  UID: z.string(),
  imageUrl: z.string().nullable(),
  TM_NAME: z.string(),
  TM_CODE: z.string(),
  TM_NCL: z.number().int(),
  TM_STATUS: z.number().int(),
  TM_APP_DATE: z.string(),
  TM_HOLDER_CN: z.string(),
  TM_PROXY: z.string().nullable(),
});
export type ArchiveRecord = z.infer<typeof archiveRecordSchema>;

export const archivePageSchema = z.object({
  list: z.array(archiveRecordSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** [{TM_STATUS: status → count}, {TM_NCL: class → count}] */
  filter: z.tuple([
    z.object({ TM_STATUS: z.record(z.string(), z.number().int()) }),
    z.object({ TM_NCL: z.record(z.string(), z.number().int()) }),
  ]),
  /** the subject shown (the default one when none was named) */
  subject: subjectSchema,
});
export type ArchivePage = z.infer<typeof archivePageSchema>;

// ---------------------------------------------------------------- renewals

export const renewalQuerySchema = archiveQuerySchema.extend({
  tmXZSTATUS: z.preprocess(
    blank,
    z.coerce
      .number({ message: m.badRenewalStatus })
      .int(m.badRenewalStatus)
      .min(RENEWAL_STATUS.notYet, m.badRenewalStatus)
      .max(RENEWAL_STATUS.overdue, m.badRenewalStatus)
      .optional(),
  ),
});
export type RenewalQuery = z.infer<typeof renewalQuerySchema>;

/** Spec 2 §3 'Renewal record'. */
export const renewalRecordSchema = z.object({
  ID: z.number().int(),
  UID: z.string(),
  imageUrl: z.string().nullable(),
  TM_CODE: z.string(),
  TM_NAME: z.string(),
  TM_NCL: z.number().int(),
  TM_STATUS: z.number().int(),
  /** the exclusive right's end date 'YYYY-MM-DD' */
  TM_DEADLINE_END: z.string(),
  /** 'XZ_<days>' to the end date, then 'KZ_<days>' to the grace end (negative: overdue) */
  TM_REMAINING_DAYS: z.string(),
  /** RENEWAL_STATUS */
  TM_XZSTATUS: z.number().int(),
  /** the grace period's last day 'YYYY-MM-DD' */
  graceEnd: z.string(),
  TM_HOLDER_CN: z.string(),
});
export type RenewalRecord = z.infer<typeof renewalRecordSchema>;

export const renewalPageSchema = z.object({
  list: z.array(renewalRecordSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** [{TM_XZSTATUS: '0'…'3' → count}, {TM_STATUS: status → count}] */
  filter: z.tuple([
    z.object({ TM_XZSTATUS: z.record(z.string(), z.number().int()) }),
    z.object({ TM_STATUS: z.record(z.string(), z.number().int()) }),
  ]),
  subject: subjectSchema,
});
export type RenewalPage = z.infer<typeof renewalPageSchema>;

// ---------------------------------------------------------------- favourites

/** collectRecord (spec 2 §7): the mark by code and categary; the rest as the page shows it. */
export const favouriteInputSchema = z.object({
  code: z.preprocess(
    blank,
    z.string({ message: m.markNotFound }).trim().min(1, m.markNotFound).max(20),
  ),
  categary: z.coerce
    .number({ message: m.badClasses })
    .int(m.badClasses)
    .min(1, m.badClasses)
    .max(45, m.badClasses),
  // informational (the server reads the register's own values); accepted, not trusted
  mark: text(200),
  accn: text(200),
  proxy: text(200),
  markDate: text(20),
  status: z.preprocess(blank, z.coerce.number().int().min(-1).max(99).optional()),
});
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;

export const favouriteBatchSchema = z
  .array(favouriteInputSchema)
  .min(1, m.markNotFound)
  .max(FAVOURITE_BATCH_MAX, m.batchTooLarge);

/** collectRecordBatch's answer. */
export const favouriteBatchResultSchema = z.object({
  added: z.number().int(),
  /** already in the favourites, left as they were */
  alreadyCollected: z.number().int(),
});

export const favouriteListQuerySchema = z.object({
  ...page,
  code: text(20),
  mark: text(50),
  categary: classList,
  status: tmStatus,
  /** holder or agency, contained */
  accnOrProxy: text(100),
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuerySchema>;

/** Spec 2 §3 'Favourite', read from the register when listed (always current). */
export const favouriteSchema = z.object({
  id: z.number().int(),
  UID: z.string(),
  imagePath: z.string().nullable(),
  mark: z.string(),
  code: z.string(),
  categary: z.number().int(),
  status: z.number().int(),
  /** application date 'YYYY-MM-DD' */
  markDate: z.string(),
  accn: z.string(),
  proxy: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  collectedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritePageSchema = z.object({
  list: z.array(favouriteSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type FavouritePage = z.infer<typeof favouritePageSchema>;

/** removeCollectRecordBatch ?ids=1,2,3 */
export const favouriteIdsQuerySchema = z.object({
  ids: z.preprocess(
    (value) => {
      const given = blank(value);
      return typeof given === 'string' ? given.split(',').map((s) => s.trim()) : given;
    },
    z
      .array(int4Id(m.idsRequired), { message: m.idsRequired })
      .min(1, m.idsRequired)
      .max(FAVOURITE_BATCH_MAX, m.batchTooLarge),
  ),
});

// ---------------------------------------------------------------- calendar feed

export const calendarFeedSchema = z.object({
  /** absolute address to subscribe to (webcal clients take https:// too) */
  url: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' the secret was made */
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedParamsSchema = z.object({
  /** the secret, with or without '.ics' */
  secret: z.string().trim().min(1).max(80),
});
