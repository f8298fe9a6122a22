import type { FastifyInstance } from 'fastify';
import {
  MEMBER_VIEW_BASE,
  PROFILE_PATHS,
  accountMessages,
  authMessages,
  currentDetailsSchema,
} from 'shared-api/contract';
import { body, build, nextPhone, registerMember, testClock } from '../../helper';
import {
  callAs,
  expectAnswer,
  mainAccount,
  passwordLogin,
  type MainAccount,
} from './account-helpers';

describe('rebinding the phone (spec 3 §5 Phone change)', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ now: clock.now });
  });
  afterAll(() => app?.close());

  const sendCode = (token: string, mobile: unknown) =>
    callAs(app, token, 'POST', PROFILE_PATHS.sendMobileCode, { mobile });
  const latestCode = async (phone: string) =>
    body<{ code: string }>(
      await app.inject({ method: 'GET', url: `/shebiao/dev/sms/latest?phone=${phone}` }),
    ).data.code;
  const rebind = (member: MainAccount, fields: Record<string, string>) =>
    callAs(app, member.token, 'PATCH', PROFILE_PATHS.updateMobile, {
      password: member.password,
      newPassword: 'new12345',
      validationPassword: 'new12345',
      ...fields,
    });

  it('sendMobileCode checks the phone with the messages of §5', async () => {
    const { token } = await registerMember(app);
    expectAnswer(await sendCode(token, ''), 400, 3001, accountMessages.phoneEmpty);
    expectAnswer(await sendCode(token, undefined), 400, 3001, accountMessages.phoneEmpty);
    expectAnswer(await sendCode(token, '1381234567'), 400, 3001, accountMessages.phoneInvalid);
    // the second digit must be 3-8 here (the login form allows 2-9)
    expectAnswer(await sendCode(token, '19812345678'), 400, 3001, accountMessages.phoneInvalid);
  });

  it('sendMobileCode refuses a phone bound to another member (3003)', async () => {
    const { token } = await registerMember(app);
    const other = await registerMember(app);
    expectAnswer(await sendCode(token, other.phone), 409, 3003, accountMessages.mobileTaken);
  });

  it('sendMobileCode sends a code (验证码发送成功！) under the SMS rate rules', async () => {
    const { token } = await registerMember(app);
    const phone = nextPhone();
    expectAnswer(await sendCode(token, phone), 200, 200, accountMessages.smsSent);
    expect(await latestCode(phone)).toMatch(/^\d{6}$/);
    expectAnswer(await sendCode(token, phone), 429, 3004, authMessages.sendTooSoon);
  });

  it('updateMobile names each missing or wrong field', async () => {
    const member = await mainAccount(app, clock);
    const phone = nextPhone();
    expectAnswer(
      await rebind(member, { mobile: phone, smsCode: '' }),
      400,
      3001,
      accountMessages.codeEmpty,
    );
    expectAnswer(
      await rebind(member, {
        mobile: phone,
        smsCode: '123456',
        newPassword: '',
        validationPassword: '',
      }),
      400,
      3001,
      accountMessages.newPasswordEmpty,
    );
    expectAnswer(
      await rebind(member, { mobile: phone, smsCode: '123456', validationPassword: 'new12346' }),
      400,
      3001,
      accountMessages.passwordsDiffer,
    );
    expectAnswer(
      await rebind(member, { mobile: phone, smsCode: '123456', password: '' }),
      400,
      3001,
      accountMessages.passwordEmpty,
    );
  });

  it('updateMobile refuses a wrong password, a wrong code and a taken phone; nothing changes', async () => {
    const member = await mainAccount(app, clock);
    const phone = nextPhone();
    await sendCode(member.token, phone);
    const code = await latestCode(phone);
    expectAnswer(
      await rebind(member, { mobile: phone, smsCode: code, password: 'wrong1234' }),
      400,
      3001,
      accountMessages.wrongPassword,
    );
    expectAnswer(
      await rebind(member, { mobile: phone, smsCode: code === '111111' ? '222222' : '111111' }),
      400,
      3001,
      authMessages.wrongCode,
    );
    const other = await registerMember(app);
    expectAnswer(
      await rebind(member, { mobile: other.phone, smsCode: code }),
      409,
      3003,
      accountMessages.mobileTaken,
    );
    expect((await passwordLogin(app, member.phone, member.password)).statusCode).toBe(200);
  });

  it('binds the new phone (绑定成功！): name, mobile and password change together', async () => {
    const member = await mainAccount(app, clock);
    const phone = nextPhone();
    await sendCode(member.token, phone);
    const res = await rebind(member, { mobile: phone, smsCode: await latestCode(phone) });
    expect(body(res)).toEqual({ code: 200, message: accountMessages.phoneBound, data: null });

    const details = currentDetailsSchema.parse(
      body(await callAs(app, member.token, 'GET', `${MEMBER_VIEW_BASE}/currentDetails`)).data,
    );
    expect(details.memberDto).toMatchObject({ name: phone, mobile: phone });
    expect((await passwordLogin(app, phone, 'new12345')).statusCode).toBe(200);
    expect((await passwordLogin(app, phone, member.password)).statusCode).toBe(400);
    expect((await passwordLogin(app, member.phone, 'new12345')).statusCode).toBe(400);
    // the old phone is free again (a new code to it after the 60 s)
    clock.advance(61_000);
    expect((await registerMember(app, member.phone)).phone).toBe(member.phone);
  });

  it('keeps a name that was not the old phone', async () => {
    const member = await mainAccount(app, clock);
    await app.db.query('UPDATE members SET name = $2 WHERE id = $1', [member.id, 'yunbiao2025']);
    const phone = nextPhone();
    await sendCode(member.token, phone);
    await rebind(member, { mobile: phone, smsCode: await latestCode(phone) });
    const row = await app.db.query<{ name: string; mobile: string }>(
      'SELECT name, mobile FROM members WHERE id = $1',
      [member.id],
    );
    expect(row.rows[0]).toEqual({ name: 'yunbiao2025', mobile: phone });
  });
});
