import {
  api,
  ARCHIVE_EXPORT_PATHS,
  type ArchivePage,
  type ArchiveRecord,
  type FavouritePage,
  type FileDownload,
  MATCH_AGENT_COUNT,
  type MatchAgentResult,
  RECORD_PATHS,
  type RenewalPage,
  type RenewalRecord,
  type RenewalStatus,
  type Subject,
  type SubjectCreateQuote,
  type SubjectPage,
  type SubjectType,
} from 'shared-api';
import { downloadWorkbook, filled } from './request-helpers';

export interface SubjectListArgs {
  pageNum: number;
  pageSize: number;
  /** a part of the name; sent only when filled */
  monitorValue?: string;
}

/** What create and update/{id} send (spec 2 §7). */
export interface SubjectBody {
  monitorType: SubjectType;
  monitorValue: string;
}

/** The archive filters (spec 2 §2 screen 4); each is sent only when filled (spec 2 §5). */
export interface ArchiveFilters {
  tmCode?: string;
  tmName?: string;
  /** Nice classes; one goes as an integer, several as '9,35' (spec 2 §5) */
  tmNcl?: number[];
  tmStatus?: number;
}

export interface ArchiveArgs extends ArchiveFilters {
  pageNum: number;
  pageSize: number;
  /** absent: the default subject */
  customRecordId?: number;
}

/** An archive page as the screen reads it; code 201 (none) is an empty one. */
export interface ArchiveView {
  list: ArchiveRecord[];
  total: number;
  /** TM_STATUS → count */
  statusCounts: Record<string, number>;
  /** TM_NCL → count */
  classCounts: Record<string, number>;
  /** the subject shown; null on an empty answer */
  subject: Subject | null;
}

export interface RenewalArgs extends ArchiveArgs {
  tmXZSTATUS?: RenewalStatus;
}

export interface RenewalView {
  list: RenewalRecord[];
  total: number;
  /** TM_XZSTATUS '0'…'3' → count */
  renewalCounts: Record<string, number>;
  subject: Subject | null;
}

/** The export takes the list's filters, not its page: every mark they select. */
export type RenewalExportArgs = Omit<RenewalArgs, 'pageNum' | 'pageSize'>;

export interface FavouriteArgs {
  pageNum: number;
  pageSize: number;
  code?: string;
  mark?: string;
  categary?: number[];
  status?: number;
  accnOrProxy?: string;
}

const EMPTY_SUBJECTS: SubjectPage = { list: [], total: 0, pageNum: 1, pageSize: 11 };
const EMPTY_FAVOURITES: FavouritePage = { list: [], total: 0, pageNum: 1, pageSize: 10 };

/** Spec 2 §5: one class as an integer, several joined by commas. */
const classesParam = (classes: number[] | undefined) =>
  !classes || classes.length === 0
    ? undefined
    : classes.length === 1
      ? classes[0]
      : classes.join(',');

const archiveBody = <T extends ArchiveFilters>({ tmNcl, ...args }: T) =>
  filled({ ...args, tmNcl: classesParam(tmNcl) });

const hasFilters = ({ tmCode, tmName, tmNcl, tmStatus }: ArchiveFilters) =>
  Boolean(tmCode?.trim() || tmName?.trim() || tmNcl?.length || tmStatus !== undefined);

/**
 * The archive call for what is asked (spec 2 §7): a filtered archive is the archive search;
 * otherwise one subject's archive (queryRecordById) or the default subject's (queryRecord).
 */
function archivePath(args: ArchiveArgs): string {
  if (hasFilters(args)) return RECORD_PATHS.searchRecordById;
  return args.customRecordId === undefined
    ? RECORD_PATHS.queryRecord
    : RECORD_PATHS.queryRecordById;
}

/**
 * Subjects, their archives, renewals and favourites (spec 2 §7 'Subjects and archives',
 * 'Favourites', 'Exports'). Lists go through the error catalogue, so 4002 reaches the
 * permission handler and the screens show the sample row; code 201 is an empty list. Changes
 * are `silent`: the screens say 添加成功！/设置默认失败！… themselves, in their words.
 */
