import {
  api,
  APPLICANT_SUGGEST_PATH,
  EXPORT_PATHS,
  type FileDownload,
  fileResponseHandler,
  isFileDownload,
  MAX_SEARCH_PAGE_SIZE,
  type PortalQueryError,
  SEARCH_PATHS,
  SEARCH_UPLOAD_TYPE,
  type SearchModeValue,
  type SearchQueryInput,
  type SearchResult,
  SUGGEST_LIMIT,
  type SuggestResult,
  UPLOAD_IMAGE_PATH,
  type UploadImageResult,
} from 'shared-api';

/** One search call: the mode picks the path, the query is the body (spec 1 §3, §7). */
export interface SearchArgs {
  mode: SearchModeValue;
  query: SearchQueryInput;
}

export interface SearchImageUpload {
  /** The picture as it is sent: the search screens send the JPEG they drew. */
  image: Blob;
  fileName: string;
}

/** Code 201 ('no match', data null) is an empty result, not an error (spec 3 §8). */
export const EMPTY_SEARCH_RESULT: SearchResult = { list: [], total: 0, filter: [] };

/** The file step answered JSON success instead of a file: nothing to save. */
const notAFile: PortalQueryError = {
  status: 200,
  code: 200,
  message: '暂时无法下载',
  data: null,
};

/** The export body of spec 1 §7: the marks' UIDs comma-joined, one page of up to 200. */
const exportBody = (uids: readonly string[]) => ({
  keyword: uids.join(','),
  needImage: true,
  pageno: 1,
  pagesize: MAX_SEARCH_PAGE_SIZE,
});

/**
 * The search screens' calls (spec 1 §4 'Search', 'Applicant suggestions', 'Export'): the seven
 * search modes, applicant suggestions, the search-image upload and the Excel export of ticked
 * marks. Failures go through the base query's catalogue (4002 → permission handler).
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchMarks: build.query<SearchResult, SearchArgs>({
      query: ({ mode, query }) => ({ url: SEARCH_PATHS[mode], method: 'POST', body: query }),
      transformResponse: (data: SearchResult | null) => data ?? EMPTY_SEARCH_RESULT,
      providesTags: ['SearchResult'],
    }),
    /** Applicant names starting with or containing the text; at most SUGGEST_LIMIT. */
    applicantSuggestions: build.query<string[], string>({
      query: (keyword) => ({
        url: APPLICANT_SUGGEST_PATH,
        method: 'POST',
        body: { keyword, type: 1 },
      }),
      transformResponse: (data: SuggestResult | null) =>
        (data?.proxy ?? []).slice(0, SUGGEST_LIMIT),
      // Typing ahead must neither flash the page overlay nor toast a failed suggestion.
      extraOptions: { silent: true },
    }),
    uploadSearchImage: build.mutation<UploadImageResult, SearchImageUpload>({
      query: ({ image, fileName }) => {
        const form = new FormData();
        form.append('type', String(SEARCH_UPLOAD_TYPE));
        form.append('imgFile', image, fileName);
        return { url: UPLOAD_IMAGE_PATH, method: 'POST', body: form };
      },
    }),
    /**
     * The two-step export of spec 1 §4: queryExcelByUids answers a token, excelByUids2 with that
     * token answers the file. A refusal of the first step ends it (no file request).
     */
    exportExcelByUids: build.mutation<FileDownload, readonly string[]>({
      async queryFn(uids, _api, _extra, baseQuery) {
        const body = exportBody(uids);
        const token = await baseQuery({ url: EXPORT_PATHS.queryExcel, method: 'POST', body });
        if (token.error) return { error: token.error };
        const file = await baseQuery({
          url: EXPORT_PATHS.excel,
          method: 'POST',
          body: { ...body, uid: String(token.data) },
          responseHandler: fileResponseHandler,
        });
        if (file.error) return { error: file.error };
        if (!isFileDownload(file.data)) return { error: notAFile };
        return { data: file.data };
      },
    }),
  }),
});

export const {
  useSearchMarksQuery,
  useApplicantSuggestionsQuery,
  useUploadSearchImageMutation,
  useExportExcelByUidsMutation,
} = searchApi;
