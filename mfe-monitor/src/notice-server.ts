/**
 * Test support: an msw stand-in for the announcement calls (spec 2 §7 'Announcement
 * customisation', /announcement's subject calls and the two exports), answering in the shapes
 * of notice-schemas.ts and recording every call. `answers` overrides one call's answer.
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import {
  NOTICE_EXPORT_PATHS,
  NOTICE_PATHS,
  noticeMessages,
  RECORD_PATHS,
  SUBJECT_NOTICE_PATHS,
  type NoticeCreateQuote,
  type NoticeEditQuote,
  type NoticeMark,
  type NoticeOverview,
  type NoticeRow,
  type NoticeValidation,
  type Subject,
} from 'shared-api';
import { envelope, ok } from 'shared-api/testing';
import { noticeRow, resultPage } from './notice-fixture';
import { latestIssues } from './watch-fixture';

type CallName =
  | 'query'
  | 'createQuery'
  | 'validation'
  | 'create'
  | 'updateQuery'
  | 'update'
  | 'renew'
  | 'facet'
  | 'queryMonitors'
  | 'queryMonitorsMaxIssue'
  | 'overview'
  | 'subjects'
  | 'subjectFacet'
  | 'subjectNotices'
  | 'exportMark'
  | 'exportSubject';

export interface RecordedCall {
  name: CallName;
  path: string;
  body?: unknown;
  /** the query string's parameters, when there are any */
  query?: Record<string, string>;
}

export interface NoticeServerOptions {
  marks?: NoticeMark[];
  quote?: Partial<NoticeCreateQuote>;
  editQuote?: Partial<NoticeEditQuote>;
  /** numbers the register knows, with what validation answers for each */
  registered?: NoticeValidation[];
  /** issue → count for monitorsFacet (notice mark and subject alike); default 13 issues */
  facet?: Record<string, number>;
  /** the notices of an issue (and, on /announcement, of a subject) */
  notices?: (issue: number, subjectId?: number) => NoticeRow[];
  overview?: NoticeOverview;
  subjects?: Subject[];
  /**
   * answers by call name; a function of how many times that call came (a promise holds the
   * answer back, to see what the page shows while it waits)
   */
  answers?: Partial<Record<CallName, (count: number) => Response | Promise<Response> | undefined>>;
}

/** 13 issues answered, newest 1901 with the most: the pages show the latest 12. */
export const DEFAULT_FACET = Object.fromEntries(
  latestIssues(13).map((issue, i) => [String(issue), i === 0 ? 3 : i % 3]),
);

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  const text = await request.text();
  return text || undefined;
}

/** A workbook answer named by content-disposition, as the export routes send it. */
export const workbook = (name: string) =>
  new HttpResponse(new Blob(['xlsx']), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

export function noticeServer(options: NoticeServerOptions = {}) {
  const marks = options.marks ?? [];
  const facet = options.facet ?? DEFAULT_FACET;
  const notices = options.notices ?? ((issue: number) => [noticeRow({ issue })]);
  const calls: RecordedCall[] = [];
  const counts: Partial<Record<CallName, number>> = {};

  const route = (name: CallName, answer: (body: unknown, url: URL) => Response) =>
    (async ({ request }) => {
      const url = new URL(request.url);
      const body = await bodyOf(request);
      const query = Object.fromEntries(url.searchParams);
      calls.push({
        name,
        path: url.pathname,
        ...(body === undefined ? {} : { body }),
        ...(url.search ? { query } : {}),
      });
      counts[name] = (counts[name] ?? 0) + 1;
      return (await options.answers?.[name]?.(counts[name])) ?? answer(body, url);
    }) as HttpResponseResolver;

  const newestWithNotices = () =>
    Math.max(...Object.entries(facet).flatMap(([issue, n]) => (n > 0 ? [Number(issue)] : [])));
  const page = (body: unknown) => body as { pageNum?: number; pageSize?: number; issue?: number };

  const handlers = [
    http.post(
      NOTICE_PATHS.query,
      route('query', (body) => {
        const { pageNum = 1, pageSize = 10 } = page(body);
        const list = marks.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        return ok({ list, total: marks.length, pageNum, pageSize });
      }),
    ),
    http.post(
      NOTICE_PATHS.createQuery,
      route('createQuery', () =>
        ok({
          freeCreateNum: 10,
          residualFreeCreateNum: 4,
          needPrice: 0,
          dayUpdateNum: 3,
          updateNum: 90,
          ...options.quote,
        } satisfies NoticeCreateQuote),
      ),
    ),
    http.get(
      NOTICE_PATHS.validation,
      route('validation', (_body, url) => {
        const known = options.registered?.find((v) => v.code === url.searchParams.get('code'));
        return known ? ok(known) : envelope(3001, noticeMessages.invalid);
      }),
    ),
    http.post(
      NOTICE_PATHS.create,
      route('create', () => ok(null)),
    ),
    http.post(
      NOTICE_PATHS.updateQuery(':id'),
      route('updateQuery', () => ok({ canUpdateNum: 2, gapDay: 90, ...options.editQuote })),
    ),
    http.put(
      NOTICE_PATHS.update(':id'),
      route('update', () => ok(null)),
    ),
    http.get(
      NOTICE_PATHS.renew(':id'),
      route('renew', () => ok(null)),
    ),
    http.get(
      NOTICE_PATHS.facet(':id'),
      route('facet', () => ok(facet)),
    ),
    http.post(
      NOTICE_PATHS.queryMonitorsMaxIssue,
      route('queryMonitorsMaxIssue', () => {
        const issue = newestWithNotices();
        return ok(resultPage(notices(issue), issue));
      }),
    ),
    http.post(
      NOTICE_PATHS.queryMonitors,
      route('queryMonitors', (body) => {
        const issue = page(body).issue!;
        return ok(resultPage(notices(issue), issue));
      }),
    ),
    http.post(
      NOTICE_PATHS.overview,
      route('overview', () => ok(options.overview)),
    ),
    http.post(
      RECORD_PATHS.query,
      route('subjects', () => {
        const list = options.subjects ?? [];
        return ok({ list, total: list.length, pageNum: 1, pageSize: 100 });
      }),
    ),
    http.get(
      SUBJECT_NOTICE_PATHS.facet(':subjectId'),
      route('subjectFacet', () => ok(facet)),
    ),
    http.post(
      SUBJECT_NOTICE_PATHS.queryNoticeMonitors,
      route('subjectNotices', (body) => {
        const { customRecordId, issue = newestWithNotices() } = body as {
          customRecordId: number;
          issue?: number;
        };
        const subject = options.subjects?.find((s) => s.id === customRecordId);
        return ok({
          ...resultPage(notices(issue, customRecordId), issue),
          subjectId: customRecordId,
          subjectName: subject?.monitorValue ?? '',
        });
      }),
    ),
    http.post(
      NOTICE_EXPORT_PATHS.noticeMark,
      route('exportMark', () => workbook('公告定制结果.xlsx')),
    ),
    http.post(
      NOTICE_EXPORT_PATHS.subject,
      route('exportSubject', () => workbook('公告监测.xlsx')),
    ),
  ];
  const named = (name: CallName) => calls.filter((call) => call.name === name);
  return { handlers, calls, named };
}
