import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { accountLimits, accountMessages, CLOUD_ORDER_PATHS, PAYEE_NAME } from 'shared-api';
import { testServer } from '../../../../test-setup/msw-server';
import { envelope } from 'shared-api/testing';
import { currentLocation, renderMoneyScreen } from '../test-utils';
import { paymentHandlers } from './payment-handlers';
import { WapayScreen } from './WapayScreen';

let view: ReturnType<typeof renderMoneyScreen> | undefined;
afterEach(() => {
  view?.restore();
  view = undefined;
});

const renderWapay = (query: string, advanceTimers?: (ms: number) => void) => {
  view = renderMoneyScreen(WapayScreen, `/chongzhi/wapay?${query}`, '扫码支付', { advanceTimers });
  return view;
};

/** The value shown beside a label of the order's facts. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('the payment page', () => {
  it('creates the top-up order and shows its facts, the QR code and a link to it', async () => {
    const pay = paymentHandlers();
    testServer.use(...pay.handlers);
    renderWapay('active=weChat&price=100.5');
    expect(await screen.findByTitle('微信支付二维码')).toBeInTheDocument();
    expect(pay.log.recharge).toEqual(['100.5']);
    expect(pay.log.codes).toEqual([`wx:${pay.orderNo}`]);
    expect(fact('订单编号')).toHaveTextContent(pay.orderNo);
    expect(fact('下单时间')).toHaveTextContent('2026-03-01 10:00:00');
    expect(fact('支付金额')).toHaveTextContent('¥ 100.50');
    expect(fact('收款方')).toHaveTextContent(PAYEE_NAME);
    expect(screen.getByRole('link', { name: '在手机上打开' })).toHaveAttribute(
      'href',
      `https://pay.test/wx/${pay.orderNo}`,
    );
  });

  it('asks Alipay for the code when active=aliPay', async () => {
    const pay = paymentHandlers();
    testServer.use(...pay.handlers);
    renderWapay('active=aliPay&price=20');
    expect(await screen.findByTitle('支付宝支付二维码')).toBeInTheDocument();
    expect(pay.log.codes).toEqual([`ali:${pay.orderNo}`]);
  });

  it('uses 0.01 when the price is not a positive number', async () => {
    const pay = paymentHandlers();
    testServer.use(...pay.handlers);
    renderWapay('active=weChat&price=abc');
    await screen.findByTitle('微信支付二维码');
    expect(pay.log.recharge).toEqual(['0.01']);
  });

  it('shows the pay error when the price cannot be paid (three decimals), asking nothing', async () => {
    const pay = paymentHandlers();
    testServer.use(...pay.handlers);
    renderWapay('active=weChat&price=1.234');
    expect(screen.getByText(accountMessages.payError)).toBeInTheDocument();
    expect(pay.log.recharge).toEqual([]);
  });

  it('shows the pay error when the order step answers 5020', async () => {
    const pay = paymentHandlers();
    testServer.use(
      http.get(CLOUD_ORDER_PATHS.recharge(':price'), () => envelope(5020, '支付失败', null, 400)),
      ...pay.handlers,
    );
    renderWapay('active=weChat&price=10');
    expect(await screen.findByText(accountMessages.payError)).toBeInTheDocument();
    expect(pay.log.codes).toEqual([]);
  });

  describe('with the clock under test control', () => {
    // Only the clock is faked: msw and fetch need the real microtask and I/O queues.
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    });
    afterEach(() => jest.useRealTimers());

    it('polls every 2 s and goes to the success page once paid', async () => {
      const pay = paymentHandlers({ paidAfterPolls: 2 });
      testServer.use(...pay.handlers);
      renderWapay('active=weChat&price=100.5', jest.advanceTimersByTime);
      await screen.findByTitle('微信支付二维码');
      expect(pay.log.polls).toEqual([]);

      await act(() => jest.advanceTimersByTimeAsync(accountLimits.pollMs));
      await waitFor(() => expect(pay.log.polls).toHaveLength(1));
      expect(currentLocation()).toBe('/chongzhi/wapay?active=weChat&price=100.5');

      await act(() => jest.advanceTimersByTimeAsync(accountLimits.pollMs));
      await waitFor(() => expect(currentLocation()).toBe('/chongzhi/success?price=100.5'));
      expect(pay.log.polls).toEqual([`wx:${pay.orderNo}`, `wx:${pay.orderNo}`]);
    });

    it('gives up after 10 minutes and fetches a fresh code on retry', async () => {
      // A slow server: each answer takes a minute, and the next poll waits for it.
      const pay = paymentHandlers({ pollAnswerMs: 60_000 });
      testServer.use(...pay.handlers);
      const { user } = renderWapay('active=weChat&price=5', jest.advanceTimersByTime);
      await screen.findByTitle('微信支付二维码');

      await act(() => jest.advanceTimersByTimeAsync(accountLimits.paymentTimeoutMs));
      expect(await screen.findByRole('alert')).toHaveTextContent('二维码已过期，请重新获取');
      expect(screen.queryByTitle('微信支付二维码')).not.toBeInTheDocument();
      const pollsAtGiveUp = pay.log.polls.length;
      expect(pollsAtGiveUp).toBe(10);
      await act(() => jest.advanceTimersByTimeAsync(accountLimits.pollMs * 5));
      expect(pay.log.polls).toHaveLength(pollsAtGiveUp);

      await user.click(screen.getByRole('button', { name: '重新获取二维码' }));
      expect(await screen.findByTitle('微信支付二维码')).toBeInTheDocument();
      expect(pay.log.codes).toEqual([`wx:${pay.orderNo}`, `wx:${pay.orderNo}`]);
      expect(pay.log.recharge).toHaveLength(1);
    });
  });
});
