import { formatClassCode, tmStatusLabel, type DetailRow } from 'shared-api';

export interface MarkField {
  label: string;
  value: string;
}

/** What an empty field shows. */
export const NO_VALUE = '—';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NO_VALUE : String(value);

function exclusivePeriod(mark: DetailRow): string | null {
  if (mark.TM_DEADLINE) return mark.TM_DEADLINE;
  if (mark.TM_DEADLINE_START && mark.TM_DEADLINE_END) {
    return `${mark.TM_DEADLINE_START} 至 ${mark.TM_DEADLINE_END}`;
  }
  return null;
}

/** Every field of the detail page's information table, in the order it shows them. */
export function markFields(mark: DetailRow): MarkField[] {
  const fields: [string, string | number | null][] = [
    ['商标名称', mark.TM_NAME],
    ['申请号/注册号', mark.TM_CODE],
    ['类别', `第${formatClassCode(mark.TM_NCL)}类`],
    ['商标状态', tmStatusLabel(mark.TM_STATUS)],
    ['申请日期', mark.TM_APP_DATE],
    ['商标类型', mark.type],
    ['初审公告期号', mark.TM_FIRST_ISSUE],
    ['初审公告日期', mark.TM_FIRST_DATE],
    ['注册公告期号', mark.TM_REG_ISSUE],
    ['注册公告日期', mark.TM_REG_DATE],
    ['专用权期限', exclusivePeriod(mark)],
    ['国际注册日期', mark.TM_INC_DATE],
    ['优先权日期', mark.TM_LAST_DATE],
    ['颜色', mark.TM_COLOR],
    ['申请人名称（中文）', mark.TM_HOLDER_CN],
    ['申请人名称（英文）', mark.TM_HOLDER_EN],
    ['申请人地址（中文）', mark.TM_ADDR_CN],
    ['申请人地址（英文）', mark.TM_ADDR_EN],
    ['地区', mark.TM_AREA],
    // TM_SHARE 0 means not co-owned (spec 1 §3)
    ['共有人', mark.TM_SHARE === 0 ? '无' : mark.TM_SHARE_HOLDERS.join('、')],
    ['代理机构', mark.TM_PROXY],
  ];
  return fields.map(([label, value]) => ({ label, value: text(value) }));
}
