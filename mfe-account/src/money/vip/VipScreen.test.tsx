import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { MEMBER_VIEW_BASE } from 'shared-api';
import { testServer } from '../../../../test-setup/msw-server';
import { currentDetails, ok } from 'shared-api/testing';
import { currentDetailsHandler, renderMoneyScreen } from '../test-utils';
import { decideVipBuy } from './buy-rules';
import { VipScreen } from './VipScreen';

let view: ReturnType<typeof renderMoneyScreen> | undefined;
let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  open.mockRestore();
  view?.restore();
  view = undefined;
});

describe('the /vip price page', () => {
  it('shows the levels by years with their prices, the quotas and the other products', () => {
    view = renderMoneyScreen(VipScreen, '/vip', '会员价格');
    const prices = screen.getByRole('table', { name: '会员套餐' });
    const enterprise = within(prices).getByRole('row', { name: /企业VIP/ });
    expect(enterprise).toHaveTextContent('¥ 2999');
    expect(enterprise).toHaveTextContent('¥ 4999');
    expect(enterprise).toHaveTextContent('¥ 6999');
    const quotas = screen.getByRole('table', { name: '会员权益对比' });
    expect(within(quotas).getByRole('row', { name: /每日查询次数/ })).toHaveTextContent(
      '2000次/天15000次/天30000次/天',
    );
    expect(screen.getByText('商标档案')).toHaveTextContent('2999元起');
    expect(screen.getByRole('navigation', { name: '关于我们' })).toHaveTextContent('会员价格');
  });

  it('tells a member who holds the level or a higher one, and opens nothing', async () => {
    testServer.use(currentDetailsHandler(3));
    view = renderMoneyScreen(VipScreen, '/vip', '会员价格', { memberLevelId: 3 });
    await view.user.click(screen.getByRole('button', { name: '购买个人VIP1年' }));
    expect(await screen.findByText('您目前已经是企业VIP了!')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: '购买企业VIP2年' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the confirmation of a higher level and its years in a new tab', async () => {
    testServer.use(currentDetailsHandler(3));
    view = renderMoneyScreen(VipScreen, '/vip', '会员价格', { memberLevelId: 3 });
    await view.user.click(screen.getByRole('button', { name: '购买代理VIP3年' }));
    expect(open).toHaveBeenCalledWith('/confirm?routes=vip&type=4&num=3', '_blank');
  });

  it('lets a member on the registration trial buy the level the trial lends', async () => {
    const trial = currentDetails(3);
    trial.memberLevelInfo.trial = true;
    testServer.use(http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () => ok(trial)));
    view = renderMoneyScreen(VipScreen, '/vip', '会员价格', { memberLevelId: 3 });
    // the trial is known once the member's details arrive
    await screen.findByRole('table', { name: '会员套餐' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await view.user.click(screen.getByRole('button', { name: '购买企业VIP1年' }));
    expect(open).toHaveBeenCalledWith('/confirm?routes=vip&type=3&num=1', '_blank');
  });
});

describe('the buy rules', () => {
  it('rank internal accounts with agency VIP and basic levels below every VIP', () => {
    expect(decideVipBuy(4, 1, 6)).toEqual({ kind: 'message', text: '您目前已经是内部账户了!' });
    expect(decideVipBuy(2, 1, 5)).toEqual({
      kind: 'confirm',
      url: '/confirm?routes=vip&type=2&num=1',
    });
    expect(decideVipBuy(3, 1, 3, true)).toEqual({
      kind: 'confirm',
      url: '/confirm?routes=vip&type=3&num=1',
    });
    expect(decideVipBuy(2, 2, null)).toEqual({
      kind: 'confirm',
      url: '/confirm?routes=vip&type=2&num=2',
    });
  });
});
