import { screen, waitFor, within } from '@testing-library/react';
import { noticeMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { noticeMark } from '../../notice-fixture';
import { noticeServer } from '../../notice-server';
import { renderScreen, testServer } from '../../test-utils';
import { NoticeManageScreen } from './NoticeManageScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

function renderList(server: ReturnType<typeof noticeServer>, level: number | null = 3) {
  testServer.use(...server.handlers);
  view = renderScreen(NoticeManageScreen, '/noticeManage', '公告定制', { level });
  return view;
}

const table = () => screen.findByRole('table', { name: '公告定制商标' });

it('lists the followed numbers with their facts, latest notices and actions', async () => {
  const server = noticeServer({
    marks: [
      noticeMark({ id: 1, monitorValue: '30000123', mark: '恒泰', imagePath: '/pictures/m1.png' }),
      noticeMark({ id: 2, mark: '', status: 2, latestIssue: null, latestNotices: 0 }),
    ],
  });
  renderList(server);
  const rows = within(await table()).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('30000123');
  expect(rows[1]).toHaveTextContent('恒泰');
  expect(rows[1]).toHaveTextContent('杭州恒泰电子有限公司');
  expect(rows[1]).toHaveTextContent('2025-03-01');
  expect(rows[1]).toHaveTextContent('2026-03-01');
  expect(rows[1]).toHaveTextContent('监测中');
  expect(rows[1]).toHaveTextContent('第1901期 2件');
  expect(within(rows[1]!).getByRole('img', { name: '恒泰' })).toHaveAttribute(
    'src',
    '/pictures/m1.png',
  );
  expect(within(rows[1]!).getByRole('link', { name: '查看结果' })).toHaveAttribute(
    'href',
    '/noticeManage/noticeResult?monitorValue=30000123&type=5&id=1',
  );
  expect(rows[2]).toHaveTextContent('图形');
  expect(rows[2]).toHaveTextContent('已过期');
  expect(within(rows[2]!).getByRole('button', { name: '修改' })).toBeDisabled();
  expect(server.named('query')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });
});

it('sends only the filters filled in, from page 1, and offers the page sizes 10–100', async () => {
  const server = noticeServer({ marks: Array.from({ length: 25 }, () => noticeMark()) });
  const { user } = renderList(server);
  await table();
  await user.click(screen.getByRole('button', { name: '第 2 页' }));
  await waitFor(() =>
    expect(server.named('query').at(-1)?.body).toEqual({ pageNum: 2, pageSize: 10 }),
  );
  await user.type(screen.getByRole('textbox', { name: '商标名称' }), ' 恒泰 ');
  await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已过期');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    expect(server.named('query').at(-1)?.body).toEqual({
      pageNum: 1,
      pageSize: 10,
      mark: '恒泰',
      status: 2,
    }),
  );
  const sizes = screen.getAllByRole('option').map((option) => option.textContent);
  expect(sizes).toEqual(expect.arrayContaining(['10 条/页', '20 条/页', '50 条/页', '100 条/页']));
});

it('shows the sample row and 无监测标，请添加商标 with the add button when nothing is followed', async () => {
  const { user } = renderList(noticeServer());
  expect(await screen.findByText(noticeMessages.noMarks)).toBeInTheDocument();
  expect(document.querySelector('[data-sample-row]')).not.toBeNull();
  const adds = screen.getAllByRole('button', { name: '添加公告定制' });
  await user.click(adds.at(-1)!);
  expect(await screen.findByRole('dialog', { name: '添加公告定制' })).toBeInTheDocument();
});

it('locks the page below enterprise VIP without asking the server', async () => {
  const server = noticeServer();
  renderList(server, 2);
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    '请升级企业VIP或代理VIP获取权限！',
  );
  expect(screen.getByRole('button', { name: '添加公告定制' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
  expect(server.calls).toEqual([]);
});

it('locks the page on 4002 and does not open the dialog a ?code asked for', async () => {
  const server = noticeServer({
    answers: { query: () => envelope(4002, '请升级企业VIP或代理VIP获取权限！', null, 403) },
  });
  testServer.use(...server.handlers);
  view = renderScreen(NoticeManageScreen, '/noticeManage', '公告定制', {
    at: '/noticeManage?code=30000123',
  });
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(view.shell.onPermissionDenied).toHaveBeenCalled();
});

it('sends a visitor to login', async () => {
  renderList(noticeServer(), null);
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login?redirect=/noticeManage');
});
