import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { accountMessages, CHILDREN_BASE } from 'shared-api';
import { refuse, renderScreen, testServer } from '../test-utils';
import { childServer } from './child-server';
import { ChildScreen } from './ChildScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

function renderChild(server: ReturnType<typeof childServer>) {
  testServer.use(...server.handlers);
  view = renderScreen(ChildScreen, '/child', '子账户管理');
  return view;
}

const cards = () =>
  within(screen.getByRole('list', { name: '子账户列表' })).getAllByRole('listitem');
const card = (name: string) => screen.getByRole('listitem', { name });
const count = () => screen.getByLabelText('子账户数量');

describe('the sub-account cards', () => {
  it('shows eight cards first, the count n/30 and the sizes 8/17/30', async () => {
    const server = childServer(12);
    const { user } = renderChild(server);
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(count()).toHaveTextContent('12/30');
    expect(server.calls[0]).toEqual({ name: 'query', body: { pageNum: 1, pageSize: 8 } });
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['8 条/页', '17 条/页', '30 条/页']);
    await user.selectOptions(sizes, '17');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(server.calls.at(-1)).toEqual({ name: 'query', body: { pageNum: 1, pageSize: 17 } });
  });

  it('blocks adding at 30/30', async () => {
    renderChild(childServer(30));
    await waitFor(() => expect(count()).toHaveTextContent('30/30'));
    expect(screen.getByRole('button', { name: '添加子账户' })).toBeDisabled();
  });

  it('shows the locked sample on 4002 and offers no adding', async () => {
    const server = childServer(0, {
      query: () => refuse(4002, accountMessages.subAccountsNeedVip, 403),
    });
    const { shell } = renderChild(server);
    expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
      '请升级企业VIP或代理VIP获取权限！',
    );
    expect(screen.getByRole('link', { name: '立即升级' })).toHaveAttribute('href', '/vip');
    expect(screen.getByRole('button', { name: '添加子账户' })).toBeDisabled();
    expect(shell.onPermissionDenied).toHaveBeenCalledWith(accountMessages.subAccountsNeedVip);
  });

  it('tells a sub-account it cannot manage sub-accounts, with no upgrade link', async () => {
    const server = childServer(0, {
      query: () => refuse(4002, accountMessages.subAccountCannotManage, 403),
    });
    renderChild(server);
    expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
      accountMessages.subAccountCannotManage,
    );
    expect(screen.queryByRole('link', { name: '立即升级' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加子账户' })).toBeDisabled();
  });

  it('shows the message of another failure', async () => {
    renderChild(childServer(0, { query: () => refuse(5000, '系统繁忙，请稍后再试', 503) }));
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加子账户' })).toBeDisabled();
  });
});

describe('adding', () => {
  async function openAdd(server: ReturnType<typeof childServer>) {
    const { user } = renderChild(server);
    await waitFor(() => expect(screen.getByRole('button', { name: '添加子账户' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '添加子账户' }));
    return { user, dialog: within(screen.getByRole('dialog', { name: '添加子账户' })) };
  }

  it('checks name and password with the words of spec 3 §5', async () => {
    const server = childServer(1);
    const { user, dialog } = await openAdd(server);
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findAllByText('用户名/密码格式不正确，请重新输入！')).toHaveLength(3);

    // A digit first, too short, a password without digits, a confirmation that differs: each
    // marks its own field with the one message of the add dialog.
    const field = (label: string) => dialog.getByLabelText(label);
    for (const [name, password, confirmation, wrong] of [
      ['1abc', 'abc12345', 'abc12345', '用户名'],
      ['abc', 'abc12345', 'abc12345', '用户名'],
      ['sales_2', 'abcdefgh', 'abcdefgh', '密码'],
      ['sales_2', 'abc12345', 'abc12346', '确认密码'],
    ] as const) {
      for (const [label, value] of [
        ['用户名', name],
        ['密码', password],
        ['确认密码', confirmation],
      ] as const) {
        await user.clear(field(label));
        await user.type(field(label), value);
      }
      await user.click(dialog.getByRole('button', { name: '确定' }));
      await waitFor(() => expect(field(wrong)).toHaveAttribute('aria-invalid', 'true'));
      expect(dialog.getAllByText('用户名/密码格式不正确，请重新输入！')).toHaveLength(1);
    }
    expect(server.calls.filter((c) => c.name === 'add')).toEqual([]);
  });

  it('adds, says 添加成功！ and shows the new card', async () => {
    const server = childServer(1);
    const { user, dialog } = await openAdd(server);
    await user.type(dialog.getByLabelText('用户名'), 'buyer-2');
    await user.type(dialog.getByLabelText('密码'), 'abc12345');
    await user.type(dialog.getByLabelText('确认密码'), 'abc12345');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'add')).toEqual([
      {
        name: 'add',
        body: { name: 'buyer-2', password: 'abc12345', validationPassword: 'abc12345' },
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'buyer-2' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('2/30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 添加失败！ and keeps the dialog open with the server's reason", async () => {
    const server = childServer(1, { add: () => refuse(3003, accountMessages.childNameTaken, 409) });
    const { user, dialog } = await openAdd(server);
    await user.type(dialog.getByLabelText('用户名'), 'sales01');
    await user.type(dialog.getByLabelText('密码'), 'abc12345');
    await user.type(dialog.getByLabelText('确认密码'), 'abc12345');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加失败！')).toBeInTheDocument();
    expect(dialog.getByText(accountMessages.childNameTaken)).toBeInTheDocument();
  });
});

describe('the enabled switch', () => {
  it('turns a sub-account off and keeps it off when the server agrees', async () => {
    const server = childServer(2);
    const { user } = renderChild(server);
    const toggle = await screen.findByRole('switch', { name: 'sales01 启用状态' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() => expect(server.children[0]?.status).toBe('0'));
    // the list is read again after the change: wait for the card to settle
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'sales01 启用状态' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(within(card('sales01')).getByText('停用')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'status')).toEqual({
      name: 'status',
      search: '?status=0',
    });
  });

  it('shows the new state at once, then goes back and says 修改失败！ when refused', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const server = childServer(2);
    const { user } = renderChild(server);
    // Hold the refusal until the test has seen the switch flip.
    testServer.use(
      http.patch(`${CHILDREN_BASE}/updateStatus/:id`, async () => {
        await answered;
        return refuse(5000, '系统繁忙', 503);
      }),
    );
    const toggle = () => screen.getByRole('switch', { name: 'sales02 启用状态' });
    await screen.findByRole('switch', { name: 'sales02 启用状态' });
    await user.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'false'));
    answer();
    expect(await screen.findByText('修改失败！')).toBeInTheDocument();
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'true'));
    expect(within(card('sales02')).getByText('启用')).toBeInTheDocument();
  });
});

