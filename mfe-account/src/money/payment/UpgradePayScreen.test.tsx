import { act, screen, waitFor } from '@testing-library/react';
import { accountLimits, accountMessages, readSession } from 'shared-api';
import { testServer } from '../../../../test-setup/msw-server';
import { refreshHandler, tokenPair } from 'shared-api/testing';
import { currentDetailsHandler, currentLocation, renderMoneyScreen } from '../test-utils';
import { paymentHandlers } from './payment-handlers';
import { UpgradePayScreen } from './UpgradePayScreen';

let view: ReturnType<typeof renderMoneyScreen> | undefined;
afterEach(() => {
  view?.restore();
  view = undefined;
});

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
const query = 'active=aliPay&price=2999.00&ordernum=T77&time=2026-03-01%2009%3A00%3A00';

describe('the upgrade payment page', () => {
  it('shows the order of the query and the code of its wallet', async () => {
    const pay = paymentHandlers();
    testServer.use(...pay.handlers);
    view = renderMoneyScreen(UpgradePayScreen, `/chongzhi/upgrade?${query}`, '会员升级支付', {
      memberLevelId: 1,
    });
    expect(await screen.findByTitle('支付宝支付二维码')).toBeInTheDocument();
    expect(pay.log.recharge).toEqual([]);
    expect(pay.log.codes).toEqual(['ali:T77']);
    expect(fact('订单编号')).toHaveTextContent('T77');
    expect(fact('下单时间')).toHaveTextContent('2026-03-01 09:00:00');
    expect(fact('支付金额')).toHaveTextContent('¥ 2999.00');
  });

  it('shows the pay error without an order number', () => {
    view = renderMoneyScreen(UpgradePayScreen, '/chongzhi/upgrade?active=weChat&price=1', '支付');
    expect(screen.getByText(accountMessages.payError)).toBeInTheDocument();
  });

  describe('once paid', () => {
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    });
    afterEach(() => jest.useRealTimers());

    it('renews the tokens and reads the level again before the success page', async () => {
      const pay = paymentHandlers({ paidAfterPolls: 1 });
      const refresh = refreshHandler(tokenPair('renewed', 3));
      testServer.use(...pay.handlers, refresh.handler, currentDetailsHandler(3));
      view = renderMoneyScreen(UpgradePayScreen, `/chongzhi/upgrade?${query}`, '会员升级支付', {
        memberLevelId: 1,
        advanceTimers: jest.advanceTimersByTime,
      });
      await screen.findByTitle('支付宝支付二维码');
      await act(() => jest.advanceTimersByTimeAsync(accountLimits.pollMs));
      await waitFor(() => expect(currentLocation()).toBe('/chongzhi/success?price=2999.00'));
      expect(pay.log.polls).toEqual(['ali:T77']);
      expect(refresh.calls).toEqual(['refresh-stored']);
      expect(readSession()).toMatchObject({ userToken: 'token-renewed', memberLevelId: 3 });
    });
  });
});
