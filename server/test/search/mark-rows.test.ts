import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { markImageUrl } from 'shared-api/contract';
import { fetchDetailRows, fetchSearchRows, parseMarkUid } from '../../src/search/mark-rows';
import { BARE_UID, FULL_UID, loadMarks } from '../exports/marks';
import { build } from '../helper';
import { ONE_PIXEL_PNG } from '../register/fixtures';

let app: FastifyInstance;
let ids: Map<string, number>;
beforeAll(async () => {
  app = await build();
  ids = await loadMarks(app.db);
});
afterAll(() => app.close());

const logoUrl = markImageUrl(createHash('sha256').update(ONE_PIXEL_PNG).digest('hex'));

const FULL_SEARCH_ROW = {
  UID: '30000001_30',
  TM_NAME: '恒泰咖啡',
  TM_CODE: '30000001',
  TM_NCL: 30,
  TM_STATUS: 2,
  TM_APP_DATE: '2018-03-01',
  TM_HOLDER_CN: '浙江恒泰食品有限公司',
  TM_HOLDER_EN: 'Zhejiang Hengtai Foods Co., Ltd.',
  TM_ADDR_CN: '浙江省杭州市西湖区文三路1号',
  TM_ADDR_EN: '1 Wensan Road, Hangzhou',
  TM_PROXY: '杭州天成知识产权代理有限公司',
  TM_GOODS: '咖啡；面包',
  TM_FIRST_DATE: '2018-11-27',
  TM_REG_DATE: '2019-02-27',
  TM_INC_DATE: '2018-05-02',
  TM_LAST_DATE: '2017-12-01',
  TM_DEADLINE: '2019-02-28 至 2029-02-27',
  TM_SHARE: 2,
  type: '集体商标',
  imageUrl: logoUrl,
};

const BARE_SEARCH_ROW = {
  UID: '71234567_9',
  TM_NAME: 'SUNLUX',
  TM_CODE: '71234567',
  TM_NCL: 9,
  TM_STATUS: 0,
  TM_APP_DATE: '2024-06-18',
  TM_HOLDER_CN: 'Sunlux GmbH',
  TM_HOLDER_EN: null,
  TM_ADDR_CN: null,
  TM_ADDR_EN: null,
  TM_PROXY: null,
  TM_GOODS: '计算机',
  TM_FIRST_DATE: null,
  TM_REG_DATE: null,
  TM_INC_DATE: null,
  TM_LAST_DATE: null,
  TM_DEADLINE: null,
  TM_SHARE: 0,
  type: '普通商标',
  imageUrl: null,
};

describe('fetchSearchRows', () => {
  it('maps every field of a full and a bare mark, in the order of the ids asked for', async () => {
    const rows = await fetchSearchRows(app.db, [ids.get(BARE_UID)!, ids.get(FULL_UID)!]);
    expect(rows).toEqual([
      { ...BARE_SEARCH_ROW, ID: ids.get(BARE_UID) },
      { ...FULL_SEARCH_ROW, ID: ids.get(FULL_UID) },
    ]);
  });

  it('skips ids not in the register and answers [] for none', async () => {
    const rows = await fetchSearchRows(app.db, [999_999, ids.get(FULL_UID)!, -1]);
    expect(rows.map((r) => r.UID)).toEqual([FULL_UID]);
    expect(await fetchSearchRows(app.db, [])).toEqual([]);
  });

  it('serves a 200-id page in one statement', async () => {
    const spy = jest.spyOn(app.db, 'query');
    const many = Array.from({ length: 200 }, (_, i) => (i % 2 ? ids.get(FULL_UID)! : 1e6 + i));
    const rows = await fetchSearchRows(app.db, many);
    expect(rows).toHaveLength(100);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('fetchDetailRows', () => {
  it('adds process, goods with deleted items, notices, co-owners, issues, colour and area', async () => {
    const [row] = await fetchDetailRows(app.db, [FULL_UID]);
    expect(row).toEqual({
      ...FULL_SEARCH_ROW,
      ID: ids.get(FULL_UID),
      TM_PROCESS_CN: '2018-03-01 商标注册申请;2019-02-27 注册公告',
      TM_PROCESS: [
        { date: '2018-03-01', step: '商标注册申请' },
        { date: '2019-02-27', step: '注册公告' },
      ],
      TM_GOODSLS_CN: [
        { similarcode: '3001', goods: '咖啡', nid: 0 },
        { similarcode: '3001', goods: '茶', nid: 1 },
        { similarcode: '3006', goods: '面包', nid: 0 },
      ],
      TMNOTICELS_CN: [
        { code: 'TMZCSQ', issue: 1626, page: 11, name: '商标初步审定公告', date: '2018-11-27' },
        { code: 'TMZCZC', issue: 1638, page: 4, name: '商标注册公告（一）', date: '2019-02-27' },
      ],
      TM_SHARE_HOLDERS: ['杭州恒泰贸易有限公司', '宁波恒泰物流有限公司'],
      TM_FIRST_ISSUE: 1626,
      TM_REG_ISSUE: 1638,
      TM_DEADLINE_START: '2019-02-28',
      TM_DEADLINE_END: '2029-02-27',
      TM_COLOR: '红色、白色',
      TM_AREA: '浙江省 杭州市',
    });
  });

  it('gives a bare mark empty lists and nulls', async () => {
    const [row] = await fetchDetailRows(app.db, [BARE_UID]);
    expect(row).toEqual({
      ...BARE_SEARCH_ROW,
      ID: ids.get(BARE_UID),
      TM_PROCESS_CN: '',
      TM_PROCESS: [],
      TM_GOODSLS_CN: [{ similarcode: '0901', goods: '计算机', nid: 0 }],
      TMNOTICELS_CN: [],
      TM_SHARE_HOLDERS: [],
      TM_FIRST_ISSUE: null,
      TM_REG_ISSUE: null,
      TM_DEADLINE_START: null,
      TM_DEADLINE_END: null,
      TM_COLOR: null,
      TM_AREA: null,
    });
  });

  it('keeps the order asked for and skips unknown or malformed UIDs', async () => {
    const rows = await fetchDetailRows(app.db, [
      BARE_UID,
      '30000001_31',
      'nonsense',
      '30000001_46',
      FULL_UID,
    ]);
    expect(rows.map((r) => r.UID)).toEqual([BARE_UID, FULL_UID]);
    expect(await fetchDetailRows(app.db, ['x_y'])).toEqual([]);
  });
});

describe('parseMarkUid', () => {
  it.each([
    ['30000001_30', { regNo: '30000001', classId: 30 }],
    [' G1234567_1 ', { regNo: 'G1234567', classId: 1 }],
    ['30000001_0', null],
    ['30000001', null],
    ["1_1' OR 1=1", null],
  ])('%s → %j', (uid, key) => {
    expect(parseMarkUid(uid)).toEqual(key);
  });
});
