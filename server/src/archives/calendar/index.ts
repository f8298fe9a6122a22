/** The calendar feed (README.md beside this file). */
export { calendarFeed, FEED_MAX_MARKS } from './calendar-feed';
export { feedOwner, feedSecretOf, resetFeedSecret, type FeedOwner } from './feed-secrets';
export { escapeText, foldLine, writeCalendar, type AllDayEvent } from './ical';
