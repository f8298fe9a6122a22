import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { CLOUD_ORDER_PATHS, ORDER_PATHS, PROFILE_PATHS } from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { ordersApi } from './orders-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

test('the wallet is a GET of the balance in cents', async () => {
  const wallet = { mainMemberId: 7, balance: 12345, integration: 0 };
  testServer.use(http.get(PROFILE_PATHS.wallet, () => envelope(200, '成功', wallet)));
  const answer = await client.store.dispatch(ordersApi.endpoints.wallet.initiate()).unwrap();
  expect(answer).toEqual(wallet);
});

test('the order list posts the filter; no match reads as an empty page', async () => {
  const bodies: unknown[] = [];
  testServer.use(
    http.post(ORDER_PATHS.query, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(201, '未匹配到数据', null);
    }),
  );
  const body = { status: 0, payType: 1, pageNum: 2, pageSize: 50 };
  const answer = await client.store.dispatch(ordersApi.endpoints.orders.initiate(body)).unwrap();
  expect(bodies).toEqual([body]);
  expect(answer).toEqual({ pageNum: 2, pageSize: 50, total: 0, list: [] });
});

test("an order's details are read by its number", async () => {
  const seen: string[] = [];
  testServer.use(
    http.get(ORDER_PATHS.details(':orderSn'), ({ params }) => {
      seen.push(String(params.orderSn));
      return envelope(200, '成功', { orderSn: String(params.orderSn), paymentTime: null });
    }),
  );
  await client.store
    .dispatch(ordersApi.endpoints.orderDetails.initiate('20260101120000000001'))
    .unwrap();
  expect(seen).toEqual(['20260101120000000001']);
});

test('the filter lists default to empty when the server sends none', async () => {
  testServer.use(
    http.get(ORDER_PATHS.productNames, () => envelope(200, '成功', null)),
    http.get(ORDER_PATHS.memberNames, () => envelope(200, '成功', [{ id: 7, name: 'main' }])),
  );
  const products = await client.store
    .dispatch(ordersApi.endpoints.orderProductNames.initiate())
    .unwrap();
  const members = await client.store
    .dispatch(ordersApi.endpoints.orderMemberNames.initiate())
    .unwrap();
  expect(products).toEqual([]);
  expect(members).toEqual([{ id: 7, name: 'main' }]);
});

test('a card is redeemed silently: a refusal comes back to the form, not as a toast', async () => {
  const bodies: unknown[] = [];
  testServer.use(
    http.post(CLOUD_ORDER_PATHS.redeemCard, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(3001, '卡号或卡密错误', null, 400);
    }),
  );
  const result = await client.store.dispatch(
    ordersApi.endpoints.redeemCard.initiate({ cardNo: 'A1', cardPassword: 'p' }),
  );
  expect(bodies).toEqual([{ cardNo: 'A1', cardPassword: 'p' }]);
  expect(result.error).toMatchObject({ code: 3001, message: '卡号或卡密错误' });
  expect(client.shell.toast.error).not.toHaveBeenCalled();
});
