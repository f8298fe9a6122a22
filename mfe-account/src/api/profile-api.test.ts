import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { accountMessages, PROFILE_PATHS } from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { profileApi } from './profile-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

/** Records method and JSON body of every call to `path`, answering `answer()`. */
function recorder(path: string, answer = () => envelope(200, '成功', null)) {
  const calls: { method: string; body: unknown }[] = [];
  const handler = http.all(path, async ({ request }) => {
    calls.push({ method: request.method, body: await request.json() });
    return answer();
  });
  return { handler, calls };
}

test('company name and address are PATCHed', async () => {
  const update = recorder(PROFILE_PATHS.updatePersonal);
  testServer.use(update.handler);
  const body = { companyName: '杭州恒泰', address: '文三路1号' };
  await client.store.dispatch(profileApi.endpoints.updatePersonal.initiate(body)).unwrap();
  expect(update.calls).toEqual([{ method: 'PATCH', body }]);
});

test('a wrong current password rejects with its message and no toast', async () => {
  const update = recorder(PROFILE_PATHS.updatePassword, () =>
    envelope(3001, accountMessages.wrongPassword, null, 400),
  );
  testServer.use(update.handler);
  const body = { password: 'old12345', newPassword: 'new12345', validationPassword: 'new12345' };
  const result = await client.store.dispatch(profileApi.endpoints.updatePassword.initiate(body));
  expect(result.error).toMatchObject({ code: 3001, message: accountMessages.wrongPassword });
  expect(update.calls).toEqual([{ method: 'PATCH', body }]);
  expect(client.shell.toast.error).not.toHaveBeenCalled();
  expect(client.shell.loading.start).not.toHaveBeenCalled();
});

test('the code for a new phone is POSTed with the phone', async () => {
  const send = recorder(PROFILE_PATHS.sendMobileCode);
  testServer.use(send.handler);
  await client.store.dispatch(profileApi.endpoints.sendMobileCode.initiate('13912345678')).unwrap();
  expect(send.calls).toEqual([{ method: 'POST', body: { mobile: '13912345678' } }]);
});

test('rebinding the phone PATCHes the whole form', async () => {
  const update = recorder(PROFILE_PATHS.updateMobile);
  testServer.use(update.handler);
  const body = {
    mobile: '13912345678',
    smsCode: '123456',
    password: 'old12345',
    newPassword: 'new12345',
    validationPassword: 'new12345',
  };
  await client.store.dispatch(profileApi.endpoints.updateMobile.initiate(body)).unwrap();
  expect(update.calls).toEqual([{ method: 'PATCH', body }]);
});
