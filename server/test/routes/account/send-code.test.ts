import type { FastifyInstance } from 'fastify';
import { AUTH_BASE, authMessages } from 'shared-api/contract';
import type { SmsProvider } from '../../../src/sms/provider';
import { body, build, nextIp, nextPhone, sendAndReadCode, testClock } from '../../helper';

const sendCode = (app: FastifyInstance, phone: string, remoteAddress = nextIp()) =>
  app.inject({ method: 'GET', url: `${AUTH_BASE}/sendCode/${phone}`, remoteAddress });

describe('GET …/memberLogin/sendCode/:phone', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ now: clock.now });
  });
  afterAll(() => app?.close());

  it('sends a 6-digit code through the sandbox and answers 验证码发送成功！', async () => {
    const phone = nextPhone();
    const res = await sendCode(app, phone);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 200, message: authMessages.smsSent, data: null });
    const latest = await app.inject({
      method: 'GET',
      url: `/shebiao/dev/sms/latest?phone=${phone}`,
    });
    const data = body<{ phone: string; code: string; text: string; sentAt: string }>(latest).data;
    expect(data.phone).toBe(phone);
    expect(data.code).toMatch(/^\d{6}$/);
    expect(data.text).toContain(data.code);
    expect(data.sentAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a malformed phone with 400 / 3001 手机号格式不正确', async () => {
    for (const phone of ['12345', '11800000000', '1380000000a', '138000000001']) {
      const res = await sendCode(app, phone);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ code: 3001, message: '手机号格式不正确', data: null });
    }
  });

  it('allows one send per phone per 60 s (429 / 3004)', async () => {
    const phone = nextPhone();
    expect((await sendCode(app, phone)).statusCode).toBe(200);
    const again = await sendCode(app, phone);
    expect(again.statusCode).toBe(429);
    expect(body(again)).toEqual({ code: 3004, message: authMessages.sendTooSoon, data: null });
    clock.advance(59_000);
    expect((await sendCode(app, phone)).statusCode).toBe(429);
    clock.advance(1_000);
    expect((await sendCode(app, phone)).statusCode).toBe(200);
  });

  it('caps sends per phone per day at 10, and resets at midnight in Shanghai', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(app, phone)).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const capped = await sendCode(app, phone);
    expect(capped.statusCode).toBe(429);
    expect(body(capped).message).toBe(authMessages.sendDailyCap);
    clock.advance(24 * 3600 * 1000);
    expect((await sendCode(app, phone)).statusCode).toBe(200);
  });

  it('caps sends per IP per day at 30', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await sendCode(app, nextPhone(), ip)).statusCode).toBe(200);
    }
    const capped = await sendCode(app, nextPhone(), ip);
    expect(capped.statusCode).toBe(429);
    expect(body(capped)).toEqual({ code: 3004, message: authMessages.sendDailyCap, data: null });
    expect((await sendCode(app, nextPhone())).statusCode).toBe(200);
    clock.advance(24 * 3600 * 1000);
  });

  it('keeps one valid code per phone: a new send replaces the old code', async () => {
    const phone = nextPhone();
    const first = await sendAndReadCode(app, phone);
    clock.advance(61_000);
    const second = await sendAndReadCode(app, phone);
    const login = async (code: string) =>
      app.inject({
        method: 'POST',
        url: `${AUTH_BASE}/mobileRegisterVip`,
        payload: { mobile: phone, code },
        remoteAddress: nextIp(),
      });
    if (first !== second) {
      expect(body(await login(first)).message).toBe(authMessages.wrongCode);
    }
    expect((await login(second)).statusCode).toBe(200);
  });
});

describe('sendCode with a failing provider', () => {
  let app: FastifyInstance;
  const failing: SmsProvider = {
    name: 'failing',
    send: async () => {
      throw new Error('gateway down');
    },
  };
  beforeAll(async () => {
    app = await build({ smsProvider: failing });
  });
  afterAll(() => app?.close());

  it('answers 502 / 5000 发送手机验证码错误 and lets the user retry at once', async () => {
    const phone = nextPhone();
    const res = await sendCode(app, phone);
    expect(res.statusCode).toBe(502);
    expect(body(res)).toEqual({ code: 5000, message: authMessages.smsSendFailed, data: null });
    expect((await sendCode(app, phone)).statusCode).toBe(502); // not 429: the gap was released
  });
});
