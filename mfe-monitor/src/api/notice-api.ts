import {
  api,
  type FileDownload,
  NOTICE_EXPORT_PATHS,
  NOTICE_PATHS,
  type NoticeCreateQuote,
  type NoticeEditQuote,
  type NoticeMarkPage,
  type NoticeOverview,
  type NoticeResultPage,
  type NoticeValidation,
  RECORD_PATHS,
  SUBJECT_NOTICE_PATHS,
  type SubjectNoticePage,
  type SubjectPage,
} from 'shared-api';
import { downloadWorkbook, filled } from './request-helpers';

/** The notice-mark list filters; each is sent only when filled in (spec 2 §5). */
export interface NoticeMarkListArgs {
  pageNum: number;
  pageSize: number;
  applicant?: string;
  mark?: string;
  status?: number;
}

export interface NoticeResultsArgs {
  monitorId: number;
  /** absent: the newest issue with notices (queryMonitorsMaxIssue) */
  issue?: number;
  pageNum: number;
  pageSize: number;
}

/** /announcement: the notices of a subject's marks (spec 2 §3 'Announcement query'). */
export interface SubjectNoticesArgs {
  customRecordId: number;
  /** absent: the newest of the latest 12 issues with notices */
  issue?: number;
  /** announcement type id */
  cid?: number;
  regcode?: string;
  /** the mark's name */
  applicants?: string;
  pageNum: number;
  pageSize: number;
}

export interface NoticeMarkExportArgs {
  monitorId: number;
  startIssue: number;
  stopIssue: number;
}

export type SubjectNoticeExportArgs = Omit<SubjectNoticesArgs, 'issue' | 'pageNum' | 'pageSize'> & {
  startIssue: number;
  stopIssue: number;
};

const EMPTY_MARKS: NoticeMarkPage = { list: [], total: 0, pageNum: 1, pageSize: 10 };
const EMPTY_RESULTS: NoticeResultPage = {
  list: [],
  total: 0,
  pageNum: 1,
  pageSize: 10,
  filter: [],
};
/** The subject list a selector needs: every subject on one page. */
const ALL_SUBJECTS = { pageNum: 1, pageSize: 100 } as const;

/**
 * Announcement customisation (spec 2 §7 'Announcement customisation') and the subject notices
 * of /announcement. Lists go through the error catalogue (4002 reaches the permission handler
 * and the screens show the sample row). Validating, creating, renewing and editing are
 * `silent`: the screens say 校验失败/添加成功！/修改失败！ themselves; code 6000 still opens
 * the shell's payment dialog, and the base query repeats the call once it is paid.
 */
