import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { accountMessages, CHILD_PATHS, PROFILE_PATHS } from 'shared-api';
import { ok } from 'shared-api/testing';
import {
  detailsHandler,
  memberDetails,
  refuse,
  renderScreen,
  testServer,
  type RenderScreenOptions,
} from '../test-utils';
import { PersonalInfoScreen } from './PersonalInfoScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const renderPersonal = (options?: RenderScreenOptions) => {
  view = renderScreen(PersonalInfoScreen, '/personalInfo', '个人中心', options);
  return view;
};

/** The value beside a label of the info lists. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

function childCountHandler(answer = () => ok({ pageNum: 1, pageSize: 1, total: 3, list: [] })) {
  const log = { count: 0 };
  return {
    log,
    handler: http.post(CHILD_PATHS.query, () => {
      log.count += 1;
      return answer();
    }),
  };
}

/** PATCH/POST recorder for one profile path. */
function recorder(path: string, answer: () => Response = () => ok()) {
  const bodies: unknown[] = [];
  return {
    bodies,
    handler: http.all(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  };
}

describe('the personal centre', () => {
  it('shows basic info, the level with its times and the sub-account count', async () => {
    testServer.use(detailsHandler().handler, childCountHandler().handler);
    renderPersonal();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('个人中心');
    expect(await screen.findByText('member01')).toBeInTheDocument();
    expect(fact('手机号')).toHaveTextContent('13800000000');
    expect(fact('注册时间')).toHaveTextContent('2025-03-01 09:30:00');
    expect(screen.getByLabelText('公司名称')).toHaveValue('杭州恒泰电子有限公司');
    expect(screen.getByLabelText('联系地址')).toHaveValue('浙江省杭州市西湖区文三路1号');
    expect(fact('会员等级')).toHaveTextContent('企业VIP');
    expect(fact('开始时间')).toHaveTextContent('2025-03-01 09:30:00');
    expect(fact('到期时间')).toHaveTextContent('2026-03-01 09:30:00');
    const link = await screen.findByRole('link', { name: /子账户 3\/30/ });
    expect(link).toHaveTextContent('3/30');
    expect(link).toHaveAttribute('href', '/child');
  });

  it('shows an end time containing 9999 as 永久', async () => {
    const details = memberDetails({
      id: 6,
      description: '内部账户',
      endTime: '9999-12-31 23:59:59',
    });
    testServer.use(detailsHandler(() => details).handler, childCountHandler().handler);
    renderPersonal();
    await screen.findByText('member01');
    expect(fact('到期时间')).toHaveTextContent(/^永久$/);
  });

  it("shows today's searches left beside the level, or that there is no limit", async () => {
    const details = {
      ...memberDetails(),
      searchQuota: { limit: 15000, used: 2, remaining: 14998 },
    };
    testServer.use(detailsHandler(() => details).handler, childCountHandler().handler);
    const view = renderPersonal();
    await screen.findByText('member01');
    expect(fact('今日查询')).toHaveTextContent('剩余 14,998 / 15,000 次');
    view.unmount();

    const internal = {
      ...memberDetails({ id: 6, description: '内部账户' }),
      searchQuota: { limit: null, used: 9, remaining: null },
    };
    testServer.use(detailsHandler(() => internal).handler);
    renderPersonal();
    await screen.findByText('member01');
    expect(fact('今日查询')).toHaveTextContent(/^不限次数$/);
  });

  it('asks no count for a level without sub-accounts', async () => {
    const count = childCountHandler();
    const details = memberDetails({ id: 2, description: '个人VIP' });
    testServer.use(detailsHandler(() => details).handler, count.handler);
    renderPersonal();
    await screen.findByText('member01');
    expect(screen.queryByText('子账户', { selector: 'dt' })).not.toBeInTheDocument();
    expect(count.log.count).toBe(0);
  });

  it('leaves the count out, quietly, when the server says 4002 (a sub-account)', async () => {
    const count = childCountHandler(() =>
      refuse(4002, accountMessages.subAccountCannotManage, 200),
    );
    testServer.use(detailsHandler().handler, count.handler);
    const { shell } = renderPersonal();
    await waitFor(() => expect(count.log.count).toBe(1));
    await screen.findByText('member01');
    expect(screen.queryByText('子账户', { selector: 'dt' })).not.toBeInTheDocument();
    expect(shell.onPermissionDenied).not.toHaveBeenCalled();
  });

  it('opens the VIP confirm page in a new tab to upgrade or renew', async () => {
    testServer.use(detailsHandler().handler, childCountHandler().handler);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { user } = renderPersonal();
      await user.click(await screen.findByRole('button', { name: '升级VIP' }));
      await user.click(screen.getByRole('button', { name: '续费VIP' }));
      expect(open.mock.calls).toEqual([
        ['/confirm?levelvip=upgrade', '_blank', 'noopener'],
        ['/confirm?levelvip=renew', '_blank', 'noopener'],
      ]);
    } finally {
      open.mockRestore();
    }
  });

  it('offers no renewal for the registration trial, which was not bought', async () => {
    testServer.use(
      detailsHandler(() => memberDetails({ trial: true })).handler,
      childCountHandler().handler,
    );
    renderPersonal();
    expect(await screen.findByRole('button', { name: '升级VIP' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '续费VIP' })).not.toBeInTheDocument();
  });
});

