import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import { ApiCode, EXPORT_PATHS, searchMessages } from 'shared-api/contract';
import { exportMessages, EXPORT_TOKEN_TTL_MS } from '../../src/exports/messages';
import { bearer, body, build, registerMember, testClock } from '../helper';
import { BARE_UID, FULL_UID, VECTOR_UID, loadMarks } from './marks';
import { pdfText } from './pdf-text';

const clock = testClock('2026-11-21T03:00:00Z');
let app: FastifyInstance;
let member: string;
let otherMember: string;
beforeAll(async () => {
  app = await build({ now: clock.now });
  await loadMarks(app.db);
  member = (await registerMember(app)).token;
  otherMember = (await registerMember(app)).token;
});
afterAll(() => app.close());

const post = (url: string, payload: object, token: string | null = member) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

const expectRefusal = (
  res: LightMyRequestResponse,
  status: number,
  code: number,
  message: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(body(res)).toEqual({ code, message, data: null });
};

/** queryExcelByUids then excelByUids2, as the search screen does. */
async function exportExcel(keyword: string, needImage = 0) {
  const query = { keyword, needImage, pageno: 1, pagesize: 200 };
  const tokenRes = await post(EXPORT_PATHS.queryExcel, query);
  expect(tokenRes.statusCode).toBe(200);
  const token = body<string>(tokenRes).data;
  return post(EXPORT_PATHS.excel, { ...query, uid: token });
}

async function readSheet(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('商标查询结果')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, images: sheet.getImages() };
}

describe('who may export', () => {
  it.each([
    ['queryExcelByUids', EXPORT_PATHS.queryExcel, { keyword: FULL_UID }],
    ['excelByUids2', EXPORT_PATHS.excel, { keyword: FULL_UID, uid: 'x' }],
    ['wordByCode', EXPORT_PATHS.word, { code: '30000001', ncl: 30 }],
    ['pdfByCode', EXPORT_PATHS.pdf, { code: '30000001', ncl: 30 }],
  ])('a visitor calling %s gets 4002 for the permission handler', async (_, url, payload) => {
    const res = await post(url, payload, null);
    expectRefusal(res, 403, ApiCode.noPermission, exportMessages.loginRequired);
  });

  it('a stale token gets 401 so the client refreshes the session', async () => {
    const res = await post(EXPORT_PATHS.word, { code: '30000001', ncl: 30 }, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(ApiCode.unauthorized);
  });
});

describe('Excel export', () => {
  it('answers a token, then the workbook with the marks in the order ticked', async () => {
    const res = await exportExcel(`${BARE_UID},${FULL_UID},${BARE_UID}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('商标查询结果_20261121.xlsx')}`,
    );
    const { rows, images } = await readSheet(res);
    expect(images).toHaveLength(0);
    expect(rows[0]).toEqual(expect.arrayContaining(['序号', '商标名称', '申请人', '商品/服务']));
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 3)).toEqual([1, 'SUNLUX', '71234567']);
    expect(rows[2]).toEqual([
      2,
      '恒泰咖啡',
      '30000001',
      '第 30 类',
      '已注册',
      '集体商标',
      '2018-03-01',
      '浙江恒泰食品有限公司',
      'Zhejiang Hengtai Foods Co., Ltd.',
      '浙江省杭州市西湖区文三路1号',
      '浙江省 杭州市',
      '杭州恒泰贸易有限公司；宁波恒泰物流有限公司',
      '杭州天成知识产权代理有限公司',
      1626,
      '2018-11-27',
      1638,
      '2019-02-27',
      '2019-02-28 至 2029-02-27',
      '咖啡；面包',
      '2018-03-01 商标注册申请\n2019-02-27 注册公告',
    ]);
  });

  it('puts the logos in a picture column when needImage is set, SVG logos included', async () => {
    const res = await exportExcel(`${FULL_UID},${BARE_UID},${VECTOR_UID}`, 1);
    const { rows, images } = await readSheet(res);
    expect(rows[0]!.slice(0, 3)).toEqual(['序号', '商标图样', '商标名称']);
    expect(rows[2]!.slice(1, 3)).toEqual(['—', 'SUNLUX']);
    expect(images.map((i) => i.range.tl.nativeRow).sort()).toEqual([1, 3]);
  });

  it('keeps the ticked marks in the database under the token', async () => {
    const tokenRes = await post(EXPORT_PATHS.queryExcel, { keyword: `${FULL_UID}，${BARE_UID}` });
    const stored = await app.db.query<{ uids: string[] }>(
      'SELECT uids FROM export_tokens WHERE token = $1',
      [body<string>(tokenRes).data],
    );
    expect(stored.rows).toEqual([{ uids: [FULL_UID, BARE_UID] }]);
  });

  it.each([
    ['nothing ticked', '', searchMessages.exportNothing],
    ['only separators', ' , ,', searchMessages.exportNothing],
    [
      'more than 200 marks',
      Array.from({ length: 201 }, (_, i) => `${30_000_000 + i}_30`).join(','),
      searchMessages.exportTooMany,
    ],
    ['a malformed UID', `${FULL_UID},abc`, exportMessages.badUid('abc')],
  ])('refuses %s with 400 / 3001', async (_, keyword, message) => {
    const res = await post(EXPORT_PATHS.queryExcel, { keyword });
    expectRefusal(res, 400, ApiCode.badRequest, message);
  });

  it('refuses marks none of which is in the register', async () => {
    const res = await post(EXPORT_PATHS.queryExcel, { keyword: '99999999_1,99999998_2' });
    expectRefusal(res, 404, ApiCode.notFound, searchMessages.detailNotFound);
  });

  it('accepts exactly 200 marks', async () => {
    const keyword = [FULL_UID, ...Array.from({ length: 199 }, (_, i) => `${90_000_000 + i}_1`)];
    const res = await post(EXPORT_PATHS.queryExcel, { keyword: keyword.join(',') });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a download without a token, with an unknown one, or with another member’s', async () => {
    const tokenRes = await post(EXPORT_PATHS.queryExcel, { keyword: FULL_UID });
    const token = body<string>(tokenRes).data;
    expectRefusal(
      await post(EXPORT_PATHS.excel, { keyword: FULL_UID }),
      400,
      ApiCode.badRequest,
      exportMessages.missingToken,
    );
    for (const [uid, who] of [
      ['00000000-0000-0000-0000-000000000000', member],
      [token, otherMember],
    ] as const) {
      const res = await post(EXPORT_PATHS.excel, { keyword: FULL_UID, uid }, who);
      expectRefusal(res, 404, ApiCode.notFound, exportMessages.tokenExpired);
    }
  });

  it('lets a token be used again until it expires', async () => {
    const tokenRes = await post(EXPORT_PATHS.queryExcel, { keyword: FULL_UID });
    const download = { keyword: FULL_UID, uid: body<string>(tokenRes).data };
    expect((await post(EXPORT_PATHS.excel, download)).statusCode).toBe(200);
    clock.advance(EXPORT_TOKEN_TTL_MS - 1000);
    expect((await post(EXPORT_PATHS.excel, download)).statusCode).toBe(200);
    clock.advance(2000);
    expectRefusal(
      await post(EXPORT_PATHS.excel, download),
      404,
      ApiCode.notFound,
      exportMessages.tokenExpired,
    );
  });
});

