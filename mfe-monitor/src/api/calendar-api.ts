import { api, RECORD_PATHS, type CalendarFeed } from 'shared-api';

/**
 * The member's private calendar address (issue 13, renewal docketing): renewal and grace
 * deadlines of the subjects' marks and opposition deadlines of the watches' matches, as an
 * iCalendar feed a calendar app subscribes to. Asking makes it on first use; reset replaces
 * the secret, so a leaked address stops working.
 */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeed, void>({
      query: () => RECORD_PATHS.calendarFeed,
    }),
    resetCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: RECORD_PATHS.resetCalendarFeed, method: 'POST' }),
    }),
  }),
});

export const { useLazyCalendarFeedQuery, useResetCalendarFeedMutation } = calendarApi;
