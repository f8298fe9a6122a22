import type { Day } from '../dates';
import { issueDay } from '../gazette';
import { noticePosition, type NoticeCode } from '../notice-types';

export type MarkStatus = 0 | 1 | 2 | 3;

/** An announcement: the position of its type in NOTICE_TYPES and the issue carrying it. */
export interface PlannedNotice {
  typePosition: number;
  issue: number;
}

export interface PlannedStep {
  day: Day;
  step: string;
}

/** What happened to one mark up to the corpus's "today": its dates, steps and notices. */
export interface MarkPlan {
  status: MarkStatus;
  firstIssue: number | null;
  regIssue: number | null;
  regDay: Day | null;
  deadlineStart: Day | null;
  deadlineEnd: Day | null;
  steps: PlannedStep[];
  notices: PlannedNotice[];
  /** some goods were struck from the registration (TMSJ), shown with nid 1 */
  deletedGoods: boolean;
}

/**
 * Collects a mark's history while the timeline walks it. Everything after `asOf` has not
 * happened yet, so step() and announce() drop it and tell the caller, which then stops.
 */
export class PlanBuilder {
  readonly plan: MarkPlan = {
    status: 0,
    firstIssue: null,
    regIssue: null,
    regDay: null,
    deadlineStart: null,
    deadlineEnd: null,
    steps: [],
    notices: [],
    deletedGoods: false,
  };

  constructor(readonly asOf: Day) {}

  /** Records a process step; false when it lies after asOf. */
  step(day: Day, step: string): boolean {
    if (day > this.asOf) return false;
    this.plan.steps.push({ day, step });
    return true;
  }

  /**
   * Announces a notice in `issue`, or the next issue when this mark already has a notice of
   * that type there (the gazette lists a mark once per issue and type). Returns the issue,
   * or null when it appears after asOf.
   */
  announce(code: NoticeCode, issue: number): number | null {
    const typePosition = noticePosition(code);
    let actual = issue;
    while (this.plan.notices.some((n) => n.typePosition === typePosition && n.issue === actual)) {
      actual += 1;
    }
    if (issueDay(actual) > this.asOf) return null;
    this.plan.notices.push({ typePosition, issue: actual });
    return actual;
  }

  /** The plan with its steps in date order (stable, so same-day steps keep their order). */
  finish(status: MarkStatus): MarkPlan {
    this.plan.status = status;
    this.plan.steps.sort((a, b) => a.day - b.day);
    this.plan.notices.sort((a, b) => a.issue - b.issue || a.typePosition - b.typePosition);
    return this.plan;
  }
}
