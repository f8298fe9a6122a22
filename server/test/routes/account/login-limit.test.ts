import type { FastifyInstance } from 'fastify';
import { AUTH_BASE, authMessages } from 'shared-api/contract';
import { body, build, nextIp, nextPhone, testClock } from '../../helper';

const post = (app: FastifyInstance, path: string, payload: unknown, remoteAddress = nextIp()) =>
  app.inject({
    method: 'POST',
    url: `${AUTH_BASE}/${path}`,
    payload: payload as object,
    remoteAddress,
  });

describe('login rate limit', () => {
  let app: FastifyInstance;
  // the windows are counted on the app's clock: moved by hand, a slow machine cannot end them
  const clock = testClock();
  beforeAll(async () => {
    // the per-account lock (login-lock.test.ts) is out of the way here
    app = await build({ now: clock.now, limits: { loginIpMax: 12, loginAccountMax: 100 } });
  });
  afterAll(() => app?.close());

  it('refuses the 10th try for one IP + account within the window (429 / 3004), then lets it go', async () => {
    const ip = nextIp();
    const phone = nextPhone();
    const payload = { nameOrMobile: phone, password: 'abc12345' };
    for (let i = 0; i < 9; i += 1) {
      expect((await post(app, 'login', payload, ip)).statusCode).toBe(400);
    }
    const limited = await post(app, 'login', payload, ip);
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toEqual({ code: 3004, message: authMessages.loginTooMany, data: null });
    expect(limited.headers['retry-after']).toBeDefined();
    // One counter for all login calls: switching to mobileLogin does not reset it.
    expect((await post(app, 'mobileLogin', { mobile: phone, password: 'x' }, ip)).statusCode).toBe(
      429,
    );
    // Another account from the same IP, or the same account from another IP, is still allowed.
    expect(
      (await post(app, 'login', { nameOrMobile: 'other', password: 'x' }, ip)).statusCode,
    ).toBe(400);
    expect((await post(app, 'login', payload)).statusCode).toBe(400);
    clock.advance(60_000);
    expect((await post(app, 'login', payload, ip)).statusCode).toBe(400);
  });

  it('caps all login tries of one IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 12; i += 1) {
      expect(
        (await post(app, 'login', { nameOrMobile: `user${i}`, password: 'x' }, ip)).statusCode,
      ).toBe(400);
    }
    expect(
      (await post(app, 'login', { nameOrMobile: 'user99', password: 'x' }, ip)).statusCode,
    ).toBe(429);
    expect((await post(app, 'login', { nameOrMobile: 'user99', password: 'x' })).statusCode).toBe(
      400,
    );
  });
});
