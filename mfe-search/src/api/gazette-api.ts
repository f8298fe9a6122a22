import {
  api,
  GAZETTE_PATHS,
  type GazetteSearchBody,
  type GazetteSearchResult,
  type MaxNoticeIssue,
  type NoticeTypeCount,
} from 'shared-api';

/**
 * The gazette page /gonggao (spec 1 §7 'Gazette'): the latest issues, an issue's types, and
 * its notices. Issues change only when one is published, so the first two are kept a while.
 */
const KEEP_ISSUES_S = 300;

export const gazetteApi = api.injectEndpoints({
  endpoints: (build) => ({
    maxNoticeIssue: build.query<MaxNoticeIssue, void>({
      query: () => GAZETTE_PATHS.maxIssue,
      providesTags: ['Gazette'],
      keepUnusedDataFor: KEEP_ISSUES_S,
    }),
    /** The announcement types of one issue with their counts, in the spec's type order. */
    noticeTypes: build.query<NoticeTypeCount[], number>({
      query: (issue) => ({ url: GAZETTE_PATHS.types, params: { issue } }),
      providesTags: ['Gazette'],
      keepUnusedDataFor: KEEP_ISSUES_S,
    }),
    searchNotices: build.query<GazetteSearchResult, GazetteSearchBody>({
      query: (body) => ({ url: GAZETTE_PATHS.search, method: 'POST', body }),
      transformResponse: (data: GazetteSearchResult | null) => data ?? { total: 0, list: [] },
      providesTags: ['Gazette'],
    }),
  }),
});

export const { useMaxNoticeIssueQuery, useNoticeTypesQuery, useSearchNoticesQuery } = gazetteApi;
