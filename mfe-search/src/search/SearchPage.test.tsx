import { screen, waitFor } from '@testing-library/react';
import { searchMessages } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { searchUi } from './messages';
import { logIn, markRow, searchResult } from 'shared-api/testing';
import { currentUrl, renderSearchPage, searchHandler } from './test-utils';

const input = () => screen.getByRole('textbox', { name: searchUi.keywordLabel });
const tab = (name: string) => screen.getByRole('tab', { name });
const searchButton = () => screen.getByRole('button', { name: searchUi.searchButton });

test('the landing page shows the box with the seven tabs and searches nothing', async () => {
  renderSearchPage('/search');
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    '综合查询',
    '商标名称',
    '申请号',
    '申请人',
    '文字近似',
    '图形近似',
    '商品/服务近似',
  ]);
  expect(tab('综合查询')).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a search from the landing page goes to searchinfo with the search in the URL', async () => {
  const search = searchHandler(1, () => searchResult([markRow({ TM_NAME: '小米' })]));
  testServer.use(search.handler);
  const { router, user } = renderSearchPage('/search');
  await user.click(tab('商标名称'));
  await user.type(input(), ' 小米 ');
  await user.click(searchButton());
  expect(currentUrl(router)).toBe(
    `/search/searchinfo?searchtype=1&key=${encodeURIComponent('小米')}`,
  );
  expect(await screen.findByRole('link', { name: '小米' })).toBeInTheDocument();
  expect(search.bodies).toEqual([
    { keyword: '小米', needImage: true, getfilter: true, pageno: 1, pagesize: 20 },
  ]);
});

test('opening a searchinfo address runs its search and fills the box', async () => {
  const search = searchHandler(3, () => searchResult([markRow()], 1));
  testServer.use(search.handler);
  renderSearchPage(`/search/searchinfo?searchtype=3&key=${encodeURIComponent('华为技术')}`);
  expect(await screen.findByText(searchUi.total(1))).toBeInTheDocument();
  expect(tab('申请人')).toHaveAttribute('aria-selected', 'true');
  expect(input()).toHaveValue('华为技术');
  expect(search.bodies[0]).toMatchObject({ keyword: '华为技术', getfilter: true });
});

test('with ref=news only the search type is taken: no search runs', async () => {
  renderSearchPage('/search/searchinfo?searchtype=4&key=abc&ref=news');
  expect(tab('文字近似')).toHaveAttribute('aria-selected', 'true');
  expect(input()).toHaveValue('');
  // msw fails the test on any request; give a search the chance to start.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('an empty keyword warns with the spec message and searches nothing', async () => {
  const { router, user } = renderSearchPage('/search');
  await user.type(input(), '   ');
  await user.click(searchButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.emptyKeyword);
  expect(currentUrl(router)).toBe('/search');
});

test('the same search again asks the server again', async () => {
  const search = searchHandler(0, () => searchResult([markRow()]));
  testServer.use(search.handler);
  const { user } = renderSearchPage('/search/searchinfo?searchtype=0&key=abc');
  await waitFor(() => expect(search.bodies).toHaveLength(1));
  await user.click(searchButton());
  await waitFor(() => expect(search.bodies).toHaveLength(2));
  expect(search.bodies[1]).toMatchObject({ keyword: 'abc', getfilter: true, pageno: 1 });
});

test('switching tab empties the input, the image and the chosen classes', async () => {
  logIn(3);
  const { user } = renderSearchPage(
    '/search/searchinfo?searchtype=6&key=abc&keyarr=0901,3501&ref=news',
  );
  // ref=news: only the type, so fill the box by hand.
  await user.click(tab('商品/服务近似'));
  await user.type(input(), '华为');
  await user.click(tab('申请号'));
  expect(input()).toHaveValue('');
  await user.click(tab('商品/服务近似'));
  expect(input()).toHaveValue('');
  expect(screen.getByText(searchMessages.goodsPlaceholder)).toBeInTheDocument();
});

test('a goods search from a link keeps the classes, and the tab switch clears them', async () => {
  const search = searchHandler(6, () => searchResult([]));
  testServer.use(search.handler);
  const { user } = renderSearchPage('/search/searchinfo?searchtype=6&key=abc&keyarr=0901,3501');
  await waitFor(() => expect(search.bodies).toHaveLength(1));
  expect(search.bodies[0]).toMatchObject({ TM_GOODS: ['0901', '3501'], NCL: [9, 35] });
  expect(screen.getByRole('button', { name: searchUi.removeGoods('0901') })).toBeInTheDocument();
  await user.click(tab('综合查询'));
  await user.click(tab('商品/服务近似'));
  expect(screen.queryByRole('button', { name: searchUi.removeGoods('0901') })).toBeNull();
});

test('goods mode without a class warns and does not search', async () => {
  const { router, user } = renderSearchPage('/search');
  await user.click(tab('商品/服务近似'));
  await user.type(input(), '华为');
  await user.click(searchButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.noGoodsClass);
  expect(currentUrl(router)).toBe('/search');
});

test('modes 4 and 6 hint at the length limit; other modes do not', async () => {
  const { user } = renderSearchPage('/search');
  await user.type(input(), '一二三四五六');
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  await user.click(tab('文字近似'));
  await user.type(input(), '一二三四五');
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  await user.type(input(), '六');
  expect(screen.getByRole('note')).toHaveTextContent(searchMessages.keywordTooLong);
});

test('the image tab makes the input read-only and needs an image', async () => {
  logIn(3);
  const { user } = renderSearchPage('/search');
  await user.click(tab('图形近似'));
  expect(input()).toHaveAttribute('readonly');
  await user.click(searchButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.noImage);
});

test.each([
  ['a visitor', null],
  ['level 1', 1],
  ['level 5', 5],
])('%s gets the upgrade message on the image tab and no search', async (_who, level) => {
  if (level !== null) logIn(level);
  const { router, user } = renderSearchPage('/search');
  await user.click(tab('图形近似'));
  await user.click(searchButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.upgradeVip);
  expect(currentUrl(router)).toBe('/search');
});

test('a shared image-search link opened by level 1 shows the upgrade message, no search', async () => {
  logIn(1);
  renderSearchPage('/search/searchinfo?searchtype=5&imgpath=%2Fp%2F1');
  expect(await screen.findByText(searchMessages.upgradeVip)).toBeInTheDocument();
  // msw fails the test on any request; give a search the chance to start.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
