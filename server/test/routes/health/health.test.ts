import type { FastifyInstance } from 'fastify';
import { body, build, TEST_DB } from '../../helper';

describe('GET /shebiao/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app?.close());

  it('reports the database kind and uptime in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/shebiao/health' });
    expect(res.statusCode).toBe(200);
    const b = body<{ db: string; uptimeSeconds: number }>(res);
    expect(b).toEqual({
      code: 200,
      message: 'ok',
      data: { db: TEST_DB, uptimeSeconds: expect.any(Number) },
    });
    expect(b.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 / code 5000 when the database is gone', async () => {
    const broken = await build({}, () => undefined);
    await broken.db.close();
    const res = await broken.inject({ method: 'GET', url: '/shebiao/health' });
    expect(res.statusCode).toBe(503);
    expect(body(res)).toEqual({ code: 5000, message: '数据库不可用', data: null });
    // The db is already closed; closing the app must still succeed.
    await broken.close().catch(() => undefined);
  });
});
