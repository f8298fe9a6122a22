import type { DetailRow } from 'shared-api';

/** A registered mark with every field filled, as the detail call answers it. */
export function detailRow(extra: Partial<DetailRow> = {}): DetailRow {
  return {
    UID: '30000001_9',
    ID: 1,
    TM_NAME: '恒泰',
    TM_CODE: '30000001',
    TM_NCL: 9,
    TM_STATUS: 2,
    TM_APP_DATE: '2012-03-01',
    TM_HOLDER_CN: '浙江恒泰电子有限公司',
    TM_HOLDER_EN: 'Zhejiang Hengtai Electronics Co., Ltd.',
    TM_ADDR_CN: '浙江省杭州市西湖区文三路1号',
    TM_ADDR_EN: 'No. 1 Wensan Road, Hangzhou',
    TM_PROXY: '杭州天成知识产权代理有限公司',
    TM_GOODS: '计算机；手机',
    TM_FIRST_DATE: '2012-11-27',
    TM_REG_DATE: '2013-02-27',
    TM_INC_DATE: '2012-05-06',
    TM_LAST_DATE: '2011-12-01',
    TM_DEADLINE: '2013-02-28 至 2023-02-27',
    TM_SHARE: 2,
    type: '普通商标',
    imageUrl: '/shebiao/picture/mark/abc',
    TM_PROCESS_CN: '2012-03-01 商标注册申请;2013-02-27 注册公告',
    TM_PROCESS: [
      { date: '2012-03-01', step: '商标注册申请' },
      { date: '2013-02-27', step: '注册公告' },
    ],
    TM_GOODSLS_CN: [
      { similarcode: '0901', goods: '计算机', nid: 0 },
      { similarcode: '0907', goods: '手机', nid: 0 },
      { similarcode: '0907', goods: '传真机', nid: 1 },
    ],
    TMNOTICELS_CN: [
      { code: 'TMZCSQ', issue: 1335, page: 12, name: '商标初步审定公告', date: '2012-11-27' },
      { code: 'TMZCZC', issue: 1347, page: 3, name: '商标注册公告（一）', date: '2013-02-27' },
      { code: 'TMZR', issue: 1620, page: 40, name: '商标转让/移转公告', date: '2018-09-20' },
    ],
    TM_SHARE_HOLDERS: ['杭州甲公司', '杭州乙公司'],
    TM_FIRST_ISSUE: 1335,
    TM_REG_ISSUE: 1347,
    TM_DEADLINE_START: '2013-02-28',
    TM_DEADLINE_END: '2023-02-27',
    TM_COLOR: '红色、蓝色',
    TM_AREA: '浙江省 杭州市',
    ...extra,
  };
}
