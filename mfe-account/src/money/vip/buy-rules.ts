import { accountMessages } from 'shared-api';
import { levelDescription, levelRank } from '../shared/member-level';

export type BuyDecision = { kind: 'message'; text: string } | { kind: 'confirm'; url: string };

/**
 * A buy button of /vip (spec 1 §4 'Membership purchase from the ad cards'): a member who holds
 * the level or a higher one is told so; anyone else gets the order confirmation (a visitor is
 * sent to log in on the way by the shell's guard).
 */
export function decideVipBuy(
  levelId: number,
  years: number,
  memberLevelId: number | null,
  /** a trial lends a level without selling it: the member may still buy it */
  trial = false,
): BuyDecision {
  if (!trial && memberLevelId !== null && levelRank(levelId) <= levelRank(memberLevelId)) {
    return { kind: 'message', text: accountMessages.alreadyLevel(levelDescription(memberLevelId)) };
  }
  const query = new URLSearchParams({ routes: 'vip', type: String(levelId), num: String(years) });
  return { kind: 'confirm', url: `/confirm?${query}` };
}
