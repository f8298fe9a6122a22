import { useState, type KeyboardEvent } from 'react';
import { Input } from '../form/Input';
import { Select } from '../form/Select';
import { useControllableState } from '../hooks/useControllableState';
import { messages } from '../messages';
import { JUMP_STEP, pageItems, totalPages } from './pageItems';
import { Ellipsis, JumpBox, JumpLabel, Nav, PageButton, SizeBox } from './paginationStyles';

export interface PaginationProps {
  total: number;
  /** Controlled page (1-based). */
  page?: number;
  defaultPage?: number;
  /** Controlled page size. */
  pageSize?: number;
  defaultPageSize?: number;
  /** Sizes offered in the select (spec: 10/50/100/200 for orders, 10/20/50/100 elsewhere). */
  pageSizeOptions?: number[];
  onChange?: (page: number, pageSize: number) => void;
  showTotal?: boolean;
  showJumper?: boolean;
  className?: string;
}

const t = messages.pagination;

/** '共 N 条', page buttons with ellipses, an optional page-size select and '跳至 _ 页'. */
export function Pagination({
  total,
  page,
  defaultPage = 1,
  pageSize,
  defaultPageSize,
  pageSizeOptions,
  onChange,
  showTotal = true,
  showJumper = true,
  className,
}: PaginationProps) {
  const [currentPage, setPage] = useControllableState(page, defaultPage);
  const [size, setSize] = useControllableState(
    pageSize,
    defaultPageSize ?? pageSizeOptions?.[0] ?? 10,
  );
  const [jumpText, setJumpText] = useState('');
  const pages = totalPages(total, size);
  const current = Math.min(Math.max(1, currentPage), pages);

  const go = (next: number, nextSize = size) => {
    const target = Math.min(Math.max(1, next), totalPages(total, nextSize));
    if (target === current && nextSize === size) return;
    setPage(target);
    setSize(nextSize);
    onChange?.(target, nextSize);
  };

  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const wanted = Number.parseInt(jumpText, 10);
    setJumpText('');
    if (Number.isFinite(wanted)) go(wanted);
  };

  return (
    <Nav className={className} aria-label={t.nav}>
      {showTotal && <span>{t.total(total)}</span>}
      <PageButton
        type="button"
        aria-label={t.prev}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        ‹
      </PageButton>
      {pageItems(current, pages).map((item) =>
        typeof item === 'number' ? (
          <PageButton
            key={item}
            type="button"
            $current={item === current}
            aria-label={t.page(item)}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </PageButton>
        ) : (
          <Ellipsis
            key={item}
            type="button"
            aria-label={item === 'jump-prev' ? t.jumpBack : t.jumpForward}
            onClick={() => go(current + (item === 'jump-prev' ? -JUMP_STEP : JUMP_STEP))}
          >
            …
          </Ellipsis>
        ),
      )}
      <PageButton
        type="button"
        aria-label={t.next}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        ›
      </PageButton>
      {pageSizeOptions && pageSizeOptions.length > 0 && (
        <SizeBox>
          <Select
            aria-label={t.pageSizeLabel}
            value={size}
            options={pageSizeOptions.map((n) => ({ value: n, label: t.pageSize(n) }))}
            // A new size re-cuts the list, so the old page number would point at other rows.
            onChange={(value) => go(1, Number(value))}
          />
        </SizeBox>
      )}
      {showJumper && (
        <JumpLabel>
          <span>{t.jumpPrefix}</span>
          <JumpBox>
            <Input
              aria-label={t.jumpLabel}
              inputMode="numeric"
              value={jumpText}
              onChange={(event) => setJumpText(event.target.value.replace(/\D/g, ''))}
              onKeyDown={onJumpKey}
            />
          </JumpBox>
          <span>{t.jumpSuffix}</span>
        </JumpLabel>
      )}
    </Nav>
  );
}
