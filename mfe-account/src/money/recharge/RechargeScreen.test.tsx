import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { accountMessages, CLOUD_ORDER_PATHS, PROFILE_PATHS } from 'shared-api';
import { testServer } from '../../../../test-setup/msw-server';
import { envelope, ok } from 'shared-api/testing';
import { renderMoneyScreen } from '../test-utils';
import { RechargeScreen } from './RechargeScreen';

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

/** A wallet of `balance` cents, raised by a redeemed card of 100 yuan. */
function walletHandlers(redeem: 'ok' | 'refused' = 'ok') {
  let balance = 5000;
  const bodies: unknown[] = [];
  const handlers = [
    http.get(PROFILE_PATHS.wallet, () => ok({ mainMemberId: 7, balance, integration: 0 })),
    http.post(CLOUD_ORDER_PATHS.redeemCard, async ({ request }) => {
      bodies.push(await request.json());
      if (redeem === 'refused') return envelope(3003, accountMessages.cardUsed, null, 409);
      balance += 10000;
      return ok({ amount: 10000, balance });
    }),
  ];
  return { handlers, bodies };
}

const amountField = () => screen.getByLabelText('充值金额（元）');

function renderRecharge() {
  view = renderMoneyScreen(RechargeScreen, '/recharge', '账户充值');
  return view.user;
}

describe('the top-up form', () => {
  beforeEach(() => testServer.use(...walletHandlers().handlers));

  it('refuses more than 30000 and clears the field', async () => {
    const user = renderRecharge();
    await user.type(amountField(), '30000.01');
    expect(screen.getByText(accountMessages.topUpTooMuch)).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
  });

  it('trims the input to two decimals', async () => {
    const user = renderRecharge();
    await user.type(amountField(), '12.345');
    expect(amountField()).toHaveValue('12.34');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names anything but a non-negative number invalid, and an empty amount too', async () => {
    const user = renderRecharge();
    await user.type(amountField(), '-5');
    expect(screen.getByText(accountMessages.amountInvalid)).toBeInTheDocument();
    await user.clear(amountField());
    expect(screen.queryByText(accountMessages.amountInvalid)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByText(accountMessages.amountInvalid)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('says that bank cards are limited to 3000 per payment', () => {
    renderRecharge();
    expect(screen.getByText(/银行卡付款时，单笔最多3000元/)).toBeInTheDocument();
  });

  it('opens the payment page of the chosen wallet and amount in a new tab', async () => {
    const user = renderRecharge();
    await user.type(amountField(), '88.8');
    await user.click(screen.getByRole('radio', { name: '支付宝支付' }));
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    expect(open).toHaveBeenCalledWith('/chongzhi/wapay?active=aliPay&price=88.8', '_blank');
  });
});

describe('the stored-value card form', () => {
  it('redeems the card, clears the form and shows the new balance', async () => {
    const wallet = walletHandlers();
    testServer.use(...wallet.handlers);
    const user = renderRecharge();
    expect(await screen.findByText('¥ 50.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('卡号'), ' CARD-001 ');
    await user.type(screen.getByLabelText('卡密'), 'secret');
    await user.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(await screen.findByText('充值成功，已到账100.00元')).toBeInTheDocument();
    expect(wallet.bodies).toEqual([{ cardNo: 'CARD-001', cardPassword: 'secret' }]);
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('¥ 150.00'));
    expect(screen.getByLabelText('卡号')).toHaveValue('');
  });

  it('asks for both fields before sending anything', async () => {
    const wallet = walletHandlers();
    testServer.use(...wallet.handlers);
    const user = renderRecharge();
    await user.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(screen.getByText('请输入储值卡卡号')).toBeInTheDocument();
    expect(screen.getByText('请输入储值卡卡密')).toBeInTheDocument();
    expect(wallet.bodies).toEqual([]);
  });

  it("shows the server's refusal beside the form", async () => {
    testServer.use(...walletHandlers('refused').handlers);
    const user = renderRecharge();
    await user.type(screen.getByLabelText('卡号'), 'CARD-001');
    await user.type(screen.getByLabelText('卡密'), 'secret');
    await user.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(await screen.findByText(accountMessages.cardUsed)).toBeInTheDocument();
  });
});