async function documentXml(res: LightMyRequestResponse) {
  const zip = await JSZip.loadAsync(res.rawPayload);
  const xml = await zip.file('word/document.xml')!.async('string');
  const media = Object.keys(zip.files).filter((name) => name.startsWith('word/media/'));
  return { xml, text: xml.replace(/<[^>]+>/g, ''), media };
}

describe('Word export', () => {
  it('writes the whole record: fields, goods (deleted struck through), process, notices', async () => {
    const res = await post(EXPORT_PATHS.word, { code: '30000001', ncl: 30, needImage: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('恒泰咖啡_30000001_第30类.docx')}`,
    );
    const { xml, text, media } = await documentXml(res);
    for (const expected of [
      '恒泰咖啡',
      '浙江恒泰食品有限公司',
      'Zhejiang Hengtai Foods Co., Ltd.',
      '浙江省 杭州市',
      '杭州恒泰贸易有限公司；宁波恒泰物流有限公司',
      '杭州天成知识产权代理有限公司',
      '第 1626 期（2018-11-27）',
      '2019-02-28 至 2029-02-27',
      '红色、白色',
      '咖啡',
      '茶已删除',
      '商标注册申请',
      '商标初步审定公告',
      '商标注册公告（一）',
      '第 11 页',
    ]) {
      expect(text).toContain(expected);
    }
    expect(xml).toMatch(/<w:strike\/>(<[^>]+>)*<w:t[^>]*>茶</);
    expect(media).toHaveLength(1);
  });

  it('rasterises an SVG logo and leaves logos out without needImage', async () => {
    const vector = await documentXml(await post(EXPORT_PATHS.word, { code: '30000002', ncl: 30 }));
    expect(vector.media).toEqual([expect.stringMatching(/\.png$/)]);
    const without = await post(EXPORT_PATHS.word, { code: '30000002', ncl: 30, needImage: 0 });
    expect((await documentXml(without)).media).toEqual([]);
  });

  it('writes a bare mark with its empty sections marked 无', async () => {
    const { text } = await documentXml(await post(EXPORT_PATHS.word, { code: '71234567', ncl: 9 }));
    expect(text).toContain('SUNLUX');
    expect(text).toContain('商标流程无');
  });
});

describe('PDF export', () => {
  it('writes the record with the Chinese text embedded, logo included', async () => {
    const res = await post(EXPORT_PATHS.pdf, { code: '30000001', ncl: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('恒泰咖啡_30000001_第30类.pdf')}`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '恒泰咖啡',
      '浙江恒泰食品有限公司',
      '宁波恒泰物流有限公司',
      '已删除',
      '商标注册申请',
      '商标初步审定公告',
      '2019-02-28 至 2029-02-27',
    ]) {
      expect(text).toContain(expected);
    }
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it.each([
    ['an unknown mark', { code: '99999999', ncl: 30 }, 404, searchMessages.detailNotFound],
    [
      'a known number in another class',
      { code: '30000001', ncl: 1 },
      404,
      searchMessages.detailNotFound,
    ],
    ['class 46', { code: '30000001', ncl: 46 }, 400, null],
  ])('refuses %s', async (_, payload, status, message) => {
    for (const url of [EXPORT_PATHS.pdf, EXPORT_PATHS.word]) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
      if (message) expect(body(res).message).toBe(message);
    }
  });
});