export const noticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    noticeMarks: build.query<NoticeMarkPage, NoticeMarkListArgs>({
      query: (args) => ({ url: NOTICE_PATHS.query, method: 'POST', body: filled(args) }),
      transformResponse: (data: NoticeMarkPage | null) => data ?? EMPTY_MARKS,
      providesTags: ['Notice'],
    }),
    /** Free slots left and the yearly price of one more. */
    noticeCreateQuote: build.query<NoticeCreateQuote, void>({
      query: () => ({ url: NOTICE_PATHS.createQuery, method: 'POST' }),
      providesTags: ['Notice'],
      extraOptions: { silent: true },
    }),
    /** Is the number in the register? 200 with its mark; anything else: 校验失败. */
    validateNoticeCode: build.query<NoticeValidation, string>({
      query: (code) => ({ url: NOTICE_PATHS.validation, params: { code } }),
      extraOptions: { silent: true },
    }),
    /** Spec 2 §7: POST create, form-encoded, the number in the query. */
    createNoticeMark: build.mutation<null, string>({
      query: (code) => ({
        url: NOTICE_PATHS.create,
        method: 'POST',
        params: { code },
        body: new URLSearchParams({ code }),
      }),
      invalidatesTags: ['Notice'],
      extraOptions: { silent: true },
    }),
    renewNoticeMark: build.mutation<null, number>({
      query: (id) => NOTICE_PATHS.renew(id),
      invalidatesTags: ['Notice'],
      extraOptions: { silent: true },
    }),
    noticeEditQuote: build.query<NoticeEditQuote, number>({
      query: (id) => ({ url: NOTICE_PATHS.updateQuery(id), method: 'POST' }),
      extraOptions: { silent: true },
    }),
    /** Follow another number instead (PUT update/{id}?code=). */
    updateNoticeMark: build.mutation<null, { id: number; code: string }>({
      query: ({ id, code }) => ({ url: NOTICE_PATHS.update(id), method: 'PUT', params: { code } }),
      invalidatesTags: ['Notice'],
      extraOptions: { silent: true },
    }),
    noticeFacet: build.query<Record<string, number>, number>({
      query: (id) => NOTICE_PATHS.facet(id),
      transformResponse: (data: Record<string, number> | null) => data ?? {},
      providesTags: ['Notice'],
    }),
    noticeResults: build.query<NoticeResultPage, NoticeResultsArgs>({
      query: ({ issue, ...page }) =>
        issue === undefined
          ? { url: NOTICE_PATHS.queryMonitorsMaxIssue, method: 'POST', body: page }
          : { url: NOTICE_PATHS.queryMonitors, method: 'POST', body: { ...page, issue } },
      transformResponse: (data: NoticeResultPage | null) => data ?? EMPTY_RESULTS,
      providesTags: ['Notice'],
    }),
    noticeOverview: build.query<NoticeOverview, { pageNum: number; pageSize: number }>({
      query: (body) => ({ url: NOTICE_PATHS.overview, method: 'POST', body }),
      providesTags: ['Notice'],
    }),
    /** The account's subjects for /announcement's selector (custom/record/query). */
    noticeSubjects: build.query<SubjectPage, void>({
      query: () => ({ url: RECORD_PATHS.query, method: 'POST', body: ALL_SUBJECTS }),
      transformResponse: (data: SubjectPage | null) =>
        data ?? { ...ALL_SUBJECTS, list: [], total: 0 },
      providesTags: ['Subject'],
    }),
    subjectNoticeFacet: build.query<Record<string, number>, number>({
      query: (subjectId) => SUBJECT_NOTICE_PATHS.facet(subjectId),
      transformResponse: (data: Record<string, number> | null) => data ?? {},
      providesTags: ['Announcement'],
    }),
    subjectNotices: build.query<SubjectNoticePage | null, SubjectNoticesArgs>({
      query: (args) => ({
        url: SUBJECT_NOTICE_PATHS.queryNoticeMonitors,
        method: 'POST',
        body: filled(args),
      }),
      providesTags: ['Announcement'],
    }),
    exportNoticeMark: build.mutation<FileDownload, NoticeMarkExportArgs>({
      queryFn: (body, _api, _extra, baseQuery) =>
        downloadWorkbook(baseQuery, NOTICE_EXPORT_PATHS.noticeMark, body),
    }),
    exportSubjectNotices: build.mutation<FileDownload, SubjectNoticeExportArgs>({
      queryFn: (body, _api, _extra, baseQuery) =>
        downloadWorkbook(baseQuery, NOTICE_EXPORT_PATHS.subject, filled(body)),
    }),
  }),
});

export const {
  useNoticeMarksQuery,
  useNoticeCreateQuoteQuery,
  useLazyValidateNoticeCodeQuery,
  useCreateNoticeMarkMutation,
  useRenewNoticeMarkMutation,
  useNoticeEditQuoteQuery,
  useUpdateNoticeMarkMutation,
  useNoticeFacetQuery,
  useNoticeResultsQuery,
  useNoticeOverviewQuery,
  useNoticeSubjectsQuery,
  useSubjectNoticeFacetQuery,
  useSubjectNoticesQuery,
  useExportNoticeMarkMutation,
  useExportSubjectNoticesMutation,
} = noticeApi;
