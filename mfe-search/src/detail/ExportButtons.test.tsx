import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, ok, recordingPost } from 'shared-api/testing';
import { DETAIL_PATH, EXPORT_PATHS } from 'shared-api';
import { toast, type ToastMessage } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';
import { detailRow } from './detail-fixture';
import { renderDetail } from './render-detail';
import { NO_FILE_MESSAGE } from 'shared-api';

const fileAnswer = (bytes: string, filename: string | null) =>
  new HttpResponse(new Blob([bytes]), {
    headers: {
      'content-type': 'application/octet-stream',
      ...(filename && {
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
      }),
    },
  });

const detail = http.post(DETAIL_PATH, () => ok({ list: [detailRow()], total: 1 }));

/** Captures saved files: the blob URL made, the anchor's download name, and the bytes. */
function captureSaves() {
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, text: blobs.get(this.getAttribute('href')!)!.text() });
  });
  return { saved, restore: () => click.mockRestore() };
}

let view: ReturnType<typeof renderDetail> | undefined;
let saves: ReturnType<typeof captureSaves>;
beforeEach(() => {
  saves = captureSaves();
});
afterEach(() => {
  saves.restore();
  view?.restore();
});

describe('the detail page exports', () => {
  it('Word and PDF post the number and class of the mark and save the file', async () => {
    const word = recordingPost(EXPORT_PATHS.word, () => fileAnswer('docx', '恒泰_30000001.docx'));
    const pdf = recordingPost(EXPORT_PATHS.pdf, () => fileAnswer('pdf', '恒泰_30000001.pdf'));
    testServer.use(detail, word.handler, pdf.handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    await view.user.click(await screen.findByRole('button', { name: '导出Word' }));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: '导出PDF' }));
    await waitFor(() => expect(saves.saved).toHaveLength(2));

    const body = { code: '30000001', ncl: 9, needImage: true, pageno: 1, pagesize: 1 };
    expect(word.bodies).toEqual([body]);
    expect(pdf.bodies).toEqual([body]);
    expect(saves.saved.map((s) => s.name)).toEqual(['恒泰_30000001.docx', '恒泰_30000001.pdf']);
    expect(await saves.saved[0]!.text).toBe('docx');
  });

  it('Excel asks for a token with the one UID, then fetches the file with it', async () => {
    const query = recordingPost(EXPORT_PATHS.queryExcel, () => ok('token-1'));
    const excel = recordingPost(EXPORT_PATHS.excel, () => fileAnswer('xlsx', '商标查询结果.xlsx'));
    testServer.use(detail, query.handler, excel.handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    await view.user.click(await screen.findByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(saves.saved).toHaveLength(1));

    const body = { keyword: '30000001_9', needImage: true, pageno: 1, pagesize: 200 };
    expect(query.bodies).toEqual([body]);
    expect(excel.bodies).toEqual([{ ...body, uid: 'token-1' }]);
    expect(saves.saved[0]!.name).toBe('商标查询结果.xlsx');
  });

  it('a members-only refusal (4002) goes to the permission handler and saves nothing', async () => {
    const query = recordingPost(EXPORT_PATHS.queryExcel, () => envelope(4002, '请登录后导出'));
    const excel = recordingPost(EXPORT_PATHS.excel, () => fileAnswer('xlsx', 'x.xlsx'));
    testServer.use(detail, query.handler, excel.handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    await view.user.click(await screen.findByRole('button', { name: '导出Excel' }));
    await waitFor(() =>
      expect(view?.shell.onPermissionDenied).toHaveBeenCalledWith('请登录后导出'),
    );
    expect(excel.bodies).toEqual([]);
    expect(saves.saved).toEqual([]);
  });

  it('a file without a name is not saved: 暂时无法下载', async () => {
    const toasts: ToastMessage[] = [];
    const unsubscribe = toast.subscribe((message) => toasts.push(message));
    testServer.use(
      detail,
      http.post(EXPORT_PATHS.word, () => fileAnswer('docx', null)),
    );
    try {
      view = renderDetail('/search/tmd?detailId=30000001_9');
      await view.user.click(await screen.findByRole('button', { name: '导出Word' }));
      await waitFor(() =>
        expect(toasts).toContainEqual(
          expect.objectContaining({ kind: 'error', message: NO_FILE_MESSAGE }),
        ),
      );
      expect(saves.saved).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});
