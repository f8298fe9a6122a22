import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  DETAIL_PATH,
  NEEDS_ENTERPRISE_VIP,
  RECORD_PATHS,
  archiveMessages,
  type FavouriteInput,
} from 'shared-api';
import {
  envelope,
  logIn,
  markRow,
  mockShellServices,
  ok,
  recordingPost,
  searchResult,
} from 'shared-api/testing';
import { toast, type ToastMessage } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';
import { detailRow } from '../detail/detail-fixture';
import { renderDetail } from '../detail/render-detail';
import { searchUi } from '../search/messages';
import { currentUrl, renderSearchPage, searchHandler } from '../search/test-utils';
import { favouriteWords } from './favourite-words';

const rows = [
  markRow({
    UID: '20000001_9',
    TM_CODE: '20000001',
    TM_NCL: 9,
    TM_NAME: '甲',
    TM_HOLDER_CN: '甲公司',
    TM_PROXY: null,
    TM_APP_DATE: '2019-05-01',
    TM_STATUS: 2,
  }),
  markRow({ UID: '20000002_35', TM_CODE: '20000002', TM_NCL: 35, TM_NAME: '乙' }),
  markRow({ UID: '20000003_9', TM_CODE: '20000003', TM_NCL: 9, TM_NAME: '丙' }),
];

let toasts: ToastMessage[];
let unsubscribe: () => void;
let shell: ReturnType<typeof mockShellServices>;
beforeEach(() => {
  toasts = [];
  unsubscribe = toast.subscribe((message) => toasts.push(message));
  shell = mockShellServices();
});
afterEach(() => {
  unsubscribe();
  shell.restore();
  jest.restoreAllMocks();
});

const told = (kind: ToastMessage['kind'], message: string) =>
  waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind, message })));

async function openResults() {
  const search = searchHandler(0, () => searchResult(rows, rows.length));
  testServer.use(search.handler);
  const view = renderSearchPage('/search/searchinfo?searchtype=0&key=abc');
  await screen.findByText(searchUi.total(rows.length));
  return view;
}

const rowButton = (name: string) =>
  within(screen.getByRole('table')).getByRole('button', { name: favouriteWords.collectMark(name) });

