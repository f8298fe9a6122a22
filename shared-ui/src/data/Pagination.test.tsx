import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils';
import { pageItems, totalPages } from './pageItems';
import { Pagination } from './Pagination';

describe('pageItems', () => {
  it('lists every page when few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('puts ellipses around a window of five', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'jump-prev', 15, 16, 17, 18, 19, 20]);
  });
  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'jump-next', 20]);
  });
  it('counts pages', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(101, 10)).toBe(11);
  });
});

const pageButton = (n: number) => screen.getByRole('button', { name: `第 ${n} 页` });

it('shows the total and changes page', async () => {
  const onChange = jest.fn();
  const { user } = renderWithTheme(<Pagination total={200} onChange={onChange} />);
  expect(screen.getByText('共 200 条')).toBeInTheDocument();
  expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();

  await user.click(pageButton(3));
  expect(onChange).toHaveBeenLastCalledWith(3, 10);
  expect(pageButton(3)).toHaveAttribute('aria-current', 'page');

  await user.click(screen.getByRole('button', { name: '下一页' }));
  expect(onChange).toHaveBeenLastCalledWith(4, 10);

  await user.click(pageButton(20));
  expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '向前 5 页' }));
  expect(onChange).toHaveBeenLastCalledWith(15, 10);
});

it('changes page size from the options and returns to page 1', async () => {
  const onChange = jest.fn();
  const { user } = renderWithTheme(
    <Pagination
      total={500}
      defaultPage={4}
      pageSizeOptions={[10, 50, 100, 200]}
      onChange={onChange}
    />,
  );
  const select = screen.getByRole('combobox', { name: '每页条数' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    '10 条/页',
    '50 条/页',
    '100 条/页',
    '200 条/页',
  ]);
  await user.selectOptions(select, '50');
  expect(onChange).toHaveBeenLastCalledWith(1, 50);
  expect(select).toHaveValue('50');
  expect(pageButton(10)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '第 11 页' })).not.toBeInTheDocument();
});

it('jumps to a typed page on Enter, clamped to the last page', async () => {
  const onChange = jest.fn();
  const { user } = renderWithTheme(<Pagination total={95} onChange={onChange} />);
  const jump = screen.getByRole('textbox', { name: '跳转页码' });
  expect(screen.getByText('跳至')).toBeInTheDocument();

  await user.type(jump, '7{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(7, 10);
  expect(jump).toHaveValue('');

  await user.type(jump, '4a2{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(10, 10);
  expect(pageButton(10)).toHaveAttribute('aria-current', 'page');
});

it('is driven by the parent when controlled', async () => {
  function Controlled() {
    const [page, setPage] = useState(2);
    return <Pagination total={50} page={page} pageSize={10} onChange={(p) => setPage(p)} />;
  }
  const { user } = renderWithTheme(<Controlled />);
  expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('button', { name: '上一页' }));
  expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
});
