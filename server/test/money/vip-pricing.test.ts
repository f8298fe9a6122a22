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
    const q = quote(3, 1, { levelId: 3, endsAt: days(100), paid: true });
    expect(q.startsAt).toEqual(days(100));
    expect(q.oldLevelAmount).toBe(0);
  });

  it('refuses a renewal reaching beyond 3 years and 90 days (null price)', () => {
    expect(quote(3, 3, { levelId: 3, endsAt: days(89), paid: true }).endsAt).toEqual(
      new Date('2030-02-18T00:00:00Z'),
    );
    expect(quoteVip(3, 3, { levelId: 3, endsAt: days(120), paid: true }, now)).toBe('beyond-cap');
  });

  it('an upgrade starts today and credits the paid level’s remaining days', () => {
    const q = quote(4, 1, { levelId: 2, endsAt: days(146), paid: true });
    expect(q.startsAt).toEqual(now);
    expect(q.oldLevelAmount).toBe(Math.floor((39_900 * 146) / 365));
    expect(q.payAmount).toBe(499_900 - q.oldLevelAmount);
  });

  it('credits nothing for a trial or an expired level', () => {
    expect(quote(4, 1, { levelId: 3, endsAt: days(7), paid: false }).oldLevelAmount).toBe(0);
    expect(quote(4, 1, { levelId: 3, endsAt: days(-1), paid: true }).oldLevelAmount).toBe(0);
  });

  it('can owe less than nothing when a short upgrade replaces a long paid level', () => {
    // 1,000 days of enterprise VIP are worth more than one year of agency VIP
    expect(quote(4, 1, { levelId: 3, endsAt: days(1000), paid: true }).payAmount).toBeLessThan(0);
  });

  it('does not sell a lower level while a higher paid one runs (a trial does not count)', () => {
    expect(quoteVip(2, 1, { levelId: 3, endsAt: days(30), paid: true }, now)).toBe('lower-level');
    expect(quote(2, 1, { levelId: 3, endsAt: days(7), paid: false }).payAmount).toBe(39_900);
  });
});
