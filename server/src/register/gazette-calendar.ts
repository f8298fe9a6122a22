/**
 * The trademark gazette (商标公告) appears four times a month, on the 6th, 13th, 20th and
 * 27th: 48 issues a year. Issue numbers count those dates from one anchor, so every issue
 * number has one date and every day has a latest issue on or before it. The anchor puts
 * 2026's issues in the 1900s and issue 1410 in 2014, as in the real series.
 */
const ISSUE_DAYS = [6, 13, 20, 27] as const;
const ANCHOR_ISSUE = 1999;
/** 2026-12-27: year 2026, month index 11, slot 3 */
const ANCHOR_SLOT = (2026 * 12 + 11) * 4 + 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** The publication date (YYYY-MM-DD) of issue `issueNo` (≥ 1). */
export function issueDate(issueNo: number): string {
  if (!Number.isInteger(issueNo) || issueNo < 1) throw new RangeError(`bad issue ${issueNo}`);
  const slot = ANCHOR_SLOT + (issueNo - ANCHOR_ISSUE);
  const monthIndex = Math.floor(slot / 4);
  const year = Math.floor(monthIndex / 12);
  return `${year}-${pad((monthIndex % 12) + 1)}-${pad(ISSUE_DAYS[slot % 4]!)}`;
}

/** The last issue published on or before `date` (YYYY-MM-DD); 0 before issue 1. */
export function issueOnOrBefore(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const published = ISSUE_DAYS.filter((day) => day <= d).length;
  const slot = (y * 12 + (m - 1)) * 4 + published - 1;
  return Math.max(0, ANCHOR_ISSUE + (slot - ANCHOR_SLOT));
}
