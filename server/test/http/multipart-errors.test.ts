import type { FastifyInstance } from 'fastify';
import { UPLOAD_IMAGE_PATH } from 'shared-api/contract';
import { build, nextIp } from '../helper';

/**
 * Issue 11: malformed multipart to uploadImage answered 500. The parser's errors are the
 * client's mistake: the one error handler maps them to 400 for every upload route.
 */
const MESSAGE = '上传内容格式不正确，请重新选择文件上传';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app?.close());

function post(contentType: string, payload: string) {
  return app.inject({
    method: 'POST',
    url: UPLOAD_IMAGE_PATH,
    headers: { 'content-type': contentType },
    payload,
    remoteAddress: nextIp(),
  });
}

const filePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="imgFile"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\nnot really a png';

it.each([
  ['no boundary', 'multipart/form-data', 'abc'],
  ['a body that is not multipart', 'multipart/form-data; boundary=xyz', '{"a":1}'],
  ['a part without its closing boundary', 'multipart/form-data; boundary=xyz', filePart('xyz')],
  ['a field part cut short', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Dispo'],
])('answers 400 for %s', async (_case, contentType, payload) => {
  const res = await post(contentType, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 3001, message: MESSAGE, data: null });
});
