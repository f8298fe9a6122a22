import {
  ANNOUNCEMENT_PATHS,
  type AnnouncementPage,
  api,
  type AppDispatch,
  memberApi,
  REMIND_PATHS,
  type ReminderPage,
} from 'shared-api';

/** Which tab a list shows: all (no filter), unread ('0') or read ('1'). */
export type ReadFilter = '0' | '1' | undefined;

export interface MessageListArgs {
  ifRead?: ReadFilter;
  pageNum: number;
  pageSize: number;
}

type ListName = 'reminders' | 'announcements';
/** One id, or every message of the kind (全部标为已读). */
type Target = number | 'all';

interface ReadPage {
  list: { id: number; ifRead: 0 | 1 }[];
  unreadTotal: number;
}

const emptyPage = (args: MessageListArgs) => ({
  pageNum: args.pageNum,
  pageSize: args.pageSize,
  total: 0,
  list: [],
  allTotal: 0,
  unreadTotal: 0,
});

// fetchBaseQuery leaves undefined params out, so the 'all' tab sends no ifRead.
const listQuery = (url: string) => (params: MessageListArgs) => ({ url, params });

/**
 * Reminders (/message) and announcements (/sysMessage), spec 3 §7 'Reminders and
 * announcements'. Marking read updates the cached pages and the header's unread list at once
 * (an unread total never goes below zero), undoes that if the server refuses, and on success
 * invalidates 'Unread' so the header badge is read again from the server.
 */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    reminders: build.query<ReminderPage, MessageListArgs>({
      query: listQuery(REMIND_PATHS.all),
      transformResponse: (data: ReminderPage | null, _meta, args) => data ?? emptyPage(args),
      providesTags: ['Reminder'],
    }),
    announcements: build.query<AnnouncementPage, MessageListArgs>({
      query: listQuery(ANNOUNCEMENT_PATHS.all),
      transformResponse: (data: AnnouncementPage | null, _meta, args) => data ?? emptyPage(args),
      providesTags: ['Announcement'],
    }),
    flagReminderRead: build.mutation<null, number>({
      query: (id) => ({ url: REMIND_PATHS.flagRead(id), method: 'PUT' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Reminder', 'Unread']),
      onQueryStarted: (id, lifecycle) => markReadUntilRefused('reminders', id, lifecycle),
    }),
    flagAllRemindersRead: build.mutation<null, void>({
      query: () => ({ url: REMIND_PATHS.flagReadAll, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Reminder', 'Unread']),
      onQueryStarted: (_arg, lifecycle) => markReadUntilRefused('reminders', 'all', lifecycle),
    }),
    flagAnnouncementRead: build.mutation<null, number>({
      query: (id) => ({ url: ANNOUNCEMENT_PATHS.flagRead(id), method: 'PUT' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Announcement', 'Unread']),
      onQueryStarted: (id, lifecycle) => markReadUntilRefused('announcements', id, lifecycle),
    }),
    flagAllAnnouncementsRead: build.mutation<null, void>({
      query: () => ({ url: ANNOUNCEMENT_PATHS.flagReadAll, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Announcement', 'Unread']),
      onQueryStarted: (_arg, lifecycle) => markReadUntilRefused('announcements', 'all', lifecycle),
    }),
  }),
});

export const {
  useRemindersQuery,
  useAnnouncementsQuery,
  useFlagReminderReadMutation,
  useFlagAllRemindersReadMutation,
  useFlagAnnouncementReadMutation,
  useFlagAllAnnouncementsReadMutation,
} = messagesApi;

/** What the helper uses of an onQueryStarted lifecycle, loosely typed: four endpoints share it. */
type Lifecycle = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
};

/** Marks `target` read in `page`; the unread total drops by one only for a known unread item. */
function markReadInPage(page: ReadPage, target: Target, wasUnread: boolean) {
  for (const item of page.list) if (target === 'all' || item.id === target) item.ifRead = 1;
  if (target === 'all') page.unreadTotal = 0;
  else if (wasUnread) page.unreadTotal = Math.max(0, page.unreadTotal - 1);
}

async function markReadUntilRefused(name: ListName, target: Target, lifecycle: Lifecycle) {
  const dispatch = lifecycle.dispatch as AppDispatch;
  const state = lifecycle.getState() as Parameters<
    typeof messagesApi.util.selectCachedArgsForQuery
  >[0];
  const { util } = messagesApi;
  const cached = util.selectCachedArgsForQuery(state, name);
  const pages = cached.map((args) => messagesApi.endpoints[name].select(args)(state).data);
  // Known unread only if some cached page shows it so: otherwise no count is guessed at.
  const wasUnread =
    target !== 'all' &&
    pages.some((page) => page?.list.some((item) => item.id === target && item.ifRead === 0));

  const patches = cached.map((args) =>
    dispatch(
      util.updateQueryData(name, args, (page: ReadPage) => markReadInPage(page, target, wasUnread)),
    ),
  );
  // The header badge counts unread reminders (its list's length).
  if (name === 'reminders') {
    patches.push(
      dispatch(
        memberApi.util.updateQueryData('queryUnread', undefined, (items) =>
          target === 'all' ? [] : items.filter((item) => item.id !== target),
        ),
      ),
    );
  }
  try {
    await lifecycle.queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}
