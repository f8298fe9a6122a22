/**
 * Test data shaped by the contract's schemas (monitor-schemas.ts): watches, matches with their
 * deadlines, facets and overview rows.
 */
import type { Watch, WatchMatch, WatchOverviewRow } from 'shared-api';
import { markRow } from 'shared-api/testing';
import { today } from './shared/today';

/** 'YYYY-MM-DD' so many days from today (negative: in the past). */
export function daysFromToday(days: number): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

let nextWatchId = 1;

export function watch(overrides: Partial<Watch> = {}): Watch {
  const id = nextWatchId++;
  return {
    id,
    monitorType: 1,
    monitorValue: `恒泰${id}`,
    remarkApplicant: '杭州恒泰电子有限公司',
    remarkKeyword: '电子',
    classes: [9, 35],
    groups: [],
    startDate: '2025-03-01',
    endDate: '2026-03-01',
    status: 1,
    paid: false,
    latestIssue: 1901,
    latestMatches: 3,
    ...overrides,
  };
}

/** A match announced in `issue`, opposable for `daysLeft` more days. */
export function match(overrides: Partial<WatchMatch> = {}, daysLeft = 60): WatchMatch {
  return {
    ...markRow({ TM_NAME: '恒泰云', TM_STATUS: 1 }),
    match: { score: 88, grade: '高度近似', reasons: ['读音相同', '字形近似'], highlight: [0, 1] },
    issue: 1901,
    issueDate: '2025-01-06',
    oppositionDeadline: daysFromToday(daysLeft),
    ...overrides,
  };
}

export function overviewRow(overrides: Partial<WatchOverviewRow> = {}): WatchOverviewRow {
  return {
    monitorId: 7,
    monitorValue: '恒泰',
    monitorType: 1,
    endDate: '2026-03-01',
    valueMap: { '1901': 4, '1900': 0, '1899': 2 },
    ...overrides,
  };
}

/** The latest `n` issue numbers, newest first, from 1901 down. */
export const latestIssues = (n: number) => Array.from({ length: n }, (_, i) => 1901 - i);
