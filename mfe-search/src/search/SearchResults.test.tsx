import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  EXPORT_PATHS,
  searchMessages,
  searchQuotaMessages,
  type SearchQueryInput,
} from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { searchUi } from './messages';
import { envelope, logIn, markRow, searchResult } from 'shared-api/testing';
import { renderSearchPage, searchHandler } from './test-utils';

/** filter[i] for SEARCH_FILTER_FIELDS[i]: TM_NCL, TM_NAME, TM_STATUS, TM_APP_YEAR, … */
const FACETS: Record<string, number>[] = [
  { '9': 10, '35': 4, '42': 3, '1': 2, '25': 2, '3': 1 },
  {},
  { '2': 8, '1': 3 },
  { '2020': 5, '2021': 6 },
  { 华为技术有限公司: 9 },
  {},
  {},
];

const rows = [
  markRow({ UID: 'a_9', TM_NAME: '甲', TM_APP_DATE: '2019-05-01' }),
  markRow({ UID: 'b_9', TM_NAME: '乙', TM_APP_DATE: '2021-01-01' }),
  markRow({ UID: 'c_9', TM_NAME: '丙', TM_APP_DATE: '2015-03-03' }),
];

/** Mode 0 answering the facets only when asked for them, as the server does. */
function facetedSearch(total = 120) {
  return searchHandler(0, (body: SearchQueryInput) =>
    searchResult(rows, total, body.getfilter ? FACETS : []),
  );
}

async function openResults(total?: number) {
  const search = facetedSearch(total);
  testServer.use(search.handler);
  const view = renderSearchPage('/search/searchinfo?searchtype=0&key=abc');
  await screen.findByText(searchUi.total(total ?? 120));
  return { ...view, search };
}

const facetGroup = (name: string) => screen.getByRole('group', { name });
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('a filter re-queries from page 1 without getfilter and keeps the fetched options', async () => {
  const { user, search } = await openResults();
  const status = facetGroup('商标状态');
  expect(within(status).getByRole('button', { name: '已注册 (8)' })).toBeInTheDocument();
  await user.click(within(status).getByRole('button', { name: '已注册 (8)' }));
  await waitFor(() => expect(search.bodies).toHaveLength(2));
  expect(search.bodies[1]).toEqual({
    keyword: 'abc',
    needImage: true,
    getfilter: false,
    pageno: 1,
    pagesize: 20,
    TM_STATUS: 2,
  });
  // The second answer had no options; the first answer's are still shown.
  await user.click(within(facetGroup('商标状态')).getByRole('button', { name: '已初审 (3)' }));
  await waitFor(() => expect(search.bodies).toHaveLength(3));
  expect(search.bodies[2]).toMatchObject({ TM_STATUS: 1, getfilter: false });
  expect(screen.getByText('商标状态：已初审')).toBeInTheDocument();
  expect(screen.queryByText('商标状态：已注册')).not.toBeInTheDocument();
});

