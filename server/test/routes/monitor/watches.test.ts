import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  CLOUD_ORDER_PATHS,
  MONITOR_PATHS,
  WATCH_PRICE_CENTS,
  monitorMessages as m,
  type PaymentRequiredData,
  type Watch,
  type WatchCreateQuote,
  type WatchEditQuote,
  type WatchPage,
} from 'shared-api/contract';
import { tokenPairFor } from '../../../src/routes/account/token-pair';
import { body, build, testClock } from '../../helper';
import { setLevel } from '../account/account-helpers';
import {
  answer,
  balanceOf,
  call,
  fund,
  ledgerSum,
  newMainAccount,
  newSubAccount,
  type Caller,
} from '../account/money/money-helpers';
import { fillFreeSlots, insertMatch, loadMonitorRegister, LATEST_ISSUE } from './monitor-helpers';

const clock = testClock('2025-03-01T02:00:00Z');
const DAY = 86_400_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ now: clock.now });
  await loadMonitorRegister(app);
});
afterAll(() => app.close());

const addText = (caller: Caller, name: string, extra: object = {}) =>
  call(app, caller, 'POST', MONITOR_PATHS.createText, {
    monitorType: 1,
    monitorValue: name,
    ...extra,
  });
const quote = async (caller: Caller, path: string = MONITOR_PATHS.createQueryText) =>
  body<WatchCreateQuote>(await call(app, caller, 'POST', path)).data;
const watchCount = async (account: number) =>
  (
    await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM watches WHERE main_member_id = $1',
      [account],
    )
  ).rows[0]!.n;
const put = (caller: Caller, id: number, payload: object) =>
  app.inject({
    method: 'PUT',
    url: MONITOR_PATHS.update(id),
    headers: { authorization: `Bearer ${caller.token}` },
    payload,
  });

const notFound = { status: 404, code: ApiCode.notFound, message: m.watchNotFound, data: null };

