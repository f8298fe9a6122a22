import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok } from 'shared-api/testing';
import { Provider } from 'react-redux';
import {
  createPortalStore,
  GAZETTE_PATHS,
  gazetteMessages,
  type GazetteRow,
  type GazetteSearchBody,
  type MaxNoticeIssue,
  type NoticeTypeCount,
} from 'shared-api';
import { UiProvider } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';
import { GazetteScreen } from './GazetteScreen';

const ISSUES: MaxNoticeIssue = {
  latest: { issue: 1990, date: '2026-10-27' },
  issues: [
    { issue: 1990, date: '2026-10-27' },
    { issue: 1989, date: '2026-10-20' },
  ],
};

const TYPES: Record<string, NoticeTypeCount[]> = {
  '1990': [
    { id: 36, code: 'TMZCSQ', name: '商标初步审定公告', count: 45 },
    { id: 1, code: 'TMZCZC', name: '商标注册公告（一）', count: 3 },
  ],
  '1989': [{ id: 5, code: 'TMZR', name: '商标转让/移转公告', count: 2 }],
};

/** Every call in order ('issue', 'types 1990', 'search {...}') and the search bodies. */
function gazetteServer(issues: MaxNoticeIssue = ISSUES) {
  const calls: string[] = [];
  const bodies: GazetteSearchBody[] = [];
  testServer.use(
    http.get(GAZETTE_PATHS.maxIssue, () => {
      calls.push('issue');
      return ok(issues);
    }),
    http.get(GAZETTE_PATHS.types, ({ request }) => {
      const issue = new URL(request.url).searchParams.get('issue') ?? '';
      calls.push(`types ${issue}`);
      return ok(TYPES[issue] ?? []);
    }),
    http.post(GAZETTE_PATHS.search, async ({ request }) => {
      const body = (await request.json()) as GazetteSearchBody;
      calls.push('search');
      bodies.push(body);
      if (body.code && !/^[0-9A-Z]+$/i.test(body.code)) {
        return HttpResponse.json(
          { code: 3001, message: gazetteMessages.badCode, data: null },
          { status: 400 },
        );
      }
      const total = TYPES[String(body.firstNo)]?.find((t) => String(t.id) === body.typeName)?.count;
      const first = (body.pageNum - 1) * body.pageSize;
      const count = Math.max(0, Math.min(body.pageSize, (total ?? 0) - first));
      const list: GazetteRow[] = Array.from({ length: count }, (_, i) => ({
        firstNo: body.firstNo,
        firstDate: '2026-10-27',
        typeName: '商标初步审定公告',
        code: String(60_000_000 + first + i),
        accn: `申请人${first + i}`,
        mark: `商标${first + i}`,
        page: 1 + Math.floor((first + i) / 10),
        type: Number(body.typeName),
        ncl: 9,
      }));
      return ok({ total: total ?? 0, list });
    }),
  );
  return { calls, bodies };
}

function renderGazette() {
  render(
    <Provider store={createPortalStore()}>
      <UiProvider>
        <GazetteScreen routePath="/gonggao" title="商标公告" />
      </UiProvider>
    </Provider>,
  );
  return userEvent.setup();
}

const firstSearch = { pageNum: 1, pageSize: 20, firstNo: 1990, typeName: '36' };
const issueSelect = () => screen.getByRole('combobox', { name: '期号' });
const typeSelect = () => screen.getByRole('combobox', { name: '公告类型' });
const dataRows = () =>
  within(screen.getByRole('table', { name: '公告列表' }))
    .getAllByRole('row')
    .slice(1);

