import { MEMBER_LEVELS } from 'shared-api';

/** The levels a member can buy (spec 3 §6), lowest first. */
export const PURCHASABLE_LEVEL_IDS = [2, 3, 4] as const;
/** The level the confirm page starts on (spec 3 §1). */
export const DEFAULT_LEVEL_ID = 3;

/**
 * Where a level stands among the VIP tiers: internal accounts (6) rank with agency VIP (4),
 * and levels 1 and 5 hold no VIP rights.
 */
export function levelRank(levelId: number): number {
  if (levelId === 6) return 4;
  if (levelId === 5) return 1;
  return levelId;
}

export const levelDescription = (levelId: number): string =>
  MEMBER_LEVELS.find((level) => level.id === levelId)?.description ?? '';
