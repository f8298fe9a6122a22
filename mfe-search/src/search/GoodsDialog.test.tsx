import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { GOODS_CLASS_BASE, searchMessages, type GoodsNode } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { searchUi } from './messages';
import { envelope, searchResult } from 'shared-api/testing';
import { currentUrl, renderSearchPage, searchHandler } from './test-utils';

const pad = (n: number) => String(n).padStart(2, '0');
const classNode = (n: number): GoodsNode => ({
  id: pad(n),
  name: `类别${n}`,
  classId: pad(n),
  className: `类别${n}`,
  groupId: null,
  groupName: null,
  shortName: `类别${n}`,
  cateName: `第${pad(n)}类 类别${n}`,
});
const groupNode = (code: string, name: string): GoodsNode => ({
  ...classNode(Number(code.slice(0, 2))),
  id: code,
  name,
  groupId: code,
  groupName: name,
  shortName: null,
  cateName: `${code} ${name}`,
});

/** The goods tree with six classes, one group each, counting every call by its path. */
function treeHandlers() {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(url.pathname.split('/').pop()! + url.search);
  };
  const handlers = [
    http.get(`${GOODS_CLASS_BASE}/getLevel1`, ({ request }) => {
      record(request);
      return envelope(200, '成功', [1, 3, 9, 25, 35, 42].map(classNode));
    }),
    http.get(`${GOODS_CLASS_BASE}/getLevel2`, ({ request }) => {
      record(request);
      const code = new URL(request.url).searchParams.get('code')!;
      return envelope(200, '成功', [{ ...groupNode(`${code}01`, `第${code}类一群`), similar: [] }]);
    }),
    http.get(`${GOODS_CLASS_BASE}/getLevel3`, ({ request }) => {
      record(request);
      const code = new URL(request.url).searchParams.get('code')!;
      return envelope(200, '成功', [
        {
          ...groupNode(code, '氨'),
          id: `${code.slice(0, 2)}0061`,
          cateName: `${code.slice(0, 2)}0061 氨`,
        },
      ]);
    }),
    http.get(`${GOODS_CLASS_BASE}/searchLevel3Name`, ({ request }) => {
      record(request);
      const group = {
        ...groupNode('0901', '电子计算机'),
        children: [{ ...groupNode('0901', '手机'), id: '090123', cateName: '090123 手机' }],
      };
      return envelope(200, '成功', [{ ...classNode(9), children: [group] }]);
    }),
  ];
  return { handlers, calls };
}

async function openDialog() {
  const tree = treeHandlers();
  testServer.use(...tree.handlers);
  const view = renderSearchPage('/search');
  await view.user.click(screen.getByRole('tab', { name: '商品/服务近似' }));
  expect(screen.getByText(searchMessages.goodsPlaceholder)).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: searchUi.chooseGoods }));
  const dialog = await screen.findByRole('dialog', { name: searchUi.goodsDialogTitle });
  await within(dialog).findByText('第01类 类别1');
  return { ...view, tree, dialog };
}

const expandButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: searchUi.expand(name) });

test('the tree loads groups and goods only when a level is opened', async () => {
  const { user, tree, dialog } = await openDialog();
  expect(tree.calls).toEqual(['getLevel1']);
  await user.click(expandButton(dialog, '第09类 类别9'));
  await within(dialog).findByRole('checkbox', { name: '0901 第09类一群' });
  expect(tree.calls).toEqual(['getLevel1', 'getLevel2?code=09']);
  await user.click(expandButton(dialog, '0901 第09类一群'));
  expect(await within(dialog).findByText('090061 氨')).toBeInTheDocument();
  expect(tree.calls).toEqual(['getLevel1', 'getLevel2?code=09', 'getLevel3?code=0901']);
});

test('groups from at most 5 classes; confirm puts them in TM_GOODS and their classes in NCL', async () => {
  const search = searchHandler(6, () => searchResult([]));
  testServer.use(search.handler);
  const { user, dialog, router } = await openDialog();
  for (const n of ['01', '03', '09', '25', '35']) {
    await user.click(expandButton(dialog, `第${n}类 类别${Number(n)}`));
    await user.click(await within(dialog).findByRole('checkbox', { name: `${n}01 第${n}类一群` }));
  }
  await user.click(expandButton(dialog, '第42类 类别42'));
  const sixth = await within(dialog).findByRole('checkbox', { name: '4201 第42类一群' });
  await user.click(sixth);
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.tooManyClasses);
  expect(sixth).not.toBeChecked();

  await user.click(within(dialog).getByRole('button', { name: searchUi.confirm }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('0901 第09类一群')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: searchUi.keywordLabel }), '华为');
  await user.click(screen.getByRole('button', { name: searchUi.searchButton }));
  expect(currentUrl(router)).toBe(
    `/search/searchinfo?searchtype=6&key=${encodeURIComponent('华为')}&keyarr=${encodeURIComponent('0101,0301,0901,2501,3501')}`,
  );
  await waitFor(() => expect(search.bodies).toHaveLength(1));
  expect(search.bodies[0]).toMatchObject({
    keyword: '华为',
    TM_GOODS: ['0101', '0301', '0901', '2501', '3501'],
    NCL: [1, 3, 9, 25, 35],
  });
  // The names chosen in the dialog are still shown after the search started.
  expect(screen.getByText('0901 第09类一群')).toBeInTheDocument();
});

test('the name filter shows the matching goods under their groups; cancel keeps nothing', async () => {
  const { user, tree, dialog } = await openDialog();
  await user.type(within(dialog).getByRole('textbox', { name: searchUi.goodsFilterLabel }), '手机');
  await user.click(within(dialog).getByRole('button', { name: searchUi.goodsFilterButton }));
  expect(await within(dialog).findByText('090123 手机')).toBeInTheDocument();
  expect(tree.calls).toContain(`searchLevel3Name?name=${encodeURIComponent('手机')}`);
  await user.click(within(dialog).getByRole('checkbox', { name: '0901 电子计算机' }));
  expect(
    within(dialog).getByRole('button', { name: searchUi.removeGoods('0901') }),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: searchUi.cancel }));
  expect(screen.getByText(searchMessages.goodsPlaceholder)).toBeInTheDocument();
});
