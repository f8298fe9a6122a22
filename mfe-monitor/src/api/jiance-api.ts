import {
  api,
  JIANCE_PAGE_SIZE,
  JIANCE_PATHS,
  type JianceDetail,
  type JianceResult,
  SEARCH_UPLOAD_TYPE,
  UPLOAD_IMAGE_PATH,
  type UploadImageResult,
  WATCH_TYPES,
  type WatchType,
} from 'shared-api';

/** One /jiance/list page: a name or a picture against one issue (absent: the latest). */
export interface JianceSearchArgs {
  type: WatchType;
  /** the name (text) or the uploaded picture's address (image) */
  value: string;
  issue?: number;
  pageno: number;
}

export interface JianceDetailArgs {
  type: WatchType;
  id: number;
}

const EMPTY_RESULT: JianceResult = { list: [], total: 0, issue: null, issues: [] };

/**
 * The public monitoring entry (spec 1 §7 'Monitoring (public entry)'). Both searches answer
 * the counts of the latest issues beside the page (`issues`), so the image tab needs no
 * separate image12 call for its issue buttons. A detail answering
 * code 6000 opens the shell's payment dialog from the base query, which asks again once paid.
 */
export const jianceApi = api.injectEndpoints({
  endpoints: (build) => ({
    jianceSearch: build.query<JianceResult, JianceSearchArgs>({
      query: ({ type, value, issue, pageno }) =>
        type === WATCH_TYPES.text
          ? {
              url: JIANCE_PATHS.textSearch,
              method: 'POST',
              body: {
                keyword: value,
                ...(issue ? { ISSUE_NO: issue } : {}),
                getfilter: true,
                needImage: true,
                pageno,
                pagesize: JIANCE_PAGE_SIZE,
              },
            }
          : {
              url: JIANCE_PATHS.imageSearch,
              method: 'POST',
              body: {
                imgURL: value,
                ...(issue ? { TM_FIRST_ISSUE: issue } : {}),
                pageno,
                pagesize: JIANCE_PAGE_SIZE,
              },
            },
      transformResponse: (data: JianceResult | null) => data ?? EMPTY_RESULT,
    }),
    /** The search picture of the image tab: type 2, as the search screens upload theirs. */
    uploadJiancePicture: build.mutation<UploadImageResult, File>({
      query: (file) => {
        const form = new FormData();
        form.append('type', String(SEARCH_UPLOAD_TYPE));
        form.append('imgFile', file, file.name);
        return { url: UPLOAD_IMAGE_PATH, method: 'POST', body: form };
      },
    }),
    jianceDetail: build.mutation<JianceDetail, JianceDetailArgs>({
      query: ({ type, id }) =>
        type === WATCH_TYPES.text ? JIANCE_PATHS.textDetail(id) : JIANCE_PATHS.imageDetail(id),
    }),
  }),
});

export const { useJianceSearchQuery, useUploadJiancePictureMutation, useJianceDetailMutation } =
  jianceApi;
