import { unusedValueCents } from '../../src/money/memberships';
import { quoteVip, type CurrentLevel, type VipQuote } from '../../src/money/vip-pricing';

const now = new Date('2026-11-21T00:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 3600 * 1000);

/** A quote that must exist. */
function quote(level: number, years: number, current: CurrentLevel | null = null): VipQuote {
  const result = quoteVip(level, years, current, now);
  if (typeof result === 'string') throw new Error(`refused: ${result}`);
  return result;
}

describe('VIP prices (spec 3 §1)', () => {
  it.each([
    [2, 1, 39_900, 0],
    [3, 2, 499_900, 100_000 - 100],
    [4, 3, 1_299_900, 3 * 499_900 - 1_299_900],
  ])(
    'level %i for %i years costs the table price, the saving shown as promotion',
    (level, years, total, promotion) => {
      const q = quote(level, years);
      expect(q.totalAmount).toBe(total);
      expect(q.promotionAmount).toBe(promotion);
      expect(q.payAmount).toBe(total);
      expect(q.startsAt).toEqual(now);
    },
  );

  it('refuses levels and year counts the table does not have', () => {
    expect(quoteVip(1, 1, null, now)).toBe('not-on-sale');
    expect(quoteVip(3, 0, null, now)).toBe('not-on-sale');
    expect(quoteVip(3, 4, null, now)).toBe('not-on-sale');
  });
});

describe('renewing and upgrading', () => {
  it('renews the level held from its end', () => {
    const q = quote(3, 1, { levelId: 3, endsAt: days(100), creditCents: 82_000 });
    expect(q.startsAt).toEqual(days(100));
    expect(q.oldLevelAmount).toBe(0);
    expect(q.payAmount).toBe(299_900);
  });

  it('refuses a renewal reaching beyond 3 years and 90 days (null price)', () => {
    expect(quote(3, 3, { levelId: 3, endsAt: days(89), creditCents: 0 }).endsAt).toEqual(
      new Date('2030-02-18T00:00:00Z'),
    );
    expect(quoteVip(3, 3, { levelId: 3, endsAt: days(120), creditCents: 0 }, now)).toBe(
      'beyond-cap',
    );
  });

  it('an upgrade starts today and credits what the held level’s unused part is worth', () => {
    const q = quote(4, 1, { levelId: 2, endsAt: days(146), creditCents: 15_960 });
    expect(q.startsAt).toEqual(now);
    expect(q.oldLevelAmount).toBe(15_960);
    expect(q.payAmount).toBe(499_900 - 15_960);
  });

  it('credits nothing for a level that has run out', () => {
    expect(quote(4, 1, { levelId: 3, endsAt: days(-1), creditCents: 5_000 }).oldLevelAmount).toBe(
      0,
    );
  });

  it('can owe less than nothing when a short upgrade replaces a long paid level', () => {
    expect(
      quote(4, 1, { levelId: 3, endsAt: days(1000), creditCents: 600_000 }).payAmount,
    ).toBeLessThan(0);
  });

  it('does not sell a lower level while a higher paid one runs', () => {
    expect(quoteVip(2, 1, { levelId: 3, endsAt: days(30), creditCents: 0 }, now)).toBe(
      'lower-level',
    );
  });
});

describe('the credit of an upgrade: the unused part of what was paid', () => {
  const period = (startDay: number, endDay: number, valueCents: number) => ({
    level_id: 3,
    start_time: days(startDay),
    end_time: days(endDay),
    value_cents: valueCents,
  });

  it('is each period’s value times the share of its whole days still to come', () => {
    // 100 of 365 days used; the renewal after it has not begun and counts whole
    expect(unusedValueCents([period(-100, 265, 299_900), period(265, 630, 299_900)], now)).toBe(
      Math.floor((299_900 * 265) / 365) + 299_900,
    );
    // a part-day counts as used: the quote holds from submit to payment within the day
    const later = new Date(now.getTime() + 3600 * 1000);
    expect(unusedValueCents([period(-100, 265, 299_900)], later)).toBe(
      Math.floor((299_900 * 264) / 365),
    );
    expect(unusedValueCents([period(-365, 0, 299_900)], now)).toBe(0);
  });

  it('never credits more than was paid (3 years bought, upgraded at once)', () => {
    // 企业VIP 3 years for ¥6999: the old rule credited 1,096 days at the 1-year ¥2999 (≈¥9005)
    const enterprise = unusedValueCents([period(0, 1096, 699_900)], now);
    expect(enterprise).toBe(699_900);
    const agency = quote(4, 3, { levelId: 3, endsAt: days(1096), creditCents: enterprise });
    expect(agency.oldLevelAmount).toBe(699_900);
    expect(agency.payAmount).toBe(1_299_900 - 699_900);
    // 个人VIP 3 years for ¥899 (the old rule: ≈¥1198)
    const personal = unusedValueCents([{ ...period(0, 1096, 89_900), level_id: 2 }], now);
    expect(personal).toBeLessThanOrEqual(89_900);
    expect(quote(3, 3, { levelId: 2, endsAt: days(1096), creditCents: personal }).payAmount).toBe(
      699_900 - 89_900,
    );
  });
});
