import { GRACE_RING_DAYS, RENEWAL_RING_DAYS, RENEWAL_STATUS } from 'shared-api';
import { archiveTexts } from '../archive-texts';

/** TM_REMAINING_DAYS read (spec 2 §4): in the renewal window, in grace, or past grace. */
export type Remaining =
  | { kind: 'notYet'; days: number }
  | { kind: 'renewal'; days: number }
  | { kind: 'grace'; days: number }
  | { kind: 'overdue'; days: number };

/**
 * 'XZ_120' → 120 days to renew; 'KZ_30' → 30 days of grace; 'KZ_-3' → grace over 3 days ago.
 * A mark whose renewal window has not opened (TM_XZSTATUS 0) also counts in XZ days: it is
 * told apart by its status, so the page does not offer it as due.
 */
export function readRemaining(value: string, status?: number): Remaining | null {
  const found = /^(XZ|KZ)_(-?\d+)$/.exec(value.trim());
  if (!found) return null;
  const days = Number(found[2]);
  if (found[1] === 'XZ')
    return { kind: status === RENEWAL_STATUS.notYet ? 'notYet' : 'renewal', days };
  return days < 0 ? { kind: 'overdue', days: -days } : { kind: 'grace', days };
}

/** The words of the remaining-days column: 续展剩余n天 / 宽展剩余n天 / 宽展期已过n天. */
export function remainingText(remaining: Remaining): string {
  if (remaining.kind === 'notYet') return archiveTexts.notYetDue(remaining.days);
  if (remaining.kind === 'renewal') return archiveTexts.renewalDaysLeft(remaining.days);
  if (remaining.kind === 'grace') return archiveTexts.graceDaysLeft(remaining.days);
  return archiveTexts.gracePassed(remaining.days);
}

/**
 * How full the ring is (spec 2 §4/§9): days/365 in the renewal window, days/180 in grace,
 * empty once grace has passed; a mark not yet in its window (more than 365 days) is full.
 */
export function ringShare(remaining: Remaining): number {
  if (remaining.kind === 'overdue') return 0;
  if (remaining.kind === 'notYet') return 1;
  const base = remaining.kind === 'renewal' ? RENEWAL_RING_DAYS : GRACE_RING_DAYS;
  return Math.min(1, Math.max(0, remaining.days / base));
}
