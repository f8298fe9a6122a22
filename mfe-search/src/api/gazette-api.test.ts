import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { GAZETTE_PATHS } from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { gazetteApi } from './gazette-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

test('the latest issue is a GET without parameters', async () => {
  const data = { latest: { issue: 1990, date: '2026-10-27' }, issues: [] };
  testServer.use(http.get(GAZETTE_PATHS.maxIssue, () => envelope(200, '成功', data)));
  const answer = await client.store
    .dispatch(gazetteApi.endpoints.maxNoticeIssue.initiate())
    .unwrap();
  expect(answer).toEqual(data);
});

test("an issue's types send the issue as ?issue=", async () => {
  const seen: string[] = [];
  testServer.use(
    http.get(GAZETTE_PATHS.types, ({ request }) => {
      seen.push(new URL(request.url).search);
      return envelope(200, '成功', []);
    }),
  );
  await client.store.dispatch(gazetteApi.endpoints.noticeTypes.initiate(1990)).unwrap();
  expect(seen).toEqual(['?issue=1990']);
});

test('the notice search posts its body; no data reads as an empty page', async () => {
  const bodies: unknown[] = [];
  testServer.use(
    http.post(GAZETTE_PATHS.search, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(201, '未匹配到数据', null);
    }),
  );
  const body = { pageNum: 2, pageSize: 10, firstNo: 1990, typeName: '36', mark: '恒泰' };
  const answer = await client.store
    .dispatch(gazetteApi.endpoints.searchNotices.initiate(body))
    .unwrap();
  expect(answer).toEqual({ total: 0, list: [] });
  expect(bodies).toEqual([body]);
});
