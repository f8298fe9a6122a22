import type { FastifyInstance } from 'fastify';
import { AUTH_BASE } from 'shared-api/contract';
import { body, build, nextPhone, registerMember } from '../../helper';

describe('POST …/validateName/:value', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app?.close());

  const validate = (value: string, payload?: unknown) =>
    app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/validateName/${encodeURIComponent(value)}`,
      ...(payload ? { payload } : {}),
    });

  it('answers 200 可以使用 for a free phone or name', async () => {
    const res = await validate(nextPhone(), { keyword: 'ignored' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 200, message: '可以使用', data: { registered: false } });
  });

  it('answers HTTP 200 with code 500 手机号已注册 when a member has that mobile or name', async () => {
    const { phone } = await registerMember(app);
    const res = await validate(phone);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 500, message: '手机号已注册', data: { registered: true } });
  });

  it('uses the body keyword when the path value is empty, and refuses when both are', async () => {
    const { phone } = await registerMember(app);
    expect(body(await validate('', { keyword: phone })).code).toBe(500);
    const none = await validate('', {});
    expect(none.statusCode).toBe(400);
    expect(body(none).code).toBe(3001);
  });
});
