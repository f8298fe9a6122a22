import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { CLASS_COUNT_PATH } from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { classCountsApi } from './class-counts-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

test('class counts are silent: a failure neither toasts nor shows the overlay', async () => {
  testServer.use(http.get(CLASS_COUNT_PATH, () => envelope(5000, '数据库不可用', null, 503)));
  const result = await client.store.dispatch(classCountsApi.endpoints.getClassCounts.initiate());
  expect(result.error).toMatchObject({ code: 5000, message: '数据库不可用' });
  expect(client.shell.toast.error).not.toHaveBeenCalled();
  expect(client.shell.loading.start).not.toHaveBeenCalled();
});
