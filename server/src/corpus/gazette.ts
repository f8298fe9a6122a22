import { issueDate, issueOnOrBefore } from '../register/gazette-calendar';
import { dayOf, isoOf, type Day } from './dates';

/** Day numbers of issues, cached: the calendar is consulted several times per mark. */
const issueDays: Day[] = [];

export function issueDay(issueNo: number): Day {
  let day = issueDays[issueNo];
  if (day === undefined) {
    day = dayOf(issueDate(issueNo));
    issueDays[issueNo] = day;
  }
  return day;
}

/** The first issue published on or after `day` (an announcement waits for the next issue). */
export function issueOnOrAfter(day: Day): number {
  const latest = issueOnOrBefore(isoOf(day));
  if (latest < 1) return 1;
  return issueDay(latest) < day ? latest + 1 : latest;
}
