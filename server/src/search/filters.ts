import type { SearchQuery } from 'shared-api/contract';
import type { SqlParams } from './sql-params';

/**
 * The filter bar's choices as SQL conditions on trademarks `t` (spec 1 §3 filters). TM_NCL is
 * the multi-select class filter; the rest are single values a facet offered.
 */
export function filterConditions(query: SearchQuery, params: SqlParams): string[] {
  const where: string[] = [];
  if (query.TM_NCL?.length) where.push(`t.class_id = ANY(${params.add(query.TM_NCL)}::smallint[])`);
  if (query.TM_NAME) where.push(`t.name = ${params.add(query.TM_NAME)}`);
  if (query.TM_STATUS !== undefined) where.push(`t.status = ${params.add(query.TM_STATUS)}`);
  if (query.TM_APP_YEAR !== undefined) {
    // a range, not extract(year …), so the condition can use an index on app_date
    where.push(`t.app_date >= make_date(${params.add(query.TM_APP_YEAR)}, 1, 1)`);
    where.push(`t.app_date < make_date(${params.add(query.TM_APP_YEAR + 1)}, 1, 1)`);
  }
  if (query.TM_HOLDER_CN) where.push(`t.holder_cn = ${params.add(query.TM_HOLDER_CN)}`);
  if (query.TM_HOLDER_EN) where.push(`t.holder_en = ${params.add(query.TM_HOLDER_EN)}`);
  if (query.TM_AREA) {
    where.push(
      `t.province_code IN (SELECT code FROM areas WHERE level = 1 AND name = ${params.add(query.TM_AREA)})`,
    );
  }
  return where;
}

/** Classes a similarity search is limited to (NCL), as a condition; none = all classes. */
export function classCondition(
  classes: readonly number[] | undefined,
  params: SqlParams,
): string[] {
  return classes?.length ? [`t.class_id = ANY(${params.add(classes)}::smallint[])`] : [];
}
