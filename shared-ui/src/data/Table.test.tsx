import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { LockedSample } from '../feedback/LockedSample';
import { Table, type TableColumn } from './Table';

interface Mark {
  TM_CODE: string;
  TM_NAME: string;
  TM_NCL: number;
}

const columns: TableColumn<Mark>[] = [
  { key: 'TM_CODE', title: '注册号', width: 120 },
  { key: 'TM_NAME', title: '商标名称', render: (row) => <strong>{row.TM_NAME}</strong> },
  { key: 'TM_NCL', title: '类别', align: 'right' },
];

const rows: Mark[] = [
  { TM_CODE: '1001', TM_NAME: '华为', TM_NCL: 9 },
  { TM_CODE: '1002', TM_NAME: '小米', TM_NCL: 9 },
  { TM_CODE: '1003', TM_NAME: '格力', TM_NCL: 11 },
];

it('renders headers, plain and rendered cells', () => {
  renderWithTheme(<Table columns={columns} rows={rows} rowKey="TM_CODE" caption="商标" />);
  const table = screen.getByRole('table', { name: '商标' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['注册号', '商标名称', '类别']);
  const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(
    within(firstRow)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['1001', '华为', '9']);
  expect(screen.getByText('华为').tagName).toBe('STRONG');
});

it('shows 暂无数据 when empty, or the given empty content', () => {
  const { rerender } = renderWithTheme(<Table columns={columns} rows={[]} rowKey="TM_CODE" />);
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
  rerender(<Table columns={columns} rows={[]} rowKey="TM_CODE" empty={<LockedSample />} />);
  expect(screen.getByText('请升级企业VIP或代理VIP获取权限！')).toBeInTheDocument();
});

it('shows a loading overlay while loading', () => {
  renderWithTheme(<Table columns={columns} rows={rows} rowKey="TM_CODE" loading />);
  expect(screen.getByRole('status', { name: '加载中…' })).toBeInTheDocument();
});

it('selects rows, checks all, and keeps keys from other pages', async () => {
  const onChange = jest.fn();
  const { user } = renderWithTheme(
    <Table
      columns={columns}
      rows={rows}
      rowKey={(row) => row.TM_CODE}
      selection={{
        defaultSelectedKeys: ['other-page'],
        onChange,
        isDisabled: (row) => row.TM_CODE === '1003',
      }}
    />,
  );
  const all = screen.getByRole('checkbox', { name: '全选' });
  const boxes = screen.getAllByRole('checkbox', { name: '选择此行' });
  expect(boxes[2]).toBeDisabled();

  await user.click(boxes[0] as HTMLElement);
  expect(onChange).toHaveBeenLastCalledWith(['other-page', '1001'], [rows[0]]);
  expect(all).not.toBeChecked();
  expect((all as HTMLInputElement).indeterminate).toBe(true);

  await user.click(all);
  expect(onChange).toHaveBeenLastCalledWith(['other-page', '1001', '1002'], [rows[0], rows[1]]);
  expect(all).toBeChecked();
  expect((all as HTMLInputElement).indeterminate).toBe(false);
  expect(boxes[1]).toBeChecked();
  expect(boxes[2]).not.toBeChecked();

  await user.click(all);
  expect(onChange).toHaveBeenLastCalledWith(['other-page'], []);
  expect(boxes[0]).not.toBeChecked();
});

it('follows controlled selectedKeys', () => {
  renderWithTheme(
    <Table
      columns={columns}
      rows={rows}
      rowKey="TM_CODE"
      selection={{ selectedKeys: ['1001', '1002', '1003'] }}
    />,
  );
  expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked();
});
