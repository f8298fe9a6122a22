import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AUTH_BASE, DEFAULT_ERROR_MESSAGE } from 'shared-api/contract';
import { body, build, nextIp } from '../helper';

/** Every answer, errors included, is `{code, message, data}` with a 4xx for client mistakes. */
function expectEnvelope(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: number,
) {
  expect(res.statusCode).toBe(status);
  const b = res.json() as Record<string, unknown>;
  expect(Object.keys(b).sort()).toEqual(['code', 'data', 'message']);
  expect(b.code).toBe(code);
  expect(typeof b.message).toBe('string');
  expect((b.message as string).length).toBeGreaterThan(0);
}

describe('error envelope', () => {
  let app: FastifyInstance;
  const logged: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    });
    app = await build({ logger: { level: 'error', stream }, bodyLimit: 4096 }, (a) => {
      a.get('/shebiao/test/boom', async () => {
        throw new Error('kaboom');
      });
    });
  });
  afterAll(() => app?.close());

  it('answers unknown routes with 404 / 3002 接口不存在', async () => {
    for (const [method, url] of [
      ['GET', '/shebiao/nope'],
      ['POST', '/shebiao/cloud-portal/memberLogin/nope'],
      ['DELETE', `${AUTH_BASE}/login`],
      ['GET', '/not-the-api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expectEnvelope(res, 404, 3002);
      expect(body(res).message).toBe('接口不存在');
    }
  });

  it('turns a crash into HTTP 500 / code 5000 with the default message, and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/shebiao/test/boom' });
    expectEnvelope(res, 500, 5000);
    expect(body(res)).toEqual({ code: 5000, message: DEFAULT_ERROR_MESSAGE, data: null });
    expect(logged.join('')).toContain('kaboom');
  });

  it('refuses malformed JSON with 400 / 3001', async () => {
    for (const payload of ['{', '{"mobile": }', 'null,', '{"__proto__": {"x": 1}}']) {
      const res = await app.inject({
        method: 'POST',
        url: `${AUTH_BASE}/login`,
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: nextIp(),
      });
      expectEnvelope(res, 400, 3001);
      expect(body(res).message).toBe('请求格式不正确');
    }
  });

  it('refuses an empty JSON body and a missing body with 400 / 3001', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectEnvelope(empty, 400, 3001);
    const missing = await app.inject({ method: 'POST', url: `${AUTH_BASE}/login` });
    expectEnvelope(missing, 400, 3001);
    expect(body(missing).message).toBe('请求参数不能为空');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/login`,
      payload: { nameOrMobile: 'x'.repeat(10_000), password: 'y' },
    });
    expectEnvelope(res, 413, 3001);
    expect(body(res).message).toBe('请求内容过大');
  });

  it('refuses unsupported content types with 415 and plain text with 400', async () => {
    const xml = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/login`,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectEnvelope(xml, 415, 3001);
    const text = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/login`,
      headers: { 'content-type': 'text/plain' },
      payload: 'nameOrMobile=a&password=b',
    });
    expectEnvelope(text, 400, 3001);
  });

  it('reports the first zod issue in Chinese, naming missing or mistyped fields', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, '缺少参数：mobile'],
      [{ mobile: 13800000000, smscode: '1' }, '参数类型不正确：mobile'],
      [{ mobile: '1380000000', smscode: '1' }, '手机号格式不正确'],
      [{ mobile: '13800000000', smscode: 'abc' }, '验证码格式不正确'],
      [{ mobile: '13800000000', smscode: '' }, '请输入验证码！'],
      [[], '请求参数不正确'],
      ['just a string', '请求参数不正确'],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: `${AUTH_BASE}/smsLogin`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: nextIp(),
      });
      expectEnvelope(res, 400, 3001);
      expect(body(res).message).toBe(message);
    }
  });

  it('survives wrong types and huge strings in every auth body without a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      0,
      true,
      [],
      { mobile: null },
      { mobile: {}, code: [] },
      { nameOrMobile: 'x'.repeat(1000), password: 'y'.repeat(1000) },
      { mobile: '1'.repeat(1000), smscode: '2'.repeat(1000) },
      { mobile: '13800000000', code: '1', password: 'abc', validationPassword: 'abd' },
      { keyword: { $ne: null } },
    ];
    const posts = [
      'smsLogin',
      'login',
      'mobileLogin',
      'mobileRegisterVip',
      'forgetPassword',
      'validateName/x',
    ];
    for (const path of posts) {
      for (const payload of bodies) {
        const res = await app.inject({
          method: 'POST',
          url: `${AUTH_BASE}/${path}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
          remoteAddress: nextIp(),
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(200);
        expect(res.statusCode).toBeLessThan(500);
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'message']);
      }
    }
  });

  it('handles absurd path and query values without a 5xx', async () => {
    const long = 'x'.repeat(10_000);
    for (const url of [
      `${AUTH_BASE}/sendCode/${long}`,
      `${AUTH_BASE}/sendCode/%E0%A4%A`,
      `${AUTH_BASE}/refresh?refreshToken=${long}`,
      `${AUTH_BASE}/refresh?refreshToken=`,
      `${AUTH_BASE}/refresh?refreshToken[]=a&refreshToken[]=b`,
      `/shebiao/dev/sms/latest?phone=${long}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'message']);
    }
  });

  it('never leaks a stack trace to the client', async () => {
    const res = await app.inject({ method: 'GET', url: '/shebiao/test/boom' });
    expect(res.body).not.toContain('kaboom');
    expect(res.body).not.toContain('at ');
  });
});
