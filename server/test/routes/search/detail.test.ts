import type { FastifyInstance } from 'fastify';
import { DETAIL_PATH, searchMessages, type DetailResult } from 'shared-api/contract';
import { fetchDetailRows } from '../../../src/search/mark-rows';
import { BARE_UID, FULL_UID, loadMarks } from '../../exports/marks';
import { bearer, body, build, registerMember } from '../../helper';

let app: FastifyInstance;
/** The detail needs a login (spec 3 §6): a registered member, on its enterprise trial. */
let headers: ReturnType<typeof bearer>;
beforeAll(async () => {
  app = await build();
  await loadMarks(app.db);
  headers = bearer((await registerMember(app)).token);
});
afterAll(() => app.close());

const detail = (payload: object) =>
  app.inject({ method: 'POST', url: DETAIL_PATH, payload, headers });

describe('POST …/TMProfile/searchDetail2', () => {
  it('answers the mark of the UID as a one-row list, with every detail field', async () => {
    const res = await detail({ keyword: FULL_UID, needImage: 1, pageno: 1, pagesize: 5 });
    expect(res.statusCode).toBe(200);
    const [expected] = await fetchDetailRows(app.db, [FULL_UID]);
    expect(body<DetailResult>(res)).toEqual({
      code: 200,
      message: '成功',
      data: { list: [expected], total: 1 },
    });
    const row = body<DetailResult>(res).data.list[0]!;
    expect(row).toMatchObject({ TM_NAME: '恒泰咖啡', TM_AREA: '浙江省 杭州市', TM_SHARE: 2 });
    expect(row.imageUrl).toMatch(/^\/shebiao\/picture\/mark\/[0-9a-f]{64}$/);
  });

  it('leaves the picture out when needImage is 0', async () => {
    const res = await detail({ keyword: FULL_UID, needImage: 0 });
    expect(body<DetailResult>(res).data.list[0]!.imageUrl).toBeNull();
  });

  it('answers a mark without a picture, notices or process', async () => {
    const res = await detail({ keyword: BARE_UID });
    expect(body<DetailResult>(res).data.list[0]).toMatchObject({
      UID: BARE_UID,
      imageUrl: null,
      TMNOTICELS_CN: [],
      TM_PROCESS: [],
    });
  });

  it.each([
    ['an unknown number', '99999999_30'],
    ['a known number in another class', '30000001_31'],
    ['a malformed UID', "30000001' OR '1'='1"],
  ])('refuses %s with 404 / 3002 该商标不存在', async (_, keyword) => {
    const res = await detail({ keyword });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ code: 3002, message: searchMessages.detailNotFound, data: null });
  });

  it('refuses an empty keyword with 400 / 3001', async () => {
    const res = await detail({ keyword: '  ' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 3001, message: searchMessages.detailNotFound, data: null });
  });
});
