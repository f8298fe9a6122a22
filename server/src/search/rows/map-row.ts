import { markImageUrl, markUid, type DetailRow, type SearchRow } from 'shared-api/contract';

/** Goods items as the register keeps them (trademarks.goods); nid 1 = deleted. */
export interface StoredGoods {
  similarcode: string;
  goods: string;
  nid: number;
}

export interface StoredNotice {
  code: string;
  issue: number;
  page: number;
  name: string;
  date: string | null;
}

/** A trademarks row as the SELECTs in mark-rows.ts return it (dates already 'YYYY-MM-DD'). */
export interface SearchRowRecord {
  id: number;
  reg_no: string;
  class_id: number;
  name: string;
  status: number;
  mark_type: string;
  app_date: string;
  first_date: string | null;
  reg_date: string | null;
  intl_date: string | null;
  priority_date: string | null;
  excl_start: string | null;
  excl_end: string | null;
  holder_cn: string;
  holder_en: string | null;
  addr_cn: string | null;
  addr_en: string | null;
  co_owners: string[];
  goods: StoredGoods[];
  agency: string | null;
  sha256: string | null;
}

export interface DetailRowRecord extends SearchRowRecord {
  process: { date: string; step: string }[];
  first_issue: number | null;
  reg_issue: number | null;
  color_claim: string | null;
  province: string | null;
  city: string | null;
  notices: StoredNotice[];
}

/** The separator the register's lists use in one text field (goods, process). */
export const LIST_SEPARATOR = '；';

const deadline = (start: string | null, end: string | null) =>
  start && end ? `${start} 至 ${end}` : null;

export function toSearchRow(r: SearchRowRecord): SearchRow {
  return {
    UID: markUid(r.reg_no, r.class_id),
    ID: r.id,
    TM_NAME: r.name,
    TM_CODE: r.reg_no,
    TM_NCL: r.class_id,
    TM_STATUS: r.status,
    TM_APP_DATE: r.app_date,
    TM_HOLDER_CN: r.holder_cn,
    TM_HOLDER_EN: r.holder_en,
    TM_ADDR_CN: r.addr_cn,
    TM_ADDR_EN: r.addr_en,
    TM_PROXY: r.agency,
    // deleted items stay in the detail's goods list (struck through) but not in the summary
    TM_GOODS: r.goods
      .filter((g) => g.nid !== 1)
      .map((g) => g.goods)
      .join(LIST_SEPARATOR),
    TM_FIRST_DATE: r.first_date,
    TM_REG_DATE: r.reg_date,
    TM_INC_DATE: r.intl_date,
    TM_LAST_DATE: r.priority_date,
    TM_DEADLINE: deadline(r.excl_start, r.excl_end),
    TM_SHARE: r.co_owners.length,
    type: r.mark_type,
    imageUrl: r.sha256 ? markImageUrl(r.sha256.trim()) : null,
  };
}

/** '广东省 深圳市'; a municipality's city row may repeat the province, which is shown once. */
function areaName(province: string | null, city: string | null): string | null {
  const parts = [province, city].filter((p): p is string => Boolean(p));
  const unique = [...new Set(parts)];
  return unique.length > 0 ? unique.join(' ') : null;
}

export function toDetailRow(r: DetailRowRecord): DetailRow {
  return {
    ...toSearchRow(r),
    TM_PROCESS_CN: r.process.map((p) => `${p.date} ${p.step}`).join(';'),
    TM_PROCESS: r.process.map((p) => ({ date: p.date, step: p.step })),
    TM_GOODSLS_CN: r.goods.map((g) => ({ similarcode: g.similarcode, goods: g.goods, nid: g.nid })),
    TMNOTICELS_CN: r.notices,
    TM_SHARE_HOLDERS: r.co_owners,
    TM_FIRST_ISSUE: r.first_issue,
    TM_REG_ISSUE: r.reg_issue,
    TM_DEADLINE_START: r.excl_start,
    TM_DEADLINE_END: r.excl_end,
    TM_COLOR: r.color_claim,
    TM_AREA: areaName(r.province, r.city),
  };
}
