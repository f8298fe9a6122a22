import { nameMatch, normalizeCode } from '../../search/match-conditions';
import { SqlParams, prefixPattern } from '../../search/sql-params';
import { normalizeName } from '../../similarity';

/** The archive and renewal filters (spec 2 §7), as the contract's schemas parse them. */
export interface RecordFilters {
  tmCode?: string | undefined;
  tmName?: string | undefined;
  tmNcl?: number[] | undefined;
  tmStatus?: number | undefined;
}

/**
 * Conditions on trademarks `t` for the number (a prefix, compared as searches do: upper case,
 * no spaces) and the name (contains, on the normalised name with the name index's pairs, as
 * search mode 1 does). A name with nothing left after normalising matches nothing.
 */
export function textConditions(filters: RecordFilters, params: SqlParams): string[] {
  const where: string[] = [];
  if (filters.tmCode) {
    where.push(`t.reg_no LIKE ${params.add(prefixPattern(normalizeCode(filters.tmCode)))}`);
  }
  if (filters.tmName) {
    const norm = normalizeName(filters.tmName);
    where.push(norm ? nameMatch(norm).where(params) : 'false');
  }
  return where;
}

/** The class filter: several classes are any of them. */
export function classCondition(filters: RecordFilters, params: SqlParams): string[] {
  return filters.tmNcl?.length ? [`t.class_id = ANY(${params.add(filters.tmNcl)}::int[])`] : [];
}

export function statusCondition(filters: RecordFilters, params: SqlParams): string[] {
  return filters.tmStatus === undefined ? [] : [`t.status = ${params.add(filters.tmStatus)}`];
}

/** Does a count group pass a filter (no filter: everything passes)? */
export const inClasses = (filters: RecordFilters, classId: number) =>
  !filters.tmNcl?.length || filters.tmNcl.includes(classId);
export const inStatus = (filters: RecordFilters, status: number) =>
  filters.tmStatus === undefined || filters.tmStatus === status;

/** Count maps always name the four TM_STATUS values, zeros included. */
export const emptyStatusCounts = (): Record<string, number> => ({ '0': 0, '1': 0, '2': 0, '3': 0 });

/** A copy of the parameters so far, for a second statement built on the same conditions. */
export function forkParams(params: SqlParams): SqlParams {
  const copy = new SqlParams();
  for (const value of params.values) copy.add(value);
  return copy;
}
