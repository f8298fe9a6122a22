import { NICE_CLASS_COUNT, type SearchQueryInput } from 'shared-api';
import { filterQuery, type SearchFilters } from './filters';
import type { SubmittedSearch } from './types';

/** Spec 1 §7: image search sends NCL with all classes 1-45. */
export const ALL_CLASSES: readonly number[] = Array.from(
  { length: NICE_CLASS_COUNT },
  (_, i) => i + 1,
);

/** The classes of the chosen similar groups ('0901' → 9), once each, in order. */
export function classesOfGroups(codes: readonly string[]): number[] {
  return [...new Set(codes.map((code) => Number(code.slice(0, 2))))].sort((a, b) => a - b);
}

export interface SearchPaging {
  page: number;
  pageSize: number;
}

/** The body of one search call (spec 1 §3 'Search query'). */
export function searchQuery(
  search: SubmittedSearch,
  filters: SearchFilters,
  paging: SearchPaging,
  getfilter: boolean,
): SearchQueryInput {
  const query: SearchQueryInput = {
    keyword: search.keyword,
    needImage: true,
    getfilter,
    pageno: paging.page,
    pagesize: paging.pageSize,
    ...filterQuery(filters),
  };
  if (search.mode === 5 && search.imgpath) {
    query.imgURL = search.imgpath;
    query.NCL = [...ALL_CLASSES];
  }
  if (search.mode === 6) {
    query.TM_GOODS = [...search.goods];
    query.NCL = classesOfGroups(search.goods);
  }
  return query;
}