describe('rename, password and delete', () => {
  it('renames with the name rule, then says 修改成功！', async () => {
    const server = childServer(1);
    const { user } = renderChild(server);
    await user.click(
      await within(await screen.findByRole('listitem', { name: 'sales01' })).findByRole('button', {
        name: '修改用户名',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: '修改用户名' }));
    expect(dialog.getByLabelText('新用户名')).toHaveValue('sales01');
    await user.clear(dialog.getByLabelText('新用户名'));
    await user.type(dialog.getByLabelText('新用户名'), '_bad');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('用户名格式不正确，请重新输入！')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('新用户名'));
    await user.type(dialog.getByLabelText('新用户名'), 'buyer_1');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改成功！')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'buyer_1' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'rename')).toEqual([
      { name: 'rename', search: '?userName=buyer_1' },
    ]);
  });

  it('says 修改失败！ when a rename is refused', async () => {
    const server = childServer(1, {
      rename: () => refuse(3003, accountMessages.childNameTaken, 409),
    });
    const { user } = renderChild(server);
    await user.click(await screen.findByRole('button', { name: '修改用户名' }));
    const dialog = within(screen.getByRole('dialog', { name: '修改用户名' }));
    await user.clear(dialog.getByLabelText('新用户名'));
    await user.type(dialog.getByLabelText('新用户名'), 'buyer_1');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改失败！')).toBeInTheDocument();
    expect(dialog.getByText(accountMessages.childNameTaken)).toBeInTheDocument();
  });

  it('resets a password with the password rule', async () => {
    const server = childServer(1);
    const { user } = renderChild(server);
    await user.click(await screen.findByRole('button', { name: '重置密码' }));
    const dialog = within(screen.getByRole('dialog', { name: '重置密码：sales01' }));
    await user.type(dialog.getByLabelText('新密码'), '12345678');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findAllByText('密码格式不正确，请重新输入！')).toHaveLength(2);
    await user.clear(dialog.getByLabelText('新密码'));
    await user.type(dialog.getByLabelText('新密码'), 'new12345');
    await user.type(dialog.getByLabelText('确认密码'), 'new12345');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改成功！')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'password')).toEqual([
      { name: 'password', body: { id: 1, password: 'new12345', validationPassword: 'new12345' } },
    ]);
  });

  it('deletes after asking, and says 删除成功！', async () => {
    const server = childServer(2);
    const { user } = renderChild(server);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'sales02' })).getByRole('button', {
        name: '删除',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: '删除子账户' }));
    expect(dialog.getByText(/确定删除子账户“sales02”吗/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(count()).toHaveTextContent('1/30');
  });

  it('says 删除失败！ when the server refuses', async () => {
    const server = childServer(1, {
      remove: () => refuse(3002, accountMessages.childNotFound, 404),
    });
    const { user } = renderChild(server);
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除失败！')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });
});
