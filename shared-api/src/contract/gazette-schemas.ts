import { z } from 'zod';
import {
  DEFAULT_GAZETTE_PAGE_SIZE,
  GAZETTE_TEXT_MAX_LENGTH,
  MAX_GAZETTE_PAGE_SIZE,
  gazetteMessages as m,
} from './gazette';
import { INT4_MAX, MAX_PAGE_NUMBER, rangeMessages } from './ranges';

/** Fields the page leaves empty arrive as '', null or not at all: all mean 'not given'. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/**
 * A positive integer sent as a number or a string ('1995'), with its own messages, up to
 * `max` (the column's range: issue numbers and pages are PostgreSQL `integer`).
 */
const positiveInt = (missing: string, bad: string, max: number = INT4_MAX, tooLarge = bad) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : bad) })
      .int(bad)
      .positive(bad)
      .max(max, tooLarge),
  );

const optionalText = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(GAZETTE_TEXT_MAX_LENGTH, m.textTooLong(field)).optional(),
  );

const issueNo = positiveInt(m.issueRequired, m.badIssue);

export const gazetteIssueSchema = z.object({
  issue: z.number().int(),
  /** publication date, 'YYYY-MM-DD' */
  date: z.string(),
});
export type GazetteIssue = z.infer<typeof gazetteIssueSchema>;

/** getMaxNoticeIssue: the latest published issue (null before any) and the latest 12, newest first. */
export const maxNoticeIssueSchema = z.object({
  latest: gazetteIssueSchema.nullable(),
  issues: z.array(gazetteIssueSchema),
});
export type MaxNoticeIssue = z.infer<typeof maxNoticeIssueSchema>;

export const noticeTypesQuerySchema = z.object({ issue: issueNo });

/** An announcement type present in an issue, with how many notices it has there. */
export const noticeTypeCountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type NoticeTypeCount = z.infer<typeof noticeTypeCountSchema>;

/** searchNotice's body (spec 1 §7 'Gazette'). */
export const gazetteSearchQuerySchema = z.object({
  pageNum: positiveInt(m.badPage, m.badPage, MAX_PAGE_NUMBER, rangeMessages.pageTooLarge).default(
    1,
  ),
  pageSize: z
    .preprocess(
      (value) => {
        const given = blankToUndefined(value);
        return typeof given === 'string' ? Number(given.trim()) : given;
      },
      z
        .number({ error: m.badPageSize })
        .int(m.badPageSize)
        .min(1, m.badPageSize)
        .max(MAX_GAZETTE_PAGE_SIZE, m.badPageSize)
        .optional(),
    )
    .transform((size) => size ?? DEFAULT_GAZETTE_PAGE_SIZE),
  /** the issue number */
  firstNo: issueNo,
  /** an announcement type by id ('36') or code ('TMZCSQ'); empty = every type */
  typeName: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
    z.string().trim().max(20, m.typeNotFound).optional(),
  ),
  /** the mark's name contains this */
  mark: optionalText('商标名称'),
  /** the application number starts with this */
  code: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{1,12}$/, m.badCode)
      .optional(),
  ),
  /** the applicant's name contains this */
  accn: optionalText('申请人'),
});
export type GazetteSearchQuery = z.output<typeof gazetteSearchQuerySchema>;

/** Spec 1 §3 'Gazette row', plus the mark's class so a row can name the mark (its UID). */
export const gazetteRowSchema = z.object({
  firstNo: z.number().int(),
  /** the issue's date, 'YYYY-MM-DD' */
  firstDate: z.string(),
  /** the announcement type's name, e.g. 商标初步审定公告 */
  typeName: z.string(),
  /** application number */
  code: z.string(),
  /** applicant */
  accn: z.string(),
  /** mark name */
  mark: z.string(),
  page: z.number().int(),
  /** the announcement type's id (gazettePageUrl's typeId) */
  type: z.number().int(),
  ncl: z.number().int(),
});
export type GazetteRow = z.infer<typeof gazetteRowSchema>;

export const gazetteSearchResultSchema = z.object({
  total: z.number().int(),
  list: z.array(gazetteRowSchema),
});
export type GazetteSearchResult = z.infer<typeof gazetteSearchResultSchema>;
