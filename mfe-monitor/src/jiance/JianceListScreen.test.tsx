import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { JIANCE_PATHS, type JianceResult } from 'shared-api';
import { envelope, ok } from 'shared-api/testing';
import { renderScreen, testServer } from '../test-utils';
import { match } from '../watch-fixture';
import { JianceListScreen } from './JianceListScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => {
  view?.restore();
  jest.restoreAllMocks();
});

const issues = [
  { ISSUE: 1901, DATE: '2025-01-06', COUNT: 30 },
  { ISSUE: 1900, DATE: '2024-12-28', COUNT: 2 },
];

/** The text search, answering the issue asked (the latest when none) and recording bodies. */
function textSearch() {
  const bodies: Record<string, unknown>[] = [];
  const handler = http.post(JIANCE_PATHS.textSearch, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    const issue = (body.ISSUE_NO as number | undefined) ?? 1901;
    const result: JianceResult = {
      list: [match({ ID: issue * 10, TM_NAME: `恒泰${issue}`, issue })],
      total: issue === 1901 ? 30 : 2,
      issue,
      issues,
    };
    return ok(result);
  });
  return { handler, bodies };
}

const at = '/jiance/list?type=1&key=恒泰';

it('shows the matches of the latest issue with grade, reasons and highlighted characters', async () => {
  const search = textSearch();
  testServer.use(search.handler);
  view = renderScreen(JianceListScreen, '/jiance/list', '监测结果', { at });
  const table = await screen.findByRole('table', { name: '近似商标' });
  expect(within(table).getByText('高度近似')).toBeInTheDocument();
  expect(within(table).getByText('读音相同')).toBeInTheDocument();
  const name = within(table).getByTestId('match-name');
  expect(Array.from(name.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['恒', '泰']);
  expect(search.bodies[0]).toEqual({
    keyword: '恒泰',
    getfilter: true,
    needImage: true,
    pageno: 1,
    pagesize: 27,
  });
  expect(screen.getByRole('button', { name: '第1901期（30）' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('goes back to page 1 when another issue is chosen', async () => {
  const search = textSearch();
  testServer.use(search.handler);
  view = renderScreen(JianceListScreen, '/jiance/list', '监测结果', { at });
  const { user } = view;
  await screen.findByRole('table', { name: '近似商标' });
  await user.click(screen.getByRole('button', { name: '第 2 页' }));
  await waitFor(() => expect(search.bodies.at(-1)).toMatchObject({ pageno: 2 }));
  await user.click(screen.getByRole('button', { name: '第1900期（2）' }));
  await waitFor(() => expect(search.bodies.at(-1)).toMatchObject({ ISSUE_NO: 1900, pageno: 1 }));
  await waitFor(() => expect(screen.getByTestId('match-name')).toHaveTextContent('恒泰1900'));
});

it('searches a picture with the image call', async () => {
  const bodies: unknown[] = [];
  testServer.use(
    http.post(JIANCE_PATHS.imageSearch, async ({ request }) => {
      bodies.push(await request.json());
      return ok({ list: [match()], total: 1, issue: 1901, issues });
    }),
  );
  view = renderScreen(JianceListScreen, '/jiance/list', '监测结果', {
    at: '/jiance/list?type=2&imgpath=/pictures/logo-1.jpg',
  });
  await screen.findByRole('table', { name: '近似商标' });
  expect(bodies[0]).toEqual({ imgURL: '/pictures/logo-1.jpg', pageno: 1, pagesize: 27 });
});

it('opens a paid detail after the payment dialog, in a new tab', async () => {
  const search = textSearch();
  let asked = 0;
  testServer.use(
    search.handler,
    http.get(JIANCE_PATHS.textDetail(19010), () => {
      asked += 1;
      return asked === 1
        ? envelope(6000, '需要支付', { tradeCode: 'T1', totalAmount: 100, productName: '监测详情' })
        : ok({ detailId: '10000001_9' });
    }),
  );
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  view = renderScreen(JianceListScreen, '/jiance/list', '监测结果', { at });
  const { user, shell } = view;
  await screen.findByRole('table', { name: '近似商标' });
  await user.click(screen.getByRole('button', { name: '查看详情' }));
  await waitFor(() =>
    expect(open).toHaveBeenCalledWith('/search/tmd?detailId=10000001_9', '_blank', 'noopener'),
  );
  expect(shell.onPaymentRequired).toHaveBeenCalledWith(
    expect.objectContaining({ endpoint: 'jianceDetail' }),
  );
  expect(asked).toBe(2);
});

it('opens nothing when the payment is given up', async () => {
  const search = textSearch();
  testServer.use(
    search.handler,
    http.get(JIANCE_PATHS.textDetail(19010), () =>
      envelope(6000, '需要支付', { tradeCode: 'T1', totalAmount: 100, productName: '监测详情' }),
    ),
  );
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  view = renderScreen(JianceListScreen, '/jiance/list', '监测结果', { at, pays: false });
  const { user, shell } = view;
  await screen.findByRole('table', { name: '近似商标' });
  await user.click(screen.getByRole('button', { name: '查看详情' }));
  await waitFor(() => expect(shell.onPaymentRequired).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByRole('button', { name: '查看详情' })).toBeEnabled());
  expect(open).not.toHaveBeenCalled();
});
