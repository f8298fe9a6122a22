import { useMemo, useState } from 'react';
import { DEFAULT_SEARCH_PAGE_SIZE } from 'shared-api';
import { useSearchMarksQuery, type SearchArgs } from '../api/search-api';
import { NO_FILTERS, type SearchFilters } from './filters';
import { searchQuery, type SearchPaging } from './search-query';
import type { SubmittedSearch } from './types';

const FIRST_PAGE: SearchPaging = { page: 1, pageSize: DEFAULT_SEARCH_PAGE_SIZE };

/**
 * The results of one search (spec 1 §4 'Search'). The first call asks for the filter options
 * (getfilter); changing a filter or the page asks again without them, and the options of the
 * first call stay on screen. Mount a fresh instance (a new React key) for a new search: that
 * is what resets the page and the filters.
 */
export function useSearchResults(search: SubmittedSearch) {
  const [filters, setFilters] = useState<SearchFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<SearchPaging>(FIRST_PAGE);
  // Until the user pages or filters, the page shown is the first call's answer.
  const [touched, setTouched] = useState(false);

  const firstArgs = useMemo<SearchArgs>(
    () => ({ mode: search.mode, query: searchQuery(search, NO_FILTERS, FIRST_PAGE, true) }),
    [search],
  );
  const pageArgs = useMemo<SearchArgs>(
    () =>
      touched
        ? { mode: search.mode, query: searchQuery(search, filters, paging, false) }
        : firstArgs,
    [touched, search, filters, paging, firstArgs],
  );

  // A new search always goes to the server, even when the same words were searched before.
  const first = useSearchMarksQuery(firstArgs, { refetchOnMountOrArgChange: true });
  const current = useSearchMarksQuery(pageArgs);

  const changeFilters = (next: SearchFilters) => {
    setFilters(next);
    setPaging((previous) => ({ ...previous, page: 1 }));
    setTouched(true);
  };
  const changePage = (page: number, pageSize: number) => {
    setPaging({ page, pageSize });
    setTouched(true);
  };

  return {
    filters,
    paging,
    facets: first.data?.filter ?? [],
    result: current.isError ? undefined : current.data,
    loading: current.isFetching,
    changeFilters,
    changePage,
  };
}
