import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ORDER_PATHS, PROFILE_PATHS, type Order } from 'shared-api';
import { testServer } from '../../../../test-setup/msw-server';
import { ok } from 'shared-api/testing';
import { renderMoneyScreen } from '../test-utils';
import { OrderScreen } from './OrderScreen';

const order = (patch: Partial<Order> = {}): Order => ({
  orderSn: '20260301100000000001',
  memberUsername: '13800000000',
  payType: 1,
  productCategaryName: '会员购买',
  productName: '企业VIP 1年',
  productPrice: 299900,
  productNum: 1,
  payAmount: 299900,
  balanceChange: '0.00',
  orderTime: '2026-03-01 10:00:00',
  status: '待支付',
  paymentTime: null,
  ...patch,
});

const paid = order({
  orderSn: '20260201100000000002',
  productCategaryName: '账户充值',
  productName: '账户充值',
  productPrice: 10050,
  payAmount: 10050,
  balanceChange: '+100.50',
  status: '已支付',
  paymentTime: '2026-02-01 10:01:00',
});

function orderHandlers() {
  const bodies: unknown[] = [];
  const handlers = [
    http.get(PROFILE_PATHS.wallet, () => ok({ mainMemberId: 7, balance: 12345, integration: 0 })),
    http.get(ORDER_PATHS.productNames, () => ok([{ id: 2, name: '会员购买' }])),
    http.get(ORDER_PATHS.memberNames, () =>
      ok([
        { id: 7, name: '13800000000' },
        { id: 9, name: 'child01' },
      ]),
    ),
    http.post(ORDER_PATHS.query, async ({ request }) => {
      bodies.push(await request.json());
      return ok({ pageNum: 1, pageSize: 10, total: 2, list: [order(), paid] });
    }),
    http.get(ORDER_PATHS.details(':orderSn'), ({ params }) =>
      ok(String(params.orderSn) === paid.orderSn ? paid : order()),
    ),
  ];
  return { handlers, bodies };
}

let view: ReturnType<typeof renderMoneyScreen> | undefined;
afterEach(() => {
  view?.restore();
  view = undefined;
});

const rowOf = (orderSn: string) => screen.getByText(orderSn).closest('tr') as HTMLElement;

describe('the order centre', () => {
  it('shows the balance in yuan and the first page of orders', async () => {
    const api = orderHandlers();
    testServer.use(...api.handlers);
    view = renderMoneyScreen(OrderScreen, '/order', '订单中心');
    expect(await screen.findByText(paid.orderSn)).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥ 123.45');
    expect(api.bodies).toEqual([{ pageNum: 1, pageSize: 10 }]);
    expect(within(rowOf(paid.orderSn)).getByText('+100.50')).toBeInTheDocument();
    // unit price and amount paid
    expect(within(rowOf(paid.orderSn)).getAllByText('100.50')).toHaveLength(2);
  });

  it('sends the chosen filter with times as yyyy-MM-dd HH:mm:ss', async () => {
    const api = orderHandlers();
    testServer.use(...api.handlers);
    view = renderMoneyScreen(OrderScreen, '/order', '订单中心');
    const { user } = view;
    await screen.findByText(paid.orderSn);
    await screen.findByRole('option', { name: 'child01' });
    await user.selectOptions(screen.getByLabelText('支付方式'), '余额支付');
    await user.selectOptions(screen.getByLabelText('产品类型'), '会员购买');
    await user.selectOptions(screen.getByLabelText('下单账户'), 'child01');
    await user.selectOptions(screen.getByLabelText('订单状态'), '待支付');
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2026-03-01T08:30' } });
    fireEvent.change(screen.getByLabelText('结束时间'), {
      target: { value: '2026-03-31T18:00:05' },
    });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toEqual({
      memberId: 9,
      payType: 2,
      productCategaryId: 2,
      status: 0,
      startQueryOrderTime: '2026-03-01 08:30:00',
      endQueryOrderTime: '2026-03-31 18:00:05',
      pageNum: 1,
      pageSize: 10,
    });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(api.bodies).toHaveLength(3));
    expect(api.bodies[2]).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('refuses a start after the end', async () => {
    const api = orderHandlers();
    testServer.use(...api.handlers);
    view = renderMoneyScreen(OrderScreen, '/order', '订单中心');
    await screen.findByText(paid.orderSn);
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2026-04-01T00:00' } });
    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: '2026-03-01T00:00' } });
    await view.user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('开始时间不能晚于结束时间')).toBeInTheDocument();
    expect(api.bodies).toHaveLength(1);
  });

  it('changes the page size among 10/50/100/200', async () => {
    const api = orderHandlers();
    testServer.use(...api.handlers);
    view = renderMoneyScreen(OrderScreen, '/order', '订单中心');
    await screen.findByText(paid.orderSn);
    const sizes = screen.getByLabelText('每页条数');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 条/页', '50 条/页', '100 条/页', '200 条/页']);
    await view.user.selectOptions(sizes, '50 条/页');
    await waitFor(() => expect(api.bodies).toContainEqual({ pageNum: 1, pageSize: 50 }));
  });

  it('offers pay-now only on pending orders, to the pay-again page with the order in its query', async () => {
    testServer.use(...orderHandlers().handlers);
    view = renderMoneyScreen(OrderScreen, '/order', '订单中心');
    await screen.findByText(paid.orderSn);
    expect(within(rowOf(paid.orderSn)).queryByText('立即支付')).not.toBeInTheDocument();
    const link = within(rowOf(order().orderSn)).getByRole('link', { name: '立即支付' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/afreshpay');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      upName: '企业VIP 1年',
      num: '1',
      price: '2999.00',
      orderNum: order().orderSn,
      time: '2026-03-01 10:00:00',
    });
  });

  it("opens an order's details with its payment time", async () => {
    testServer.use(...orderHandlers().handlers);
    view = renderMoneyScreen(OrderScreen, '/order', '订单中心');
    await screen.findByText(paid.orderSn);
    await view.user.click(within(rowOf(paid.orderSn)).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '订单详情' });
    expect(await within(dialog).findByText('2026-02-01 10:01:00')).toBeInTheDocument();
    expect(within(dialog).getByText('余额变动（元）').nextSibling).toHaveTextContent('+100.50');
  });
});
