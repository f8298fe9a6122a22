import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gazettePageUrl, markImageUrl, pictureMessages } from 'shared-api/contract';
import { runFileImport } from '../../../src/register/run-import';
import { body, build } from '../../helper';
import { ONE_PIXEL_PNG, sampleRecord, writeJsonl } from '../../register/fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
  const file = await writeJsonl([sampleRecord(1, { imagePath: 'logo.png' }), sampleRecord(2)], {
    'logo.png': ONE_PIXEL_PNG,
  });
  await runFileImport(app.db, file);
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('mark pictures', () => {
  it('serves a stored logo by its hash, cached for good', async () => {
    const sha = createHash('sha256').update(ONE_PIXEL_PNG).digest('hex');
    const res = await get(markImageUrl(sha));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('refuses a malformed or unknown hash', async () => {
    const bad = await get(markImageUrl('xyz'));
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(pictureMessages.badHash);
    const unknown = await get(markImageUrl('0'.repeat(64)));
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(pictureMessages.markImageNotFound);
  });
});

describe('gazette pages', () => {
  it('draws a page from the notices printed on it', async () => {
    // sampleRecord(1)'s first-review notice is on page 11 of issue 1626 (type 36)
    const res = await get(gazettePageUrl(1626, 36, 11));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('商标公告\u3000第 1626 期');
    expect(res.body).toContain('商标初步审定公告');
    expect(res.body).toContain('30000001');
    expect(res.body).toContain('data:image/png;base64,');
  });

  it('answers 404 for a page without notices and 400 for bad numbers', async () => {
    const empty = await get(gazettePageUrl(1626, 36, 999));
    expect(empty.statusCode).toBe(404);
    expect(body(empty).message).toBe(pictureMessages.gazettePageNotFound);
    const bad = await get('/shebiao/picture/gazette/x/36/1');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(pictureMessages.badPage);
  });
});
