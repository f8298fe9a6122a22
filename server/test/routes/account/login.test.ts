import type { FastifyInstance } from 'fastify';
import { AUTH_BASE, MEMBER_VIEW_BASE, authMessages, tokenPairSchema } from 'shared-api/contract';
import {
  body,
  bearer,
  build,
  nextIp,
  nextPhone,
  registerMember,
  sendAndReadCode,
  testClock,
} from '../../helper';

const post = (app: FastifyInstance, path: string, payload: unknown, remoteAddress = nextIp()) =>
  app.inject({
    method: 'POST',
    url: `${AUTH_BASE}/${path}`,
    payload: payload as object,
    remoteAddress,
  });

/** Registers a member and gives it a password through forgetPassword. */
async function memberWithPassword(
  app: FastifyInstance,
  clock: ReturnType<typeof testClock>,
  password = 'abc12345',
) {
  const { phone } = await registerMember(app);
  clock.advance(61_000);
  const code = await sendAndReadCode(app, phone);
  const res = await post(app, 'forgetPassword', {
    mobile: phone,
    code,
    password,
    validationPassword: password,
  });
  expect(body(res)).toEqual({ code: 200, message: authMessages.passwordReset, data: null });
  return { phone, password };
}

describe('SMS and password login', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ now: clock.now });
  });
  afterAll(() => app?.close());

  it('smsLogin returns a token pair for a registered phone', async () => {
    const { phone } = await registerMember(app);
    clock.advance(61_000);
    const res = await post(app, 'smsLogin', {
      mobile: phone,
      smscode: await sendAndReadCode(app, phone),
    });
    expect(res.statusCode).toBe(200);
    expect(tokenPairSchema.parse(body(res).data)).toMatchObject({
      userName: phone,
      memberLevelId: 3,
    });
  });

  it('smsLogin names an unregistered phone: 400 / 3002 手机号未注册', async () => {
    const res = await post(app, 'smsLogin', { mobile: nextPhone(), smscode: '123456' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 3002, message: authMessages.phoneNotRegistered, data: null });
  });

  it('smsLogin refuses a wrong code: 400 / 3001', async () => {
    const { phone } = await registerMember(app);
    const res = await post(app, 'smsLogin', { mobile: phone, smscode: '1' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 3001, message: authMessages.wrongCode, data: null });
  });

  it('login and mobileLogin accept the password set by forgetPassword', async () => {
    const { phone, password } = await memberWithPassword(app, clock);
    for (const [path, payload] of [
      ['login', { nameOrMobile: phone, password }],
      ['mobileLogin', { mobile: phone, password }],
    ] as const) {
      const res = await post(app, path, payload);
      expect(res.statusCode).toBe(200);
      expect(tokenPairSchema.parse(body(res).data).userName).toBe(phone);
    }
  });

  it('answers 账号或密码错误！ alike for a wrong password and an unknown account', async () => {
    const { phone } = await memberWithPassword(app, clock);
    const { phone: noPassword } = await registerMember(app);
    const attempts = [
      ['login', { nameOrMobile: phone, password: 'wrong999' }],
      ['login', { nameOrMobile: 'nobody', password: 'abc12345' }],
      ['login', { nameOrMobile: noPassword, password: 'abc12345' }],
      ['mobileLogin', { mobile: phone, password: 'wrong999' }],
      ['mobileLogin', { mobile: nextPhone(), password: 'abc12345' }],
    ] as const;
    for (const [path, payload] of attempts) {
      const res = await post(app, path, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ code: 3001, message: '账号或密码错误！', data: null });
    }
  });

  it('forgetPassword checks the phone, the code, the format and the confirmation', async () => {
    const unknown = await post(app, 'forgetPassword', {
      mobile: nextPhone(),
      code: '123456',
      password: 'abc12345',
      validationPassword: 'abc12345',
    });
    expect(body(unknown)).toEqual({
      code: 3002,
      message: authMessages.phoneNotRegistered,
      data: null,
    });

    const { phone } = await registerMember(app);
    const weak = await post(app, 'forgetPassword', {
      mobile: phone,
      code: '123456',
      password: 'short',
      validationPassword: 'short',
    });
    expect(body(weak)).toEqual({ code: 3001, message: '登录密码格式不正确', data: null });
    const differ = await post(app, 'forgetPassword', {
      mobile: phone,
      code: '123456',
      password: 'abc12345',
      validationPassword: 'abc12346',
    });
    expect(body(differ)).toEqual({ code: 3001, message: authMessages.passwordsDiffer, data: null });
    const wrongCode = await post(app, 'forgetPassword', {
      mobile: phone,
      code: '1',
      password: 'abc12345',
      validationPassword: 'abc12345',
    });
    expect(body(wrongCode)).toEqual({ code: 3001, message: authMessages.wrongCode, data: null });
  });

  it('a password reset ends the sessions opened before it', async () => {
    const { token, phone } = await registerMember(app);
    const details = () =>
      app.inject({
        method: 'GET',
        url: `${MEMBER_VIEW_BASE}/currentDetails`,
        headers: bearer(token),
      });
    expect((await details()).statusCode).toBe(200);
    clock.advance(61_000);
    const code = await sendAndReadCode(app, phone);
    await post(app, 'forgetPassword', {
      mobile: phone,
      code,
      password: 'new12345',
      validationPassword: 'new12345',
    });
    expect((await details()).statusCode).toBe(401);
  });
});
