import { screen, within } from '@testing-library/react';
import { noticeMessages, type NoticeOverview } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { overviewRow } from '../../notice-fixture';
import { noticeServer } from '../../notice-server';
import { renderScreen, testServer } from '../../test-utils';
import { latestIssues } from '../../watch-fixture';
import { NoticeOverviewScreen } from './NoticeOverviewScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const overview: NoticeOverview = {
  list: [
    overviewRow({ monitorId: 7, monitorValue: '30000123', mark: '恒泰' }),
    overviewRow({ monitorId: 8, monitorValue: '30000456', mark: '', valueMap: { '1901': 1 } }),
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
  issues: latestIssues(12).map((issue) => ({ issue, date: '2025-01-06' })),
};

function renderOverview(server = noticeServer({ overview }), level = 3) {
  testServer.use(...server.handlers);
  view = renderScreen(NoticeOverviewScreen, '/noticeOverview', '公告定制概览', { level });
  return { ...view, server };
}

it('draws the 12-issue grid of the followed numbers', async () => {
  const { server } = renderOverview();
  const grid = await screen.findByRole('table', { name: '公告定制概览' });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['定制商标', ...latestIssues(12).map(String)]);
  const rows = within(grid).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('恒泰30000123');
  expect(rows[2]).toHaveTextContent('图形30000456');
  expect(server.named('overview')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });
  // the chart sums the rows per issue: 2 + 1 in 1901, 1 in 1899
  const chart = screen.getByRole('figure', { name: '各期公告数量' });
  expect(chart.querySelector('[data-bar="1901"] title')).toHaveTextContent('1901：3');
  expect(chart.querySelector('[data-bar="1899"] title')).toHaveTextContent('1899：1');
  expect(chart.querySelectorAll('rect')).toHaveLength(12);
});

it('opens the result of a cell with its issue', async () => {
  const { user } = renderOverview();
  await user.click(await screen.findByRole('button', { name: '30000123 第1899期 1件' }));
  expect(screen.getByTestId('elsewhere')).toHaveTextContent(
    '/noticeManage/noticeResult?monitorValue=30000123&type=5&id=7&issue=1899',
  );
});

it('shows the sample row and 无监测标，请添加商标 when nothing is followed', async () => {
  renderOverview(noticeServer({ overview: { ...overview, list: [], total: 0 } }));
  expect(await screen.findByText(noticeMessages.noMarks)).toBeInTheDocument();
  expect(document.querySelector('[data-sample-row]')).not.toBeNull();
  expect(screen.getByRole('link', { name: '添加公告定制' })).toHaveAttribute(
    'href',
    '/noticeManage',
  );
});

it('shows the locked sample on 4002', async () => {
  renderOverview(
    noticeServer({
      answers: { overview: () => envelope(4002, '请升级企业VIP或代理VIP获取权限！', null, 403) },
    }),
  );
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    '请升级企业VIP或代理VIP获取权限！',
  );
});
