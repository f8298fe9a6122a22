import type { FastifyInstance } from 'fastify';
import {
  CLOUD_ORDER_PATHS,
  ORDER_PATHS,
  accountMessages,
  type OrderPage,
} from 'shared-api/contract';
import { httpMessages } from '../../../../src/http/messages';
import { ADMIN_CARDS_PATH } from '../../../../src/routes/account/money/admin-cards';
import { body, build } from '../../../helper';
import {
  answer,
  balanceOf,
  call,
  ledgerSum,
  newMainAccount,
  newSubAccount,
  remindersOf,
} from './money-helpers';

interface IssuedCard {
  cardNo: string;
  cardPassword: string;
  amount: number;
}

const ADMIN_TOKEN = 'cards-admin-token';
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ adminToken: ADMIN_TOKEN, limits: { cardRedeemMax: 4 } });
});
afterAll(() => app.close());

async function issue(amount: number, count = 1): Promise<IssuedCard[]> {
  const res = await app.inject({
    method: 'POST',
    url: ADMIN_CARDS_PATH,
    headers: { 'x-admin-token': ADMIN_TOKEN },
    payload: { amount, count },
  });
  expect(res.statusCode).toBe(200);
  return body<IssuedCard[]>(res).data;
}

const redeem = (caller: Parameters<typeof call>[1], cardNo: string, cardPassword: string) =>
  call(app, caller, 'POST', CLOUD_ORDER_PATHS.redeemCard, { cardNo, cardPassword });

describe('issuing cards', () => {
  it('answers new card numbers and passwords once, and keeps only password hashes', async () => {
    const cards = await issue(10_000, 3);
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toEqual({
        cardNo: expect.stringMatching(/^\d{16}$/),
        cardPassword: expect.stringMatching(/^[2-9A-HJKMNP-Z]{12}$/),
        amount: 10_000,
      });
    }
    const { rows } = await app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM stored_value_cards WHERE card_no = $1',
      [cards[0]!.cardNo],
    );
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain(cards[0]!.cardPassword);
  });

  it('needs the admin token and a sensible value', async () => {
    const noToken = await app.inject({
      method: 'POST',
      url: ADMIN_CARDS_PATH,
      payload: { amount: 100 },
    });
    expect(answer(noToken)).toEqual({
      status: 401,
      code: 401,
      message: '管理口令错误',
      data: null,
    });
    const zero = await app.inject({
      method: 'POST',
      url: ADMIN_CARDS_PATH,
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { amount: 0 },
    });
    expect(answer(zero)).toEqual({ status: 400, code: 3001, message: '面额应大于 0', data: null });
  });
});

describe('redeeming a card', () => {
  it('credits the wallet once, as a paid top-up order with a ledger row and a reminder', async () => {
    const [card] = await issue(50_000);
    const member = await newMainAccount(app);
    const res = await redeem(member, card!.cardNo, card!.cardPassword);
    expect(body(res)).toEqual({
      code: 200,
      message: '成功',
      data: { amount: 50_000, balance: 50_000 },
    });
    expect(await balanceOf(app, member.account)).toBe(50_000);
    expect(await ledgerSum(app, member.account)).toBe(50_000);
    const orders = body<OrderPage>(await call(app, member, 'POST', ORDER_PATHS.query, {})).data;
    expect(orders.list).toEqual([
      expect.objectContaining({
        productCategaryName: '账户充值',
        productName: '储值卡充值',
        payType: 2,
        payAmount: 50_000,
        balanceChange: '+500.00',
        status: '已支付',
      }),
    ]);
    expect((await remindersOf(app, member.id)).map((r) => r.title)).toContain('付款成功');

    const again = await redeem(member, card!.cardNo, card!.cardPassword);
    expect(answer(again)).toEqual({
      status: 409,
      code: 3003,
      message: accountMessages.cardUsed,
      data: null,
    });
    const other = await newMainAccount(app);
    expect(answer(await redeem(other, card!.cardNo, card!.cardPassword)).message).toBe(
      accountMessages.cardUsed,
    );
    expect(await balanceOf(app, member.account)).toBe(50_000);
    expect(await balanceOf(app, other.account)).toBe(0);
  });

  it('gives the same answer for a wrong password and an unknown card; a used card stays secret', async () => {
    const [card] = await issue(1_000);
    const member = await newMainAccount(app);
    const invalid = { status: 400, code: 3001, message: accountMessages.cardInvalid, data: null };
    expect(answer(await redeem(member, card!.cardNo, 'WRONGPASSWD2'))).toEqual(invalid);
    expect(answer(await redeem(member, '0000000000000000', card!.cardPassword))).toEqual(invalid);
    await redeem(member, card!.cardNo, card!.cardPassword);
    expect(answer(await redeem(member, card!.cardNo, 'WRONGPASSWD2'))).toEqual(invalid);
  });

  it('tops up the main account’s wallet when a sub-account redeems', async () => {
    const [card] = await issue(2_500);
    const main = await newMainAccount(app);
    const sub = await newSubAccount(app, main);
    expect(body(await redeem(sub, card!.cardNo, card!.cardPassword)).data).toEqual({
      amount: 2_500,
      balance: 2_500,
    });
    expect(await balanceOf(app, main.account)).toBe(2_500);
  });

  it('limits the tries of one member', async () => {
    const [card] = await issue(1_000);
    const member = await newMainAccount(app);
    for (let i = 0; i < 4; i += 1) {
      expect(body(await redeem(member, card!.cardNo, 'GUESS0000000')).code).toBe(3001);
    }
    const limited = await redeem(member, card!.cardNo, card!.cardPassword);
    expect(answer(limited)).toEqual({
      status: 429,
      code: 3004,
      message: httpMessages.tooManyRequests,
      data: null,
    });
    expect(await balanceOf(app, member.account)).toBe(0);
    // another member is not held up by it
    const other = await newMainAccount(app);
    expect(body(await redeem(other, card!.cardNo, card!.cardPassword)).code).toBe(200);
  });

  it('refuses empty fields', async () => {
    const member = await newMainAccount(app);
    expect(answer(await redeem(member, '', 'x'))).toMatchObject({ status: 400, code: 3001 });
  });
});
