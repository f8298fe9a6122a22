import {
  MEMBER_VIEW_BASE,
  USER_REMIND_BASE,
  type CurrentDetails,
  type UnreadItem,
} from '../../contract/public';
import { api } from '../api';
import { setMemberLevel } from '../session';
import { useSession } from '../use-session';

/** The header's member calls (spec 1 §7 Auth), injected before auth.ts, which uses them. */
export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentDetails: build.query<CurrentDetails, void>({
      query: () => `${MEMBER_VIEW_BASE}/currentDetails`,
      providesTags: ['Member'],
      // The stored level drives the header badge and the VIP checks: keep it current.
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          setMemberLevel(data.memberLevelInfo.id);
        } catch {
          // The error went through the catalogue; the stored level stays as it was.
        }
      },
    }),
    /** The unread reminders; the header badge shows the list's length (99+ above 99). */
    queryUnread: build.query<UnreadItem[], void>({
      query: () => ({ url: `${USER_REMIND_BASE}/queryUnread`, method: 'POST' }),
      providesTags: ['Unread'],
      transformResponse: (data: UnreadItem[] | null) => data ?? [],
      // Badge polling: no loading overlay, no toasts.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useCurrentDetailsQuery, useQueryUnreadQuery } = memberApi;

/**
 * Whether the logged-in member's level is the registration trial: the header marks it, and a
 * trial member may still buy the level the trial lends (the stored level alone cannot tell).
 */
export function useIsTrial(): boolean {
  const session = useSession();
  const { data } = useCurrentDetailsQuery(undefined, { skip: !session.loggedIn });
  return Boolean(session.loggedIn && data?.memberLevelInfo.trial);
}
