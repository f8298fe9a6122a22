import { NOTICE_TYPE_ORDER } from 'shared-api';

/**
 * The announcement types of spec 2 §3 (value = cid) with the gazette's own names, as the
 * server's reference data names them (server/data/reference/notice-types.json; a test keeps
 * the two equal). /announcement filters by them; the order is the spec's (NOTICE_TYPE_ORDER).
 */
const NAMES: Readonly<Record<number, string>> = {
  36: '商标初步审定公告',
  34: '证明商标初步审定公告',
  33: '集体商标初步审定公告',
  40: '特殊标志登记公告',
  1: '商标注册公告（一）',
  2: '商标注册公告（二）',
  3: '集体商标注册公告',
  4: '证明商标注册公告',
  5: '商标转让/移转公告',
  6: '注册人名义/地址变更公告',
  7: '删减商品/服务项目公告',
  8: '商标更正公告',
  9: '商标无效公告',
  10: '送达公告',
  11: '注册商标注销公告',
  12: '商标续展公告',
  13: '变更商标代理人公告',
  14: '商标撤回公告',
  15: '注册商标撤销公告',
  16: '商标专用权质权登记公告',
  17: '注册商标宣告无效公告',
  18: '商标注册证遗失声明公告',
  31: '商标使用许可备案公告',
  32: '商标使用许可变更公告',
  35: '未续展注销公告',
  37: '商标使用许可提前终止公告',
  38: '集体商标名义、地址、管理规则及成员变更、转让公告',
  39: '证明商标名义、地址、管理规则变更、转让公告',
};

export interface NoticeType {
  id: number;
  name: string;
}

export const NOTICE_TYPES: readonly NoticeType[] = NOTICE_TYPE_ORDER.map((id) => ({
  id,
  name: NAMES[id] ?? String(id),
}));
