import {
  api,
  DETAIL_PATH,
  type DetailResult,
  EXPORT_PATHS,
  type FileDownload,
  fileResponseHandler,
  NOTICE_PICTURE_PATH,
} from 'shared-api';

/** The detail page asks for one mark; spec 1 §9 fixes the page size at 5. */
const DETAIL_PAGE_SIZE = 5;

export interface NoticePictureArgs {
  /** the issue number */
  firstNo: number;
  page: number;
  /** the notice code, e.g. TMZCSQ */
  type: string;
}

/** One mark by number and class, as Word and PDF exports name it. */
export interface MarkFileArgs {
  code: string;
  ncl: number;
}

const markFile = (url: string, { code, ncl }: MarkFileArgs) => ({
  url,
  method: 'POST',
  body: { code, ncl, needImage: true, pageno: 1, pagesize: 1 },
  responseHandler: fileResponseHandler,
});

/**
 * The trademark detail page (spec 1 §2 'Trademark detail', §7 'Detail and export'): the mark,
 * its gazette page pictures, and its Word and PDF exports (the Excel export is the search
 * screens' exportExcelByUids with the one UID).
 */
export const detailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `detailId`: the mark's UID. The answer's list is empty for an unknown mark. */
    markDetail: build.query<DetailResult, string>({
      query: (detailId) => ({
        url: DETAIL_PATH,
        method: 'POST',
        body: { keyword: detailId, needImage: true, pageno: 1, pagesize: DETAIL_PAGE_SIZE },
      }),
      transformResponse: (data: DetailResult | null) => data ?? { list: [], total: 0 },
      providesTags: (_result, _error, detailId) => [{ type: 'Trademark', id: detailId }],
    }),
    /** The address of a notice's gazette page picture. */
    noticePicture: build.mutation<string, NoticePictureArgs>({
      query: (body) => ({ url: NOTICE_PICTURE_PATH, method: 'POST', body }),
    }),
    exportMarkWord: build.mutation<FileDownload, MarkFileArgs>({
      query: (args) => markFile(EXPORT_PATHS.word, args),
    }),
    exportMarkPdf: build.mutation<FileDownload, MarkFileArgs>({
      query: (args) => markFile(EXPORT_PATHS.pdf, args),
    }),
  }),
});

export const {
  useMarkDetailQuery,
  useNoticePictureMutation,
  useExportMarkWordMutation,
  useExportMarkPdfMutation,
} = detailApi;
