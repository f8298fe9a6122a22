import { screen, waitFor, within } from '@testing-library/react';
import { archiveMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { subject } from '../../archive-fixture';
import { archiveServer, type ArchiveServerOptions } from '../../archive-server';
import { renderScreen, testServer } from '../../test-utils';
import { SubjectsScreen } from './SubjectsScreen';

let view: ReturnType<typeof renderScreen> | undefined;
// Unmounted here, before msw forgets the handlers: a pending suggestion timer dies with it.
afterEach(() => {
  view?.unmount();
  view?.restore();
});

async function openAdd(options: ArchiveServerOptions = {}) {
  const server = archiveServer({ subjects: [subject({ isDefault: 1 })], ...options });
  testServer.use(...server.handlers);
  view = renderScreen(SubjectsScreen, '/bodyManage', '主体管理');
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: /添加主体/ }));
  const dialog = within(await screen.findByRole('dialog', { name: '添加主体' }));
  return { server, user, dialog };
}

/** Opens the agreement, closes it, and ticks its box. */
async function agree(
  dialog: ReturnType<typeof within>,
  user: ReturnType<typeof renderScreen>['user'],
) {
  await user.click(dialog.getByRole('button', { name: '《主体档案使用协议》' }));
  await user.click(await screen.findByRole('button', { name: '已阅读' }));
  await user.click(dialog.getByRole('checkbox'));
}

it('shows the free counts from createQuery', async () => {
  const { dialog, server } = await openAdd({
    quote: { residualFreeCreateNum_applicant: 4, residualFreeCreateNum_proxy: 9 },
  });
  expect(await dialog.findByTestId('subject-quote')).toHaveTextContent(
    '剩余免费添加：商标申请人 4 个，代理机构 9 个',
  );
  expect(server.named('createQuery')).toHaveLength(1);
});

it('checks the name, the type and the agreement, in that order, before any call', async () => {
  const { dialog, user, server } = await openAdd();
  const save = () => user.click(dialog.getByRole('button', { name: '确定' }));
  await save();
  expect(dialog.getByText(archiveMessages.nameRequired)).toBeInTheDocument();
  await user.type(dialog.getByLabelText('主体名称'), '  ');
  await save();
  expect(dialog.getByText(archiveMessages.nameRequired)).toBeInTheDocument();
  await user.type(dialog.getByLabelText('主体名称'), '恒泰');
  await save();
  expect(dialog.getByText(archiveMessages.typeRequired)).toBeInTheDocument();
  await user.click(dialog.getByRole('radio', { name: '商标申请人' }));
  await save();
  expect(dialog.getByText(archiveMessages.agreementRequired)).toBeInTheDocument();
  expect(server.named('create')).toHaveLength(0);
});

it('lets the agreement be ticked only once it has been opened, and shows what it says', async () => {
  const { dialog, user } = await openAdd();
  const box = dialog.getByRole('checkbox', { name: /我已阅读并同意/ });
  expect(box).toBeDisabled();
  expect(dialog.getByText('请先点击阅读使用协议')).toBeInTheDocument();
  await user.click(box);
  expect(box).not.toBeChecked();
  await user.click(dialog.getByRole('button', { name: '《主体档案使用协议》' }));
  const agreement = within(await screen.findByRole('dialog', { name: '主体档案使用协议' }));
  expect(agreement.getByText(/营业执照/)).toHaveTextContent(/书面授权/);
  await user.click(agreement.getByRole('button', { name: '已阅读' }));
  expect(screen.getByRole('dialog', { name: '添加主体' })).toBeInTheDocument();
  expect(box).toBeEnabled();
  await user.click(box);
  expect(box).toBeChecked();
});

it('suggests 10 register names as the member types, and adds the one chosen: 添加成功！', async () => {
  const { dialog, user, server } = await openAdd({
    registerNames: Array.from({ length: 12 }, (_, i) => `杭州恒泰${i + 1}号有限公司`),
  });
  await user.click(dialog.getByRole('radio', { name: '商标申请人' }));
  await user.type(dialog.getByLabelText('主体名称'), '恒泰');
  const list = within(await dialog.findByRole('list', { name: '匹配的名称' }));
  expect(list.getAllByRole('button')).toHaveLength(10);
  // one call once typing paused, not one a keystroke
  expect(server.named('getMatchAgent')).toHaveLength(1);
  expect(server.named('getMatchAgent')[0]?.body).toEqual({ count: 10, keyword: '恒泰', type: 3 });
  await user.click(list.getByRole('button', { name: '杭州恒泰3号有限公司（98件）' }));
  expect(dialog.getByLabelText('主体名称')).toHaveValue('杭州恒泰3号有限公司');
  expect(dialog.queryByRole('list', { name: '匹配的名称' })).not.toBeInTheDocument();
  await agree(dialog, user);
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(archiveMessages.added)).toBeInTheDocument();
  expect(server.named('create')[0]?.body).toEqual({
    monitorType: 3,
    monitorValue: '杭州恒泰3号有限公司',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('listitem', { name: '杭州恒泰3号有限公司' })).toBeInTheDocument();
});

it("shows the server's message when adding fails, else 添加失败！, and keeps the dialog", async () => {
  const { dialog, user } = await openAdd({
    answers: {
      create: (n) =>
        n === 1 ? envelope(3003, archiveMessages.noFreeSubjects('代理机构', 9)) : Response.error(),
    },
  });
  await user.click(dialog.getByRole('radio', { name: '代理机构' }));
  await user.type(dialog.getByLabelText('主体名称'), '某某代理有限公司');
  await agree(dialog, user);
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('代理机构主体最多可添加9个')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(archiveMessages.addFailed)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '添加主体' })).toBeInTheDocument();
});
