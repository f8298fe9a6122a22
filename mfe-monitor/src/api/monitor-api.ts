import {
  api,
  type FileDownload,
  fileResponseHandler,
  isFileDownload,
  MONITOR_EXPORT_PATH,
  MONITOR_PATHS,
  type PortalQueryError,
  UPLOAD_IMAGE_PATH,
  type UploadImageResult,
  WATCH_PICTURE_UPLOAD_TYPE,
  WATCH_TYPES,
  type WatchCreateQuote,
  type WatchEditQuote,
  type WatchFacet,
  type WatchMatchPage,
  type WatchOverview,
  type WatchPage,
  type WatchType,
} from 'shared-api';

/** The list filters; each is sent only when filled in (spec 2 §5). */
export interface WatchListArgs {
  pageNum: number;
  pageSize: number;
  remarkApplicant?: string;
  remarkKeyword?: string;
  status?: number;
}

/** What the add and edit dialogs send (spec 2 §7 createText/createImg, update/{id}). */
export interface WatchBody {
  monitorType: WatchType;
  monitorValue: string;
  remarkApplicant?: string;
  remarkKeyword?: string;
  classes?: number[];
}

export interface WatchMatchesArgs {
  monitorId: number;
  /** absent: the newest issue with matches (queryMonitorsMaxIssue) */
  issueNo?: number;
  pageNum: number;
  pageSize: number;
}

export interface WatchExportArgs {
  monitorId: number;
  keyword: string;
  monitorType: WatchType;
  startIssue: number;
  stopIssue: number;
}

const EMPTY_WATCHES: WatchPage = { list: [], total: 0, pageNum: 1, pageSize: 10 };
const EMPTY_MATCHES: WatchMatchPage = { list: [], total: 0, pageNum: 1, pageSize: 10, filter: [] };

/** A JSON success where a workbook was expected: nothing to save (spec 2 §5 暂时无法下载). */
const notAFile: PortalQueryError = { status: 200, code: 200, message: '暂时无法下载', data: null };

/** Drops the filters left empty, so the server sees only what the member typed or chose. */
export function filled<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== undefined && value !== null && String(value).trim() !== '',
    ),
  ) as Partial<T>;
}

/**
 * The member's watches (spec 2 §7 'Monitored marks'). Lists go through the error catalogue
 * (4002 reaches the permission handler and the screens show the sample row). Creating,
 * renewing and editing are `silent`: the screens say 添加成功！/修改失败！ themselves; code 6000
 * still opens the shell's payment dialog, and the base query repeats the call once it is paid.
 */
export const monitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    watchList: build.query<WatchPage, WatchListArgs>({
      query: (args) => ({ url: MONITOR_PATHS.query, method: 'POST', body: filled(args) }),
      transformResponse: (data: WatchPage | null) => data ?? EMPTY_WATCHES,
      providesTags: ['Monitor'],
    }),
    watchFacet: build.query<WatchFacet, number>({
      query: (monitorId) => MONITOR_PATHS.facet(monitorId),
      transformResponse: (data: WatchFacet | null) => data ?? {},
      providesTags: ['Monitor'],
    }),
    watchMatches: build.query<WatchMatchPage, WatchMatchesArgs>({
      query: ({ issueNo, ...page }) =>
        issueNo === undefined
          ? { url: MONITOR_PATHS.queryMonitorsMaxIssue, method: 'POST', body: page }
          : { url: MONITOR_PATHS.queryMonitors, method: 'POST', body: { ...page, issueNo } },
      transformResponse: (data: WatchMatchPage | null) => data ?? EMPTY_MATCHES,
      providesTags: ['Monitor'],
    }),
    watchOverview: build.query<WatchOverview, { pageNum: number; pageSize: number }>({
      query: (body) => ({ url: MONITOR_PATHS.overview, method: 'POST', body }),
      providesTags: ['Monitor'],
    }),
    /** Free slots left and the yearly price of one more (text: form field; image: query). */
    createQuote: build.query<WatchCreateQuote, WatchType>({
      query: (type) =>
        type === WATCH_TYPES.text
          ? {
              url: MONITOR_PATHS.createQueryText,
              method: 'POST',
              body: new URLSearchParams({ monitorType: String(type) }),
            }
          : { url: MONITOR_PATHS.createQueryImg, method: 'POST', params: { monitorType: type } },
      providesTags: ['Monitor'],
      extraOptions: { silent: true },
    }),
    createWatch: build.mutation<null, WatchBody>({
      query: (body) => ({
        url:
          body.monitorType === WATCH_TYPES.text
            ? MONITOR_PATHS.createText
            : MONITOR_PATHS.createImg,
        method: 'POST',
        body: filled(body),
      }),
      invalidatesTags: ['Monitor'],
      extraOptions: { silent: true },
    }),
    renewWatch: build.mutation<null, number>({
      query: (id) => MONITOR_PATHS.renew(id),
      invalidatesTags: ['Monitor'],
      extraOptions: { silent: true },
    }),
    editQuote: build.query<WatchEditQuote, number>({
      query: (id) => ({ url: MONITOR_PATHS.updateQuery(id), method: 'POST' }),
      extraOptions: { silent: true },
    }),
    /** Spec 2 §3: an update always carries status=1. */
    updateWatch: build.mutation<null, WatchBody & { id: number }>({
      query: ({ id, ...body }) => ({
        url: MONITOR_PATHS.update(id),
        method: 'PUT',
        body: { ...filled(body), status: 1 },
      }),
      invalidatesTags: ['Monitor'],
      extraOptions: { silent: true },
    }),
    /** A watched picture: type=1, kept as long as the watch (spec 2 §7). */
    uploadWatchPicture: build.mutation<UploadImageResult, File>({
      query: (file) => {
        const form = new FormData();
        form.append('type', String(WATCH_PICTURE_UPLOAD_TYPE));
        form.append('imgFile', file, file.name);
        return { url: UPLOAD_IMAGE_PATH, method: 'POST', body: form };
      },
      extraOptions: { silent: true },
    }),
    /** One watch's matches over 1–3 issues as a workbook, named by content-disposition. */
    exportWatchMatches: build.mutation<FileDownload, WatchExportArgs>({
      async queryFn(body, _api, _extra, baseQuery) {
        const file = await baseQuery({
          url: MONITOR_EXPORT_PATH,
          method: 'POST',
          body,
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
  useWatchListQuery,
  useWatchFacetQuery,
  useWatchMatchesQuery,
  useWatchOverviewQuery,
  useLazyCreateQuoteQuery,
  useCreateQuoteQuery,
  useCreateWatchMutation,
  useRenewWatchMutation,
  useEditQuoteQuery,
  useUpdateWatchMutation,
  useUploadWatchPictureMutation,
  useExportWatchMatchesMutation,
} = monitorApi;
