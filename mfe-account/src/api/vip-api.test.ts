import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import {
  CLOUD_ORDER_PATHS,
  MEMBER_VIEW_BASE,
  readSession,
  saveSession,
  VIP_PATHS,
} from 'shared-api';
import { envelope, refreshHandler, setUpClient, tokenPair } from 'shared-api/testing';
import { vipApi } from './vip-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

test('the options say renew or not as ?isRenew=', async () => {
  const seen: string[] = [];
  const options = { memberLevelDtos: [], minNum: 1, maxNum: 3 };
  testServer.use(
    http.get(VIP_PATHS.options, ({ request }) => {
      seen.push(new URL(request.url).search);
      return envelope(200, '成功', options);
    }),
  );
  await client.store.dispatch(vipApi.endpoints.vipOptions.initiate(true)).unwrap();
  await client.store.dispatch(vipApi.endpoints.vipOptions.initiate(false)).unwrap();
  expect(seen).toEqual(['?isRenew=true', '?isRenew=false']);
});

test('a price beyond the cap answers null', async () => {
  const bodies: unknown[] = [];
  testServer.use(
    http.post(VIP_PATHS.price, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(200, '成功', null);
    }),
  );
  const price = await client.store
    .dispatch(vipApi.endpoints.vipPrice.initiate({ levelId: 3, levelDateNum: 3 }))
    .unwrap();
  expect(price).toBeNull();
  expect(bodies).toEqual([{ levelId: 3, levelDateNum: 3 }]);
});

test('the order is posted, then paid from the balance by its trade number', async () => {
  const bodies: unknown[] = [];
  const paid: string[] = [];
  const result = { outTradeNo: 'T1', payType: 2, number: 1, totalAmount: 299900, orderTime: 't' };
  testServer.use(
    http.post(VIP_PATHS.submit, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(200, '成功', result);
    }),
    http.get(CLOUD_ORDER_PATHS.payVipByBalance(':no'), ({ params }) => {
      paid.push(String(params.no));
      return envelope(200, '成功', null);
    }),
  );
  const body = { levelId: 3, levelDateNum: 1, balanceAmount: 299900 };
  const order = await client.store.dispatch(vipApi.endpoints.submitVip.initiate(body)).unwrap();
  await client.store.dispatch(vipApi.endpoints.payVipByBalance.initiate(order.outTradeNo)).unwrap();
  expect(bodies).toEqual([body]);
  expect(paid).toEqual(['T1']);
});

test('after a VIP payment the tokens are renewed and the new level is stored', async () => {
  saveSession(tokenPair('old', 1));
  const refresh = refreshHandler(tokenPair('new', 3));
  const details = {
    memberDto: { name: 'm', mobile: '13800000000', companyName: null, address: null },
    memberLevelInfo: {
      id: 4,
      description: '代理VIP',
      startTime: null,
      endTime: null,
      trial: false,
    },
  };
  testServer.use(
    refresh.handler,
    http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () => envelope(200, '成功', details)),
  );
  const level = await client.store.dispatch(vipApi.endpoints.refreshMembership.initiate()).unwrap();
  expect(refresh.calls).toEqual(['refresh-old']);
  expect(level).toBe(4);
  expect(readSession()).toMatchObject({ userToken: 'token-new', memberLevelId: 4 });
});
