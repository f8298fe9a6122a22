import { addMonths, addYears, periodEnd, yearOf, type Day } from '../dates';
import { issueDay, issueOnOrAfter } from '../gazette';
import type { NoticeCode } from '../notice-types';
import type { Rng } from '../random';
import type { TypeCodes } from './era';
import type { MarkStatus, PlanBuilder } from './mark-plan';

/** Yearly chances of the recordals a registered mark goes through. */
const RECORDALS: readonly { chance: number; apply: string; done: string; pick: RecordalCode }[] = [
  { chance: 0.014, apply: '商标转让申请', done: '商标转让', pick: 'transfer' },
  { chance: 0.018, apply: '商标变更申请', done: '商标变更', pick: 'change' },
  { chance: 0.006, apply: '商标使用许可备案申请', done: '商标使用许可备案', pick: 'TMXKBA' },
  { chance: 0.003, apply: '商标专用权质权登记申请', done: '商标专用权质权登记', pick: 'TMZY' },
];
type RecordalCode = 'transfer' | 'change' | NoticeCode;

/** Yearly chances of losing the registration, and from which year of the period on. */
const ENDINGS: readonly { chance: number; fromYear: number; apply: string; done: string }[] = [
  { chance: 0.004, fromYear: 0, apply: '无效宣告申请', done: '宣告注册商标无效' },
  { chance: 0.007, fromYear: 3, apply: '撤销连续三年不使用注册商标申请', done: '撤销注册商标' },
  { chance: 0.0015, fromYear: 0, apply: '注销商标申请', done: '注销注册商标' },
];
const ENDING_CODES: readonly NoticeCode[] = ['TMXGWX', 'TMCX', 'TMZX'];

/**
 * A registered mark's life from its registration to asOf: recordals, renewal every ten
 * years (or non-renewal cancellation after the six-month grace period), and now and then an
 * invalidation, a non-use revocation (撤三) or a voluntary cancellation. Returns the status.
 */
export function liveRegistered(
  b: PlanBuilder,
  rng: Rng,
  regDay: Day,
  codes: TypeCodes,
): MarkStatus {
  const plan = b.plan;
  plan.deadlineStart = regDay;
  let end = periodEnd(regDay, 10);
  plan.deadlineEnd = end;
  let periods = 1;
  for (;;) {
    const ending = yearlyEvents(b, rng, addYears(end + 1, -10), end, regDay, codes);
    if (ending === 3) return 3;
    // A request still under examination at asOf: renewal goes on as usual, nothing after it.
    const pending = ending === 'pending';
    if (end - 365 > b.asOf) return 2;
    const firstRenewal = periods === 1;
    if (!rng.chance(firstRenewal ? 0.55 : 0.8)) return notRenewed(b, rng, end);
    const applied = rng.chance(0.88) ? end - rng.between(0, 330) : end + rng.between(1, 175);
    if (!b.step(applied, '商标续展申请')) return 2;
    const issue = b.announce('TMXZ', issueOnOrAfter(applied + rng.between(60, 200)));
    if (issue === null) return 2;
    b.step(issueDay(issue), '商标续展');
    if (rng.chance(0.12)) deleteGoods(b, rng, issue);
    periods += 1;
    end = periodEnd(regDay, 10 * periods);
    plan.deadlineEnd = end;
    if (pending) return 2;
  }
}

/**
 * Recordals and endings year by year in one ten-year period: 3 when the mark was struck off,
 * 'pending' when a request to strike it off awaits its decision at asOf, else null.
 */
function yearlyEvents(
  b: PlanBuilder,
  rng: Rng,
  periodStart: Day,
  end: Day,
  regDay: Day,
  codes: TypeCodes,
): 3 | 'pending' | null {
  for (let yearStart = periodStart; yearStart < end && yearStart <= b.asOf;) {
    const nextYear = addYears(yearStart, 1);
    const day = yearStart + rng.int(nextYear - yearStart);
    const yearsRegistered = yearOf(day) - yearOf(regDay);
    for (const recordal of RECORDALS) {
      if (!rng.chance(recordal.chance) || day >= end) continue;
      const code =
        recordal.pick === 'transfer' || recordal.pick === 'change'
          ? codes[recordal.pick]
          : recordal.pick;
      if (!b.step(day, recordal.apply)) continue;
      const issue = b.announce(code, issueOnOrAfter(addMonths(day, rng.between(3, 8))));
      if (issue !== null) b.step(issueDay(issue), recordal.done);
    }
    for (const [i, ending] of ENDINGS.entries()) {
      if (yearsRegistered < ending.fromYear || !rng.chance(ending.chance) || day >= end) continue;
      if (!b.step(day, ending.apply)) return null;
      const issue = b.announce(
        ENDING_CODES[i] ?? 'TMZX',
        issueOnOrAfter(addMonths(day, rng.between(6, 14))),
      );
      if (issue === null) return 'pending';
      b.step(issueDay(issue), ending.done);
      return 3;
    }
    yearStart = nextYear;
  }
  return null;
}

/** Six months' grace after the period ends (art. 40); then the register cancels the mark. */
function notRenewed(b: PlanBuilder, rng: Rng, end: Day): MarkStatus {
  const graceEnd = addMonths(end, 6);
  if (graceEnd >= b.asOf) return 2;
  const issue = b.announce('TMWXZZX', issueOnOrAfter(graceEnd + rng.between(30, 240)));
  if (issue !== null) b.step(issueDay(issue), '未续展注销');
  return 3;
}

/** Goods struck from the registration at renewal (删减商品/服务项目). */
function deleteGoods(b: PlanBuilder, rng: Rng, renewalIssue: number): void {
  const issue = b.announce('TMSJ', renewalIssue + rng.between(0, 8));
  if (issue === null) return;
  b.step(issueDay(issue), '删减商品/服务项目');
  b.plan.deletedGoods = true;
}
