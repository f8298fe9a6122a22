import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import {
  accountLimits,
  api,
  ApiCode,
  CLOUD_ORDER_PATHS,
  createPortalStore,
  getShellServices,
  PAYMENT_PATHS,
  registerShellServices,
  type PaymentRequiredData,
} from 'shared-api';
import { UiProvider } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';
import { registerPortalServices } from '../services/register-services';
import { envelope } from 'shared-api/testing';
import { PaymentDialogHost } from './PaymentDialogHost';
import { requestPayment } from './payment-requests';

/** A test-only endpoint playing any remote's call that may answer code 6000. */
const PROBE_URL = '/shebiao/test/paid-download';
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    paidDownload: build.mutation<{ rows: number }, { range: string }>({
      query: (body) => ({ url: PROBE_URL, method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

const TRADE: PaymentRequiredData = {
  tradeCode: 'TRADE-1',
  totalAmount: 2000,
  productName: '商标申请数据下载（200条）',
};
const ORDER_NO = '202501010000123';
const WX_URL = 'http://localhost/shebiao/cloud-payment/sandbox/wallet?provider=wx&order=123';
const ALI_URL = 'http://localhost/shebiao/cloud-payment/sandbox/wallet?provider=ali&order=123';

/** Every request the tests' handlers saw, by a short name. */
type Log = Record<
  'probe' | 'submit' | 'wx' | 'ali' | 'wxVerify' | 'aliVerify' | 'close',
  unknown[]
>;

interface Answers {
  /** verifyPay codes the WeChat path answers in turn (the last one repeats). */
  wxVerify?: number[];
  /** How long (fake time) verifyPay takes to answer. */
  verifyDelayMs?: number;
  close?: () => Response;
}

function handlers({ wxVerify = [ApiCode.paymentPending], verifyDelayMs = 0, close }: Answers = {}) {
  const log: Log = {
    probe: [],
    submit: [],
    wx: [],
    ali: [],
    wxVerify: [],
    aliVerify: [],
    close: [],
  };
  let paidFor = false;
  const next = (codes: number[], index: number) => codes[Math.min(index, codes.length - 1)]!;
  // A fake-clock timer fires only when a test advances the clock, so none without a delay.
  const verifyTakes = async () => {
    if (verifyDelayMs) await new Promise((resolve) => setTimeout(resolve, verifyDelayMs));
  };
  testServer.use(
    http.post(PROBE_URL, async ({ request }) => {
      log.probe.push(await request.json());
      return paidFor ? envelope(200, 'ok', { rows: 200 }) : envelope(6000, '请先支付', TRADE);
    }),
    http.post(CLOUD_ORDER_PATHS.submitTrade(':tradeCode'), async ({ request, params }) => {
      log.submit.push({ path: params.tradeCode, body: await request.json() });
      return envelope(200, 'ok', { outTradeNo: ORDER_NO, totalAmount: 2000 });
    }),
    http.get(PAYMENT_PATHS.wxSubmit(':orderNo'), ({ params }) => {
      log.wx.push(params.orderNo);
      const code = { code_url: WX_URL, orderSn: ORDER_NO, totalAmount: 2000, orderTime: 'now' };
      return envelope(200, 'ok', code);
    }),
    http.get(PAYMENT_PATHS.aliSubmit(':orderNo'), ({ params }) => {
      log.ali.push(params.orderNo);
      const code = { qrCode: ALI_URL, orderSn: ORDER_NO, totalAmount: 2000, orderTime: 'now' };
      return envelope(200, 'ok', code);
    }),
    http.post(PAYMENT_PATHS.wxVerify(':orderNo'), async ({ request }) => {
      const code = next(wxVerify, log.wxVerify.length);
      log.wxVerify.push(await request.json());
      await verifyTakes();
      if (code === ApiCode.ok) paidFor = true;
      return envelope(code, code === ApiCode.ok ? '支付成功' : '等待支付');
    }),
    // The customer pays with WeChat here: the Alipay path keeps answering 'not yet'.
    http.post(PAYMENT_PATHS.aliVerify(':orderNo'), async ({ request }) => {
      log.aliVerify.push(await request.json());
      await verifyTakes();
      return envelope(ApiCode.paymentPending, '等待支付');
    }),
    http.get(CLOUD_ORDER_PATHS.close(':orderNo'), ({ params }) => {
      log.close.push(params.orderNo);
      return close ? close() : envelope(200, '订单已关闭');
    }),
  );
  return log;
}

let restoreServices: () => void;

beforeEach(() => {
  // Only the clock is faked: msw and fetch need the real microtask and I/O queues.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  restoreServices = registerShellServices({
    onPaymentRequired: requestPayment,
    toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
  });
});

afterEach(() => {
  restoreServices();
  jest.useRealTimers();
});

/** The dialog host as the App mounts it, and the probe call started as a remote would. */
function startPaidCall() {
  const store = createPortalStore();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Provider store={store}>
      <UiProvider>
        <PaymentDialogHost />
      </UiProvider>
    </Provider>,
  );
  const call = store.dispatch(probeApi.endpoints.paidDownload.initiate({ range: '1-200' }));
  return { user, call };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** Waits for the call inside act: its end closes the dialog (a React update). */
const settle = <T,>(call: PromiseLike<T>) => act(async () => await call);

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: '扫码支付' });
  await within(dialog).findByRole('img', { name: '微信支付二维码' });
  return dialog;
}

