import {
  api,
  ApiCode,
  type Child,
  CHILD_PATHS,
  type ChildAddBody,
  type ChildPage,
  type ChildPasswordBody,
} from 'shared-api';

export interface ChildListArgs {
  pageNum: number;
  pageSize: number;
}

export interface ChildStatusArgs {
  id: number;
  status: Child['status'];
}

const EMPTY_PAGE: ChildPage = { pageNum: 1, pageSize: 8, total: 0, list: [] };

/**
 * Sub-accounts of the caller's main account (spec 3 §2.7, §7 'Sub-accounts'). The list goes
 * through the error catalogue (code 4002 reaches the permission handler); the changes are
 * `silent` because the screen names their failures itself (添加失败！, 修改失败！, 删除失败！).
 */
export const childrenApi = api.injectEndpoints({
  endpoints: (build) => ({
    childList: build.query<ChildPage, ChildListArgs>({
      query: (body) => ({ url: CHILD_PATHS.query, method: 'POST', body }),
      transformResponse: (data: ChildPage | null) => data ?? EMPTY_PAGE,
      providesTags: ['SubAccount'],
    }),
    /**
     * How many sub-accounts there are, for the personal centre's n/30. Null when the caller
     * may not have any (4002: level without the right, or a sub-account itself): that page
     * then leaves the line out instead of raising the permission notice.
     */
    childCount: build.query<number | null, void>({
      query: () => ({ url: CHILD_PATHS.query, method: 'POST', body: { pageNum: 1, pageSize: 1 } }),
      transformResponse: (data: ChildPage | null, meta) =>
        meta?.code === ApiCode.noPermission ? null : (data?.total ?? 0),
      providesTags: ['SubAccount'],
      extraOptions: { silent: true, okCodes: [ApiCode.noPermission] },
    }),
    addChild: build.mutation<null, ChildAddBody>({
      query: (body) => ({ url: CHILD_PATHS.add, method: 'POST', body }),
      invalidatesTags: ['SubAccount'],
      extraOptions: { silent: true },
    }),
    renameChild: build.mutation<null, { id: number; userName: string }>({
      query: ({ id, userName }) => ({
        url: CHILD_PATHS.rename(id),
        method: 'PATCH',
        params: { userName },
      }),
      invalidatesTags: ['SubAccount'],
      extraOptions: { silent: true },
    }),
    resetChildPassword: build.mutation<null, ChildPasswordBody>({
      query: (body) => ({ url: CHILD_PATHS.password, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    /**
     * The enabled/disabled switch (spec 3 §4 'Sub-account'): the cached cards show the new
     * state at once and go back to the old one if the server refuses.
     */
    setChildStatus: build.mutation<null, ChildStatusArgs>({
      query: ({ id, status }) => ({
        url: CHILD_PATHS.status(id),
        method: 'PATCH',
        params: { status },
      }),
      extraOptions: { silent: true },
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const cached = childrenApi.util.selectCachedArgsForQuery(getState(), 'childList');
        const patches = cached.map((args) =>
          dispatch(
            childrenApi.util.updateQueryData('childList', args, (page) => {
              const child = page.list.find((c) => c.id === id);
              if (child) child.status = status;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    removeChild: build.mutation<null, number>({
      query: (id) => ({ url: CHILD_PATHS.remove(id), method: 'PATCH' }),
      invalidatesTags: ['SubAccount'],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useChildListQuery,
  useChildCountQuery,
  useAddChildMutation,
  useRenameChildMutation,
  useResetChildPasswordMutation,
  useSetChildStatusMutation,
  useRemoveChildMutation,
} = childrenApi;
