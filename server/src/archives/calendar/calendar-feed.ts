import { GRACE_MONTHS, RENEWAL_WINDOW_MONTHS, addMonths, markUid } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { watchResultLink } from '../../monitoring/engine';
import { latestIssues, shanghaiDate } from '../../monitoring/watches';
import { accountSubjects, marksUnderSubjects, type RenewalMark } from '../renewal-marks';
import {
  feedText,
  graceDescription,
  graceSummary,
  oppositionDescription,
  oppositionSummary,
  renewalDescription,
  renewalSummary,
} from './feed-text';
import { writeCalendar, type AllDayEvent } from './ical';
import { watchIssueMatches, type WatchIssueMatches } from './opposition-deadlines';

/** Deadlines the feed carries: from a year back (recently lapsed) to 11 years ahead. */
export const FEED_MONTHS_BACK = 12;
export const FEED_MONTHS_AHEAD = 132;

/**
 * Most marks one feed carries, soonest deadline first. An agency's archive can hold 50,000
 * marks; 100,000 events make tens of megabytes, which calendar apps refuse or time out on.
 */
export const FEED_MAX_MARKS = 5000;

/** Calendar apps fetch again after this (RFC 7986 REFRESH-INTERVAL). */
const REFRESH = 'PT12H';

/**
 * UIDs: the account and the mark's (number, class) key or the watch and issue, so the same
 * deadline keeps its UID on every fetch and a renewed mark's event moves instead of doubling.
 */
const UID_DOMAIN = '@calendar.shebiao';
const uidPart = (text: string) => text.replace(/[^A-Za-z0-9]/g, '_');
const markKey = (account: number, mark: RenewalMark) =>
  `${uidPart(mark.regNo)}-${mark.classId}-a${account}${UID_DOMAIN}`;

interface FeedContext {
  account: number;
  /** 'https://host', for the events' links */
  origin: string;
  from: string;
  to: string;
}

function renewalEvents(ctx: FeedContext, mark: RenewalMark): AllDayEvent[] {
  const detail = `${ctx.origin}/search/tmd?detailId=${encodeURIComponent(markUid(mark.regNo, mark.classId))}`;
  const renewalUrl = `${ctx.origin}${feedText.renewalPage}`;
  const inRange = (day: string) => day >= ctx.from && day <= ctx.to;
  const events: AllDayEvent[] = [];
  if (inRange(mark.exclEnd)) {
    events.push({
      uid: `renewal-${markKey(ctx.account, mark)}`,
      day: mark.exclEnd,
      summary: renewalSummary(mark),
      description: renewalDescription(
        mark,
        addMonths(mark.exclEnd, -RENEWAL_WINDOW_MONTHS),
        renewalUrl,
      ),
      url: detail,
      categories: feedText.renewalCategory,
    });
  }
  if (inRange(mark.graceEnd)) {
    events.push({
      uid: `grace-${markKey(ctx.account, mark)}`,
      day: mark.graceEnd,
      summary: graceSummary(mark),
      description: graceDescription(mark, renewalUrl),
      url: detail,
      categories: feedText.graceCategory,
    });
  }
  return events;
}

function oppositionEvent(ctx: FeedContext, found: WatchIssueMatches): AllDayEvent {
  const url = `${ctx.origin}${watchResultLink(found.issue, {
    id: found.watchId,
    type: found.watchType,
    name: found.watchName,
    sha: found.sha,
  })}`;
  return {
    uid: `opposition-w${found.watchId}-i${found.issue}${UID_DOMAIN}`,
    day: found.deadline,
    summary: oppositionSummary(found),
    description: oppositionDescription(found, url),
    url,
    categories: feedText.oppositionCategory,
  };
}

/**
 * The account's deadlines as one iCalendar document: renewal and grace deadlines of every
 * registered mark under its subjects, and the opposition deadline of every issue (of the
 * latest 12) in which its watches found marks.
 */
export async function calendarFeed(
  db: Queryable,
  account: number,
  origin: string,
  now: Date,
): Promise<string> {
  const today = shanghaiDate(now);
  const ctx: FeedContext = {
    account,
    origin,
    from: addMonths(today, -FEED_MONTHS_BACK),
    to: addMonths(today, FEED_MONTHS_AHEAD),
  };
  const subjects = await accountSubjects(db, account);
  // a mark whose end date is before `from` can still have its grace end inside the range
  const marks = await marksUnderSubjects(
    db,
    subjects,
    [{ from: addMonths(ctx.from, -GRACE_MONTHS), to: ctx.to }],
    FEED_MAX_MARKS,
  );
  const matches = await watchIssueMatches(db, account, await latestIssues(db));
  const events = [
    ...marks.flatMap((mark) => renewalEvents(ctx, mark)),
    ...matches.map((found) => oppositionEvent(ctx, found)),
  ].sort((a, b) => a.day.localeCompare(b.day) || a.uid.localeCompare(b.uid));
  return writeCalendar(
    {
      productId: feedText.productId,
      name: feedText.name,
      description: feedText.description,
      refresh: REFRESH,
    },
    events,
    now,
  );
}