describe('payment dialog (code 6000)', () => {
  it('shows both QR codes and the amount, polls, and repeats the original call once paid', async () => {
    const log = handlers({ wxVerify: [ApiCode.paymentPending, ApiCode.ok] });
    const { call } = startPaidCall();

    const dialog = await openDialog();
    expect(log.submit).toEqual([{ path: 'TRADE-1', body: { tradeCode: 'TRADE-1' } }]);
    expect(log.wx).toEqual([ORDER_NO]);
    expect(log.ali).toEqual([ORDER_NO]);
    expect(within(dialog).getByRole('img', { name: '支付宝支付二维码' })).toBeInTheDocument();
    expect(within(dialog).getByText('微信支付')).toBeInTheDocument();
    expect(within(dialog).getByText('支付宝支付')).toBeInTheDocument();
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent('¥20.00');
    expect(within(dialog).getByText(TRADE.productName)).toBeInTheDocument();
    // Each code is also a link to what it encodes.
    const links = within(dialog).getAllByRole('link', { name: '在手机上打开' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([WX_URL, ALI_URL]);
    expect(log.wxVerify).toHaveLength(0);

    // First poll after 2 s: not paid yet (202 on both paths); the dialog stays.
    await advance(accountLimits.pollMs);
    await waitFor(() => expect(log.aliVerify).toHaveLength(1));
    expect(log.wxVerify).toEqual([{ orderSn: ORDER_NO }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(log.probe).toHaveLength(1);

    // Second poll: WeChat answers 200 → the dialog closes and the call is made again.
    await advance(accountLimits.pollMs);
    const result = await settle(call);
    expect(result.data).toEqual({ rows: 200 });
    expect(log.probe).toEqual([{ range: '1-200' }, { range: '1-200' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('付款成功')).toBeInTheDocument();

    // Polling has stopped.
    await advance(accountLimits.pollMs * 3);
    expect(log.wxVerify).toHaveLength(2);
    expect(log.close).toHaveLength(0);
  });

  it('closing the dialog cancels the order and ends the call with code 6000', async () => {
    const log = handlers();
    const { user, call } = startPaidCall();
    const dialog = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: '关闭' }));

    const result = await settle(call);
    expect(log.close).toEqual([ORDER_NO]);
    expect(result.error).toMatchObject({ code: 6000 });
    expect(log.probe).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The timers are cleared: no poll after the cancel.
    const polls = log.wxVerify.length;
    await advance(accountLimits.pollMs * 3);
    expect(log.wxVerify).toHaveLength(polls);
  });

  it('stays open and keeps polling when the cancel fails', async () => {
    const log = handlers({
      close: () => envelope(ApiCode.conflict, '订单状态已变更，无法关闭'),
    });
    const { user, call } = startPaidCall();
    const dialog = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: '取消支付' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('订单状态已变更，无法关闭');
    expect(log.close).toEqual([ORDER_NO]);
    await advance(accountLimits.pollMs);
    await waitFor(() => expect(log.wxVerify.length).toBeGreaterThan(0));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // A second try that succeeds ends it.
    testServer.use(
      http.get(CLOUD_ORDER_PATHS.close(':orderNo'), () => envelope(200, '订单已关闭')),
    );
    await user.click(within(dialog).getByRole('button', { name: '取消支付' }));
    expect((await settle(call)).error).toMatchObject({ code: 6000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives up after 10 minutes: closes, stops polling and ends the call', async () => {
    // A slow verifyPay (58 s): the next poll waits for the answer, so ten minutes hold ten
    // rounds, not three hundred, and the test stays quick.
    const log = handlers({ verifyDelayMs: 58_000 });
    const opened = Date.now(); // the fake clock: the dialog mounts at this instant
    const { call } = startPaidCall();
    await openDialog();

    await advance(opened + accountLimits.paymentTimeoutMs - 100 - Date.now());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(log.wxVerify.length).toBeGreaterThanOrEqual(9);
    await advance(200);

    const result = await settle(call);
    expect(result.error).toMatchObject({ code: 6000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('支付超时，如需继续支付请前往订单中心')).toBeInTheDocument();
    // The order is left pending (payable from the order centre), and nobody polls it any more.
    expect(log.close).toHaveLength(0);
    const polls = log.wxVerify.length;
    await advance(accountLimits.pollMs * 60);
    expect(log.wxVerify).toHaveLength(polls);
    expect(log.probe).toHaveLength(1);
  });

  it('ends when the order was closed elsewhere (verifyPay code 3003)', async () => {
    const log = handlers();
    const { call } = startPaidCall();
    await openDialog();
    const closed = () => envelope(ApiCode.conflict, '订单已关闭');
    testServer.use(
      http.post(PAYMENT_PATHS.wxVerify(':orderNo'), closed),
      http.post(PAYMENT_PATHS.aliVerify(':orderNo'), closed),
    );

    await advance(accountLimits.pollMs);
    expect((await settle(call)).error).toMatchObject({ code: 6000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('订单已关闭')).toBeInTheDocument();
    expect(log.close).toHaveLength(0);
  });

  it('offers the other wallet when one wallet’s code cannot be fetched', async () => {
    const log = handlers({ wxVerify: [ApiCode.ok] });
    testServer.use(
      http.get(PAYMENT_PATHS.aliSubmit(':orderNo'), () => envelope(5000, '支付宝暂不可用')),
    );
    const { call } = startPaidCall();
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('img', { name: '支付宝支付二维码' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: '在手机上打开' })).toHaveLength(1);

    await advance(accountLimits.pollMs);
    expect((await settle(call)).data).toEqual({ rows: 200 });
    expect(log.probe).toHaveLength(2);
  });

  it('shows the pay error when the order cannot be placed, and closes without a cancel', async () => {
    const log = handlers();
    testServer.use(
      http.post(CLOUD_ORDER_PATHS.submitTrade(':tradeCode'), () => envelope(3002, '交易不存在')),
    );
    const { user, call } = startPaidCall();
    const dialog = await screen.findByRole('dialog', { name: '扫码支付' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('支付发生错误，请重试');

    await user.click(within(dialog).getByRole('button', { name: '取消支付' }));
    expect((await settle(call)).error).toMatchObject({ code: 6000 });
    expect(log.close).toHaveLength(0);
  });
});

describe('requestPayment', () => {
  it('is the shell’s onPaymentRequired service', () => {
    const router = { navigate: jest.fn(), state: { location: { pathname: '/', search: '' } } };
    registerPortalServices(router as unknown as Parameters<typeof registerPortalServices>[0]);
    expect(getShellServices().onPaymentRequired).toBe(requestPayment);
  });

  it('answers false at once for a 6000 without a trade to pay', async () => {
    await expect(
      requestPayment({ endpoint: 'x', args: '/x', message: '请先支付', data: null }),
    ).resolves.toBe(false);
  });

  it('answers false when no dialog host is mounted', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      requestPayment({ endpoint: 'x', args: '/x', message: '请先支付', data: TRADE }),
    ).resolves.toBe(false);
    warn.mockRestore();
  });
});
