/**
 * VIP prices (spec 3 §1, §3 'VIP price result', §4 'VIP purchase', §9): a level for 1–3
 * years at the table's price, the multi-year saving shown as a promotion, an upgrade
 * crediting the unused part of the paid level it replaces, and no membership reaching
 * further than 3 years and 90 days from today.
 */
export const VIP_YEAR_PRICES_CENTS: Readonly<Record<number, readonly [number, number, number]>> = {
  2: [39_900, 69_900, 89_900],
  3: [299_900, 499_900, 699_900],
  4: [499_900, 899_900, 1_299_900],
};
export const MIN_VIP_YEARS = 1;
export const MAX_VIP_YEARS = 3;
const DAY_MS = 24 * 3600 * 1000;
/** The furthest a membership may end: 3 years and 90 days after the purchase. */
export const MAX_EXTENSION_DAYS = 3 * 365 + 90;

/** The member's current paid level (memberships.ts currentPaidLevel; a trial is none). */
export interface CurrentLevel {
  levelId: number;
  endsAt: Date;
  /**
   * What an upgrade credits: the unused part of what was paid for this level, worked out
   * from its orders by the caller so this file stays free of storage.
   */
  creditCents: number;
}

export interface VipQuote {
  productPrice: number;
  promotionAmount: number;
  oldLevelAmount: number;
  totalAmount: number;
  payAmount: number;
  /** when the bought membership starts and ends */
  startsAt: Date;
  endsAt: Date;
}

export const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

const activeLevel = (current: CurrentLevel | null, now: Date) =>
  current && current.endsAt > now ? current : null;

/**
 * When `years` of `levelId` would run: from the end of the same level when it is held
 * (a renewal), else from now.
 */
function vipPeriod(
  levelId: number,
  years: number,
  current: CurrentLevel | null,
  now: Date,
): { startsAt: Date; endsAt: Date } {
  const active = activeLevel(current, now);
  const startsAt = active?.levelId === levelId ? active.endsAt : now;
  return { startsAt, endsAt: addYears(startsAt, years) };
}

/** Why no price: not a level and year count on sale, beyond the cap, or below the level held. */
export type VipRefusal = 'not-on-sale' | 'beyond-cap' | 'lower-level';

/**
 * The price of `years` of `levelId`. Buying the level held already renews it from its end;
 * a higher level starts today and credits the unused part of the old level (its
 * `creditCents`). Delivery quotes again at payment time and grants only at the same price.
 * 'beyond-cap' is the spec's null price (注：最大会员延长期限为3年90天); payAmount can
 * be negative (the page says 购买的会员年限不足).
 */
export function quoteVip(
  levelId: number,
  years: number,
  current: CurrentLevel | null,
  now: Date,
): VipQuote | VipRefusal {
  const prices = VIP_YEAR_PRICES_CENTS[levelId];
  if (!prices || years < MIN_VIP_YEARS || years > MAX_VIP_YEARS) return 'not-on-sale';
  const totalAmount = prices[years - 1]!;
  const productPrice = prices[0] * years;
  const active = activeLevel(current, now);
  // paid levels 2 < 3 < 4 rank as their ids
  if (active && active.levelId > levelId) return 'lower-level';
  const { startsAt, endsAt } = vipPeriod(levelId, years, current, now);
  if (endsAt.getTime() - now.getTime() > MAX_EXTENSION_DAYS * DAY_MS) return 'beyond-cap';
  const upgrading = active !== null && active.levelId < levelId;
  const oldLevelAmount = upgrading ? active.creditCents : 0;
  return {
    productPrice,
    promotionAmount: productPrice - totalAmount,
    oldLevelAmount,
    totalAmount,
    payAmount: totalAmount - oldLevelAmount,
    startsAt,
    endsAt,
  };
}

/** The most years of `levelId` that can be bought now (0: none, e.g. already at the cap). */
export function maxVipYears(levelId: number, current: CurrentLevel | null, now: Date): number {
  for (let years = MAX_VIP_YEARS; years >= MIN_VIP_YEARS; years -= 1) {
    if (typeof quoteVip(levelId, years, current, now) !== 'string') return years;
  }
  return 0;
}
