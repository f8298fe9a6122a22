import type { FastifyInstance } from 'fastify';
import {
  APPLICANT_SUGGEST_PATH,
  SEARCH_FILTER_FIELDS,
  SEARCH_PATHS,
  searchMessages,
  type SearchResult,
} from 'shared-api/contract';
import { bearer, build, registerMember } from '../../helper';
import { loadSearchMarks } from './search-marks';

let app: FastifyInstance;
let codes: string[];
/** Searches need a login (spec 3 §6): a registered member, on its enterprise trial. */
let headers: ReturnType<typeof bearer>;
beforeAll(async () => {
  app = await build();
  codes = await loadSearchMarks(app);
  headers = bearer((await registerMember(app)).token);
});
afterAll(() => app.close());

async function search(mode: keyof typeof SEARCH_PATHS, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: SEARCH_PATHS[mode],
    payload: body,
    headers,
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message: string; data: SearchResult },
  };
}

const names = (result: SearchResult) => result.list.map((row) => `${row.TM_NAME}/${row.TM_NCL}`);
const facet = (result: SearchResult, field: (typeof SEARCH_FILTER_FIELDS)[number]) =>
  result.filter[SEARCH_FILTER_FIELDS.indexOf(field)];

describe('mode 1: name', () => {
  it('finds names containing the text, traditional forms included, exact names first', async () => {
    const { status, body } = await search(1, { keyword: '华为' });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(4);
    // exact (newest first), then longer names
    expect(names(body.data)).toEqual(['华为/30', '華為/9', '华为/9', '华为科技/9']);
    expect(body.data.filter).toEqual([]);
  });

  it('counts every facet over the whole result when getfilter asks', async () => {
    const { body } = await search(1, { keyword: '华为', getfilter: true, pagesize: 1 });
    expect(body.data.list).toHaveLength(1);
    expect(facet(body.data, 'TM_NCL')).toEqual({ '9': 3, '30': 1 });
    expect(facet(body.data, 'TM_STATUS')).toEqual({ '1': 1, '2': 3 });
    expect(facet(body.data, 'TM_APP_YEAR')).toEqual({ '2012': 1, '2015': 1, '2019': 1, '2021': 1 });
    expect(facet(body.data, 'TM_AREA')).toEqual({ 广东省: 1, 浙江省: 3 });
    expect(facet(body.data, 'TM_HOLDER_EN')).toEqual({ 'Huawei Technologies Co., Ltd.': 1 });
    expect(facet(body.data, 'TM_NAME')).toEqual({ 华为: 2, 華為: 1, 华为科技: 1 });
  });

  it('narrows by each filter', async () => {
    const by = async (filter: Record<string, unknown>) =>
      (await search(1, { keyword: '华为', ...filter })).body.data.total;
    expect(await by({ TM_NCL: [30] })).toBe(1);
    expect(await by({ TM_NCL: '9,30' })).toBe(4);
    expect(await by({ TM_STATUS: 1 })).toBe(1);
    expect(await by({ TM_APP_YEAR: 2019 })).toBe(1);
    expect(await by({ TM_AREA: '广东省' })).toBe(1);
    expect(await by({ TM_HOLDER_CN: '华为技术有限公司' })).toBe(1);
    expect(await by({ TM_HOLDER_EN: 'Huawei Technologies Co., Ltd.' })).toBe(1);
    expect(await by({ TM_NAME: '华为科技' })).toBe(1);
    // empty filters, as the pages send them, are no filters
    expect(await by({ TM_STATUS: '', TM_APP_YEAR: '', TM_AREA: '' })).toBe(4);
  });

  it('pages through the result', async () => {
    const first = (await search(1, { keyword: '华为', pagesize: 3 })).body.data;
    const second = (await search(1, { keyword: '华为', pagesize: 3, pageno: 2 })).body.data;
    expect(first.list).toHaveLength(3);
    expect(second.list).toHaveLength(1);
    expect(second.total).toBe(4);
    expect(new Set([...first.list, ...second.list].map((row) => row.UID)).size).toBe(4);
  });

  it('takes a LIKE wildcard literally', async () => {
    expect((await search(1, { keyword: '华%' })).body.data.total).toBe(5);
    expect((await search(1, { keyword: '%' })).body.data.total).toBe(0);
  });
});

describe('mode 2: number', () => {
  it('finds a number exactly, and longer numbers by prefix', async () => {
    expect(names((await search(2, { keyword: codes[6] })).body.data)).toEqual(['康师傅/30']);
    expect((await search(2, { keyword: codes[6]!.slice(0, 6) })).body.data.total).toBe(10);
    expect((await search(2, { keyword: '3000' })).body.data.total).toBe(0);
  });
});

