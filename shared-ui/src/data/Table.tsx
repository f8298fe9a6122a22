import type { ReactNode } from 'react';
import { Checkbox } from '../form/Checkbox';
import { LoadingOverlay } from '../feedback/LoadingOverlay';
import { useControllableState } from '../hooks/useControllableState';
import { messages } from '../messages';
import { CheckCell, CheckHead, EmptyCell, Scroll, StyledTable, Td, Th, Tr } from './tableStyles';

export type RowKey = string | number;

export interface TableColumn<T> {
  key: string;
  title: ReactNode;
  /** Cell content; without it the cell shows `row[key]` as text. */
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface TableSelection<T> {
  /** Controlled selection. */
  selectedKeys?: RowKey[];
  defaultSelectedKeys?: RowKey[];
  /** The new keys, and the selected rows among the rows shown. */
  onChange?: (keys: RowKey[], rows: T[]) => void;
  /** Rows that cannot be selected (and that check-all skips). */
  isDisabled?: (row: T) => boolean;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: keyof T | ((row: T) => RowKey);
  loading?: boolean;
  /** Shown when there are no rows: '暂无数据' unless replaced (e.g. by LockedSample). */
  empty?: ReactNode;
  selection?: TableSelection<T>;
  /** Accessible name of the table. */
  caption?: string;
}

const NO_KEYS: RowKey[] = [];

function cellText(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value == null ? '' : String(value);
}

/**
 * A data table. Selection keeps keys of rows on other pages: check-all adds or removes only
 * the rows shown, so paging through a list and ticking rows on each page works.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty = messages.table.empty,
  selection,
  caption,
}: TableProps<T>) {
  const keyOf = (row: T): RowKey =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as RowKey);
  const [selected, setSelected] = useControllableState(
    selection?.selectedKeys,
    selection?.defaultSelectedKeys ?? NO_KEYS,
  );

  const selectable = rows.filter((row) => !selection?.isDisabled?.(row));
  const selectableKeys = selectable.map(keyOf);
  const chosenHere = selectableKeys.filter((key) => selected.includes(key));
  const allChecked = selectableKeys.length > 0 && chosenHere.length === selectableKeys.length;
  const someChecked = chosenHere.length > 0 && !allChecked;

  const commit = (keys: RowKey[]) => {
    setSelected(keys);
    selection?.onChange?.(
      keys,
      rows.filter((row) => keys.includes(keyOf(row))),
    );
  };

  const toggleAll = (checked: boolean) =>
    commit(
      checked
        ? [...selected, ...selectableKeys.filter((key) => !selected.includes(key))]
        : selected.filter((key) => !selectableKeys.includes(key)),
    );

  const toggleRow = (key: RowKey, checked: boolean) =>
    commit(checked ? [...selected, key] : selected.filter((k) => k !== key));

  const span = columns.length + (selection ? 1 : 0);

  return (
    <LoadingOverlay loading={loading}>
      <Scroll>
        <StyledTable aria-label={caption}>
          <thead>
            <tr>
              {selection && (
                <CheckHead scope="col">
                  <Checkbox
                    aria-label={messages.table.selectAll}
                    checked={allChecked}
                    indeterminate={someChecked}
                    disabled={selectableKeys.length === 0}
                    onChange={toggleAll}
                  />
                </CheckHead>
              )}
              {columns.map((col) => (
                <Th
                  key={col.key}
                  scope="col"
                  $align={col.align ?? 'left'}
                  style={{ width: col.width }}
                >
                  {col.title}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !loading && (
              <tr>
                <EmptyCell colSpan={span}>{empty}</EmptyCell>
              </tr>
            )}
            {rows.map((row, index) => {
              const key = keyOf(row);
              const isSelected = selected.includes(key);
              return (
                <Tr key={key} $selected={isSelected}>
                  {selection && (
                    <CheckCell>
                      <Checkbox
                        aria-label={messages.table.selectRow}
                        checked={isSelected}
                        disabled={selection.isDisabled?.(row) ?? false}
                        onChange={(checked) => toggleRow(key, checked)}
                      />
                    </CheckCell>
                  )}
                  {columns.map((col) => (
                    <Td key={col.key} $align={col.align ?? 'left'}>
                      {col.render ? col.render(row, index) : cellText(row, col.key)}
                    </Td>
                  ))}
                </Tr>
              );
            })}
          </tbody>
        </StyledTable>
      </Scroll>
    </LoadingOverlay>
  );
}
