import { screen, waitFor, within } from '@testing-library/react';
import { archiveMessages, NEEDS_ENTERPRISE_VIP } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { subject } from '../../archive-fixture';
import { archiveServer, type ArchiveServerOptions } from '../../archive-server';
import { renderScreen, testServer } from '../../test-utils';
import { daysFromToday } from '../../watch-fixture';
import { SubjectsScreen } from './SubjectsScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

function renderSubjects(options: ArchiveServerOptions, level: number | null = 3) {
  const server = archiveServer(options);
  testServer.use(...server.handlers);
  view = renderScreen(SubjectsScreen, '/bodyManage', '主体管理', { level });
  return { server, user: view.user, shell: view.shell };
}

const card = async (name: string) => within(await screen.findByRole('listitem', { name }));

it('shows each subject as a card with its facts and a link to its archive, 11 a page', async () => {
  const { server } = renderSubjects({
    subjects: [
      subject({
        id: 4,
        monitorValue: '杭州恒泰电子有限公司',
        monitorType: 3,
        isDefault: 1,
        monitorNum: 128,
        monitorUpdateDate: '2025-01-06',
        startDate: '2024-06-01',
      }),
      subject({
        id: 5,
        monitorValue: '杭州知识产权代理有限公司',
        monitorType: 4,
        monitorUpdateDate: null,
      }),
    ],
  });
  const holder = await card('杭州恒泰电子有限公司');
  expect(holder.getByText('商标申请人')).toBeInTheDocument();
  expect(holder.getByText('商标数量：128件')).toBeInTheDocument();
  expect(holder.getByText('更新日期：2025-01-06')).toBeInTheDocument();
  expect(holder.getByText('添加日期：2024-06-01')).toBeInTheDocument();
  expect(holder.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  expect(holder.getByRole('link', { name: '查看档案' })).toHaveAttribute(
    'href',
    '/bodyArchives?id=4',
  );
  const agency = await card('杭州知识产权代理有限公司');
  expect(agency.getByText('代理机构')).toBeInTheDocument();
  expect(agency.getByText('更新日期：—')).toBeInTheDocument();
  expect(agency.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  expect(server.named('query')[0]?.body).toEqual({ pageNum: 1, pageSize: 11 });
  const sizes = within(screen.getByRole('combobox', { name: '每页条数' })).getAllByRole('option');
  expect(sizes.map((option) => option.textContent)).toEqual([
    '11 条/页',
    '17 条/页',
    '35 条/页',
    '80 条/页',
  ]);
});

it('makes a subject the default with its switch, and says 设置默认失败！ when refused', async () => {
  const { server, user } = renderSubjects({
    subjects: [
      subject({ id: 1, monitorValue: '甲公司', isDefault: 1 }),
      subject({ id: 2, monitorValue: '乙公司' }),
    ],
    answers: { default: (n) => (n === 2 ? envelope(3002, '主体不存在') : undefined) },
  });
  await user.click((await card('乙公司')).getByRole('switch'));
  await waitFor(async () =>
    expect((await card('乙公司')).getByRole('switch')).toHaveAttribute('aria-checked', 'true'),
  );
  expect((await card('甲公司')).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  expect(server.named('default')[0]?.path).toMatch(/default\/2$/);
  await user.click((await card('甲公司')).getByRole('switch'));
  expect(await screen.findByText(archiveMessages.defaultFailed)).toBeInTheDocument();
});

it('renames a subject: the renames left, the agreement opened and ticked, 修改成功！', async () => {
  const { server, user } = renderSubjects({
    subjects: [subject({ id: 7, monitorValue: '甲公司', monitorType: 4, residualUpdateCount: 2 })],
  });
  await user.click((await card('甲公司')).getByRole('button', { name: '修改' }));
  const dialog = within(await screen.findByRole('dialog', { name: '修改主体' }));
  expect(dialog.getByTestId('renames-left')).toHaveTextContent('剩余修改次数：2');
  expect(dialog.getByRole('radio', { name: '代理机构' })).toBeChecked();
  const name = dialog.getByLabelText('主体名称');
  await user.clear(name);
  await user.type(name, '甲科技公司');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(dialog.getByText(archiveMessages.agreementRequired)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '《主体档案使用协议》' }));
  await user.click(await screen.findByRole('button', { name: '已阅读' }));
  await user.click(dialog.getByRole('checkbox'));
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(archiveMessages.updated)).toBeInTheDocument();
  expect(server.named('update')[0]).toMatchObject({
    path: expect.stringMatching(/update\/7$/),
    body: { monitorType: 4, monitorValue: '甲科技公司' },
  });
  expect(await card('甲科技公司')).toBeTruthy();
});