test('the class filter takes at most 5 classes and applies on confirm', async () => {
  const { user, search } = await openResults();
  const classes = facetGroup('国际分类');
  for (const code of ['01', '03', '09', '25', '35']) {
    await user.click(within(classes).getByRole('checkbox', { name: new RegExp(`^${code}`) }));
  }
  expect(search.bodies).toHaveLength(1);
  await user.click(within(classes).getByRole('checkbox', { name: /^42/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.tooManyClasses);
  expect(within(classes).getByRole('checkbox', { name: /^42/ })).not.toBeChecked();
  await user.click(within(classes).getByRole('button', { name: searchUi.confirm }));
  await waitFor(() => expect(search.bodies).toHaveLength(2));
  expect(search.bodies[1]).toMatchObject({ TM_NCL: [1, 3, 9, 25, 35], getfilter: false });
});

test('chips remove one filter each, and 清空 removes them all', async () => {
  const { user, search } = await openResults();
  await user.click(within(facetGroup('国际分类')).getByRole('checkbox', { name: /^09/ }));
  await user.click(within(facetGroup('国际分类')).getByRole('button', { name: searchUi.confirm }));
  await user.click(within(facetGroup('申请年份')).getByRole('button', { name: '2020 (5)' }));
  await waitFor(() => expect(search.bodies).toHaveLength(3));
  expect(search.bodies[2]).toMatchObject({ TM_NCL: [9], TM_APP_YEAR: 2020 });

  await user.click(screen.getByRole('button', { name: searchUi.removeFilter('国际分类：09') }));
  await waitFor(() => expect(search.bodies).toHaveLength(4));
  expect(search.bodies[3]).not.toHaveProperty('TM_NCL');
  expect(search.bodies[3]).toMatchObject({ TM_APP_YEAR: 2020 });
  expect(within(facetGroup('国际分类')).getByRole('checkbox', { name: /^09/ })).not.toBeChecked();

  await user.click(screen.getByRole('button', { name: searchUi.clearFilters }));
  await waitFor(() => expect(search.bodies).toHaveLength(5));
  expect(search.bodies[4]).toEqual(expect.not.objectContaining({ TM_APP_YEAR: 2020 }));
  expect(screen.queryByRole('group', { name: searchUi.selectedFilters })).toBeNull();
});

test('the page and the page size re-query without getfilter', async () => {
  const { user, search } = await openResults(450);
  await user.click(screen.getByRole('button', { name: '第 2 页' }));
  await waitFor(() => expect(search.bodies).toHaveLength(2));
  expect(search.bodies[1]).toMatchObject({ pageno: 2, pagesize: 20, getfilter: false });
  const sizes = screen.getByRole('combobox', { name: '每页条数' });
  expect(
    within(sizes)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['20 条/页', '50 条/页', '100 条/页', '200 条/页']);
  await user.selectOptions(sizes, '100');
  await waitFor(() => expect(search.bodies).toHaveLength(3));
  expect(search.bodies[2]).toMatchObject({ pageno: 1, pagesize: 100, getfilter: false });
  // The options are the first answer's still.
  expect(facetGroup('商标状态')).toBeInTheDocument();
});

test('the date sort orders the rows of the page shown without asking the server', async () => {
  const { user, search } = await openResults();
  expect(names()).toEqual(['甲', '乙', '丙']);
  await user.click(screen.getByRole('button', { name: searchUi.sortAscending }));
  expect(names()).toEqual(['丙', '甲', '乙']);
  await user.click(screen.getByRole('button', { name: searchUi.sortDescending }));
  expect(names()).toEqual(['乙', '甲', '丙']);
  expect(search.bodies).toHaveLength(1);
});

test('rows: class as two digits, status by name, the name opens the detail in a new tab', async () => {
  await openResults();
  const link = screen.getByRole('link', { name: '甲' });
  expect(link).toHaveAttribute('href', '/search/tmd?detailId=a_9');
  expect(link).toHaveAttribute('target', '_blank');
  const row = link.closest('tr')!;
  expect(within(row).getByText('09')).toBeInTheDocument();
  expect(within(row).getByText('已注册')).toBeInTheDocument();
  expect(within(row).getByText(searchUi.noImage)).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: searchUi.columns.reasons })).toBeNull();
});

test('similarity rows highlight the matched characters and list the reasons', async () => {
  const row = markRow({
    TM_NAME: '华为云',
    imageUrl: '/shebiao/picture/mark/abc',
    match: { score: 88, grade: '高度近似', reasons: ['读音相同', '字形近似'], highlight: [0, 1] },
  });
  testServer.use(searchHandler(4, () => searchResult([row])).handler);
  renderSearchPage('/search/searchinfo?searchtype=4&key=华为');
  const [link] = await screen.findAllByRole('link');
  expect(link).toHaveTextContent('华为云');
  expect(Array.from(link!.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
    '华',
    '为',
  ]);
  expect(screen.getByRole('columnheader', { name: searchUi.columns.reasons })).toBeInTheDocument();
  const tr = link!.closest('tr')!;
  for (const text of ['高度近似', '读音相同', '字形近似']) {
    expect(within(tr).getByText(text)).toBeInTheDocument();
  }
  const picture = within(tr).getByRole('img', { name: '华为云' });
  expect(picture).toHaveAttribute('src', '/shebiao/picture/mark/abc');
  fireEvent.error(picture);
  expect(within(tr).getByText(searchUi.noImage)).toBeInTheDocument();
});

