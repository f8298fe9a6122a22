import { screen, waitFor } from '@testing-library/react';
import { accountMessages, readSession } from 'shared-api';
import { testServer } from '../../../../test-setup/msw-server';
import { envelope } from 'shared-api/testing';
import { currentLocation, renderMoneyScreen } from '../test-utils';
import { agencyTwoYears, confirmHandlers, offers, refusal } from './confirm-handlers';
import { ConfirmScreen } from './ConfirmScreen';

let view: ReturnType<typeof renderMoneyScreen> | undefined;
afterEach(() => {
  view?.restore();
  view = undefined;
});

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
const submitButton = () => screen.getByRole('button', { name: '提交订单' });

function renderConfirm(query: string, memberLevelId = 3) {
  view = renderMoneyScreen(ConfirmScreen, `/confirm?${query}`, '确认订单', { memberLevelId });
  return view.user;
}

describe('the VIP confirm page', () => {
  it("starts on /vip's level and years and shows the server's price breakdown", async () => {
    const api = confirmHandlers();
    testServer.use(...api.handlers);
    renderConfirm('routes=vip&type=4&num=2');
    expect(await screen.findByText('应付金额')).toBeInTheDocument();
    expect(api.log.options).toEqual(['?isRenew=false']);
    expect(api.log.prices).toEqual([{ levelId: 4, levelDateNum: 2 }]);
    expect(screen.getByRole('radio', { name: '代理VIP' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2年' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '个人VIP' })).toBeDisabled();
    expect(fact('原价')).toHaveTextContent('¥ 9998.00');
    expect(fact('优惠')).toHaveTextContent('- ¥ 998.00');
    expect(fact('旧等级抵扣')).toHaveTextContent('- ¥ 1000.00');
    expect(fact('应付金额')).toHaveTextContent('¥ 8000.00');
    expect(fact('会员有效期')).toHaveTextContent('2026-03-01 至 2028-03-01');
    expect(submitButton()).toBeEnabled();
  });

  it('defaults to enterprise VIP and the fewest years, and asks again on a change', async () => {
    const api = confirmHandlers({ current: 2 });
    testServer.use(...api.handlers);
    const user = renderConfirm('levelvip=upgrade', 2);
    await screen.findByText('应付金额');
    expect(screen.getByRole('radio', { name: '企业VIP' })).toBeChecked();
    expect(screen.getByRole('heading', { name: '会员升级' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3年' }));
    await waitFor(() =>
      expect(api.log.prices).toEqual([
        { levelId: 3, levelDateNum: 1 },
        { levelId: 3, levelDateNum: 3 },
      ]),
    );
  });

  it('keeps the years within the server bounds and asks for renewals with isRenew=true', async () => {
    const api = confirmHandlers({
      options: { ...offers.enterpriseAndAgency, minNum: 1, maxNum: 2 },
    });
    testServer.use(...api.handlers);
    renderConfirm('levelvip=renew');
    await screen.findByText('应付金额');
    expect(api.log.options).toEqual(['?isRenew=true']);
    expect(screen.queryByRole('radio', { name: '3年' })).not.toBeInTheDocument();
    // A renewal buys the level held, so enterprise VIP is no 'already' case here.
    expect(api.log.prices).toEqual([{ levelId: 3, levelDateNum: 1 }]);
  });

  it('shows the cap note and blocks the order when the price is null', async () => {
    testServer.use(...confirmHandlers({ price: () => null }).handlers);
    renderConfirm('routes=vip&type=4&num=3');
    expect(await screen.findByText(accountMessages.beyondCap)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('says the years are too few when the amount to pay is negative', async () => {
    const negative = { ...agencyTwoYears, payAmount: -100 };
    testServer.use(...confirmHandlers({ price: () => negative }).handlers);
    renderConfirm('routes=vip&type=4&num=1');
    expect(await screen.findByText(accountMessages.yearsTooFew)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('says the member is at the highest level when no level is offered', async () => {
    testServer.use(...confirmHandlers({ options: offers.none }).handlers);
    renderConfirm('levelvip=upgrade', 4);
    expect(await screen.findByText(accountMessages.highestLevel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the upgrade check answers code 500", async () => {
    const message = accountMessages.subAccountCannotBuy;
    testServer.use(...confirmHandlers({ options: refusal(500, message) }).handlers);
    renderConfirm('levelvip=upgrade');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('tells a member who holds the chosen level and blocks the order', async () => {
    const api = confirmHandlers();
    testServer.use(...api.handlers);
    renderConfirm('routes=vip&type=3&num=1', 3);
    expect(await screen.findByText('您目前已经是企业VIP了!')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(api.log.prices).toEqual([]);
  });

  it('offers the balance only when it covers the amount', async () => {
    testServer.use(...confirmHandlers({ balance: 799999 }).handlers);
    renderConfirm('routes=vip&type=4&num=2');
    await screen.findByText('应付金额');
    const balance = await screen.findByRole('radio', {
      name: /余额支付（账户余额 ¥ 7999.99，余额不足）/,
    });
    expect(balance).toBeDisabled();
  });

  it('pays from the balance, renews the session and goes to the success page', async () => {
    const api = confirmHandlers({
      balance: 1000000,
      submit: () => ({
        outTradeNo: 'V901',
        payType: 2,
        number: 2,
        totalAmount: 800000,
        orderTime: '2026-03-01 10:00:00',
      }),
    });
    testServer.use(...api.handlers);
    const user = renderConfirm('routes=vip&type=4&num=2');
    await user.click(await screen.findByRole('radio', { name: /余额支付（账户余额 ¥ 10000.00）/ }));
    await user.click(submitButton());
    await waitFor(() => expect(currentLocation()).toBe('/chongzhi/success?price=8000.00'));
    expect(api.log.submits).toEqual([{ levelId: 4, levelDateNum: 2, balanceAmount: 800000 }]);
    expect(api.log.paid).toEqual(['V901']);
    expect(api.log.refreshes).toBe(1);
    expect(readSession()).toMatchObject({ userToken: 't2', memberLevelId: 4 });
  });

  it('goes to the QR page of the order with the chosen wallet when it is paid online', async () => {
    const api = confirmHandlers({ balance: 1000000 });
    testServer.use(...api.handlers);
    const user = renderConfirm('routes=vip&type=4&num=2');
    await user.click(await screen.findByRole('radio', { name: '支付宝扫码支付' }));
    await user.click(submitButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/chongzhi\/upgrade\?/));
    const query = Object.fromEntries(new URLSearchParams(currentLocation().split('?')[1]));
    expect(query).toEqual({
      active: 'aliPay',
      price: '8000.00',
      ordernum: 'V900',
      time: '2026-03-01 10:00:00',
    });
    expect(api.log.submits).toEqual([{ levelId: 4, levelDateNum: 2, balanceAmount: 0 }]);
    expect(api.log.paid).toEqual([]);
  });

  it('shows the pay error when the order answers 5020', async () => {
    const api = confirmHandlers({ submit: () => envelope(5020, '支付失败', null, 400) });
    testServer.use(...api.handlers);
    const user = renderConfirm('routes=vip&type=4&num=2');
    await screen.findByText('应付金额');
    await user.click(submitButton());
    expect(await screen.findByText(accountMessages.payError)).toBeInTheDocument();
    expect(currentLocation()).toBe('/confirm?routes=vip&type=4&num=2');
  });
});
