import { screen, waitFor, within } from '@testing-library/react';
import { monitorMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { renderScreen, testServer } from '../test-utils';
import { watch } from '../watch-fixture';
import { watchServer } from '../watch-server';
import { WatchListScreen } from './WatchListScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

function renderList(server: ReturnType<typeof watchServer>, path = '/monitorManage') {
  testServer.use(...server.handlers);
  view = renderScreen(WatchListScreen, path, '监测商标');
  return view;
}

const table = () => screen.findByRole('table', { name: '监测商标' });

it('lists the watches, text and image, with their facts and actions', async () => {
  const server = watchServer([
    watch({ id: 1, monitorValue: '恒泰', latestIssue: 1901, latestMatches: 3 }),
    watch({ id: 2, monitorType: 2, monitorValue: '/pictures/w2.png', status: 2, classes: [] }),
  ]);
  renderList(server);
  const rows = within(await table()).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('文字');
  expect(rows[1]).toHaveTextContent('恒泰');
  expect(rows[1]).toHaveTextContent('杭州恒泰电子有限公司 / 电子');
  expect(rows[1]).toHaveTextContent('9,35');
  expect(rows[1]).toHaveTextContent('2025-03-01 至 2026-03-01');
  expect(rows[1]).toHaveTextContent('监测中');
  expect(rows[1]).toHaveTextContent('第1901期 3件');
  expect(within(rows[1]!).getByRole('link', { name: '查看结果' })).toHaveAttribute(
    'href',
    `/monitorManage/result?monitorValue=${encodeURIComponent('恒泰')}&type=1&id=1`,
  );
  expect(rows[2]).toHaveTextContent('图形');
  expect(rows[2]).toHaveTextContent('已过期');
  expect(within(rows[2]!).getByRole('img', { name: '监测图形' })).toHaveAttribute(
    'src',
    '/pictures/w2.png',
  );
  expect(server.named('query')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });
});

it('sends only the filters filled in, from page 1', async () => {
  const server = watchServer(Array.from({ length: 25 }, () => watch()));
  const { user } = renderList(server);
  await table();
  await user.click(screen.getByRole('button', { name: '第 2 页' }));
  await waitFor(() =>
    expect(server.named('query').at(-1)?.body).toEqual({ pageNum: 2, pageSize: 10 }),
  );
  await user.type(screen.getByRole('textbox', { name: '关键词备注' }), ' 电子 ');
  await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已过期');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    expect(server.named('query').at(-1)?.body).toEqual({
      pageNum: 1,
      pageSize: 10,
      remarkKeyword: '电子',
      status: 2,
    }),
  );
});

it('shows the locked sample on 4002 and disables the features', async () => {
  const server = watchServer([], {
    answers: { query: () => envelope(4002, '请升级企业VIP或代理VIP获取权限！', null, 403) },
  });
  const { shell } = renderList(server);
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    '请升级企业VIP或代理VIP获取权限！',
  );
  expect(screen.getByRole('button', { name: '添加监测商标' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
  expect(shell.onPermissionDenied).toHaveBeenCalled();
});

it('shows the sample row and the note when there is no watch, on the list and on /nomonitor', async () => {
  renderList(watchServer([]));
  expect(await screen.findByText(monitorMessages.noWatches)).toBeInTheDocument();
  view?.restore();
  view?.unmount();
  const server = watchServer([]);
  renderList(server, '/nomonitor');
  expect(screen.getByText(monitorMessages.noWatches)).toBeInTheDocument();
  expect(document.querySelector('[data-sample-row]')).not.toBeNull();
  expect(screen.getByRole('button', { name: '添加监测商标' })).toBeEnabled();
  expect(server.calls).toEqual([]);
});
