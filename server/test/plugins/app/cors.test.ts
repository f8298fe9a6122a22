import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';

describe('CORS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ corsOrigins: ['https://portal.example'] });
  });
  afterAll(() => app?.close());

  it('lets a listed origin read authorization and content-disposition, with credentials', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/shebiao/health',
      headers: { origin: 'https://portal.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://portal.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toBe(
      'authorization, content-disposition',
    );
  });

  it('does not allow other origins', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/shebiao/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets the usual security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/shebiao/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
