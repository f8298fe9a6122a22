import { tmStatusLabel, type DetailRow } from 'shared-api/contract';

/**
 * A mark's record as the exports print it: the same labels and order in Word and PDF, and
 * the same wording as the detail page, so a printed record reads like the screen.
 */
export const EMPTY = '—';

const or = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : String(value);

/** '第 1626 期（2018-11-27）', or just the part that is known. */
function issue(no: number | null, date: string | null): string {
  if (no === null && date === null) return EMPTY;
  if (no === null) return date!;
  return date ? `第 ${no} 期（${date}）` : `第 ${no} 期`;
}

export const classLabel = (classId: number) => `第 ${String(classId).padStart(2, '0')} 类`;

export function markFields(row: DetailRow): Array<[label: string, value: string]> {
  return [
    ['商标名称', row.TM_NAME],
    ['申请号/注册号', row.TM_CODE],
    ['国际分类', classLabel(row.TM_NCL)],
    ['商标状态', tmStatusLabel(row.TM_STATUS)],
    ['商标类型', row.type],
    ['申请日期', row.TM_APP_DATE],
    ['申请人名称（中文）', row.TM_HOLDER_CN],
    ['申请人名称（英文）', or(row.TM_HOLDER_EN)],
    ['申请人地址（中文）', or(row.TM_ADDR_CN)],
    ['申请人地址（英文）', or(row.TM_ADDR_EN)],
    ['申请人地区', or(row.TM_AREA)],
    ['是否共有商标', row.TM_SHARE > 0 ? `是（共有人 ${row.TM_SHARE} 个）` : '否'],
    ['共有人', row.TM_SHARE_HOLDERS.length > 0 ? row.TM_SHARE_HOLDERS.join('；') : EMPTY],
    ['代理机构', or(row.TM_PROXY)],
    ['初审公告', issue(row.TM_FIRST_ISSUE, row.TM_FIRST_DATE)],
    ['注册公告', issue(row.TM_REG_ISSUE, row.TM_REG_DATE)],
    ['专用权期限', or(row.TM_DEADLINE)],
    ['国际注册日期', or(row.TM_INC_DATE)],
    ['优先权日期', or(row.TM_LAST_DATE)],
    ['指定颜色', or(row.TM_COLOR)],
  ];
}

export const DELETED_GOODS = '已删除';

/** Goods lines: similar group, name, and whether the item was deleted from the mark. */
export const goodsLines = (row: DetailRow) =>
  row.TM_GOODSLS_CN.map((g) => ({
    group: g.similarcode,
    name: g.goods,
    deleted: g.nid === 1,
  }));

export const noticeLines = (row: DetailRow) =>
  row.TMNOTICELS_CN.map((n) => ({
    issue: `第 ${n.issue} 期`,
    name: n.name,
    page: `第 ${n.page} 页`,
    date: or(n.date),
  }));

/** Chinese typesetting separates the heading's parts with a full-width space. */
const IDEOGRAPHIC_SPACE = '\u3000';

/** The documents' heading under the title. */
export const markSubtitle = (row: DetailRow) =>
  [`申请号/注册号 ${row.TM_CODE}`, classLabel(row.TM_NCL), tmStatusLabel(row.TM_STATUS)].join(
    IDEOGRAPHIC_SPACE,
  );
