import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { GOODS_CLASS_BASE, GRAPHIC_ELEMENT_BASE } from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { classificationApi } from './classification-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

/** Records the query strings a GET handler saw and answers with `data`. */
function recordingGet(path: string, data: unknown) {
  const seen: string[] = [];
  const handler = http.get(path, ({ request }) => {
    seen.push(new URL(request.url).search);
    return envelope(200, '成功', data);
  });
  return { handler, seen };
}

test('the tree levels send the parent code as ?code=', async () => {
  const groups = recordingGet(`${GOODS_CLASS_BASE}/getLevel2`, []);
  const sections = recordingGet(`${GRAPHIC_ELEMENT_BASE}/getLevel3`, []);
  testServer.use(groups.handler, sections.handler);
  const { dispatch } = client.store;
  await dispatch(classificationApi.endpoints.goodsGroups.initiate('01')).unwrap();
  await dispatch(classificationApi.endpoints.graphicSections.initiate('01.01')).unwrap();
  expect(groups.seen).toEqual(['?code=01']);
  expect(sections.seen).toEqual(['?code=01.01']);
});

test('name searches send the text as ?name=, encoded', async () => {
  const search = recordingGet(`${GOODS_CLASS_BASE}/searchLevel3Name`, []);
  testServer.use(search.handler);
  await client.store.dispatch(classificationApi.endpoints.searchGoods.initiate('氨 水&')).unwrap();
  expect(decodeURIComponent(search.seen[0]!.replace(/\+/g, ' '))).toBe('?name=氨 水&');
});
