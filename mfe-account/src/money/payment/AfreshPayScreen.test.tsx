import { act, screen, waitFor } from '@testing-library/react';
import { accountLimits } from 'shared-api';
import { testServer } from '../../../../test-setup/msw-server';
import { currentLocation, renderMoneyScreen } from '../test-utils';
import { AfreshPayScreen } from './AfreshPayScreen';
import { paymentHandlers } from './payment-handlers';

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
const query = new URLSearchParams({
  upName: '企业VIP 1年',
  num: '1',
  price: '2999.00',
  orderNum: 'P55',
  time: '2026-03-01 09:00:00',
});

let view: ReturnType<typeof renderMoneyScreen> | undefined;
afterEach(() => {
  view?.restore();
  view = undefined;
});

describe('the pay-again page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it("shows the order's summary, switches wallets and goes to success once paid", async () => {
    const pay = paymentHandlers({ paidAfterPolls: 2 });
    testServer.use(...pay.handlers);
    view = renderMoneyScreen(AfreshPayScreen, `/afreshpay?${query}`, '重新支付', {
      advanceTimers: jest.advanceTimersByTime,
    });
    expect(await screen.findByTitle('微信支付二维码')).toBeInTheDocument();
    expect(fact('商品名称')).toHaveTextContent('企业VIP 1年');
    expect(fact('数量')).toHaveTextContent('1');
    expect(fact('订单编号')).toHaveTextContent('P55');
    // the amount the code charges is the server's (the fake order's 100.50), not the link's price
    expect(fact('支付金额')).toHaveTextContent('¥ 100.50');

    await act(() => jest.advanceTimersByTimeAsync(accountLimits.pollMs));
    await waitFor(() => expect(pay.log.polls).toEqual(['wx:P55']));

    await view.user.click(screen.getByRole('tab', { name: '支付宝支付' }));
    expect(await screen.findByTitle('支付宝支付二维码')).toBeInTheDocument();
    expect(pay.log.codes).toEqual(['wx:P55', 'ali:P55']);
    await act(() => jest.advanceTimersByTimeAsync(accountLimits.pollMs));
    await waitFor(() => expect(currentLocation()).toBe('/chongzhi/success?price=2999.00'));
    expect(pay.log.polls).toEqual(['wx:P55', 'ali:P55']);
  });
});
