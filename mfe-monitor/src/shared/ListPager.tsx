import { WATCH_PAGE_SIZES } from 'shared-api';
import { Pagination } from 'shared-ui';
import styled from 'styled-components';

/** A list's page: its number and size (spec 2 §9: 10/20/50/100 a page, default 10). */
export interface ListPage {
  pageNum: number;
  pageSize: number;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The pagination under every list of this remote, right-aligned. */
export function ListPager({
  total,
  page,
  onChange,
  sizes = WATCH_PAGE_SIZES,
}: {
  total: number;
  page: ListPage;
  onChange: (page: ListPage) => void;
  /** the page sizes offered (subject cards have their own) */
  sizes?: readonly number[];
}) {
  return (
    <Footer>
      <Pagination
        total={total}
        page={page.pageNum}
        pageSize={page.pageSize}
        pageSizeOptions={[...sizes]}
        onChange={(pageNum, pageSize) => onChange({ pageNum, pageSize })}
      />
    </Footer>
  );
}
