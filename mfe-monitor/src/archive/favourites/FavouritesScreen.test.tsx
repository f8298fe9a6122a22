import { screen, waitFor, within } from '@testing-library/react';
import { archiveMessages, NEEDS_ENTERPRISE_VIP } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { favourite } from '../../archive-fixture';
import { archiveServer, type ArchiveServerOptions } from '../../archive-server';
import { renderScreen, testServer } from '../../test-utils';
import { FavouritesScreen } from './FavouritesScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

function renderFavourites(options: ArchiveServerOptions = {}, level = 3) {
  const server = archiveServer(options);
  testServer.use(...server.handlers);
  view = renderScreen(FavouritesScreen, '/collection', '我的收藏', { level });
  return { server, user: view.user, shell: view.shell };
}

const dataRows = async () =>
  within(await screen.findByRole('table', { name: '我的收藏' }))
    .getAllByRole('row')
    .slice(1);

it('lists the favourites with their facts and links to the archive, monitoring and notices', async () => {
  const { server } = renderFavourites({
    favourites: [
      favourite({
        id: 3,
        mark: '海曙',
        code: '50000003',
        categary: 35,
        status: 1,
        markDate: '2024-03-18',
        accn: '宁波海曙某某贸易有限公司',
        proxy: null,
      }),
    ],
  });
  const [row] = await dataRows();
  for (const text of [
    '海曙',
    '50000003',
    '35',
    '已初审',
    '2024-03-18',
    '宁波海曙某某贸易有限公司',
  ]) {
    expect(row).toHaveTextContent(text);
  }
  const cell = within(row!);
  expect(cell.getByRole('link', { name: '海曙' })).toHaveAttribute(
    'href',
    '/search/tmd?detailId=50000003_35',
  );
  expect(cell.getByRole('link', { name: '档案' })).toHaveAttribute(
    'href',
    '/bodyArchives?tmCode=50000003',
  );
  expect(cell.getByRole('link', { name: '监测' })).toHaveAttribute('href', '/monitorManage');
  expect(cell.getByRole('link', { name: '公告定制' })).toHaveAttribute(
    'href',
    '/noticeManage?code=50000003',
  );
  expect(server.named('queryCollectRecord')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });
});

it('sends only the filters filled in', async () => {
  const { server, user } = renderFavourites({
    favourites: [
      favourite({ mark: '海曙', categary: 35, accn: '宁波海曙某某贸易有限公司' }),
      favourite({ mark: '海曙', categary: 9, status: 2 }),
      favourite({ mark: '江北', categary: 35 }),
    ],
  });
  await dataRows();
  await user.type(screen.getByRole('textbox', { name: '商标名称' }), '海曙');
  await user.type(screen.getByRole('textbox', { name: '类别' }), '35,9');
  await user.type(screen.getByRole('textbox', { name: '申请人/代理机构' }), ' 宁波 ');
  await user.selectOptions(screen.getByRole('combobox', { name: '商标状态' }), '已初审');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(server.named('queryCollectRecord')).toHaveLength(2));
  expect(server.named('queryCollectRecord')[1]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    mark: '海曙',
    categary: '9,35',
    status: 1,
    accnOrProxy: '宁波',
  });
  await waitFor(async () => expect(await dataRows()).toHaveLength(1));
});

it('disables the search with no favourites', async () => {
  renderFavourites({ favourites: [] });
  expect(await screen.findByText(/暂无收藏/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
});

it('removes the favourites ticked: 删除收藏成功, and the list without them', async () => {
  const { server, user } = renderFavourites({
    favourites: [
      favourite({ id: 31, mark: '甲' }),
      favourite({ id: 32, mark: '乙' }),
      favourite({ id: 33, mark: '丙' }),
    ],
  });
  const rows = await dataRows();
  const removeButton = screen.getByRole('button', { name: '删除收藏' });
  expect(removeButton).toBeDisabled();
  await user.click(within(rows[0]!).getByRole('checkbox', { name: '选择此行' }));
  await user.click(within(rows[2]!).getByRole('checkbox', { name: '选择此行' }));
  await user.click(removeButton);
  const confirm = within(await screen.findByRole('dialog', { name: '删除收藏' }));
  expect(confirm.getByText('确定删除选中的2件收藏吗？')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: '删除' }));
  expect(await screen.findByText(archiveMessages.uncollected)).toBeInTheDocument();
  expect(server.named('removeCollectRecordBatch')[0]?.search).toBe('?ids=31%2C33');
  await waitFor(async () => expect(await dataRows()).toHaveLength(1));
  expect((await dataRows())[0]).toHaveTextContent('乙');
  expect(screen.getByRole('button', { name: '删除收藏' })).toBeDisabled();
});

it('says 删除失败 when the removal is refused', async () => {
  const { user } = renderFavourites({
    favourites: [favourite({ id: 41 })],
    answers: { removeCollectRecordBatch: () => envelope(3002, '请选择要删除的收藏') },
  });
  const [row] = await dataRows();
  await user.click(within(row!).getByRole('checkbox', { name: '选择此行' }));
  await user.click(screen.getByRole('button', { name: '删除收藏' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '删除收藏' })).getByRole('button', {
      name: '删除',
    }),
  );
  expect(await screen.findByText(archiveMessages.uncollectFailed)).toBeInTheDocument();
});

it('shows the greyed sample on 4002, and to a member below enterprise VIP without a call', async () => {
  renderFavourites({
    answers: { queryCollectRecord: () => envelope(4002, NEEDS_ENTERPRISE_VIP, null, 403) },
  });
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    NEEDS_ENTERPRISE_VIP,
  );
  view?.unmount();
  view?.restore();
  const { server } = renderFavourites({}, 5);
  expect(screen.getByRole('group', { name: '无权限的示例数据' })).toBeInTheDocument();
  expect(server.calls).toEqual([]);
});
