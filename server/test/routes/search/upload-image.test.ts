import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  ApiCode,
  MAX_UPLOAD_IMAGE_BYTES,
  searchMessages,
  UPLOAD_IMAGE_PATH,
  type UploadImageResult,
} from 'shared-api/contract';
import { toBmp } from '../../image-search/bmp-file';
import { corpusLogos } from '../../image-search/corpus-logos';
import { multipartBody } from '../../image-search/multipart';
import { body, build, nextIp } from '../../helper';

let app: FastifyInstance;
let jpeg: Buffer;
beforeAll(async () => {
  app = await build();
  jpeg = await sharp(corpusLogos(1)[0]!).jpeg({ quality: 80 }).toBuffer();
});
afterAll(() => app.close());

function upload(
  bytes: Buffer,
  type = 'image/jpeg',
  fields: Record<string, string> = { type: '2' },
) {
  const form = multipartBody(fields, { imgFile: { bytes, filename: 'logo.jpg', type } });
  return app.inject({
    method: 'POST',
    url: UPLOAD_IMAGE_PATH,
    remoteAddress: nextIp(),
    ...form,
  });
}

describe('uploading a search picture', () => {
  it('stores it once and answers its address, where the picture is served for good', async () => {
    const res = await upload(jpeg);
    expect(res.statusCode).toBe(200);
    const answer = body<UploadImageResult>(res);
    expect(answer).toMatchObject({ code: 200, message: searchMessages.imageUploaded });
    expect(answer.data.absolutePath).toMatch(/^\/shebiao\/picture\/upload\/[0-9a-f]{64}$/);
    expect(answer.data.name).toMatch(/^[0-9a-f]{64}\.jpg$/);

    const again = body<UploadImageResult>(await upload(jpeg));
    expect(again.data).toEqual(answer.data);
    const stored = await app.db.query('SELECT 1 FROM search_uploads');
    expect(stored.rows).toHaveLength(1);

    const served = await app.inject({ method: 'GET', url: answer.data.absolutePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });

  it('accepts PNG, GIF, WebP and BMP', async () => {
    const png = await sharp(jpeg).png().toBuffer();
    for (const [bytes, ext] of [
      [png, 'png'],
      [await sharp(jpeg).gif().toBuffer(), 'gif'],
      [await sharp(jpeg).webp().toBuffer(), 'webp'],
      [await toBmp(png), 'bmp'],
    ] as const) {
      const res = await upload(bytes, 'application/octet-stream');
      expect(res.statusCode).toBe(200);
      expect(body<UploadImageResult>(res).data.name.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses a file over 5 MB while it streams', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_IMAGE_BYTES)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({
      code: ApiCode.badRequest,
      message: searchMessages.imageTooLarge,
    });
  });

  it('refuses what is not a picture, judged by its bytes', async () => {
    const cases = [
      Buffer.from('hello, this is text'),
      jpeg.subarray(0, jpeg.length / 2),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ];
    for (const bytes of cases) {
      const res = await upload(bytes);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        code: ApiCode.badRequest,
        message: searchMessages.imageNotImage,
      });
    }
  });

  it('asks for a picture when the request carries none', async () => {
    const noFile = await app.inject({
      method: 'POST',
      url: UPLOAD_IMAGE_PATH,
      remoteAddress: nextIp(),
      ...multipartBody({ type: '2' }, {}),
    });
    expect(body(noFile)).toMatchObject({
      code: ApiCode.badRequest,
      message: searchMessages.noImage,
    });
    const json = await app.inject({ method: 'POST', url: UPLOAD_IMAGE_PATH, payload: { type: 2 } });
    expect(json.statusCode).toBe(400);
    expect(body(json).message).toBe(searchMessages.noImage);
    const badType = await upload(jpeg, 'image/jpeg', { type: 'x' });
    expect(badType.statusCode).toBe(400);
  });

  it('answers 404 for a picture it does not have', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/shebiao/picture/upload/${'a'.repeat(64)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({
      code: ApiCode.notFound,
      message: searchMessages.imageNotFound,
    });
  });
});