describe('company name and address', () => {
  it('saves both and says 修改成功！, then shows what the server holds', async () => {
    let saved = memberDetails();
    const details = detailsHandler(() => saved);
    const update = recorder(PROFILE_PATHS.updatePersonal, () => {
      saved = {
        ...saved,
        memberDto: { ...saved.memberDto, companyName: '新公司', address: '新地址' },
      };
      return ok();
    });
    testServer.use(details.handler, childCountHandler().handler, update.handler);
    const { user } = renderPersonal();
    const company = await screen.findByLabelText('公司名称');
    await user.clear(company);
    await user.type(company, ' 新公司 ');
    await user.clear(screen.getByLabelText('联系地址'));
    await user.type(screen.getByLabelText('联系地址'), '新地址');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('修改成功！')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ companyName: '新公司', address: '新地址' }]);
    await waitFor(() => expect(details.log.count).toBe(2));
    expect(screen.getByLabelText('公司名称')).toHaveValue('新公司');
  });

  it('says 修改失败！ when the server refuses', async () => {
    const update = recorder(PROFILE_PATHS.updatePersonal, () => refuse(3001, '公司名称过长'));
    testServer.use(detailsHandler().handler, childCountHandler().handler, update.handler);
    const { user } = renderPersonal();
    await screen.findByLabelText('公司名称');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('修改失败！')).toBeInTheDocument();
  });
});

