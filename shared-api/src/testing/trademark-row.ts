import type { SearchResult, SearchRow } from '../contract/public';

let nextId = 1;

/** A plausible search result row, a new number each call; `overrides` set what a test looks at. */
export function markRow(overrides: Partial<SearchRow> = {}): SearchRow {
  const id = nextId++;
  const code = String(10000000 + id);
  return {
    UID: `${code}_9`,
    ID: id,
    TM_NAME: `商标${id}`,
    TM_CODE: code,
    TM_NCL: 9,
    TM_STATUS: 2,
    TM_APP_DATE: '2020-01-01',
    TM_HOLDER_CN: '深圳市某某科技有限公司',
    TM_HOLDER_EN: null,
    TM_ADDR_CN: null,
    TM_ADDR_EN: null,
    TM_PROXY: null,
    TM_GOODS: '计算机；手机',
    TM_FIRST_DATE: null,
    TM_REG_DATE: null,
    TM_INC_DATE: null,
    TM_LAST_DATE: null,
    TM_DEADLINE: null,
    TM_SHARE: 0,
    type: '普通商标',
    imageUrl: null,
    ...overrides,
  };
}

/** A search answer holding `list` (the whole result is `total` rows). */
export const searchResult = (
  list: SearchRow[],
  total = list.length,
  filter: Record<string, number>[] = [],
): SearchResult => ({ list, total, filter });