describe('export', () => {
  let createObjectURL: jest.Mock;
  let click: jest.SpyInstance;
  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => click.mockRestore());

  it('with nothing ticked warns and calls nothing', async () => {
    const { user } = await openResults();
    await user.click(screen.getByRole('button', { name: searchUi.exportExcel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.exportNothing);
  });

  it('check-all ticks the page; export asks for a token, then saves the file', async () => {
    const bodies: unknown[] = [];
    testServer.use(
      http.post(EXPORT_PATHS.queryExcel, async ({ request }) => {
        bodies.push(await request.json());
        return envelope(200, '成功', 'tok-9');
      }),
      http.post(EXPORT_PATHS.excel, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Uint8Array([80, 75]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('商标查询结果.xlsx')}`,
          },
        });
      }),
    );
    const { user } = await openResults();
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(
      screen
        .getAllByRole('checkbox', { name: '选择此行' })
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: searchUi.exportExcel }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const body = { keyword: 'a_9,b_9,c_9', needImage: true, pageno: 1, pagesize: 200 };
    expect(bodies).toEqual([body, { ...body, uid: 'tok-9' }]);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('商标查询结果.xlsx');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});

test('image mode keeps the searched picture in view beside the results', async () => {
  logIn(3);
  const search = searchHandler(5, () => searchResult([markRow()]));
  testServer.use(search.handler);
  renderSearchPage('/search/searchinfo?searchtype=5&imgpath=%2Fshebiao%2Fpicture%2Fupload%2Fab');
  const preview = await screen.findByRole('figure', { name: searchUi.previewTitle });
  expect(within(preview).getByRole('img')).toHaveAttribute('src', '/shebiao/picture/upload/ab');
  await waitFor(() => expect(search.bodies).toHaveLength(1));
  expect(search.bodies[0]).toMatchObject({ keyword: '', imgURL: '/shebiao/picture/upload/ab' });
  expect(search.bodies[0]!.NCL).toHaveLength(45);
});

test('a new search starts again from page 1 with no filters and fresh options', async () => {
  const { user, search } = await openResults(450);
  await user.click(within(facetGroup('商标状态')).getByRole('button', { name: '已注册 (8)' }));
  await user.click(await screen.findByRole('button', { name: '第 2 页' }));
  await waitFor(() => expect(search.bodies).toHaveLength(3));
  expect(search.bodies[2]).toMatchObject({ TM_STATUS: 2, pageno: 2, getfilter: false });

  const input = screen.getByRole('textbox', { name: searchUi.keywordLabel });
  await user.clear(input);
  await user.type(input, 'xyz{Enter}');
  await waitFor(() => expect(search.bodies).toHaveLength(4));
  expect(search.bodies[3]).toEqual({
    keyword: 'xyz',
    needImage: true,
    getfilter: true,
    pageno: 1,
    pagesize: 20,
  });
  expect(screen.queryByRole('group', { name: searchUi.selectedFilters })).toBeNull();
  expect(await screen.findByRole('button', { name: '第 1 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an image search answered while logos are still indexed says so with a progress bar', async () => {
  logIn(3);
  testServer.use(
    searchHandler(5, () => ({ ...searchResult(rows, 3, []), indexing: { done: 400, total: 1000 } }))
      .handler,
  );
  renderSearchPage('/search/searchinfo?searchtype=5&imgpath=%2Fshebiao%2Fpicture%2Fupload%2Fabc');
  expect(await screen.findByText(searchMessages.imageIndexing(400, 1000))).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
});

test("shows how many of the account's searches are left today", async () => {
  logIn(3);
  testServer.use(
    searchHandler(0, () => ({ ...searchResult(rows), quota: { limit: 15000, remaining: 14998 } }))
      .handler,
  );
  renderSearchPage('/search/searchinfo?searchtype=0&key=abc');
  expect(await screen.findByText('今日剩余查询 14,998 次')).toBeInTheDocument();
});

test('an uncapped account reads that it has no daily limit', async () => {
  logIn(6);
  testServer.use(
    searchHandler(0, () => ({ ...searchResult(rows), quota: { limit: null, remaining: null } }))
      .handler,
  );
  renderSearchPage('/search/searchinfo?searchtype=0&key=abc');
  expect(await screen.findByText(searchQuotaMessages.unlimited)).toBeInTheDocument();
});
