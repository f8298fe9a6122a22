import type { FastifyInstance } from 'fastify';
import { NOTICE_PICTURE_PATH, gazettePageUrl, pictureMessages } from 'shared-api/contract';
import { unknownNoticeType } from '../../../src/routes/search/notice-picture';
import { loadMarks } from '../../exports/marks';
import { body, build } from '../../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
  await loadMarks(app.db);
});
afterAll(() => app.close());

const picture = (payload: object) =>
  app.inject({ method: 'POST', url: NOTICE_PICTURE_PATH, payload });

/** TMZCSQ is type 36 in notice-types.json; FULL's first-review notice is on page 11. */
describe('POST …/TMProfile/noticePicture', () => {
  it("answers the address of the notice's gazette page, which the pictures route draws", async () => {
    const res = await picture({ firstNo: 1626, page: 11, type: 'TMZCSQ' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 200, message: '成功', data: gazettePageUrl(1626, 36, 11) });
    const page = await app.inject({ method: 'GET', url: body<string>(res).data });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('image/svg+xml');
    expect(page.body).toContain('申请号/注册号：30000001');
  });

  it('takes numbers sent as strings (the old pages send them so)', async () => {
    const res = await picture({ firstNo: '1638', page: '4', type: 'TMZCZC' });
    expect(body(res).data).toBe(gazettePageUrl(1638, 1, 4));
  });

  it.each([
    ['a page without notices', { firstNo: 1626, page: 99, type: 'TMZCSQ' }],
    ['an issue not imported', { firstNo: 1500, page: 11, type: 'TMZCSQ' }],
    ['a type with no notice on that page', { firstNo: 1626, page: 11, type: 'TMZCZC' }],
  ])('refuses %s with 404 / 3002', async (_, payload) => {
    const res = await picture(payload);
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({
      code: 3002,
      message: pictureMessages.gazettePageNotFound,
      data: null,
    });
  });

  it('names an unknown announcement code', async () => {
    const res = await picture({ firstNo: 1626, page: 11, type: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe(unknownNoticeType('NOPE'));
  });

  it.each([
    [{ firstNo: 0, page: 1, type: 'TMZCSQ' }],
    [{ firstNo: 1626, page: 'x', type: 'TMZCSQ' }],
    [{ firstNo: 1626, page: 1, type: '' }],
  ])('refuses a malformed body %j with 400 / 3001', async (payload) => {
    const res = await picture(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe(3001);
  });
});