describe('mode 3: applicant', () => {
  it('matches Chinese and English holder names', async () => {
    expect(names((await search(3, { keyword: '康师傅控股' })).body.data)).toEqual(['康师傅/30']);
    expect(names((await search(3, { keyword: 'huawei tech' })).body.data)).toEqual(['华为/9']);
  });

  it('suggests applicants containing the text', async () => {
    const response = await app.inject({
      method: 'POST',
      url: APPLICANT_SUGGEST_PATH,
      payload: { keyword: '华为', type: 1 },
      headers,
    });
    expect(response.json().data).toEqual({ proxy: ['华为技术有限公司'] });
    const empty = await app.inject({
      method: 'POST',
      url: APPLICANT_SUGGEST_PATH,
      payload: { keyword: '' },
      headers,
    });
    expect(empty.json().data).toEqual({ proxy: [] });
  });
});

describe('mode 0: comprehensive', () => {
  it('searches numbers and names together', async () => {
    expect(names((await search(0, { keyword: codes[8] })).body.data)).toEqual(['星巴克/30']);
    expect((await search(0, { keyword: '星巴克' })).body.data.total).toBe(1);
  });
});

describe('mode 4: text similarity', () => {
  it('ranks identical marks first and says why each one matched', async () => {
    const { body } = await search(4, { keyword: '华为', NCL: [9] });
    const byName = new Map(body.data.list.map((row) => [row.TM_NAME, row.match!]));
    expect(body.data.list[0]!.match!.score).toBe(100);
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(['华为', '華為', '为华', '华为科技', 'HUAWEI']),
    );
    expect(byName.get('为华')!.reasons).toContain('字序调换');
    expect(byName.get('华为科技')!.reasons).toContain('包含在先商标');
    expect(byName.get('HUAWEI')!.reasons).toContain('中文与拼音对应');
    const scores = body.data.list.map((row) => row.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds a similar-shaped name and counts facets over the judged result', async () => {
    const { body } = await search(4, { keyword: '康师傅', NCL: [30], getfilter: true });
    expect(names(body.data)).toEqual(['康师傅/30', '康帅傅/30']);
    expect(body.data.list[1]!.match!.reasons).toContain('字形近似');
    expect(facet(body.data, 'TM_NCL')).toEqual({ '30': 2 });
  });
});

describe('mode 6: goods similarity', () => {
  it('searches the chosen goods’ similar groups', async () => {
    const { body } = await search(6, { keyword: '华为', TM_GOODS: ['3001'], NCL: [30] });
    expect(names(body.data)).toEqual(['华为/30']);
    // an item stands for its group (090019 加法器 is in 0901)
    const byItem = await search(6, { keyword: '华为', TM_GOODS: ['090019'] });
    expect(names(byItem.body.data)).toEqual(expect.arrayContaining(['华为/9', '華為/9']));
    expect(byItem.body.data.list.every((row) => row.TM_NCL === 9)).toBe(true);
  });

  it('needs a class or goods', async () => {
    const { status, body } = await search(6, { keyword: '华为' });
    expect(status).toBe(400);
    expect(body.message).toBe(searchMessages.noGoodsClass);
    const unknown = await search(6, { keyword: '华为', TM_GOODS: ['9999'] });
    expect(unknown.body.message).toBe(searchMessages.noGoodsClass);
  });
});

describe('validation (spec 1 §5)', () => {
  it.each([
    [1, { keyword: '' }, searchMessages.emptyKeyword],
    [4, { keyword: '   ' }, searchMessages.emptyKeyword],
    [1, { keyword: '华为', TM_NCL: [1, 2, 3, 4, 5, 6] }, searchMessages.tooManyClasses],
    [4, { keyword: '华为', NCL: [1, 2, 3, 4, 5, 6] }, searchMessages.tooManyClasses],
    [1, { keyword: '华为', pagesize: 500 }, searchMessages.badPageSize],
    [1, { keyword: '华为', pageno: 0 }, searchMessages.badPage],
    [1, { keyword: '华为', TM_NCL: [46] }, searchMessages.badClass],
    [1, { keyword: '华为', TM_APP_YEAR: 'abc' }, searchMessages.badYear],
    [1, { keyword: '华为', TM_APP_YEAR: 99999 }, searchMessages.badYear],
    [6, { keyword: '华为', TM_GOODS: ['99'] }, '商品/服务编码应为4位类似群或6位商品编码'],
  ] as const)('mode %i %j → %s', async (mode, body, message) => {
    const response = await search(mode, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
