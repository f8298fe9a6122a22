import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { accountMessages, CHILD_PATHS, type ChildPage } from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { childrenApi } from './children-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

const page = (total: number): ChildPage => ({
  pageNum: 1,
  pageSize: 8,
  total,
  list: [{ id: 7, name: 'sales01', status: '1' }],
});

test('the list posts its page; the count asks for one row and reads the total', async () => {
  const bodies: unknown[] = [];
  testServer.use(
    http.post(CHILD_PATHS.query, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(200, '成功', page(12));
    }),
  );
  const list = await client.store
    .dispatch(childrenApi.endpoints.childList.initiate({ pageNum: 2, pageSize: 17 }))
    .unwrap();
  expect(list.total).toBe(12);
  const count = await client.store.dispatch(childrenApi.endpoints.childCount.initiate()).unwrap();
  expect(count).toBe(12);
  expect(bodies).toEqual([
    { pageNum: 2, pageSize: 17 },
    { pageNum: 1, pageSize: 1 },
  ]);
});

test('the count is null on 4002 without calling the permission handler', async () => {
  testServer.use(
    http.post(CHILD_PATHS.query, () => envelope(4002, '请升级企业VIP或代理VIP获取权限！')),
  );
  const count = await client.store.dispatch(childrenApi.endpoints.childCount.initiate()).unwrap();
  expect(count).toBeNull();
  expect(client.shell.onPermissionDenied).not.toHaveBeenCalled();
});

test('the list on 4002 goes to the permission handler', async () => {
  testServer.use(
    http.post(CHILD_PATHS.query, () => envelope(4002, '请升级企业VIP或代理VIP获取权限！')),
  );
  const result = await client.store.dispatch(
    childrenApi.endpoints.childList.initiate({ pageNum: 1, pageSize: 8 }),
  );
  expect(result.error).toMatchObject({ code: 4002 });
  expect(client.shell.onPermissionDenied).toHaveBeenCalledWith('请升级企业VIP或代理VIP获取权限！');
});

test('rename sends ?userName=, status ?status=, remove a bare PATCH', async () => {
  const seen: string[] = [];
  const where = (request: Request) => {
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  };
  testServer.use(
    http.patch(CHILD_PATHS.rename(7), ({ request }) => {
      seen.push(where(request));
      return envelope(200, '成功');
    }),
    http.patch(CHILD_PATHS.status(7), ({ request }) => {
      seen.push(where(request));
      return envelope(200, '成功');
    }),
    http.patch(CHILD_PATHS.remove(7), ({ request }) => {
      seen.push(where(request));
      return envelope(200, '成功');
    }),
  );
  const { endpoints } = childrenApi;
  await client.store
    .dispatch(endpoints.renameChild.initiate({ id: 7, userName: 'buyer_2' }))
    .unwrap();
  await client.store.dispatch(endpoints.setChildStatus.initiate({ id: 7, status: '0' })).unwrap();
  await client.store.dispatch(endpoints.removeChild.initiate(7)).unwrap();
  expect(seen).toEqual([
    `PATCH ${CHILD_PATHS.rename(7)}?userName=buyer_2`,
    `PATCH ${CHILD_PATHS.status(7)}?status=0`,
    `PATCH ${CHILD_PATHS.remove(7)}`,
  ]);
});

test('a refused add rejects with the server message and no toast', async () => {
  testServer.use(
    http.post(CHILD_PATHS.add, () => envelope(3003, accountMessages.childNameTaken, null, 409)),
  );
  const result = await client.store.dispatch(
    childrenApi.endpoints.addChild.initiate({
      name: 'sales01',
      password: 'abc12345',
      validationPassword: 'abc12345',
    }),
  );
  expect(result.error).toMatchObject({ code: 3003, message: accountMessages.childNameTaken });
  expect(client.shell.toast.error).not.toHaveBeenCalled();
});

describe('the status switch', () => {
  const cachedStatus = () =>
    childrenApi.endpoints.childList.select({ pageNum: 1, pageSize: 8 })(client.store.getState())
      .data?.list[0]?.status;

  async function loadList() {
    testServer.use(http.post(CHILD_PATHS.query, () => envelope(200, '成功', page(1))));
    await client.store
      .dispatch(childrenApi.endpoints.childList.initiate({ pageNum: 1, pageSize: 8 }))
      .unwrap();
  }

  it('shows the new state at once and keeps it when the server agrees', async () => {
    await loadList();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    testServer.use(
      http.patch(CHILD_PATHS.status(7), async () => {
        await answered;
        return envelope(200, '成功');
      }),
    );
    const pending = client.store.dispatch(
      childrenApi.endpoints.setChildStatus.initiate({ id: 7, status: '0' }),
    );
    expect(cachedStatus()).toBe('0');
    release();
    await pending.unwrap();
    expect(cachedStatus()).toBe('0');
  });

  it('goes back to the old state when the server refuses', async () => {
    await loadList();
    testServer.use(
      http.patch(CHILD_PATHS.status(7), () => envelope(3002, '子账户不存在', null, 404)),
    );
    const result = await client.store.dispatch(
      childrenApi.endpoints.setChildStatus.initiate({ id: 7, status: '0' }),
    );
    expect(result.error).toMatchObject({ code: 3002 });
    expect(cachedStatus()).toBe('1');
  });
});