describe('slots and creating', () => {
  it('visitors get 401; the trial (enterprise) level has 10 text and 5 image free slots', async () => {
    expect((await call(app, null, 'POST', MONITOR_PATHS.query, {})).statusCode).toBe(401);
    const member = await newMainAccount(app);
    expect(await quote(member)).toEqual({
      freeCreateNum: 10,
      residualFreeCreateNum: 10,
      needPrice: 0,
    });
    expect(await quote(member, `${MONITOR_PATHS.createQueryImg}?monitorType=2`)).toEqual({
      freeCreateNum: 5,
      residualFreeCreateNum: 5,
      needPrice: 0,
    });
  });

  it('slots per level: agency 15/10, registered none (price in cents)', async () => {
    const agency = await newMainAccount(app);
    await setLevel(app, agency.id, 4);
    expect(await quote(agency)).toMatchObject({ freeCreateNum: 15, residualFreeCreateNum: 15 });
    expect(await quote(agency, MONITOR_PATHS.createQueryImg)).toMatchObject({ freeCreateNum: 10 });
    const plain = await newMainAccount(app);
    await setLevel(app, plain.id, null);
    expect(await quote(plain)).toEqual({
      freeCreateNum: 0,
      residualFreeCreateNum: 0,
      needPrice: WATCH_PRICE_CENTS[1],
    });
    expect((await quote(plain, MONITOR_PATHS.createQueryImg)).needPrice).toBe(190_000);
  });

  it('a free watch runs until the level ends; the sub-account sees and uses the same slots', async () => {
    const main = await newMainAccount(app);
    const sub = await newSubAccount(app, main);
    const res = await addText(sub, '华为', { remarkApplicant: '华为公司', classes: '9,30' });
    expect(res.statusCode).toBe(200);
    const watch = body<Watch>(res);
    expect(watch.message).toBe(m.added);
    expect(watch.data).toMatchObject({
      monitorType: 1,
      monitorValue: '华为',
      remarkApplicant: '华为公司',
      classes: [9, 30],
      startDate: '2025-03-01',
      // the registration trial: 7 days
      endDate: '2025-03-08',
      status: 1,
      paid: false,
    });
    expect((await quote(main)).residualFreeCreateNum).toBe(9);
    const list = body<WatchPage>(await call(app, main, 'POST', MONITOR_PATHS.query, {}));
    expect(list.data.list.map((w) => w.id)).toEqual([watch.data.id]);
    const filtered = await call(app, main, 'POST', MONITOR_PATHS.query, {
      remarkApplicant: '别家',
    });
    expect(body<WatchPage>(filtered).data.total).toBe(0);
    expect(
      body<WatchPage>(await call(app, main, 'POST', MONITOR_PATHS.query, { status: 2 })).data.total,
    ).toBe(0);
  });

  it('refuses bad input with 4xx and the contract messages', async () => {
    const member = await newMainAccount(app);
    expect(answer(await addText(member, ''))).toMatchObject({
      status: 400,
      message: m.nameRequired,
    });
    expect(answer(await addText(member, '字'.repeat(31)))).toMatchObject({
      status: 400,
      message: m.nameTooLong,
    });
    const wrongType = await call(app, member, 'POST', MONITOR_PATHS.createText, {
      monitorType: 2,
      monitorValue: 'x',
    });
    expect(answer(wrongType)).toMatchObject({ status: 400, message: m.badType });
    expect(answer(await addText(member, '华为', { classes: '0,46' }))).toMatchObject({
      status: 400,
      message: m.badClasses,
    });
    const img = await call(app, member, 'POST', MONITOR_PATHS.createImg, {
      monitorType: 2,
      monitorValue: '/shebiao/picture/upload/' + 'a'.repeat(64),
    });
    expect(answer(img)).toMatchObject({ status: 400, message: m.pictureNotFound });
    for (const id of ['abc', '-1', '99999999999', '0']) {
      const res = await call(app, member, 'GET', `${MONITOR_PATHS.renew('')}${id}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('beyond the free slots: 6000, pay, the repeat answers the one watch the payment created', async () => {
    const member = await newMainAccount(app);
    await fillFreeSlots(app, member.account, 10);
    expect(await quote(member)).toMatchObject({ residualFreeCreateNum: 0, needPrice: 40_000 });
    const asked = await addText(member, '康师傅');
    expect(asked.statusCode).toBe(402);
    const trade = body<PaymentRequiredData>(asked);
    expect(trade.code).toBe(ApiCode.paymentRequired);
    expect(trade.data.totalAmount).toBe(40_000);
    // asking again before paying: the same trade
    expect(body<PaymentRequiredData>(await addText(member, '康师傅')).data.tradeCode).toBe(
      trade.data.tradeCode,
    );
    expect(await watchCount(member.account)).toBe(10);

    await fund(app, member.account, 50_000);
    const paid = await call(
      app,
      member,
      'GET',
      CLOUD_ORDER_PATHS.payVipByBalance(trade.data.tradeCode),
    );
    expect(body(paid).code).toBe(200);
    // created in the paying transaction, before any repeat
    expect(await watchCount(member.account)).toBe(11);
    const repeated = await addText(member, '康师傅');
    expect(repeated.statusCode).toBe(200);
    const watch = body<Watch>(repeated).data;
    expect(watch).toMatchObject({
      monitorValue: '康师傅',
      paid: true,
      startDate: '2025-03-01',
      endDate: '2026-03-01',
    });
    expect(await watchCount(member.account)).toBe(11);
    expect(await balanceOf(app, member.account)).toBe(10_000);
    expect(await ledgerSum(app, member.account)).toBe(10_000);
    // a third call is a new purchase: a new trade, no watch
    const again = await addText(member, '康师傅');
    expect(body<PaymentRequiredData>(again).data.tradeCode).not.toBe(trade.data.tradeCode);
    expect(await watchCount(member.account)).toBe(11);
  });

  it('two creates at once for the last free slot: one gets it, the other pays', async () => {
    const member = await newMainAccount(app);
    await fillFreeSlots(app, member.account, 9);
    const [a, b] = await Promise.all([addText(member, '星巴克'), addText(member, '恒泰')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 402]);
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM watches WHERE main_member_id = $1 AND NOT paid',
      [member.account],
    );
    expect(rows[0]!.n).toBe(10);
  });
});

describe('renewing', () => {
  it('6000 until paid, then one more year, delivered by the payment; the repeat does not charge again', async () => {
    const member = await newMainAccount(app);
    const id = body<Watch>(await addText(member, '为华')).data.id;
    const renew = () => call(app, member, 'GET', MONITOR_PATHS.renew(id));
    const asked = body<PaymentRequiredData>(await renew());
    expect(asked.code).toBe(ApiCode.paymentRequired);
    expect(asked.data.totalAmount).toBe(40_000);
    await fund(app, member.account, 40_000);
    await call(app, member, 'GET', CLOUD_ORDER_PATHS.payVipByBalance(asked.data.tradeCode));
    const repeated = await renew();
    expect(repeated.statusCode).toBe(200);
    expect(body<Watch>(repeated).data).toMatchObject({ endDate: '2026-03-08', paid: true });
    expect(await balanceOf(app, member.account)).toBe(0);
    expect(body(await renew()).code).toBe(ApiCode.paymentRequired);
  });
});

describe('ownership', () => {
  it('another account and its sub-account get 监测商标不存在 on every call naming the watch', async () => {
    const owner = await newMainAccount(app);
    const ownerSub = await newSubAccount(app, owner);
    const id = body<Watch>(await addText(owner, 'HUAWEI')).data.id;
    const stranger = await newMainAccount(app);
    const strangerSub = await newSubAccount(app, stranger);
    for (const who of [stranger, strangerSub]) {
      expect(answer(await call(app, who, 'POST', MONITOR_PATHS.updateQuery(id)))).toEqual(notFound);
      expect(answer(await call(app, who, 'GET', MONITOR_PATHS.facet(id)))).toEqual(notFound);
      expect(answer(await call(app, who, 'GET', MONITOR_PATHS.renew(id)))).toEqual(notFound);
      expect(answer(await put(who, id, { monitorType: 1, monitorValue: 'x' }))).toEqual(notFound);
      const res = await call(app, who, 'POST', MONITOR_PATHS.queryMonitors, {
        monitorId: id,
        issueNo: LATEST_ISSUE,
      });
      expect(answer(res)).toEqual(notFound);
      expect(
        answer(
          await call(app, who, 'POST', MONITOR_PATHS.queryMonitorsMaxIssue, { monitorId: id }),
        ),
      ).toEqual(notFound);
      const list = await call(app, who, 'POST', MONITOR_PATHS.query, {});
      expect(body<WatchPage>(list).data.total).toBe(0);
    }
    // the owner's sub-account acts on it
    expect(body(await call(app, ownerSub, 'GET', MONITOR_PATHS.facet(id))).code).toBe(200);
    expect(answer(await call(app, owner, 'GET', MONITOR_PATHS.facet(999_999)))).toEqual(notFound);
  });
});

describe('edits', () => {
  it('3 on the day of adding, then one per 90 days; a change clears the stored matches', async () => {
    const member = await newMainAccount(app);
    await setLevel(app, member.id, 4);
    const id = body<Watch>(await addText(member, '华为')).data.id;
    const editQuote = async () =>
      body<WatchEditQuote>(await call(app, member, 'POST', MONITOR_PATHS.updateQuery(id))).data;
    expect(await editQuote()).toEqual({ canUpdateNum: 3, gapDay: 90 });

    const marks = await app.db.query<{ id: number }>('SELECT id FROM trademarks LIMIT 1');
    await insertMatch(app, id, LATEST_ISSUE, marks.rows[0]!.id, 90);
    const edit = (name: string, remark = '') =>
      put(member, id, { monitorType: 1, monitorValue: name, remarkKeyword: remark, status: 1 });
    const first = await edit('华为二');
    expect(body(first)).toMatchObject({
      code: 200,
      message: m.updated,
      data: { monitorValue: '华为二' },
    });
    // the old name's stored match is gone; the new name was run again on the latest issues
    const old = await app.db.query(
      `SELECT 1 FROM watch_matches WHERE watch_id = $1 AND trademark_id = $2 AND score = 90
         AND reasons = ARRAY['读音相同']`,
      [id, marks.rows[0]!.id],
    );
    expect(old.rows).toEqual([]);
    const runs = await app.db.query<{ issue_no: number }>(
      'SELECT issue_no FROM watch_runs WHERE watch_id = $1',
      [id],
    );
    expect(runs.rows.map((r) => r.issue_no)).toContain(LATEST_ISSUE);
    expect((await edit('华为三')).statusCode).toBe(200);
    expect((await edit('华为四')).statusCode).toBe(200);
    expect(await editQuote()).toEqual({ canUpdateNum: 0, gapDay: 90 });
    expect(answer(await edit('华为五'))).toMatchObject({ status: 409, message: m.noEditsLeft(90) });
    // remarks alone are not an edit
    expect(body(await edit('华为四', '备注')).code).toBe(200);
    expect(answer(await put(member, id, { monitorType: 2, monitorValue: 'x' }))).toMatchObject({
      status: 400,
      message: m.unknownType,
    });

    // access tokens are short-lived: a new one after each jump of the clock
    const relogin = async () => {
      const { rows } = await app.db.query<{ name: string }>(
        'SELECT name FROM members WHERE id = $1',
        [member.id],
      );
      member.token = (await tokenPairFor(app, { id: member.id, name: rows[0]!.name })).token;
    };
    clock.advance(DAY);
    await relogin();
    expect((await editQuote()).canUpdateNum).toBe(0);
    clock.advance(89 * DAY);
    await relogin();
    expect((await editQuote()).canUpdateNum).toBe(1);
    expect((await edit('华为五')).statusCode).toBe(200);
    expect((await editQuote()).canUpdateNum).toBe(0);
    clock.advance(-90 * DAY);
  });

  it('an expired watch cannot be edited: 该商标已过期', async () => {
    const member = await newMainAccount(app);
    const id = body<Watch>(await addText(member, '康帅傅')).data.id;
    await app.db.query("UPDATE watches SET end_date = '2025-02-01' WHERE id = $1", [id]);
    const res = await put(member, id, { monitorType: 1, monitorValue: '康帅傅二' });
    expect(answer(res)).toMatchObject({ status: 409, message: m.expired });
    const listed = body<WatchPage>(
      await call(app, member, 'POST', MONITOR_PATHS.query, { status: 2 }),
    );
    expect(listed.data.list.map((w) => [w.id, w.status])).toEqual([[id, 2]]);
    const facet = body(await call(app, member, 'GET', MONITOR_PATHS.facet(id)));
    expect(facet.message).toBe(m.expired);
  });
});