describe('change password', () => {
  async function openDialog() {
    testServer.use(detailsHandler().handler, childCountHandler().handler);
    const { user } = renderPersonal();
    await user.click(await screen.findByRole('button', { name: '修改密码' }));
    return { user, dialog: screen.getByRole('dialog', { name: '修改密码' }) };
  }

  it('checks the fields before sending', async () => {
    const update = recorder(PROFILE_PATHS.updatePassword);
    testServer.use(update.handler);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('密码不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入新密码！')).toBeInTheDocument();
    expect(within(dialog).getByText('密码输入不一致！')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('新密码'), 'short');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'other');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('登录密码格式不正确')).toBeInTheDocument();
    expect(within(dialog).getByText('密码输入不一致！')).toBeInTheDocument();
    expect(update.bodies).toEqual([]);
  });

  async function fill(user: ReturnType<typeof renderScreen>['user'], dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText('当前密码'), 'old12345');
    await user.type(within(dialog).getByLabelText('新密码'), 'new12345');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'new12345');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
  }

  it('shows 密码错误！ under the current password when the server says so', async () => {
    testServer.use(
      recorder(PROFILE_PATHS.updatePassword, () => refuse(500, '原密码不正确', 200)).handler,
    );
    const { user, dialog } = await openDialog();
    await fill(user, dialog);
    expect(await within(dialog).findByText('密码错误！')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('当前密码')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the three fields, says 修改成功！ and closes', async () => {
    const update = recorder(PROFILE_PATHS.updatePassword);
    testServer.use(update.handler);
    const { user, dialog } = await openDialog();
    await fill(user, dialog);
    expect(await screen.findByText('修改成功！')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      { password: 'old12345', newPassword: 'new12345', validationPassword: 'new12345' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('rebind phone', () => {
  async function openDialog(options?: RenderScreenOptions) {
    const { user } = renderPersonal(options);
    await user.click(await screen.findByRole('button', { name: '更换手机号' }));
    return { user, dialog: screen.getByRole('dialog', { name: '更换手机号' }) };
  }

  it('shows the messages of spec 3 §5 and sends nothing', async () => {
    const send = recorder(PROFILE_PATHS.sendMobileCode);
    const update = recorder(PROFILE_PATHS.updateMobile);
    testServer.use(
      detailsHandler().handler,
      childCountHandler().handler,
      send.handler,
      update.handler,
    );
    const { user, dialog } = await openDialog();
    const inside = within(dialog);
    await user.click(inside.getByRole('button', { name: '获取验证码' }));
    expect(await inside.findByText('手机号不能为空')).toBeInTheDocument();

    await user.click(inside.getByRole('button', { name: '确定' }));
    expect(await inside.findByText('请输入验证码！')).toBeInTheDocument();
    expect(inside.getByText('手机号不能为空')).toBeInTheDocument();
    expect(inside.getByText('密码不能为空')).toBeInTheDocument();
    expect(inside.getByText('请输入新密码！')).toBeInTheDocument();
    expect(inside.getByText('密码输入不一致！')).toBeInTheDocument();

    // 11 digits starting with 1, second digit 3-8.
    for (const wrong of ['12012345678', '19912345678', '1381234567']) {
      await user.clear(inside.getByLabelText('新手机号'));
      await user.type(inside.getByLabelText('新手机号'), wrong);
      await user.click(inside.getByRole('button', { name: '获取验证码' }));
      expect(await inside.findByText('请输入正确的手机号码！')).toBeInTheDocument();
    }
    await user.type(inside.getByLabelText('新密码'), 'new12345');
    await user.type(inside.getByLabelText('确认新密码'), 'new54321');
    await user.click(inside.getByRole('button', { name: '确定' }));
    expect(await inside.findByText('密码输入不一致！')).toBeInTheDocument();
    expect(send.bodies).toEqual([]);
    expect(update.bodies).toEqual([]);
  });

  describe('with the clock faked', () => {
    // Only the clock: msw and fetch need the real microtask and I/O queues.
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    });
    afterEach(() => jest.useRealTimers());

    it('sends a code, counts down 60 s, then binds and reads the details again', async () => {
      let mobile = '13800000000';
      const details = detailsHandler(() => {
        const d = memberDetails();
        return { ...d, memberDto: { ...d.memberDto, mobile } };
      });
      const send = recorder(PROFILE_PATHS.sendMobileCode);
      const update = recorder(PROFILE_PATHS.updateMobile, () => {
        mobile = '13912345678';
        return ok();
      });
      testServer.use(details.handler, childCountHandler().handler, send.handler, update.handler);
      const { user, dialog } = await openDialog({
        user: { advanceTimers: jest.advanceTimersByTime },
      });
      const inside = within(dialog);
      await user.type(inside.getByLabelText('新手机号'), '13912345678');
      await user.click(inside.getByRole('button', { name: '获取验证码' }));
      expect(await screen.findByText('验证码发送成功！')).toBeInTheDocument();
      expect(send.bodies).toEqual([{ mobile: '13912345678' }]);
      const codeButton = inside.getByRole('button', { name: '60秒后重新获取' });
      expect(codeButton).toBeDisabled();
      act(() => jest.advanceTimersByTime(1000));
      expect(codeButton).toHaveTextContent('59秒后重新获取');
      for (let second = 2; second <= 60; second += 1) act(() => jest.advanceTimersByTime(1000));
      expect(codeButton).toHaveTextContent('获取验证码');
      expect(codeButton).toBeEnabled();

      await user.type(inside.getByLabelText('验证码'), '123456');
      await user.type(inside.getByLabelText('当前密码'), 'old12345');
      await user.type(inside.getByLabelText('新密码'), 'new12345');
      await user.type(inside.getByLabelText('确认新密码'), 'new12345');
      await user.click(inside.getByRole('button', { name: '确定' }));
      expect(await screen.findByText('绑定成功！')).toBeInTheDocument();
      expect(update.bodies).toEqual([
        {
          mobile: '13912345678',
          smsCode: '123456',
          password: 'old12345',
          newPassword: 'new12345',
          validationPassword: 'new12345',
        },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(fact('手机号')).toHaveTextContent('13912345678'));
    });
  });

  it("shows a refused send's message and keeps the button free", async () => {
    const send = recorder(PROFILE_PATHS.sendMobileCode, () =>
      refuse(3003, accountMessages.mobileTaken, 409),
    );
    testServer.use(detailsHandler().handler, childCountHandler().handler, send.handler);
    const { user, dialog } = await openDialog();
    const inside = within(dialog);
    await user.type(inside.getByLabelText('新手机号'), '13912345678');
    await user.click(inside.getByRole('button', { name: '获取验证码' }));
    expect(await inside.findByText(accountMessages.mobileTaken)).toBeInTheDocument();
    expect(inside.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('shows 密码错误！ when the current password is wrong', async () => {
    const update = recorder(PROFILE_PATHS.updateMobile, () =>
      refuse(3001, accountMessages.wrongPassword),
    );
    testServer.use(detailsHandler().handler, childCountHandler().handler, update.handler);
    const { user, dialog } = await openDialog();
    const inside = within(dialog);
    await user.type(inside.getByLabelText('新手机号'), '13912345678');
    await user.type(inside.getByLabelText('验证码'), '123456');
    await user.type(inside.getByLabelText('当前密码'), 'wrong123');
    await user.type(inside.getByLabelText('新密码'), 'new12345');
    await user.type(inside.getByLabelText('确认新密码'), 'new12345');
    await user.click(inside.getByRole('button', { name: '确定' }));
    expect(await inside.findByText('密码错误！')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
