import type { FastifyInstance } from 'fastify';
import {
  CLOUD_ORDER_PATHS,
  ORDER_PATHS,
  PAYMENT_PATHS,
  PRODUCT_CATEGORIES,
  PROFILE_PATHS,
  type IdName,
  type Order,
  type OrderPage,
  type Wallet,
  VIP_PATHS,
} from 'shared-api/contract';
import { moneyMessages } from '../../../../src/money/messages';
import { createOrder } from '../../../../src/money/orders';
import { payFromBalance } from '../../../../src/money/pay-from-balance';
import { body, build, testClock } from '../../../helper';
import { answer, call, fund, newMainAccount, newSubAccount, type Caller } from './money-helpers';

const clock = testClock('2025-03-01T02:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ now: clock.now });
});
afterAll(() => app.close());

const placeOrder = (by: Caller, cents: number, category = 'download', name = '申请数据下载') =>
  createOrder(
    app.db,
    {
      memberId: by.id,
      mainMemberId: by.account,
      category,
      name,
      priceCents: 10,
      num: cents / 10,
      payAmountCents: cents,
      payType: 2,
    },
    clock.now(),
  );

const queryOrders = async (caller: Caller, filter: Record<string, unknown> = {}) =>
  body<OrderPage>(await call(app, caller, 'POST', ORDER_PATHS.query, filter)).data;

describe('wallet', () => {
  it('answers an empty wallet before any money moved, and the main wallet to a sub-account', async () => {
    const main = await newMainAccount(app);
    const sub = await newSubAccount(app, main);
    const empty = await call(app, main, 'GET', PROFILE_PATHS.wallet);
    expect(body<Wallet>(empty)).toMatchObject({
      code: 200,
      data: { mainMemberId: main.account, balance: 0, integration: 0 },
    });
    await fund(app, main.account, 12_345);
    const seenBySub = await call(app, sub, 'GET', PROFILE_PATHS.wallet);
    expect(body<Wallet>(seenBySub).data).toEqual({
      mainMemberId: main.account,
      balance: 12_345,
      integration: 0,
    });
  });

  it('is for members only', async () => {
    expect((await call(app, null, 'GET', PROFILE_PATHS.wallet)).statusCode).toBe(401);
  });
});

