import { MEMBER_LEVELS } from './member';

/**
 * Daily search quotas per member level (spec 3 §9 price table: 2,000, 15,000 and 30,000 a day
 * for personal, enterprise and agency VIP; the 7-day trial lends enterprise VIP). Sub-accounts
 * share their main account's count (spec 3 §6). The spec gives no figure for levels 1, 5 and
 * 6: the numbers below for them are OUR CHOICE — a small allowance to try the register for a
 * registered member (and the unknown level, which has no VIP rights), no cap for internal
 * accounts. `null` means unlimited.
 */
export const SEARCH_DAILY_QUOTAS: Readonly<Record<number, number | null>> = {
  1: 100, // our choice: registered members without VIP
  2: 2000,
  3: 15000,
  4: 30000,
  5: 100, // our choice: the unknown level has no VIP rights, like level 1
  6: null, // our choice: internal accounts are not capped
};

/** The level's daily quota; a level the table does not know gets level 1's. */
export const searchQuotaOf = (levelId: number): number | null =>
  levelId in SEARCH_DAILY_QUOTAS ? SEARCH_DAILY_QUOTAS[levelId]! : SEARCH_DAILY_QUOTAS[1]!;

/** What is left of today's searches: `limit` and `remaining` are null when uncapped. */
export interface SearchQuotaLeft {
  limit: number | null;
  remaining: number | null;
}

/** What is left of `limit` after `used` searches (never below 0; null when uncapped). */
export const searchesLeft = (limit: number | null, used: number): number | null =>
  limit === null ? null : Math.max(limit - used, 0);

const levelName = (levelId: number) =>
  MEMBER_LEVELS.find((level) => level.id === levelId)?.description ?? MEMBER_LEVELS[0].description;

/** Agency VIP is the highest level on sale: nothing to upgrade to, only tomorrow. */
const HIGHEST_LEVEL_ON_SALE = 4;

export const searchQuotaMessages = {
  /** Refusal of a search past the day's quota (code 3004, HTTP 429). */
  exhausted: (levelId: number, limit: number) =>
    `今日查询次数已用完（${levelName(levelId)}每日${limit}次），` +
    (levelId === HIGHEST_LEVEL_ON_SALE ? '请明日再试' : '请明日再试或升级会员'),
  /** The result page's line: '今日剩余查询 14,998 次'. */
  remaining: (remaining: number) => `今日剩余查询 ${remaining.toLocaleString('en-US')} 次`,
  unlimited: '今日查询不限次数',
  /** The personal centre's line beside the level: '剩余 14,998 / 15,000 次'. */
  left: (remaining: number, limit: number) =>
    `剩余 ${remaining.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')} 次`,
  unlimitedShort: '不限次数',
} as const;
