import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { MONITOR_PATHS, type WatchOverview } from 'shared-api';
import { ok, recordingPost } from 'shared-api/testing';
import { renderScreen, testServer } from '../test-utils';
import { latestIssues, overviewRow } from '../watch-fixture';
import { OverviewScreen } from './OverviewScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const overview: WatchOverview = {
  list: [
    overviewRow({ monitorId: 7, monitorValue: '恒泰', valueMap: { '1901': 4, '1899': 2 } }),
    overviewRow({
      monitorId: 8,
      monitorType: 2,
      monitorValue: '/pictures/w8.png',
      valueMap: { '1901': 1 },
    }),
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
  issues: latestIssues(12).map((issue) => ({ issue, date: '2025-01-06' })),
};

function renderOverview() {
  const post = recordingPost(MONITOR_PATHS.overview, () => ok(overview));
  testServer.use(post.handler);
  view = renderScreen(OverviewScreen, '/overview', '监测概览');
  return { ...view, bodies: post.bodies };
}

it('draws the 12-issue grid and the matches per issue', async () => {
  const { bodies } = renderOverview();
  const grid = await screen.findByRole('table', { name: '监测概览' });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['监测商标', ...latestIssues(12).map(String)]);
  expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 10 });
  const chart = screen.getByRole('figure', { name: '各期近似商标数量' });
  expect(chart.querySelector('[data-bar="1901"] title')).toHaveTextContent('1901：5');
  expect(chart.querySelector('[data-bar="1899"] title')).toHaveTextContent('1899：2');
  expect(chart.querySelectorAll('rect')).toHaveLength(12);
});

it('opens the result of a cell', async () => {
  const { user } = renderOverview();
  await user.click(await screen.findByRole('button', { name: '恒泰 第1899期 2件' }));
  expect(screen.getByTestId('elsewhere')).toHaveTextContent(
    `/monitorManage/result?monitorValue=${encodeURIComponent('恒泰')}&type=1&id=7&issue=1899`,
  );
});

it('says there is no watch yet', async () => {
  testServer.use(http.post(MONITOR_PATHS.overview, () => ok({ ...overview, list: [], total: 0 })));
  view = renderScreen(OverviewScreen, '/overview', '监测概览');
  expect(await screen.findByText('无监测标，请添加商标')).toBeInTheDocument();
});
