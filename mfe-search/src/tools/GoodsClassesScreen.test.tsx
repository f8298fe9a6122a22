import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ok } from 'shared-api/testing';
import {
  GOODS_CLASS_BASE,
  INDUSTRY_LIST_PATH,
  type GoodsGroupNode,
  type GoodsNode,
  type Industry,
} from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { GoodsClassesScreen } from './GoodsClassesScreen';
import { INDUSTRY_TAG } from './GoodsTree';
import { renderScreen } from './render-screen';

const SHORT: Record<string, string> = { '01': '化学原料', '30': '方便食品', '43': '餐饮住宿' };

const goodsClass = (id: string): GoodsNode => ({
  id,
  name: SHORT[id]!,
  classId: id,
  className: SHORT[id]!,
  groupId: null,
  groupName: null,
  shortName: SHORT[id]!,
  cateName: `第${id}类 ${SHORT[id]}`,
});

const group = (id: string, name: string): GoodsGroupNode => ({
  ...goodsClass(id.slice(0, 2)),
  id,
  name,
  groupId: id,
  groupName: name,
  shortName: null,
  cateName: `${id} ${name}`,
  similar: [],
});

const item = (id: string, name: string, groupId: string): GoodsNode => ({
  ...goodsClass(groupId.slice(0, 2)),
  id,
  name,
  groupId,
  groupName: name,
  shortName: null,
  cateName: `${id} ${name}`,
});

const INDUSTRIES: Industry[] = [
  { hy: '餐饮', ids: '43,30,4301', classIds: ['43', '30'], groupCodes: ['4301'] },
  { hy: '化工', ids: '01', classIds: ['01'], groupCodes: [] },
];

/** The goods calls, each recorded as 'level1', 'level2 43', 'search 咖啡'… */
function goodsServer() {
  const calls: string[] = [];
  const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
  testServer.use(
    http.get(`${GOODS_CLASS_BASE}/getLevel1`, () => {
      calls.push('level1');
      return ok(['01', '30', '43'].map(goodsClass));
    }),
    http.get(`${GOODS_CLASS_BASE}/getLevel2`, ({ request }) => {
      const code = param(request, 'code');
      calls.push(`level2 ${code}`);
      return ok(code === '43' ? [group('4301', '提供餐饮，住宿'), group('4302', '提供房间')] : []);
    }),
    http.get(`${GOODS_CLASS_BASE}/getLevel3`, ({ request }) => {
      calls.push(`level3 ${param(request, 'code')}`);
      return ok([item('430001', '餐馆', '4301'), item('430102', '咖啡馆', '4301')]);
    }),
    http.get(`${GOODS_CLASS_BASE}/searchLevel3Name`, ({ request }) => {
      calls.push(`search ${param(request, 'name')}`);
      return ok([
        {
          ...goodsClass('43'),
          children: [
            { ...group('4301', '提供餐饮，住宿'), children: [item('430102', '咖啡馆', '4301')] },
          ],
        },
      ]);
    }),
    http.get(INDUSTRY_LIST_PATH, () => {
      calls.push('industries');
      return ok(INDUSTRIES);
    }),
  );
  return calls;
}

const classButtons = () =>
  within(screen.getByRole('list', { name: '商品服务分类' }))
    .getAllByRole('button')
    .map((b) => (b.textContent ?? '').replace(/^[▸▾]/, ''))
    .filter((label) => /^第\d\d类/.test(label));

describe('the goods/services browser', () => {
  it('loads classes, then groups and items only when opened', async () => {
    const calls = goodsServer();
    const user = renderScreen(GoodsClassesScreen, '/tool/goodsclass', '商品服务分类');
    await user.click(await screen.findByRole('button', { name: '第43类 餐饮住宿' }));
    expect(calls.sort()).toEqual(['industries', 'level1', 'level2 43'].sort());
    await user.click(await screen.findByRole('button', { name: '4301 提供餐饮，住宿' }));
    const items = await screen.findByRole('list', { name: '4301 提供餐饮，住宿' });
    // the list shows a loading row until the items have arrived
    await waitFor(() =>
      expect(
        within(items)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['430001 餐馆', '430102 咖啡馆']),
    );
    expect(calls).toContain('level3 4301');
    expect(calls.filter((c) => c.startsWith('level3'))).toHaveLength(1);
  });

  it('an industry narrows the tree to its classes and marks its groups; 全部行业 undoes it', async () => {
    goodsServer();
    const user = renderScreen(GoodsClassesScreen, '/tool/goodsclass', '商品服务分类');
    await screen.findByRole('button', { name: '第01类 化学原料' });
    expect(classButtons()).toEqual(['第01类 化学原料', '第30类 方便食品', '第43类 餐饮住宿']);

    const industries = await screen.findByRole('group', { name: '行业参考' });
    await user.click(within(industries).getByRole('button', { name: '餐饮' }));
    expect(within(industries).getByRole('button', { name: '餐饮' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(classButtons()).toEqual(['第30类 方便食品', '第43类 餐饮住宿']);
    expect(
      screen.getByText(/“餐饮”常用类别：第43类、第30类；常用类似群：4301/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '第43类 餐饮住宿' }));
    const related = (await screen.findByRole('button', { name: '4301 提供餐饮，住宿' })).closest(
      'li',
    )!;
    expect(related).toHaveTextContent(INDUSTRY_TAG);
    const other = screen.getByRole('button', { name: '4302 提供房间' }).closest('li')!;
    expect(other).not.toHaveTextContent(INDUSTRY_TAG);

    await user.click(within(industries).getByRole('button', { name: '全部行业' }));
    expect(classButtons()).toEqual(['第01类 化学原料', '第30类 方便食品', '第43类 餐饮住宿']);
    expect(screen.queryByText(INDUSTRY_TAG)).not.toBeInTheDocument();
  });

  it('searches items by name and shows them under their class and group', async () => {
    const calls = goodsServer();
    const user = renderScreen(GoodsClassesScreen, '/tool/goodsclass', '商品服务分类');
    await screen.findByRole('button', { name: '第01类 化学原料' });
    await user.type(screen.getByRole('textbox', { name: '请输入商品/服务名称' }), '咖啡');
    await user.keyboard('{Enter}');
    const results = await screen.findByRole('list', { name: '商品服务查询结果' });
    expect(within(results).getByText('430102 咖啡馆')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: '第43类 餐饮住宿' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(calls).toContain('search 咖啡');
  });
});
