import type { FastifyInstance } from 'fastify';
import {
  AUTH_BASE,
  MEMBER_VIEW_BASE,
  TRIAL_DAYS,
  USER_REMIND_BASE,
  authMessages,
  currentDetailsSchema,
  tokenPairSchema,
  unreadItemSchema,
} from 'shared-api/contract';
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

const register = (app: FastifyInstance, mobile: string, code: string) =>
  app.inject({
    method: 'POST',
    url: `${AUTH_BASE}/mobileRegisterVip`,
    payload: { mobile, code },
    remoteAddress: nextIp(),
  });

describe('POST …/mobileRegisterVip', () => {
  const clock = testClock('2025-03-01T02:00:00Z'); // 10:00 in Shanghai
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ now: clock.now });
  });
  afterAll(() => app?.close());

  it('registers, logs in with a token pair and grants the 7-day enterprise trial', async () => {
    const phone = nextPhone();
    const res = await register(app, phone, await sendAndReadCode(app, phone));
    expect(res.statusCode).toBe(200);
    const pair = tokenPairSchema.parse(body(res).data);
    expect(pair).toMatchObject({ userName: phone, memberLevelId: 3 });

    const details = await app.inject({
      method: 'GET',
      url: `${MEMBER_VIEW_BASE}/currentDetails`,
      headers: bearer(pair.token),
    });
    expect(details.statusCode).toBe(200);
    const data = currentDetailsSchema.parse(body(details).data);
    expect(data).toEqual({
      memberDto: {
        name: phone,
        mobile: phone,
        companyName: null,
        address: null,
        createdTime: '2025-03-01 10:00:00',
      },
      memberLevelInfo: {
        id: 3,
        description: '企业VIP',
        startTime: '2025-03-01 10:00:00',
        endTime: '2025-03-08 10:00:00',
        trial: true,
      },
      // the trial's enterprise quota, untouched (spec 3 §9)
      searchQuota: { limit: 15000, used: 0, remaining: 15000 },
    });
  });

  it('registers a phone once when two registrations race', async () => {
    const phone = nextPhone();
    const code = await sendAndReadCode(app, phone);
    const results = await Promise.all([register(app, phone, code), register(app, phone, code)]);
    // The loser finds the code consumed (400) or, if it starts later, the phone taken (409).
    const [winner, loser] = results.map((r) => r.statusCode).sort();
    expect(winner).toBe(200);
    expect([400, 409]).toContain(loser);
    const rows = await app.db.query('SELECT 1 FROM members WHERE mobile = $1', [phone]);
    expect(rows.rows).toHaveLength(1);
  });

  it('leaves a welcome reminder', async () => {
    const { token } = await registerMember(app);
    const res = await app.inject({
      method: 'POST',
      url: `${USER_REMIND_BASE}/queryUnread`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const list = body<unknown[]>(res).data.map((item) => unreadItemSchema.parse(item));
    expect(list).toEqual([
      { id: expect.any(Number), title: `欢迎注册，已为您开通${TRIAL_DAYS}天企业VIP体验` },
    ]);
  });

  it('refuses an already registered phone with 409 / 3003 手机号已注册 (before checking the code)', async () => {
    const { phone } = await registerMember(app);
    const res = await register(app, phone, '000000');
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({ code: 3003, message: authMessages.phoneRegistered, data: null });
  });

  it('refuses a wrong code with 400 / 3001, then too many tries with 429 / 3004', async () => {
    const phone = nextPhone();
    const code = await sendAndReadCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await register(app, phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ code: 3001, message: authMessages.wrongCode, data: null });
    }
    const locked = await register(app, phone, code);
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toEqual({
      code: 3004,
      message: authMessages.codeTooManyTries,
      data: null,
    });
  });

  it('refuses an expired code', async () => {
    const phone = nextPhone();
    const code = await sendAndReadCode(app, phone);
    clock.advance(5 * 60 * 1000);
    const res = await register(app, phone, code);
    expect(body(res).message).toBe(authMessages.wrongCode);
  });

  it('consumes a code on success: it cannot be used twice', async () => {
    const phone = nextPhone();
    const code = await sendAndReadCode(app, phone);
    expect((await register(app, phone, code)).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/smsLogin`,
      payload: { mobile: phone, smscode: code },
      remoteAddress: nextIp(),
    });
    expect(body(login)).toEqual({ code: 3001, message: authMessages.wrongCode, data: null });
  });

  it('falls back to level 1 (no dates) once the trial ends', async () => {
    const { token, phone } = await registerMember(app);
    clock.advance(TRIAL_DAYS * 24 * 3600 * 1000);
    const code = await sendAndReadCode(app, phone);
    const login = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/smsLogin`,
      payload: { mobile: phone, smscode: code },
      remoteAddress: nextIp(),
    });
    expect(body<{ memberLevelId: number }>(login).data.memberLevelId).toBe(1);
    const fresh = body<{ token: string }>(login).data.token;
    const details = await app.inject({
      method: 'GET',
      url: `${MEMBER_VIEW_BASE}/currentDetails`,
      headers: bearer(fresh),
    });
    expect(body<{ memberLevelInfo: unknown }>(details).data.memberLevelInfo).toEqual({
      id: 1,
      description: '注册会员',
      startTime: null,
      endTime: null,
      trial: false,
    });
    expect(token).not.toBe(fresh);
  });
});