export const archiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    subjects: build.query<SubjectPage, SubjectListArgs>({
      query: (args) => ({ url: RECORD_PATHS.query, method: 'POST', body: filled(args) }),
      transformResponse: (data: SubjectPage | null) => data ?? EMPTY_SUBJECTS,
      providesTags: ['Subject'],
    }),
    /** Free subjects left, per type (spec 2 §3 create-query response). */
    subjectCreateQuote: build.query<SubjectCreateQuote, void>({
      query: () => RECORD_PATHS.createQuery,
      providesTags: ['Subject'],
      extraOptions: { silent: true },
    }),
    createSubject: build.mutation<null, SubjectBody>({
      query: (body) => ({ url: RECORD_PATHS.create, method: 'POST', body }),
      invalidatesTags: ['Subject', 'Renewal'],
      extraOptions: { silent: true },
    }),
    renameSubject: build.mutation<null, SubjectBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: RECORD_PATHS.update(id), method: 'PUT', body }),
      invalidatesTags: ['Subject', 'Renewal'],
      extraOptions: { silent: true },
    }),
    setDefaultSubject: build.mutation<null, number>({
      query: (id) => ({ url: RECORD_PATHS.setDefault(id), method: 'PUT' }),
      invalidatesTags: ['Subject', 'Renewal'],
      extraOptions: { silent: true },
    }),
    removeSubject: build.mutation<null, number>({
      query: (id) => RECORD_PATHS.remove(id),
      invalidatesTags: ['Subject', 'Renewal'],
      extraOptions: { silent: true },
    }),
    /** Register holder or agency names like the keyword (spec 2 §5: 10 of them). */
    matchAgent: build.query<MatchAgentResult['proxy'], { keyword: string; type: SubjectType }>({
      query: ({ keyword, type }) => ({
        url: RECORD_PATHS.matchAgent,
        method: 'POST',
        body: { count: MATCH_AGENT_COUNT, keyword, type },
      }),
      transformResponse: (data: MatchAgentResult | null) => data?.proxy ?? [],
      extraOptions: { silent: true },
    }),
    archive: build.query<ArchiveView, ArchiveArgs>({
      query: (args) => ({ url: archivePath(args), method: 'POST', body: archiveBody(args) }),
      transformResponse: (data: ArchivePage | null): ArchiveView =>
        data
          ? {
              list: data.list,
              total: data.total,
              statusCounts: data.filter[0]?.TM_STATUS ?? {},
              classCounts: data.filter[1]?.TM_NCL ?? {},
              subject: data.subject,
            }
          : { list: [], total: 0, statusCounts: {}, classCounts: {}, subject: null },
      providesTags: ['Subject'],
    }),
    /**
     * A subject's registered marks with their renewal state. With a typed filter it is the
     * page's search (searchRecordXZ, counts refreshed for the subject), else queryRecordXZ.
     */
    renewals: build.query<RenewalView, RenewalArgs>({
      query: (args) => ({
        url:
          args.tmCode?.trim() || args.tmName?.trim()
            ? RECORD_PATHS.searchRecordXZ
            : RECORD_PATHS.queryRecordXZ,
        method: 'POST',
        body: archiveBody(args),
      }),
      transformResponse: (data: RenewalPage | null): RenewalView =>
        data
          ? {
              list: data.list,
              total: data.total,
              renewalCounts: data.filter[0]?.TM_XZSTATUS ?? {},
              subject: data.subject,
            }
          : { list: [], total: 0, renewalCounts: {}, subject: null },
      providesTags: ['Subject', 'Renewal'],
    }),
    /** The renewal list as filtered, as a workbook named by content-disposition. */
    exportRenewals: build.mutation<FileDownload, RenewalExportArgs>({
      queryFn: (args, _api, _extra, baseQuery) =>
        downloadWorkbook(baseQuery, ARCHIVE_EXPORT_PATHS.renewals, archiveBody(args)),
    }),
    favourites: build.query<FavouritePage, FavouriteArgs>({
      query: ({ categary, ...args }) => ({
        url: RECORD_PATHS.queryCollectRecord,
        method: 'POST',
        body: filled({ ...args, categary: classesParam(categary) }),
      }),
      transformResponse: (data: FavouritePage | null) => data ?? EMPTY_FAVOURITES,
      providesTags: ['Favourite'],
    }),
    /** Spec 2 §7: removeCollectRecordBatch?ids=1,2,3 */
    removeFavourites: build.mutation<null, number[]>({
      query: (ids) => ({
        url: RECORD_PATHS.removeCollectRecordBatch,
        method: 'POST',
        params: { ids: ids.join(',') },
      }),
      invalidatesTags: ['Favourite'],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useSubjectsQuery,
  useSubjectCreateQuoteQuery,
  useCreateSubjectMutation,
  useRenameSubjectMutation,
  useSetDefaultSubjectMutation,
  useRemoveSubjectMutation,
  useMatchAgentQuery,
  useArchiveQuery,
  useRenewalsQuery,
  useExportRenewalsMutation,
  useFavouritesQuery,
  useRemoveFavouritesMutation,
} = archiveApi;
