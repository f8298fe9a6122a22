import { http, HttpResponse } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { DETAIL_PATH, EXPORT_PATHS, NOTICE_PICTURE_PATH } from 'shared-api';
import { envelope, recordingPost, setUpClient } from 'shared-api/testing';
import { detailApi } from './detail-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

test('the detail call sends the UID as keyword, with an image and a page of 5', async () => {
  const detail = recordingPost(DETAIL_PATH, () => envelope(200, '成功', { list: [], total: 0 }));
  testServer.use(detail.handler);
  await client.store.dispatch(detailApi.endpoints.markDetail.initiate('123_9')).unwrap();
  expect(detail.bodies).toEqual([{ keyword: '123_9', needImage: true, pageno: 1, pagesize: 5 }]);
});

test("a 'no match' answer (201, no data) is an empty detail", async () => {
  testServer.use(http.post(DETAIL_PATH, () => envelope(201, '未匹配到数据', null)));
  const result = await client.store
    .dispatch(detailApi.endpoints.markDetail.initiate('404_1'))
    .unwrap();
  expect(result).toEqual({ list: [], total: 0 });
});

test('the notice picture call answers the picture address', async () => {
  const picture = recordingPost(NOTICE_PICTURE_PATH, () =>
    envelope(200, '成功', '/shebiao/picture/gazette/1600/36/12'),
  );
  testServer.use(picture.handler);
  const address = await client.store
    .dispatch(
      detailApi.endpoints.noticePicture.initiate({ firstNo: 1600, page: 12, type: 'TMZCSQ' }),
    )
    .unwrap();
  expect(address).toBe('/shebiao/picture/gazette/1600/36/12');
  expect(picture.bodies).toEqual([{ firstNo: 1600, page: 12, type: 'TMZCSQ' }]);
});

test('Word and PDF exports post the number and class and give the file', async () => {
  const word = recordingPost(
    EXPORT_PATHS.word,
    () =>
      new HttpResponse(new Blob(['docx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('恒泰.docx')}`,
        },
      }),
  );
  const pdf = recordingPost(EXPORT_PATHS.pdf, () => envelope(4002, '请登录后导出'));
  testServer.use(word.handler, pdf.handler);
  const file = await client.store
    .dispatch(detailApi.endpoints.exportMarkWord.initiate({ code: '123', ncl: 9 }))
    .unwrap();
  expect(file).toMatchObject({ kind: 'file', filename: '恒泰.docx' });
  expect(await file.blob.text()).toBe('docx');
  expect(word.bodies).toEqual([{ code: '123', ncl: 9, needImage: true, pageno: 1, pagesize: 1 }]);

  const refused = await client.store.dispatch(
    detailApi.endpoints.exportMarkPdf.initiate({ code: '123', ncl: 9 }),
  );
  expect(refused).toMatchObject({ error: { code: 4002 } });
  expect(client.shell.onPermissionDenied).toHaveBeenCalledWith('请登录后导出');
});