describe('order centre', () => {
  let main: Caller;
  let sub: Caller;
  let stranger: Caller;
  let paidSn: string;
  let pendingSn: string;
  beforeAll(async () => {
    main = await newMainAccount(app);
    sub = await newSubAccount(app, main);
    stranger = await newMainAccount(app);
    await fund(app, main.account, 100_000);
    const paid = await placeOrder(main, 2_990);
    await payFromBalance(app.db, paid.orderSn, main.account, clock.now());
    paidSn = paid.orderSn;
    clock.advance(600_000);
    pendingSn = (await placeOrder(sub, 500, 'monitor', '商标监测')).orderSn;
    await placeOrder(stranger, 700);
  });

  it('lists the account’s orders newest first, with who placed them and the wallet change', async () => {
    const page = await queryOrders(main, { pageNum: 1, pageSize: 10 });
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 2 });
    expect(page.list.map((o) => o.orderSn)).toEqual([pendingSn, paidSn]);
    const [pending, paid] = page.list as [Order, Order];
    expect(paid).toEqual({
      orderSn: paidSn,
      memberUsername: expect.stringMatching(/^1\d{10}$/),
      payType: 2,
      productCategaryName: '数据下载',
      productName: '申请数据下载',
      productPrice: 10,
      productNum: 299,
      payAmount: 2_990,
      balanceChange: '-29.90',
      orderTime: '2025-03-01 10:00:00',
      status: '已支付',
      paymentTime: '2025-03-01 10:00:00',
    });
    expect(pending).toMatchObject({
      memberUsername: expect.stringMatching(/^sub/),
      productCategaryName: '商标监测',
      balanceChange: '0.00',
      status: '待支付',
      paymentTime: null,
    });
    // a sub-account sees the same orders: it shares the main account's wallet
    expect((await queryOrders(sub)).list.map((o) => o.orderSn)).toEqual([pendingSn, paidSn]);
  });

  it('filters by member, pay type, product, status and order time', async () => {
    const sns = async (filter: Record<string, unknown>) =>
      (await queryOrders(main, filter)).list.map((o) => o.orderSn);
    expect(await sns({ memberId: sub.id })).toEqual([pendingSn]);
    expect(await sns({ memberId: main.id })).toEqual([paidSn]);
    // a member outside the account matches nothing, not the stranger's orders
    expect(await sns({ memberId: stranger.id })).toEqual([]);
    expect(await sns({ payType: 2, status: 1 })).toEqual([paidSn]);
    expect(await sns({ status: 0 })).toEqual([pendingSn]);
    expect(await sns({ productCategaryId: 4 })).toEqual([pendingSn]);
    expect(await sns({ productCategaryId: 99 })).toEqual([]);
    expect(
      await sns({
        startQueryOrderTime: '2025-03-01 10:00:00',
        endQueryOrderTime: '2025-03-01 10:00:00',
      }),
    ).toEqual([paidSn]);
    expect(await sns({ startQueryOrderTime: '2025-03-01 10:00:01' })).toEqual([pendingSn]);
  });

  it('pages', async () => {
    const second = await queryOrders(main, { pageNum: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(second.list.map((o) => o.orderSn)).toEqual([paidSn]);
  });

  it('refuses a time that does not exist and a malformed one', async () => {
    const feb30 = await call(app, main, 'POST', ORDER_PATHS.query, {
      startQueryOrderTime: '2025-02-30 00:00:00',
    });
    expect(answer(feb30)).toEqual({
      status: 400,
      code: 3001,
      message: moneyMessages.timeInvalid,
      data: null,
    });
    const malformed = await call(app, main, 'POST', ORDER_PATHS.query, {
      endQueryOrderTime: '2025/03/01',
    });
    expect(answer(malformed)).toMatchObject({ status: 400, code: 3001 });
  });

  it('shows an order’s details to its account only', async () => {
    const mine = await call(app, sub, 'GET', ORDER_PATHS.details(paidSn));
    expect(body<Order>(mine).data).toMatchObject({ orderSn: paidSn, status: '已支付' });
    const foreign = await call(app, stranger, 'GET', ORDER_PATHS.details(paidSn));
    expect(answer(foreign)).toEqual({
      status: 404,
      code: 3002,
      message: moneyMessages.orderNotFound,
      data: null,
    });
  });

  it('names the products and the account’s members for the filter', async () => {
    const products = await call(app, main, 'GET', ORDER_PATHS.productNames);
    expect(body<IdName[]>(products).data).toEqual(
      PRODUCT_CATEGORIES.map(({ id, name }) => ({ id, name })),
    );
    const members = body<IdName[]>(await call(app, sub, 'GET', ORDER_PATHS.memberNames)).data;
    expect(members.map((m) => m.id)).toEqual([main.id, sub.id]);
    const strangers = body<IdName[]>(await call(app, stranger, 'GET', ORDER_PATHS.memberNames));
    expect(strangers.data.map((m) => m.id)).toEqual([stranger.id]);
  });
});

describe('OpenAPI document', () => {
  it('lists every money and payment call under its tag', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/shebiao/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const expected: [string, string, string][] = [
      ['get', PROFILE_PATHS.wallet, 'money'],
      ['post', ORDER_PATHS.query, 'money'],
      ['get', ORDER_PATHS.details('{orderSn}'), 'money'],
      ['get', ORDER_PATHS.productNames, 'money'],
      ['get', ORDER_PATHS.memberNames, 'money'],
      ['get', VIP_PATHS.options, 'money'],
      ['post', VIP_PATHS.price, 'money'],
      ['post', VIP_PATHS.submit, 'money'],
      ['get', CLOUD_ORDER_PATHS.payVipByBalance('{outTradeNo}'), 'money'],
      ['get', CLOUD_ORDER_PATHS.recharge('{price}'), 'money'],
      ['post', CLOUD_ORDER_PATHS.submitTrade('{tradeCode}'), 'money'],
      ['get', CLOUD_ORDER_PATHS.close('{orderNo}'), 'money'],
      ['post', CLOUD_ORDER_PATHS.redeemCard, 'money'],
      ['get', PAYMENT_PATHS.wxSubmit('{orderNo}'), 'payment'],
      ['get', PAYMENT_PATHS.aliSubmit('{orderNo}'), 'payment'],
      ['post', PAYMENT_PATHS.wxVerify('{orderNo}'), 'payment'],
      ['post', PAYMENT_PATHS.aliVerify('{orderNo}'), 'payment'],
      ['post', PAYMENT_PATHS.notify('{provider}'), 'payment'],
      ['get', PAYMENT_PATHS.sandboxWallet, 'payment'],
      ['post', PAYMENT_PATHS.sandboxConfirm, 'payment'],
    ];
    for (const [method, path, tag] of expected) {
      expect({ path, method, tags: doc.paths[path]?.[method]?.tags }).toEqual({
        path,
        method,
        tags: [tag],
      });
    }
  });
});
