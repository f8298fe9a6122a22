import { addMonths, yearOf, type Day } from '../dates';
import { issueDay, issueOnOrAfter } from '../gazette';
import type { Rng } from '../random';
import type { TypeCodes } from './era';
import { refusalRate } from './era';
import type { MarkStatus, PlanBuilder } from './mark-plan';

/** The outcome of examination: registered on regDay, or stopped with a final status. */
export type ExaminationOutcome = { registeredOn: Day } | { status: MarkStatus };

/** Three months of opposition period: 12 weekly-ish issues later (4 issues a month). */
const ISSUES_PER_OPPOSITION_PERIOD = 12;

/**
 * Filing → acceptance → (refusal → review) → first-review announcement → opposition period
 * → registration announcement. `decisionDay` is the examiner's decision for this filing
 * (shared by the classes of one filing, so they are usually announced in the same issue).
 */
export function examine(
  b: PlanBuilder,
  rng: Rng,
  appDay: Day,
  decisionDay: Day,
  codes: TypeCodes,
): ExaminationOutcome {
  b.step(appDay, '商标注册申请');
  b.step(appDay + rng.between(20, 75), '受理通知书发文');
  let decision = decisionDay + rng.between(-6, 6);
  if (rng.chance(refusalRate(yearOf(appDay)))) {
    const reviewed = refusalAndReview(b, rng, decision);
    if (reviewed === null) return { status: b.asOf < decision ? 0 : 3 };
    if (typeof reviewed !== 'number') return reviewed;
    decision = reviewed;
  }
  const firstIssue = b.announce(codes.firstReview, issueOnOrAfter(decision + rng.between(15, 45)));
  if (firstIssue === null) return { status: 0 };
  b.plan.firstIssue = firstIssue;
  b.step(issueDay(firstIssue), '初审公告');
  const regDay = issueDay(firstIssue + ISSUES_PER_OPPOSITION_PERIOD);
  if (rng.chance(0.035)) return opposition(b, rng, firstIssue, regDay, codes);
  const regIssue = b.announce(codes.registration, firstIssue + ISSUES_PER_OPPOSITION_PERIOD);
  if (regIssue === null) return { status: 1 };
  return registered(b, rng, regIssue, regDay);
}

/**
 * A refusal, and for about a third a review (驳回复审). Returns the day examination resumes
 * when the review overturns the refusal, null when the refusal stands or is still fresh, or
 * a pending status while the review is under way.
 */
function refusalAndReview(
  b: PlanBuilder,
  rng: Rng,
  refusalDay: Day,
): Day | null | { status: MarkStatus } {
  if (!b.step(refusalDay, '驳回通知发文')) return null;
  if (!rng.chance(0.35)) return null;
  const filed = refusalDay + rng.between(8, 14);
  if (!b.step(filed, '驳回复审申请')) return { status: 0 };
  const decided = addMonths(filed, rng.between(6, 12));
  if (!b.step(decided, '驳回复审完成')) return { status: 0 };
  if (!rng.chance(0.3)) return { status: 3 };
  return addMonths(decided, rng.between(1, 3));
}

/** An opposition: the mark is refused, or registered late with a 注册公告（二）. */
function opposition(
  b: PlanBuilder,
  rng: Rng,
  firstIssue: number,
  regDay: Day,
  codes: TypeCodes,
): ExaminationOutcome {
  const filed = issueDay(firstIssue) + rng.between(20, 85);
  if (!b.step(filed, '商标异议申请')) return { status: 1 };
  const decided = addMonths(filed, rng.between(12, 20));
  const upheld = rng.chance(0.4);
  if (!b.step(decided, upheld ? '异议决定不予注册' : '异议决定准予注册')) return { status: 1 };
  if (upheld) return { status: 3 };
  const lateCode = codes.registration === 'TMZCZC' ? 'TMZCZC2' : codes.registration;
  const regIssue = b.announce(lateCode, issueOnOrAfter(decided + rng.between(30, 90)));
  if (regIssue === null) return { status: 1 };
  // The registration still dates from the end of the opposition period (Trademark Law art. 36).
  return registered(b, rng, regIssue, regDay);
}

function registered(b: PlanBuilder, rng: Rng, regIssue: number, regDay: Day): ExaminationOutcome {
  b.plan.regIssue = regIssue;
  b.plan.regDay = regDay;
  b.step(issueDay(regIssue), '注册公告');
  b.step(issueDay(regIssue) + rng.between(25, 60), '注册证发文');
  return { registeredOn: regDay };
}
