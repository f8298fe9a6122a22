import type { FastifyInstance } from 'fastify';
import { body, build, nextPhone, sendAndReadCode } from '../../helper';

describe('development SMS inbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ devRoutes: true });
  });
  afterAll(() => app?.close());

  it('lists the latest messages on a Chinese HTML page', async () => {
    const phone = nextPhone();
    const code = await sendAndReadCode(app, phone);
    const res = await app.inject({ method: 'GET', url: '/shebiao/dev/sms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('开发短信收件箱');
    expect(res.body).toContain(phone);
    expect(res.body).toContain(code);
  });

  it('escapes message text', async () => {
    const phone = nextPhone();
    await app.db.query('INSERT INTO sms_outbox (phone, text, created_at) VALUES ($1, $2, now())', [
      phone,
      '<script>alert(1)</script>',
    ]);
    const res = await app.inject({ method: 'GET', url: '/shebiao/dev/sms' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('answers the latest code for a phone, or 404 / 3002 when none was sent', async () => {
    const phone = nextPhone();
    const code = await sendAndReadCode(app, phone);
    const res = await app.inject({ method: 'GET', url: `/shebiao/dev/sms/latest?phone=${phone}` });
    expect(body(res)).toEqual({
      code: 200,
      message: '成功',
      data: { phone, code, text: expect.stringContaining(code), sentAt: expect.any(String) },
    });
    const none = await app.inject({
      method: 'GET',
      url: `/shebiao/dev/sms/latest?phone=${nextPhone()}`,
    });
    expect(none.statusCode).toBe(404);
    expect(body(none).code).toBe(3002);
    const bad = await app.inject({ method: 'GET', url: '/shebiao/dev/sms/latest?phone=abc' });
    expect(body(bad)).toEqual({ code: 3001, message: '手机号格式不正确', data: null });
  });
});

describe('production build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ devRoutes: false });
  });
  afterAll(() => app?.close());

  it('has no dev inbox', async () => {
    for (const url of ['/shebiao/dev/sms', `/shebiao/dev/sms/latest?phone=${nextPhone()}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(body(res).code).toBe(3002);
    }
  });
});
