import { http, HttpResponse } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { CLIENT_MARKER_HEADER, CLIENT_MARKER_VALUE, LOADING_FLAG_HEADER } from '../contract/public';
import { saveSession } from './session';
import { envelope, probeApi, setUpClient, tokenPair } from '../testing';

const URL_X = '/shebiao/cloud-portal/x';
let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

describe('requests', () => {
  it('sends the marker, loading flag, accept and bearer headers, with cookies', async () => {
    saveSession(tokenPair('a'));
    let seen: Request | undefined;
    testServer.use(
      http.post(URL_X, ({ request }) => {
        seen = request;
        return envelope(200, 'ok', 1);
      }),
    );
    await client.call({ url: URL_X, method: 'POST', body: { a: 1 } });
    expect(seen?.headers.get(CLIENT_MARKER_HEADER)).toBe(CLIENT_MARKER_VALUE);
    expect(seen?.headers.get(LOADING_FLAG_HEADER)).toBe('1');
    expect(seen?.headers.get('accept')).toBe('*/*');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('authorization')).toBe('Bearer token-a');
    expect(seen?.credentials).toBe('include');
    expect(client.shell.loading.start).toHaveBeenCalledTimes(1);
    expect(client.shell.loading.stop).toHaveBeenCalledTimes(1);
  });

  it('sends no bearer without a stored token, and loading flag 0 when silent', async () => {
    let seen: Request | undefined;
    testServer.use(
      http.get(URL_X, ({ request }) => {
        seen = request;
        return envelope(200, 'ok');
      }),
    );
    await client.store.dispatch(probeApi.endpoints.silentCall.initiate(URL_X));
    expect(seen?.headers.has('authorization')).toBe(false);
    expect(seen?.headers.get(LOADING_FLAG_HEADER)).toBe('0');
    expect(client.shell.loading.start).not.toHaveBeenCalled();
  });
});

describe('unwrapping the envelope', () => {
  it.each([200, '200'])('code %p returns data', async (code) => {
    testServer.use(http.get(URL_X, () => envelope(code, 'ok', { list: [1] })));
    expect(await client.call(URL_X)).toEqual({ data: { data: { list: [1] }, code: 200 } });
  });

  it('code 201 (no match) is data, marked in meta.code', async () => {
    testServer.use(http.get(URL_X, () => envelope(201, '未匹配到数据')));
    expect(await client.call(URL_X)).toEqual({ data: { data: null, code: 201 } });
    expect(client.shell.toast.error).not.toHaveBeenCalled();
  });

  it('passes a download through with its filename', async () => {
    testServer.use(
      http.post(
        URL_X,
        () =>
          new HttpResponse('a,b\n1,2', {
            headers: {
              'content-type': 'application/vnd.ms-excel',
              'content-disposition': `attachment; filename=${encodeURIComponent('申请数据.xls')}`,
            },
          }),
      ),
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await client.store.dispatch(probeApi.endpoints.download.initiate(URL_X));
    const file = result.data as { kind: string; blob: Blob; filename: string };
    expect(file.kind).toBe('file');
    expect(file.filename).toBe('申请数据.xls');
    expect(await file.blob.text()).toBe('a,b\n1,2');
    // The blob in the cache is allowed: no serializability warning.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
