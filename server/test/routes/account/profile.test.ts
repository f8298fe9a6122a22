import type { FastifyInstance } from 'fastify';
import {
  AUTH_BASE,
  MEMBER_VIEW_BASE,
  PROFILE_PATHS,
  accountMessages,
  currentDetailsSchema,
  type TokenPair,
} from 'shared-api/contract';
import { bearer, body, build, nextIp, registerMember, testClock } from '../../helper';
import { callAs, expectAnswer, mainAccount, passwordLogin } from './account-helpers';

describe('profile: company, password check, password change', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ now: clock.now });
  });
  afterAll(() => app?.close());

  const details = async (token: string) =>
    currentDetailsSchema.parse(
      body(await callAs(app, token, 'GET', `${MEMBER_VIEW_BASE}/currentDetails`)).data,
    );

  it('updatePersonal saves company name and address (修改成功！)', async () => {
    const { token } = await registerMember(app);
    const res = await callAs(app, token, 'PATCH', PROFILE_PATHS.updatePersonal, {
      companyName: '  杭州云标科技有限公司 ',
      address: '浙江省杭州市西湖区文三路90号',
    });
    expect(body(res)).toEqual({ code: 200, message: accountMessages.updated, data: null });
    expect((await details(token)).memberDto).toMatchObject({
      companyName: '杭州云标科技有限公司',
      address: '浙江省杭州市西湖区文三路90号',
    });
  });

  it('updatePersonal refuses a too long name and a visitor', async () => {
    const { token } = await registerMember(app);
    const long = await callAs(app, token, 'PATCH', PROFILE_PATHS.updatePersonal, {
      companyName: '公'.repeat(101),
      address: '',
    });
    expect(long.statusCode).toBe(400);
    expect(body(long).code).toBe(3001);
    const visitor = await callAs(app, null, 'PATCH', PROFILE_PATHS.updatePersonal, {
      companyName: 'x',
      address: 'y',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('validationPassword accepts the password as a form or as JSON', async () => {
    const member = await mainAccount(app, clock);
    const form = await app.inject({
      method: 'POST',
      url: PROFILE_PATHS.validationPassword,
      headers: { ...bearer(member.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${member.password}`,
      remoteAddress: nextIp(),
    });
    expect(body(form)).toEqual({ code: 200, message: '成功', data: null });
    const json = await callAs(app, member.token, 'POST', PROFILE_PATHS.validationPassword, {
      password: member.password,
    });
    expect(body(json).code).toBe(200);
  });

  it('validationPassword: wrong password, no password set, empty → 3001', async () => {
    const member = await mainAccount(app, clock);
    const wrong = await callAs(app, member.token, 'POST', PROFILE_PATHS.validationPassword, {
      password: 'wrong1234',
    });
    expectAnswer(wrong, 400, 3001, accountMessages.wrongPassword);
    const smsOnly = await registerMember(app);
    const none = await callAs(app, smsOnly.token, 'POST', PROFILE_PATHS.validationPassword, {
      password: 'abc12345',
    });
    expectAnswer(none, 400, 3001, accountMessages.wrongPassword);
    const empty = await callAs(app, member.token, 'POST', PROFILE_PATHS.validationPassword, {
      password: '',
    });
    expectAnswer(empty, 400, 3001, accountMessages.passwordEmpty);
  });

  it('updatePassword checks the current password, the format and the confirmation', async () => {
    const member = await mainAccount(app, clock);
    const change = (payload: object) =>
      callAs(app, member.token, 'PATCH', PROFILE_PATHS.updatePassword, payload);
    expectAnswer(
      await change({
        password: 'wrong1234',
        newPassword: 'new12345',
        validationPassword: 'new12345',
      }),
      400,
      3001,
      accountMessages.wrongPassword,
    );
    expectAnswer(
      await change({
        password: member.password,
        newPassword: 'short',
        validationPassword: 'short',
      }),
      400,
      3001,
      '登录密码格式不正确',
    );
    expectAnswer(
      await change({
        password: member.password,
        newPassword: 'new12345',
        validationPassword: 'new12346',
      }),
      400,
      3001,
      accountMessages.passwordsDiffer,
    );
    // nothing changed so far
    expect((await passwordLogin(app, member.phone, member.password)).statusCode).toBe(200);

    const done = await change({
      password: member.password,
      newPassword: 'new12345',
      validationPassword: 'new12345',
    });
    expect(body(done)).toEqual({ code: 200, message: accountMessages.updated, data: null });
    expect((await passwordLogin(app, member.phone, member.password)).statusCode).toBe(400);
    expect((await passwordLogin(app, member.phone, 'new12345')).statusCode).toBe(200);
  });

  it('limits password guesses per member (3004 after the login number of tries)', async () => {
    const member = await mainAccount(app, clock);
    const guess = () =>
      callAs(app, member.token, 'POST', PROFILE_PATHS.validationPassword, {
        password: 'guess1234',
      });
    for (let i = 0; i < app.limits.loginMax; i += 1) expect((await guess()).statusCode).toBe(400);
    const refused = await guess();
    expectAnswer(refused, 429, 3004, accountMessages.passwordTooManyTries);
    // one count for every call that checks the password: the phone rebind is refused too
    const rebind = await callAs(app, member.token, 'PATCH', PROFILE_PATHS.updateMobile, {
      mobile: '13912345678',
      password: 'guess1234',
      smsCode: '123456',
      newPassword: 'new12345',
      validationPassword: 'new12345',
    });
    expectAnswer(rebind, 429, 3004, accountMessages.passwordTooManyTries);
  });

  it('a password change ends the member’s other sessions and keeps this one', async () => {
    const member = await mainAccount(app, clock);
    const other = body<TokenPair>(await passwordLogin(app, member.phone, member.password)).data;
    const done = await callAs(app, member.token, 'PATCH', PROFILE_PATHS.updatePassword, {
      password: member.password,
      newPassword: 'new12345',
      validationPassword: 'new12345',
    });
    expect(body(done).code).toBe(200);
    const detailsOf = (token: string) =>
      callAs(app, token, 'GET', `${MEMBER_VIEW_BASE}/currentDetails`);
    expect((await detailsOf(member.token)).statusCode).toBe(200);
    expect((await detailsOf(other.token)).statusCode).toBe(401);
    const refresh = (token: string) =>
      app.inject({
        method: 'GET',
        url: `${AUTH_BASE}/refresh?refreshToken=${encodeURIComponent(token)}`,
        remoteAddress: nextIp(),
      });
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(member.refreshToken)).statusCode).toBe(200);
  });
});