async function loaded(server: ReturnType<typeof gazetteServer>, searches: number) {
  await waitFor(() => expect(server.bodies).toHaveLength(searches));
  // the table's loading cover is gone: the answer is on screen
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

describe('the gazette page', () => {
  it('loads the latest issue, then its types with the first chosen, then searches', async () => {
    const server = gazetteServer();
    renderGazette();
    expect(await screen.findByText('商标4')).toBeInTheDocument();
    expect(server.calls).toEqual(['issue', 'types 1990', 'search']);
    expect(server.bodies).toEqual([firstSearch]);
    expect(issueSelect()).toHaveValue('1990');
    expect(
      within(issueSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['第1990期（2026-10-27）', '第1989期（2026-10-20）']);
    expect(typeSelect()).toHaveValue('36');
    expect(
      within(typeSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['商标初步审定公告（45）', '商标注册公告（一）（3）']);
    expect(dataRows()).toHaveLength(20);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
  });

  it('shows every column and links the page picture and the mark detail', async () => {
    gazetteServer();
    renderGazette();
    await screen.findByText('商标0');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      '期号',
      '公告日期',
      '公告类型',
      '申请号',
      '申请人',
      '商标名称',
      '页码',
      '公告原文',
    ]);
    const first = dataRows()[0]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1990',
      '2026-10-27',
      '商标初步审定公告',
      '60000000',
      '申请人0',
      '商标0',
      '1',
      '查看',
    ]);
    const picture = within(first).getByRole('link', { name: '查看第1990期第1页公告原文' });
    expect(picture).toHaveAttribute('href', '/shebiao/picture/gazette/1990/36/1');
    expect(picture).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: '商标0' })).toHaveAttribute(
      'href',
      '/search/tmd?detailId=60000000_9',
    );
  });

  it('searches the texts on 查询, from page 1, and another type or issue at once', async () => {
    const server = gazetteServer();
    const user = renderGazette();
    await loaded(server, 1);
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await loaded(server, 2);

    await user.type(screen.getByRole('textbox', { name: '商标名称' }), ' 恒泰 ');
    await user.type(screen.getByRole('textbox', { name: '申请号' }), '3000');
    await user.type(screen.getByRole('textbox', { name: '申请人' }), '杭州');
    expect(server.bodies).toHaveLength(2); // typing alone searches nothing
    await user.click(screen.getByRole('button', { name: '查询' }));
    await loaded(server, 3);
    expect(server.bodies[2]).toEqual({
      ...firstSearch,
      mark: '恒泰',
      code: '3000',
      accn: '杭州',
    });

    await user.selectOptions(typeSelect(), '1');
    await loaded(server, 4);
    expect(server.bodies[3]).toEqual({
      ...firstSearch,
      typeName: '1',
      mark: '恒泰',
      code: '3000',
      accn: '杭州',
    });

    await user.selectOptions(issueSelect(), '1989');
    await loaded(server, 5);
    expect(server.calls.slice(-2)).toEqual(['types 1989', 'search']);
    // the new issue's first type is chosen; the issue's own types only
    expect(server.bodies[4]).toMatchObject({ firstNo: 1989, typeName: '5', pageNum: 1 });
    expect(typeSelect()).toHaveValue('5');
  });

  it('pages with sizes 20, 10, 5 and 1; a new size starts at page 1', async () => {
    const server = gazetteServer();
    const user = renderGazette();
    await loaded(server, 1);
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['20 条/页', '10 条/页', '5 条/页', '1 条/页']);
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await loaded(server, 2);
    expect(server.bodies[1]).toEqual({ ...firstSearch, pageNum: 3 });
    expect(dataRows()).toHaveLength(5);

    await user.selectOptions(sizes, '5');
    await loaded(server, 3);
    expect(server.bodies[2]).toEqual({ ...firstSearch, pageSize: 5 });
    expect(dataRows()).toHaveLength(5);
  });

  it('重置 returns to the latest issue, its first type, empty texts and the first page of 20', async () => {
    const server = gazetteServer();
    const user = renderGazette();
    await loaded(server, 1);
    await user.selectOptions(issueSelect(), '1989');
    await loaded(server, 2);
    await user.type(screen.getByRole('textbox', { name: '商标名称' }), '恒泰');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await loaded(server, 3);
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '1');
    await loaded(server, 4);

    await user.click(screen.getByRole('button', { name: '重置' }));
    // the first search again: answered from the cache, so no new request is needed
    expect(await screen.findByText('商标19')).toBeInTheDocument();
    expect(dataRows()).toHaveLength(20);
    expect(issueSelect()).toHaveValue('1990');
    expect(typeSelect()).toHaveValue('36');
    expect(screen.getByRole('textbox', { name: '商标名称' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('20');
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(
      server.bodies.slice(1).every((b) => JSON.stringify(b) !== JSON.stringify(firstSearch)),
    ).toBe(true);
  });

  it("a refused search shows the server's message instead of the old rows", async () => {
    const server = gazetteServer();
    const user = renderGazette();
    await loaded(server, 1);
    await user.type(screen.getByRole('textbox', { name: '申请号' }), '30-1');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(gazetteMessages.badCode)).toBeInTheDocument();
    expect(screen.queryByText('商标0')).not.toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
  });

  it('says so when no issue has been published, asking nothing more', async () => {
    const server = gazetteServer({ latest: null, issues: [] });
    renderGazette();
    expect(await screen.findByText(gazetteMessages.noIssue)).toBeInTheDocument();
    expect(server.calls).toEqual(['issue']);
  });
});
