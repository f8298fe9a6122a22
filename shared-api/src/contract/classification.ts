/**
 * Classification browsers of spec 1 §7: the goods/services tree (Nice classes, Chinese similar
 * groups, items), the Vienna graphic-element tree and the industry reference. Paths and
 * constants only (no zod), so the browser can import them; the schemas are in
 * classification-schemas.ts.
 *
 * Goods nodes (spec 1 §3) carry the same eight fields at every level:
 *
 * | field     | level 1 (class)   | level 2 (similar group) | level 3 (item)            |
 * | --------- | ----------------- | ----------------------- | ------------------------- |
 * | id        | '01'              | '0101'                  | '010061' or 'C010001'     |
 * | name      | the class heading | the group name          | the item name             |
 * | classId   | '01'              | '01'                    | '01'                      |
 * | className | '化学原料'        | '化学原料'              | '化学原料'                |
 * | groupId   | null              | '0101'                  | '0101'                    |
 * | groupName | null              | the group name          | the group name            |
 * | shortName | '化学原料'        | null                    | null                      |
 * | cateName  | '第01类 化学原料' | '0101 工业气体，单质'   | '010061 氨'               |
 *
 * `id` is what the next level's `code` query takes; `cateName` is the label a tree shows.
 * Group nodes also carry `similar`: the table's cross-group notes ({code, note}).
 *
 * Graphic nodes: `fno` / `sno` / `tno` are the node's category ('01'), division ('01.01') and
 * section ('01.01.01') codes, null below the node's level; `firstNo` / `secondNo` are the
 * category and division it hangs under (null where none). The node's own code is
 * `tno ?? sno ?? fno`, which is what the next level's `code` query takes.
 */
export const TRADEMARK_PRODUCT_BASE = '/shebiao/cloud-product/swapi/trademark';
/** 'categary' is the spec's spelling of the path. */
export const GOODS_CLASS_BASE = `${TRADEMARK_PRODUCT_BASE}/categary`;
export const GRAPHIC_ELEMENT_BASE = `${TRADEMARK_PRODUCT_BASE}/graph`;
export const INDUSTRY_LIST_PATH = `${TRADEMARK_PRODUCT_BASE}/hy/list`;

/** Spec 1 §9: 45 Nice classes. */
export const NICE_CLASS_COUNT = 45;

/** Name searches return at most this many items (level 3 nodes), grouped under their parents. */
export const CLASSIFICATION_SEARCH_LIMIT = 300;
/** Longest search text accepted; item names are short. */
export const CLASSIFICATION_SEARCH_MAX_LENGTH = 30;

/** A class number as the portal shows it: two digits, '1' → '01'. */
export function formatClassCode(id: number | string): string {
  return String(id).padStart(2, '0');
}

/** Refusals of the classification calls (the spec words none of them). */
export const classificationMessages = {
  classCodeInvalid: '类别编码应为01-45',
  groupCodeInvalid: '类似群编码应为4位数字，前两位为01-45的类别',
  groupNotFound: '类似群不存在',
  graphicCategoryInvalid: '图形要素大类编码应为2位数字，如 01',
  graphicDivisionInvalid: '图形要素小类编码应为 01.01 的格式',
  graphicNotFound: '图形要素分类不存在',
  nameRequired: '请输入要查询的名称',
  nameTooLong: `查询名称不能超过${CLASSIFICATION_SEARCH_MAX_LENGTH}个字`,
} as const;
