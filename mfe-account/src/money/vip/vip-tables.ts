/**
 * What /vip tells a visitor (spec 3 §1 and §9 'Price and quota table'). Page content, not
 * prices the server charges by: the confirm page always asks the server for the price.
 */

/** Yuan for 1, 2 and 3 years, by level id. */
export const VIP_PLANS = [
  { levelId: 2, name: '个人VIP', yearPrices: [399, 699, 899] },
  { levelId: 3, name: '企业VIP', yearPrices: [2999, 4999, 6999] },
  { levelId: 4, name: '代理VIP', yearPrices: [4999, 8999, 12999] },
] as const;

/** One row of the comparison: a feature and what each tier (personal, enterprise, agency) gets. */
export interface QuotaRow {
  feature: string;
  values: readonly [string, string, string];
}

const same = (text: string): QuotaRow['values'] => [text, text, text];
const NONE = '—';

export const QUOTA_GROUPS: readonly { title: string; rows: readonly QuotaRow[] }[] = [
  {
    title: '商标查询',
    rows: [
      { feature: '每日查询次数', values: ['2000次/天', '15000次/天', '30000次/天'] },
      { feature: '单次查询条数', values: same('最多200条') },
      { feature: '主体档案', values: [NONE, '9个', '15个'] },
      { feature: '子账户', values: [NONE, '30个', '30个'] },
    ],
  },
  {
    title: '商标监测',
    rows: [
      { feature: '每日免费查看', values: [NONE, '50次/天', '100次/天'] },
      { feature: '监测主体（近12期公告）', values: [NONE, '9个', '15个'] },
      { feature: '监测次数', values: same('免费1次，之后3000元/次') },
      { feature: '每年免费监测名额（文字/图形）', values: [NONE, '10件/5件', '15件/10件'] },
      { feature: '超出名额', values: same('文字400元/件/年，图形1900元/件/年') },
      { feature: '监测期数', values: same('48期/年') },
    ],
  },
  {
    title: '数据服务',
    rows: [
      { feature: '数据下载', values: same('0.1元/条起') },
      { feature: '每日免费导出', values: [NONE, '200条/天', '500条/天'] },
      { feature: '公告定制监测', values: same('400元/件/年') },
    ],
  },
];

/** Other products with their starting prices (spec 3 §1). */
export const OTHER_PRODUCTS = [
  { name: '商标档案', price: '2999元' },
  { name: '预警服务', price: '399元' },
  { name: '获客数据', price: '0.1元' },
  { name: '商标监测', price: '399元' },
] as const;

/** Interface products (spec 3 §9). */
export const API_PRODUCTS = [
  { name: '按日调用', detail: '1000次/天（6500元/年起）至 30000次/天（100000元/年起）' },
  { name: '按期调用', detail: '每期200件（48000元起）至 每期1000件（150000元起）' },
  { name: '前端对接', detail: '4000元起' },
  { name: '后端对接', detail: '9000元起' },
  { name: '续费优惠', detail: '7–8折' },
] as const;

/** The notes under the tables. */
export const VIP_NOTES = ['期数列表按最近12期提供；导出可跨1至3期。'] as const;
