import { useState } from 'react';
import styled from 'styled-components';
import { formatClassCode, tmStatusLabel, type SearchModeValue, type SearchRow } from 'shared-api';
import { EmptyState, Table, type RowKey, type TableColumn } from 'shared-ui';
import { CollectButton } from '../favourite/CollectButton';
import { favouriteWords } from '../favourite/favourite-words';
import { searchUi } from './messages';
import { MarkImage, MarkNameLink, MatchReasons } from './result-cells';
import { isSimilarityMode } from './search-rules';
import { nextDateOrder, sortByDate, type DateOrder } from './sort-by-date';

const SortButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ARROWS: Record<DateOrder, string> = { none: '↕', asc: '↑', desc: '↓' };

function DateHeader({ order, onToggle }: { order: DateOrder; onToggle: () => void }) {
  const label = order === 'asc' ? searchUi.sortDescending : searchUi.sortAscending;
  return (
    <SortButton type="button" aria-label={label} onClick={onToggle}>
      {searchUi.columns.date} {ARROWS[order]}
    </SortButton>
  );
}

function columns(
  mode: SearchModeValue,
  order: DateOrder,
  onToggle: () => void,
): TableColumn<SearchRow>[] {
  const c = searchUi.columns;
  const list: TableColumn<SearchRow>[] = [
    {
      key: 'image',
      title: c.image,
      width: 88,
      render: (row) => <MarkImage src={row.imageUrl} name={row.TM_NAME} />,
    },
    { key: 'name', title: c.name, render: (row) => <MarkNameLink row={row} /> },
    { key: 'TM_CODE', title: c.code },
    { key: 'ncl', title: c.ncl, align: 'center', render: (row) => formatClassCode(row.TM_NCL) },
    { key: 'TM_APP_DATE', title: <DateHeader order={order} onToggle={onToggle} /> },
    { key: 'TM_HOLDER_CN', title: c.holder },
    { key: 'status', title: c.status, render: (row) => tmStatusLabel(row.TM_STATUS) },
  ];
  if (isSimilarityMode(mode)) {
    list.push({
      key: 'reasons',
      title: c.reasons,
      render: (row) => <MatchReasons match={row.match} />,
    });
  }
  list.push({
    key: 'actions',
    title: favouriteWords.actions,
    align: 'center',
    render: (row) => <CollectButton mark={row} compact />,
  });
  return list;
}

export interface ResultTableProps {
  mode: SearchModeValue;
  rows: readonly SearchRow[];
  loading: boolean;
  selected: RowKey[];
  onSelect: (keys: RowKey[]) => void;
}

/**
 * The result list: tick boxes for export and 批量收藏, the mark's facts, for similarity why,
 * and each row's 收藏.
 */
export function ResultTable({ mode, rows, loading, selected, onSelect }: ResultTableProps) {
  const [order, setOrder] = useState<DateOrder>('none');
  return (
    <Table
      caption={searchUi.resultsCaption}
      columns={columns(mode, order, () => setOrder(nextDateOrder(order)))}
      rows={sortByDate(rows, order)}
      rowKey="UID"
      loading={loading}
      empty={<EmptyState />}
      selection={{ selectedKeys: selected, onChange: (keys) => onSelect(keys) }}
    />
  );
}
