import type { FastifyInstance } from 'fastify';
import {
  CHILD_PATHS,
  MEMBER_VIEW_BASE,
  PROFILE_PATHS,
  accountLimits,
  accountMessages,
  authMessages,
  childPageSchema,
  childSchema,
  currentDetailsSchema,
  type Child,
  type TokenPair,
} from 'shared-api/contract';
import { body, build, registerMember, testClock } from '../../helper';
import {
  callAs,
  expectAnswer,
  mainAccount,
  passwordLogin,
  setLevel,
  type MainAccount,
} from './account-helpers';

const PASSWORD = 'child1234';

describe('sub-accounts (spec 3 §2.7, §6, §7)', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let owner: MainAccount;
  let nameCounter = 0;
  beforeAll(async () => {
    app = await build({ now: clock.now });
    owner = await mainAccount(app, clock);
  });
  afterAll(() => app?.close());

  const freshName = () => {
    nameCounter += 1;
    return `sub${Date.now() % 100000}x${nameCounter}`;
  };
  const add = (token: string, name: string, password = PASSWORD, validationPassword = password) =>
    callAs(app, token, 'POST', CHILD_PATHS.add, { name, password, validationPassword });
  const addOk = async (token: string, name = freshName()): Promise<Child> => {
    const res = await add(token, name);
    expect(body(res).message).toBe(accountMessages.childAdded);
    return childSchema.parse(body(res).data);
  };
  const list = async (token: string, pageSize = 30) =>
    childPageSchema.parse(
      body(await callAs(app, token, 'POST', CHILD_PATHS.query, { pageNum: 1, pageSize })).data,
    );
  const loginAs = async (name: string, password = PASSWORD) => {
    const res = await passwordLogin(app, name, password);
    expect(res.statusCode).toBe(200);
    return body<TokenPair>(res).data;
  };
  const details = (token: string) =>
    callAs(app, token, 'GET', `${MEMBER_VIEW_BASE}/currentDetails`);

  it('adds a sub-account that logs in by name and has its main account level', async () => {
    const name = freshName();
    const child = await addOk(owner.token, name);
    expect(child).toEqual({ id: expect.any(Number) as number, name, status: '1' });
    expect((await list(owner.token)).list).toContainEqual(child);

    const session = await loginAs(name);
    expect(session).toMatchObject({ userName: name, memberLevelId: 3 });
    const shown = currentDetailsSchema.parse(body(await details(session.token)).data);
    expect(shown.memberDto).toMatchObject({ name, mobile: '' });
    expect(shown.memberLevelInfo.id).toBe(3);
  });

  it('shows the main account level: agency VIP main → agency VIP sub-account', async () => {
    const main = await mainAccount(app, clock);
    await setLevel(app, main.id, 4);
    const child = await addOk(main.token);
    const session = await loginAs(child.name);
    expect(session.memberLevelId).toBe(4);
    const shown = currentDetailsSchema.parse(body(await details(session.token)).data);
    expect(shown.memberLevelInfo).toMatchObject({ id: 4, description: '代理VIP' });
  });

  it('add names a bad name, password or confirmation with the add dialog message', async () => {
    for (const [name, password, confirmation] of [
      ['1abc', PASSWORD, PASSWORD],
      ['abc', PASSWORD, PASSWORD],
      ['a'.repeat(15), PASSWORD, PASSWORD],
      ['ab.cd', PASSWORD, PASSWORD],
      [freshName(), 'onlyletters', 'onlyletters'],
      [freshName(), '1234567', '1234567'],
      [freshName(), PASSWORD, 'child12345'],
    ] as const) {
      expectAnswer(
        await add(owner.token, name, password, confirmation),
        400,
        3001,
        accountMessages.childAddInvalid,
      );
    }
  });

  it('add refuses a name taken by any member (3003), even another account’s', async () => {
    const mine = await addOk(owner.token);
    expectAnswer(await add(owner.token, mine.name), 409, 3003, accountMessages.childNameTaken);
    const other = await mainAccount(app, clock);
    expectAnswer(await add(other.token, mine.name), 409, 3003, accountMessages.childNameTaken);
  });

  it('caps an account at 30 even for 31 adds in parallel', async () => {
    const main = await mainAccount(app, clock);
    const names = Array.from({ length: accountLimits.maxSubAccounts + 1 }, freshName);
    const answers = await Promise.all(names.map((name) => add(main.token, name)));
    const codes = answers.map((res) => body(res).code);
    expect(codes.filter((code) => code === 200)).toHaveLength(accountLimits.maxSubAccounts);
    const refused = answers.filter((res) => body(res).code !== 200);
    expect(refused).toHaveLength(1);
    expectAnswer(refused[0]!, 409, 3003, accountMessages.childCap);
    expect((await list(main.token)).total).toBe(accountLimits.maxSubAccounts);
    expectAnswer(await add(main.token, freshName()), 409, 3003, accountMessages.childCap);
  });

  it('pages the list', async () => {
    const main = await mainAccount(app, clock);
    const added = [await addOk(main.token), await addOk(main.token), await addOk(main.token)];
    const res = await callAs(app, main.token, 'POST', CHILD_PATHS.query, {
      pageNum: 2,
      pageSize: 2,
    });
    expect(childPageSchema.parse(body(res).data)).toEqual({
      pageNum: 2,
      pageSize: 2,
      total: 3,
      list: [added[2]],
    });
  });

  it('renames (修改成功！), refusing a bad or taken name', async () => {
    const child = await addOk(owner.token);
    const other = await addOk(owner.token);
    const rename = (userName: string) =>
      callAs(app, owner.token, 'PATCH', `${CHILD_PATHS.rename(child.id)}?userName=${userName}`);
    expectAnswer(await rename('9bad'), 400, 3001, accountMessages.childNameInvalid);
    expectAnswer(await rename(other.name), 409, 3003, accountMessages.childNameTaken);
    const newName = freshName();
    expectAnswer(await rename(newName), 200, 200, accountMessages.updated);
    expect((await list(owner.token)).list).toContainEqual({ ...child, name: newName });
    await loginAs(newName);
    expect((await passwordLogin(app, child.name, PASSWORD)).statusCode).toBe(400);
  });

  it('resets the password (修改成功！) and ends the sub-account’s sessions', async () => {
    const child = await addOk(owner.token);
    const session = await loginAs(child.name);
    const reset = (password: string, validationPassword = password) =>
      callAs(app, owner.token, 'POST', CHILD_PATHS.password, {
        id: child.id,
        password,
        validationPassword,
      });
    expectAnswer(await reset('short'), 400, 3001, accountMessages.childPasswordInvalid);
    expectAnswer(
      await reset('child5678', 'child5679'),
      400,
      3001,
      accountMessages.childPasswordInvalid,
    );
    expectAnswer(await reset('child5678'), 200, 200, accountMessages.updated);
    expect((await details(session.token)).statusCode).toBe(401);
    await loginAs(child.name, 'child5678');
  });

  it('disable refuses its login and its tokens; enable lets it log in again', async () => {
    const child = await addOk(owner.token);
    const session = await loginAs(child.name);
    const setStatus = (status: string) =>
      callAs(app, owner.token, 'PATCH', `${CHILD_PATHS.status(child.id)}?status=${status}`);
    const badStatus = await setStatus('2');
    expect([badStatus.statusCode, body(badStatus).code]).toEqual([400, 3001]);

    expectAnswer(await setStatus('0'), 200, 200, accountMessages.updated);
    expect((await list(owner.token)).list).toContainEqual({ ...child, status: '0' });
    expect((await details(session.token)).statusCode).toBe(401);
    expectAnswer(await passwordLogin(app, child.name, PASSWORD), 403, 3001, '账号已停用');

    expectAnswer(await setStatus('1'), 200, 200, accountMessages.updated);
    // the old session stays ended; a new login works
    expect((await details(session.token)).statusCode).toBe(401);
    const again = await loginAs(child.name);
    expect((await details(again.token)).statusCode).toBe(200);
  });

  it('removes (删除成功！): login and tokens refused, name free again, orders kept', async () => {
    const child = await addOk(owner.token);
    const session = await loginAs(child.name);
    await app.db.query(
      `INSERT INTO orders (order_sn, member_id, main_member_id, product_category, product_name,
         product_price_cents, pay_amount_cents, pay_type)
       VALUES ($1, $2, $3, 'recharge', '账户充值', 10000, 10000, 1)`,
      [`T${child.id}${Date.now()}`, child.id, owner.id],
    );
    const before = (await list(owner.token)).total;
    const remove = () => callAs(app, owner.token, 'PATCH', CHILD_PATHS.remove(child.id));
    expectAnswer(await remove(), 200, 200, accountMessages.childRemoved);
    expect((await list(owner.token)).total).toBe(before - 1);
    expect((await details(session.token)).statusCode).toBe(401);
    expectAnswer(
      await passwordLogin(app, child.name, PASSWORD),
      400,
      3001,
      authMessages.wrongAccountOrPassword,
    );
    expectAnswer(await remove(), 404, 3002, accountMessages.childNotFound);
    const orders = await app.db.query('SELECT 1 FROM orders WHERE member_id = $1', [child.id]);
    expect(orders.rows).toHaveLength(1);
    // the name can be used again
    const reborn = await addOk(owner.token, child.name);
    expect(reborn.id).not.toBe(child.id);
  });

  it('answers 3002 for another account’s sub-account and changes nothing', async () => {
    const victim = await addOk(owner.token);
    const victimSession = await loginAs(victim.name);
    const other = await mainAccount(app, clock);
    const as = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
      callAs(app, other.token, method, url, payload);
    const attempts = [
      await as('PATCH', `${CHILD_PATHS.rename(victim.id)}?userName=${freshName()}`),
      await as('POST', CHILD_PATHS.password, {
        id: victim.id,
        password: 'hijack123',
        validationPassword: 'hijack123',
      }),
      await as('PATCH', `${CHILD_PATHS.status(victim.id)}?status=0`),
      await as('PATCH', CHILD_PATHS.remove(victim.id)),
      // the main account itself is no sub-account of anyone
      await as('PATCH', CHILD_PATHS.remove(owner.id)),
    ];
    for (const res of attempts) expectAnswer(res, 404, 3002, accountMessages.childNotFound);
    expect((await list(owner.token)).list).toContainEqual(victim);
    expect((await details(victimSession.token)).statusCode).toBe(200);
    await loginAs(victim.name);
    expect((await list(other.token)).total).toBe(0);
  });

  it('a sub-account cannot manage sub-accounts nor rebind a phone', async () => {
    const child = await addOk(owner.token);
    const session = await loginAs(child.name);
    const calls = [
      callAs(app, session.token, 'POST', CHILD_PATHS.query, { pageNum: 1, pageSize: 8 }),
      add(session.token, freshName()),
      callAs(app, session.token, 'PATCH', `${CHILD_PATHS.status(child.id)}?status=0`),
      callAs(app, session.token, 'PATCH', CHILD_PATHS.remove(child.id)),
    ];
    for (const res of await Promise.all(calls)) {
      expectAnswer(res, 403, 4002, accountMessages.subAccountCannotManage);
    }
    expectAnswer(
      await callAs(app, session.token, 'POST', PROFILE_PATHS.sendMobileCode, {
        mobile: '13812345678',
      }),
      403,
      3001,
      accountMessages.subAccountCannotRebind,
    );
    expectAnswer(
      await callAs(app, session.token, 'PATCH', PROFILE_PATHS.updateMobile, {
        mobile: '13812345678',
        password: PASSWORD,
        smsCode: '123456',
        newPassword: 'child5678',
        validationPassword: 'child5678',
      }),
      403,
      3001,
      accountMessages.subAccountCannotRebind,
    );
  });

  it('needs enterprise or agency VIP: personal VIP and level 1 get 4002', async () => {
    for (const level of [2, null, 5]) {
      const main = await mainAccount(app, clock);
      await setLevel(app, main.id, level);
      expectAnswer(
        await callAs(app, main.token, 'POST', CHILD_PATHS.query, { pageNum: 1, pageSize: 8 }),
        403,
        4002,
        accountMessages.subAccountsNeedVip,
      );
      expectAnswer(
        await add(main.token, freshName()),
        403,
        4002,
        accountMessages.subAccountsNeedVip,
      );
    }
    for (const level of [4, 6]) {
      const main = await mainAccount(app, clock);
      await setLevel(app, main.id, level);
      await addOk(main.token);
    }
  });

  it('refuses a visitor with 401', async () => {
    const res = await callAs(app, null, 'POST', CHILD_PATHS.query, { pageNum: 1, pageSize: 8 });
    expect(res.statusCode).toBe(401);
    const member = await registerMember(app);
    expect((await list(member.token)).total).toBe(0);
  });
});
