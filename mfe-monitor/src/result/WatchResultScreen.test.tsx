import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  MONITOR_EXPORT_PATH,
  MONITOR_PATHS,
  monitorMessages,
  type WatchMatch,
  type WatchMatchPage,
} from 'shared-api';
import { envelope, ok } from 'shared-api/testing';
import { renderScreen, testServer } from '../test-utils';
import { latestIssues, match } from '../watch-fixture';
import { WatchResultScreen } from './WatchResultScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => {
  view?.restore();
  jest.restoreAllMocks();
});

const at = `/monitorManage/result?monitorValue=${encodeURIComponent('恒泰')}&type=1&id=7`;
// 13 issues answered: the page shows the latest 12
const facet = Object.fromEntries(latestIssues(13).map((issue, i) => [String(issue), i]));

const page = (list: WatchMatch[], issue: number): WatchMatchPage => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 10,
  filter: [{ TM_FIRST_ISSUE: [{ ISSUE: issue, DATE: '2025-01-06', COUNT: list.length }] }],
});

function resultServer({ facetAnswer = () => ok(facet) }: { facetAnswer?: () => Response } = {}) {
  const bodies: { path: string; body: unknown }[] = [];
  const record =
    (answer: (body: Record<string, number>) => Response) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, number>;
      bodies.push({ path: new URL(request.url).pathname, body });
      return answer(body);
    };
  const handlers = [
    http.get(MONITOR_PATHS.facet(7), facetAnswer),
    http.post(
      MONITOR_PATHS.queryMonitorsMaxIssue,
      record(() =>
        ok(
          page(
            [
              match(
                {
                  TM_NAME: '恒泰云',
                  match: { score: 70, grade: '近似', reasons: ['含相同字'], highlight: [0, 1] },
                },
                40,
              ),
              match(
                {
                  TM_NAME: '恒泰',
                  match: { score: 100, grade: '相同', reasons: ['文字相同'], highlight: [0, 1] },
                },
                5,
              ),
              match(
                {
                  TM_NAME: '衡泰',
                  match: { score: 85, grade: '高度近似', reasons: ['读音相同'], highlight: [1] },
                },
                -1,
              ),
            ],
            1901,
          ),
        ),
      ),
    ),
    http.post(
      MONITOR_PATHS.queryMonitors,
      record((body) => ok(page([match({ TM_NAME: `第${body.issueNo}期商标` })], body.issueNo!))),
    ),
  ];
  return { handlers, bodies };
}

function renderResult(server = resultServer(), address = at) {
  testServer.use(...server.handlers);
  view = renderScreen(WatchResultScreen, '/monitorManage/result', '监测结果', { at: address });
  return view;
}

const dataRows = async () =>
  within(await screen.findByRole('table', { name: '监测结果' }))
    .getAllByRole('row')
    .slice(1);

it('shows the latest 12 issues, the newest matches sorted by grade, with reasons and highlights', async () => {
  const server = resultServer();
  renderResult(server);
  const rows = await dataRows();
  expect(rows.map((row) => within(row).getByTestId('match-name').textContent)).toEqual([
    '恒泰',
    '衡泰',
    '恒泰云',
  ]);
  expect(rows[1]).toHaveTextContent('高度近似');
  expect(rows[1]).toHaveTextContent('读音相同');
  expect(Array.from(rows[1]!.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['泰']);
  const buttons = within(screen.getByRole('group', { name: '期号' })).getAllByRole('button');
  expect(buttons).toHaveLength(12);
  expect(buttons[0]).toHaveTextContent('第1901期（0）');
  expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  expect(server.bodies[0]).toEqual({
    path: MONITOR_PATHS.queryMonitorsMaxIssue,
    body: { monitorId: 7, pageNum: 1, pageSize: 10 },
  });
});

it('counts down to the opposition deadline, red in the last 15 days', async () => {
  renderResult();
  const rows = await dataRows();
  const countdown = (row: HTMLElement) => row.querySelector('[data-urgency]') as HTMLElement;
  expect(countdown(rows[0]!)).toHaveTextContent('剩余5天');
  expect(countdown(rows[0]!)).toHaveAttribute('data-urgency', 'urgent');
  expect(countdown(rows[0]!)).toHaveStyle({ color: '#d93026' });
  expect(countdown(rows[2]!)).toHaveTextContent('剩余40天');
  expect(countdown(rows[2]!)).not.toHaveStyle({ color: '#d93026' });
  expect(countdown(rows[1]!)).toHaveTextContent('已截止');
});

it('shows another issue when its button is pressed, and the issue of the address', async () => {
  const server = resultServer();
  const { user } = renderResult(server);
  await dataRows();
  await user.click(screen.getByRole('button', { name: '第1899期（2）' }));
  await waitFor(() => expect(screen.getByTestId('match-name')).toHaveTextContent('第1899期商标'));
  expect(server.bodies.at(-1)).toEqual({
    path: MONITOR_PATHS.queryMonitors,
    body: { monitorId: 7, issueNo: 1899, pageNum: 1, pageSize: 10 },
  });
  view?.unmount();
  view?.restore();
  const again = resultServer();
  renderResult(again, `${at}&issue=1900`);
  await waitFor(() => expect(screen.getByTestId('match-name')).toHaveTextContent('第1900期商标'));
  expect(again.bodies[0]?.path).toBe(MONITOR_PATHS.queryMonitors);
});

describe('export by issue range', () => {
  it('checks the range before calling, then saves the workbook under its name', async () => {
    const bodies: unknown[] = [];
    testServer.use(
      http.post(MONITOR_EXPORT_PATH, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Blob(['xlsx']), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('监测结果.xlsx')}`,
          },
        });
      }),
    );
    const createUrl = jest.fn(() => 'blob:workbook');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderResult();
    await dataRows();
    const exportButton = screen.getByRole('button', { name: '导出' });
    await user.click(exportButton);
    expect(await screen.findByText(monitorMessages.issueRequired)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '开始期号' }), '1895');
    await user.selectOptions(screen.getByRole('combobox', { name: '结束期号' }), '1901');
    await user.click(exportButton);
    expect(await screen.findByText(monitorMessages.tooManyIssues)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: '开始期号' }), '1899');
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(bodies).toEqual([
      { monitorId: 7, keyword: '恒泰', monitorType: 1, startIssue: 1899, stopIssue: 1901 },
    ]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('监测结果.xlsx');
  });

  it('says 暂时无法下载 when the answer names no file', async () => {
    testServer.use(
      http.post(
        MONITOR_EXPORT_PATH,
        () =>
          new HttpResponse(new Blob(['xlsx']), {
            headers: { 'Content-Type': 'application/octet-stream' },
          }),
      ),
    );
    const { user } = renderResult();
    await dataRows();
    await user.selectOptions(screen.getByRole('combobox', { name: '开始期号' }), '1901');
    await user.selectOptions(screen.getByRole('combobox', { name: '结束期号' }), '1901');
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText(monitorMessages.noDownload)).toBeInTheDocument();
  });
});

it('says 该商标已过期 and disables the export for an expired watch', async () => {
  renderResult(resultServer({ facetAnswer: () => envelope(3001, monitorMessages.expired) }));
  expect(await screen.findByText(monitorMessages.expired, { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
});
