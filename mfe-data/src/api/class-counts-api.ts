import { api, CLASS_COUNT_PATH, type ClassCounts } from 'shared-api';

/** The home page's database overview (spec 1 §2): trademarks per class. */
export const classCountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClassCounts: build.query<ClassCounts, void>({
      query: () => CLASS_COUNT_PATH,
      providesTags: ['DataProduct'],
      // A home-page widget that may poll while the database builds: it shows its own error
      // inline and must not flash the page's loading overlay every 2 s.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetClassCountsQuery } = classCountsApi;
