import type { FastifyInstance } from 'fastify';
import { remindExpiringMemberships } from '../../src/money/expiry-reminders';
import { currentPaidLevel } from '../../src/money/memberships';
import { createOrder } from '../../src/money/orders';
import { payFromBalance } from '../../src/money/pay-from-balance';
import { quoteVip } from '../../src/money/vip-pricing';
import { changeBalance } from '../../src/money/wallet';
import { build, testClock } from '../helper';
import { newMember } from './members';

const DAY = 24 * 3600 * 1000;
const clock = testClock('2025-06-01T00:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ now: clock.now });
});
afterAll(() => app.close());

/**
 * `levelId` for a year bought at `paidAt` at the price quoted then, paid from the balance
 * (topped up first); a renewal starts where the level held ends.
 */
async function buy(member: number, levelId: number, paidAt: Date): Promise<void> {
  const current = await currentPaidLevel(app.db, member, paidAt);
  const quote = quoteVip(levelId, 1, current, paidAt);
  if (typeof quote === 'string') throw new Error(`refused: ${quote}`);
  await app.db.transaction((tx) =>
    changeBalance(tx, {
      mainMemberId: member,
      changeCents: quote.payAmount,
      reason: 'recharge',
      orderId: null,
    }),
  );
  const order = await createOrder(
    app.db,
    {
      memberId: member,
      mainMemberId: member,
      category: 'vip',
      name: `VIP ${levelId} 1年`,
      priceCents: quote.productPrice,
      payAmountCents: quote.payAmount,
      payType: 2,
      details: { levelId, years: 1, quote: { oldLevelAmount: quote.oldLevelAmount } },
    },
    paidAt,
  );
  await payFromBalance(app.db, order.orderSn, member, paidAt);
}

/** A year of enterprise VIP bought (and paid) at `paidAt`: it ends a year later. */
const buyYear = (member: number, paidAt: Date) => buy(member, 3, paidAt);

/** Paid so that the membership ends `days` from the test clock's now. */
const endingIn = (member: number, days: number) =>
  buyYear(member, new Date(clock.now().getTime() + days * DAY - 365 * DAY));

async function expiryReminders(member: number) {
  const { rows } = await app.db.query<{ title: string; content: { text: string } }>(
    "SELECT title, content FROM reminders WHERE member_id = $1 AND title LIKE '%即将到期'",
    [member],
  );
  return rows;
}

it('reminds once of a paid membership ending within 7 days that nothing continues', async () => {
  const soon = await newMember(app);
  const renewed = await newMember(app);
  const later = await newMember(app);
  const trial = await newMember(app);
  await endingIn(soon, 5);
  await endingIn(renewed, 5);
  await buyYear(renewed, clock.now()); // the renewal starts where the first year ends
  await endingIn(later, 10);
  await app.db.query(
    'INSERT INTO memberships (member_id, level_id, start_time, end_time) VALUES ($1, 3, $2, $3)',
    [trial, new Date(clock.now().getTime() - 4 * DAY), new Date(clock.now().getTime() + 3 * DAY)],
  );

  expect(await remindExpiringMemberships(app.db, app.now())).toBe(1);
  expect(await expiryReminders(soon)).toEqual([
    {
      title: '您的企业VIP即将到期',
      content: {
        text: '您的企业VIP将于2025-06-06 08:00:00到期，请及时续费，以免影响使用。',
        links: [{ title: '续费会员', url: '/personalInfo' }],
      },
    },
  ]);
  for (const member of [renewed, later, trial]) expect(await expiryReminders(member)).toEqual([]);

  // the hourly rerun sends nothing twice; days later the next membership's turn comes
  expect(await remindExpiringMemberships(app.db, app.now())).toBe(0);
  clock.advance(4 * DAY);
  expect(await remindExpiringMemberships(app.db, app.now())).toBe(1);
  expect(await expiryReminders(later)).toHaveLength(1);
  expect(await expiryReminders(soon)).toHaveLength(1);
});

it('does not remind of a level an upgrade ended', async () => {
  const member = await newMember(app);
  await endingIn(member, 3);
  await buy(member, 4, clock.now());
  expect(await remindExpiringMemberships(app.db, app.now())).toBe(0);
  expect(await expiryReminders(member)).toEqual([]);
});
