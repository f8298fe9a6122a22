import { useState } from 'react';
import styled from 'styled-components';
import {
  SEARCH_PAGE_SIZES,
  searchMessages,
  searchQuotaMessages,
  type SearchQuotaLeft,
} from 'shared-api';
import { Button, Pagination, ProgressBar, type RowKey } from 'shared-ui';
import { favouriteWords } from '../favourite/favourite-words';
import { tickedMarks } from '../favourite/ticked-marks';
import { useCollectMarks } from '../favourite/useCollectMarks';
import { FilterBar } from './FilterBar';
import { FilterChips } from './FilterChips';
import { ImagePreview } from './ImagePreview';
import { searchUi } from './messages';
import { ResultTable } from './ResultTable';
import type { SubmittedSearch } from './types';
import { useExcelExport } from './useExcelExport';
import { useSearchResults } from './useSearchResults';

// results on the left, the image mode's preview in a column of its own on the right, so it
// stays in view while scrolling without covering the search box
const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Wrapper = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textSecondary};
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const IndexingNote = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const QuotaNote = styled.span`
  margin-left: ${({ theme }) => theme.space.lg};
`;

/** '今日剩余查询 14,998 次' from the server's count of the account's searches today. */
function quotaLine(quota: SearchQuotaLeft | undefined): string | null {
  if (!quota) return null;
  return quota.remaining === null
    ? searchQuotaMessages.unlimited
    : searchQuotaMessages.remaining(quota.remaining);
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const PAGE_SIZES = [...SEARCH_PAGE_SIZES];

/**
 * The results of one search: filter bar, chips, the list with export and the pages. Give it
 * a new key for each new search; that resets page, filters, ticks and sort.
 */
export function SearchResults({ search }: { search: SubmittedSearch }) {
  const results = useSearchResults(search);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const { exportExcel, exporting } = useExcelExport();
  const { collectTicked, collecting } = useCollectMarks();
  const rows = results.result?.list ?? [];
  const total = results.result?.total ?? 0;
  const preview = search.mode === 5 ? search.imgpath : null;
  const indexing = results.result?.indexing;
  const quota = quotaLine(results.result?.quota);
  return (
    <Layout>
      <Wrapper>
        <FilterBar
          facets={results.facets}
          filters={results.filters}
          onChange={results.changeFilters}
        />
        <FilterChips filters={results.filters} onChange={results.changeFilters} />
        {indexing && (
          // the server is still describing logos: say so rather than look complete
          <IndexingNote>
            <span>{searchMessages.imageIndexing(indexing.done, indexing.total)}</span>
            <ProgressBar value={(indexing.done * 100) / Math.max(indexing.total, 1)} />
          </IndexingNote>
        )}
        <Toolbar>
          <span>
            {searchUi.total(total)}
            {quota && <QuotaNote>{quota}</QuotaNote>}
          </span>
          <Actions>
            <Button
              loading={collecting}
              onClick={() => void collectTicked(tickedMarks(selected, rows))}
            >
              {favouriteWords.collectTicked}
            </Button>
            <Button
              variant="primary"
              loading={exporting}
              onClick={() => void exportExcel(selected)}
            >
              {searchUi.exportExcel}
            </Button>
          </Actions>
        </Toolbar>
        <ResultTable
          mode={search.mode}
          rows={rows}
          loading={results.loading}
          selected={selected}
          onSelect={setSelected}
        />
        {total > 0 && (
          <Footer>
            <Pagination
              total={total}
              page={results.paging.page}
              pageSize={results.paging.pageSize}
              pageSizeOptions={PAGE_SIZES}
              onChange={results.changePage}
            />
          </Footer>
        )}
      </Wrapper>
      {preview && <ImagePreview src={preview} />}
    </Layout>
  );
}