it('refuses a rename with none left in the 操作失败！ dialog, without a call', async () => {
  const { server, user } = renderSubjects({
    subjects: [subject({ monitorValue: '甲公司', residualUpdateCount: 0 })],
  });
  await user.click((await card('甲公司')).getByRole('button', { name: '修改' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: archiveMessages.operationFailed }),
  );
  expect(dialog.getByText(archiveMessages.renameLimit)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '我知道了' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(server.named('update')).toHaveLength(0);
});

it('refuses removing a subject within 90 days of its start in the 操作失败！ dialog', async () => {
  const { server, user } = renderSubjects({
    subjects: [subject({ monitorValue: '新公司', startDate: daysFromToday(-10) })],
  });
  await user.click((await card('新公司')).getByRole('button', { name: '删除' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: archiveMessages.operationFailed }),
  );
  expect(dialog.getByText(archiveMessages.removeLocked)).toBeInTheDocument();
  expect(server.named('remove')).toHaveLength(0);
});

it('removes an older subject after confirming: 删除成功！ and the card is gone', async () => {
  const { server, user } = renderSubjects({
    subjects: [
      subject({ id: 3, monitorValue: '旧公司', startDate: daysFromToday(-91) }),
      subject({ id: 4, monitorValue: '留下的公司', startDate: daysFromToday(-91) }),
    ],
  });
  await user.click((await card('旧公司')).getByRole('button', { name: '删除' }));
  const confirm = within(await screen.findByRole('dialog', { name: '删除主体' }));
  expect(confirm.getByText(/确定删除主体“旧公司”吗/)).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: '删除' }));
  expect(await screen.findByText(archiveMessages.removed)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: '旧公司' })).not.toBeInTheDocument(),
  );
  expect(server.named('remove')[0]?.path).toMatch(/remove\/3$/);
});

it("tells the server's refusal of a removal: the lock in the dialog, others as 删除失败！", async () => {
  const { user } = renderSubjects({
    subjects: [subject({ monitorValue: '旧公司', startDate: daysFromToday(-100) })],
    answers: {
      remove: (n) => (n === 1 ? envelope(3003, archiveMessages.removeLocked) : Response.error()),
    },
  });
  const remove = async () => {
    await user.click((await card('旧公司')).getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog', { name: '删除主体' }));
    await user.click(confirm.getByRole('button', { name: '删除' }));
  };
  await remove();
  const refused = within(
    await screen.findByRole('dialog', { name: archiveMessages.operationFailed }),
  );
  expect(refused.getByText(archiveMessages.removeLocked)).toBeInTheDocument();
  await user.click(refused.getByRole('button', { name: '我知道了' }));
  await remove();
  expect(await screen.findByText(archiveMessages.removeFailed)).toBeInTheDocument();
});

it('shows the greyed sample on 4002, and to a member below enterprise VIP without a call', async () => {
  const { shell } = renderSubjects({
    answers: { query: () => envelope(4002, NEEDS_ENTERPRISE_VIP, null, 403) },
  });
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    NEEDS_ENTERPRISE_VIP,
  );
  expect(document.querySelector('[data-sample-row]')).not.toBeNull();
  expect(shell.onPermissionDenied).toHaveBeenCalled();
  view?.unmount();
  view?.restore();
  const { server } = renderSubjects({}, 2);
  expect(screen.getByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    NEEDS_ENTERPRISE_VIP,
  );
  expect(server.calls).toEqual([]);
});

it('sends a visitor to login', async () => {
  renderSubjects({}, null);
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login?redirect=/bodyManage');
});
