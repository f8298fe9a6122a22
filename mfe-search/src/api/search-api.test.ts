import { http, HttpResponse } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import {
  APPLICANT_SUGGEST_PATH,
  EXPORT_PATHS,
  SEARCH_PATHS,
  type SearchResult,
  UPLOAD_IMAGE_PATH,
} from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { EMPTY_SEARCH_RESULT, searchApi } from './search-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

const RESULT: SearchResult = {
  list: [],
  total: 3,
  filter: [{ '9': 2, '35': 1 }],
};

test('each mode posts the query to its own path', async () => {
  const seen: Array<{ path: string; body: unknown }> = [];
  testServer.use(
    http.post(SEARCH_PATHS[4], async ({ request }) => {
      seen.push({ path: new URL(request.url).pathname, body: await request.json() });
      return envelope(200, '成功', RESULT);
    }),
  );
  const query = { keyword: '华为', getfilter: true, pageno: 1, pagesize: 20 };
  const data = await client.store
    .dispatch(searchApi.endpoints.searchMarks.initiate({ mode: 4, query }))
    .unwrap();
  expect(data).toEqual(RESULT);
  expect(seen).toEqual([{ path: SEARCH_PATHS[4], body: query }]);
});

test('code 201 (no match) is an empty result, not an error', async () => {
  testServer.use(http.post(SEARCH_PATHS[0], () => envelope(201, '未匹配到数据', null)));
  const data = await client.store
    .dispatch(searchApi.endpoints.searchMarks.initiate({ mode: 0, query: { keyword: 'x' } }))
    .unwrap();
  expect(data).toEqual(EMPTY_SEARCH_RESULT);
  expect(client.shell.toast.error).not.toHaveBeenCalled();
});

test('applicant suggestions send {keyword, type: 1} silently and return the names', async () => {
  let body: unknown;
  testServer.use(
    http.post(APPLICANT_SUGGEST_PATH, async ({ request }) => {
      body = await request.json();
      return envelope(200, '成功', { proxy: ['华为技术有限公司', '华为终端有限公司'] });
    }),
  );
  const names = await client.store
    .dispatch(searchApi.endpoints.applicantSuggestions.initiate('华为'))
    .unwrap();
  expect(body).toEqual({ keyword: '华为', type: 1 });
  expect(names).toEqual(['华为技术有限公司', '华为终端有限公司']);
  expect(client.shell.loading.start).not.toHaveBeenCalled();
});

test('the image upload is multipart with type 2 and the file as imgFile', async () => {
  let fields: Record<string, unknown> = {};
  testServer.use(
    http.post(UPLOAD_IMAGE_PATH, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('imgFile') as File;
      fields = { type: form.get('type'), name: file.name, size: file.size, mime: file.type };
      return envelope(200, '上传成功', { absolutePath: '/shebiao/picture/upload/abc', name: 'a' });
    }),
  );
  const image = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
  const result = await client.store
    .dispatch(searchApi.endpoints.uploadSearchImage.initiate({ image, fileName: 'logo.jpg' }))
    .unwrap();
  expect(result.absolutePath).toBe('/shebiao/picture/upload/abc');
  expect(fields).toEqual({ type: '2', name: 'logo.jpg', size: 10, mime: 'image/jpeg' });
});

describe('Excel export', () => {
  it('asks for a token, then fetches the file with it', async () => {
    const bodies: unknown[] = [];
    testServer.use(
      http.post(EXPORT_PATHS.queryExcel, async ({ request }) => {
        bodies.push(await request.json());
        return envelope(200, '成功', 'token-1');
      }),
      http.post(EXPORT_PATHS.excel, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('商标.xlsx')}`,
          },
        });
      }),
    );
    const file = await client.store
      .dispatch(searchApi.endpoints.exportExcelByUids.initiate(['1_9', '2_35']))
      .unwrap();
    const body = { keyword: '1_9,2_35', needImage: true, pageno: 1, pagesize: 200 };
    expect(bodies).toEqual([body, { ...body, uid: 'token-1' }]);
    expect(file.filename).toBe('商标.xlsx');
    expect(file.blob.size).toBe(3);
  });

  it('a 4002 refusal of the token step calls the permission handler and fetches no file', async () => {
    let fileCalls = 0;
    testServer.use(
      http.post(EXPORT_PATHS.queryExcel, () => envelope(4002, '请登录后再导出')),
      http.post(EXPORT_PATHS.excel, () => {
        fileCalls += 1;
        return new HttpResponse('x');
      }),
    );
    const result = await client.store.dispatch(
      searchApi.endpoints.exportExcelByUids.initiate(['1_9']),
    );
    expect(result.error).toMatchObject({ code: 4002 });
    expect(client.shell.onPermissionDenied).toHaveBeenCalledWith('请登录后再导出');
    expect(fileCalls).toBe(0);
  });
});
