import type { FastifyInstance } from 'fastify';
import {
  AUTH_BASE,
  MEMBER_VIEW_BASE,
  TOKEN_EXPIRED_MESSAGE,
  USER_REMIND_BASE,
  authMessages,
  tokenPairSchema,
} from 'shared-api/contract';
import { signJwt } from '../../../src/auth/jwt';
import { DEFAULT_LIMITS } from '../../../src/options';
// helper first: it loads the ESM shims src/app needs under Jest
import { body, bearer, build, registerMember, testClock } from '../../helper';
import { buildApp } from '../../../src/app';

const MINUTE = 60_000;
const GRACE = DEFAULT_LIMITS.refreshGraceMs;

describe('access tokens, renewal and refresh rotation', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ now: clock.now });
  });
  afterAll(() => app?.close());

  const details = (headers?: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `${MEMBER_VIEW_BASE}/currentDetails`,
      ...(headers ? { headers } : {}),
    });
  const refresh = (refreshToken: string) =>
    app.inject({
      method: 'GET',
      url: `${AUTH_BASE}/refresh?refreshToken=${encodeURIComponent(refreshToken)}`,
    });
  const expectExpired = (res: Awaited<ReturnType<typeof details>>) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: TOKEN_EXPIRED_MESSAGE, data: null });
  };

  it('refuses member calls without a valid bearer token (401 未登录或token已过期)', async () => {
    expectExpired(await details());
    expectExpired(await details({ authorization: 'Bearer' }));
    expectExpired(await details({ authorization: 'Basic abc' }));
    expectExpired(await details({ authorization: 'Bearer not.a.jwt' }));
    expectExpired(await details({ authorization: `Bearer ${'x'.repeat(5000)}` }));
    const forged = signJwt(
      {
        sub: '1',
        name: 'x',
        fam: '00000000-0000-4000-8000-000000000000',
        iat: 0,
        exp: 9_999_999_999,
      },
      Buffer.from('not-the-key'),
    );
    expectExpired(await details(bearer(forged) as Record<string, string>));
    const unread = await app.inject({
      method: 'POST',
      url: `${USER_REMIND_BASE}/queryUnread`,
      payload: { x: 'ignored' },
    });
    expectExpired(unread);
  });

  it('asks for renewal (Authorization: renew) in the last 5 minutes, and expires after 30', async () => {
    const { token } = await registerMember(app);
    const headers = bearer(token) as Record<string, string>;
    const fresh = await details(headers);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.authorization).toBeUndefined();
    clock.advance(25 * MINUTE + 1000);
    const late = await details(headers);
    expect(late.statusCode).toBe(200);
    expect(late.headers.authorization).toBe('renew');
    clock.advance(5 * MINUTE);
    expectExpired(await details(headers));
  });

  it('rotates: a refresh token gives a new pair once, the new pair works', async () => {
    const first = await registerMember(app);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = tokenPairSchema.parse(body(res).data);
    expect(second).toMatchObject({ userName: first.phone, memberLevelId: 3 });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await details(bearer(second.token) as Record<string, string>)).statusCode).toBe(200);
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('presenting a used refresh token after the grace window is refused and revokes the whole family', async () => {
    const first = await registerMember(app);
    const second = tokenPairSchema.parse(body(await refresh(first.refreshToken)).data);
    clock.advance(GRACE + 1000);

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(body(replay)).toEqual({ code: 401, message: authMessages.refreshRefused, data: null });

    // The thief's and the owner's later tokens are dead too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expectExpired(await details(bearer(second.token) as Record<string, string>));
  });

  it('two simultaneous refreshes with one token (two tabs) both get the same pair; the member stays logged in', async () => {
    const { refreshToken } = await registerMember(app);
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => tokenPairSchema.parse(body(r).data));
    expect(a).toEqual(b);
    expect(a!.refreshToken).not.toBe(refreshToken);
    expect((await details(bearer(a!.token) as Record<string, string>)).statusCode).toBe(200);
    expect((await refresh(a!.refreshToken)).statusCode).toBe(200);
  });

  it('holds across two server processes on one database', async () => {
    // a second app on the same database, as a second process behind the load balancer
    const shared = { ...app.db, close: async () => undefined };
    const other = buildApp({
      db: shared,
      logger: false,
      tokenSecret: 'test-secret',
      now: clock.now,
    });
    await other.ready();
    try {
      const { refreshToken } = await registerMember(app);
      const url = `${AUTH_BASE}/refresh?refreshToken=${encodeURIComponent(refreshToken)}`;
      const results = await Promise.all([
        app.inject({ method: 'GET', url }),
        other.inject({ method: 'GET', url }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(body(results[0]!).data).toEqual(body(results[1]!).data);
    } finally {
      await other.close();
    }
  });

  it('within the grace window the used token gets the same pair again, not a reuse alarm', async () => {
    const first = await registerMember(app);
    const second = tokenPairSchema.parse(body(await refresh(first.refreshToken)).data);
    clock.advance(GRACE - 1000);
    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(tokenPairSchema.parse(body(again).data)).toEqual(second);
    expect((await details(bearer(second.token) as Record<string, string>)).statusCode).toBe(200);
  });

  it('the grace does not bring back a successor that was revoked since (logout elsewhere)', async () => {
    const first = await registerMember(app);
    const second = tokenPairSchema.parse(body(await refresh(first.refreshToken)).data);
    // a password reset ends every session of the member
    await app.tokens.revokeAll(Number(app.tokens.verifyAccess(second.token)!.sub));
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('refuses unknown and expired refresh tokens without touching other sessions', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
    clock.advance(14 * 24 * 60 * MINUTE);
    const expired = await refresh(a.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).message).toBe(authMessages.refreshRefused);
  });

  it('refuses an empty refreshToken with 400 / 3001', async () => {
    const res = await app.inject({ method: 'GET', url: `${AUTH_BASE}/refresh` });
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe(3001);
  });
});