describe('收藏 on the search results', () => {
  it('a row’s 收藏 sends that mark and says 收藏成功', async () => {
    logIn(3);
    const collect = recordingPost(RECORD_PATHS.collectRecord, () => ok(null));
    testServer.use(collect.handler);
    const { user } = await openResults();
    await user.click(rowButton('甲'));
    await told('success', archiveMessages.collected);
    expect(collect.bodies).toEqual([
      {
        code: '20000001',
        categary: 9,
        mark: '甲',
        accn: '甲公司',
        markDate: '2019-05-01',
        status: 2,
      } satisfies FavouriteInput,
    ]);
  });

  it('a 200 saying 该商标已被收藏 (as message or as data) shows 已被收藏, never 收藏失败', async () => {
    logIn(3);
    const answers = [
      () => envelope(200, archiveMessages.alreadyCollected, null),
      () => envelope(200, '成功', archiveMessages.alreadyCollected),
      // a server refusing the duplicate instead (409) is read the same way
      () => envelope(409, archiveMessages.alreadyCollected, null, 409),
    ];
    let call = 0;
    testServer.use(http.post(RECORD_PATHS.collectRecord, () => answers[call++]!()));
    const { user } = await openResults();
    for (const _ of answers) {
      await user.click(rowButton('乙'));
      await waitFor(() =>
        expect(
          toasts.filter((t) => t.message === archiveMessages.alreadyCollectedShort),
        ).toHaveLength(call),
      );
    }
    expect(toasts.map((t) => t.message)).not.toContain(archiveMessages.collected);
    expect(toasts.map((t) => t.message)).not.toContain(archiveMessages.collectFailed);
  });

  it('批量收藏 sends the ticked rows in one call', async () => {
    logIn(4);
    const batch = recordingPost(RECORD_PATHS.collectRecordBatch, () =>
      ok({ added: 2, alreadyCollected: 0 }),
    );
    testServer.use(batch.handler);
    const { user } = await openResults();
    const table = screen.getByRole('table');
    await user.click(within(table).getAllByRole('checkbox')[1]!);
    await user.click(within(table).getAllByRole('checkbox')[3]!);
    await user.click(screen.getByRole('button', { name: favouriteWords.collectTicked }));
    await told('success', archiveMessages.collected);
    expect(batch.bodies).toHaveLength(1);
    expect((batch.bodies[0] as FavouriteInput[]).map((m) => [m.code, m.categary, m.mark])).toEqual([
      ['20000001', 9, '甲'],
      ['20000003', 9, '丙'],
    ]);
  });

  it('批量收藏 of marks all kept already shows 已被收藏; nothing ticked asks for ticks', async () => {
    logIn(3);
    const batch = recordingPost(RECORD_PATHS.collectRecordBatch, () =>
      ok({ added: 0, alreadyCollected: 1 }),
    );
    testServer.use(batch.handler);
    const { user } = await openResults();
    await user.click(screen.getByRole('button', { name: favouriteWords.collectTicked }));
    await told('error', favouriteWords.nothingTicked);
    expect(batch.bodies).toEqual([]);
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[2]!);
    await user.click(screen.getByRole('button', { name: favouriteWords.collectTicked }));
    await told('info', archiveMessages.alreadyCollectedShort);
  });

  it('a visitor is sent to login and nothing is sent', async () => {
    // the test's router has no /login route: React Router's 404 warnings are expected here
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const collect = recordingPost(RECORD_PATHS.collectRecord, () => ok(null));
    testServer.use(collect.handler);
    const { user, router } = await openResults();
    await user.click(rowButton('甲'));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/login?redirect=${encodeURIComponent('/search/searchinfo?searchtype=0&key=abc').replace(/%2F/g, '/')}`,
      ),
    );
    expect(collect.bodies).toEqual([]);
  });

  it('below enterprise VIP: the server’s 4002 goes to the permission handler, no 收藏失败', async () => {
    logIn(2);
    testServer.use(
      http.post(RECORD_PATHS.collectRecord, () => envelope(4002, NEEDS_ENTERPRISE_VIP, null, 403)),
    );
    const { user } = await openResults();
    await user.click(rowButton('甲'));
    await waitFor(() =>
      expect(shell.shell.onPermissionDenied).toHaveBeenCalledWith(NEEDS_ENTERPRISE_VIP),
    );
    expect(toasts.map((t) => t.message)).not.toContain(archiveMessages.collectFailed);
  });

  it('any other failure says 收藏失败, once', async () => {
    logIn(3);
    testServer.use(
      http.post(RECORD_PATHS.collectRecord, () =>
        envelope(3001, archiveMessages.markNotFound, null, 400),
      ),
      http.post(RECORD_PATHS.collectRecordBatch, () => HttpResponse.error()),
    );
    const { user } = await openResults();
    await user.click(rowButton('甲'));
    await told('error', archiveMessages.collectFailed);
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]!);
    await user.click(screen.getByRole('button', { name: favouriteWords.collectTicked }));
    await waitFor(() =>
      expect(toasts.filter((t) => t.message === archiveMessages.collectFailed)).toHaveLength(2),
    );
    // the call is silent: the base query toasts nothing of its own on top
    expect(shell.shell.toast.error).not.toHaveBeenCalled();
  });
});

describe('收藏 on the detail page', () => {
  const detail = http.post(DETAIL_PATH, () => ok({ list: [detailRow()], total: 1 }));
  let view: ReturnType<typeof renderDetail> | undefined;
  afterEach(() => view?.restore());

  it('sends the mark shown and says 收藏成功', async () => {
    logIn(3);
    const collect = recordingPost(RECORD_PATHS.collectRecord, () => ok(null));
    testServer.use(detail, collect.handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    await view.user.click(await screen.findByRole('button', { name: '收藏 恒泰' }));
    await told('success', archiveMessages.collected);
    expect(collect.bodies).toEqual([
      {
        code: '30000001',
        categary: 9,
        mark: '恒泰',
        accn: '浙江恒泰电子有限公司',
        proxy: '杭州天成知识产权代理有限公司',
        markDate: '2012-03-01',
        status: 2,
      },
    ]);
  });

  it('a mark kept already shows 已被收藏', async () => {
    logIn(3);
    testServer.use(
      detail,
      http.post(RECORD_PATHS.collectRecord, () => envelope(200, archiveMessages.alreadyCollected)),
    );
    view = renderDetail('/search/tmd?detailId=30000001_9');
    await view.user.click(await screen.findByRole('button', { name: '收藏 恒泰' }));
    await told('info', archiveMessages.alreadyCollectedShort);
  });
});
