import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NOTICE_EXPORT_PATHS, noticeMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { noticeRow } from '../../notice-fixture';
import { noticeServer } from '../../notice-server';
import { renderScreen, testServer } from '../../test-utils';
import { NoticeResultScreen } from './NoticeResultScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => {
  view?.restore();
  jest.restoreAllMocks();
});

const at = '/noticeManage/noticeResult?monitorValue=30000123&type=5&id=7';

function renderResult(server = noticeServer(), address = at, level = 3) {
  testServer.use(...server.handlers);
  view = renderScreen(NoticeResultScreen, '/noticeManage/noticeResult', '公告定制结果', {
    at: address,
    level,
  });
  return { ...view, server };
}

const dataRows = async () =>
  within(await screen.findByRole('table', { name: '公告定制结果' }))
    .getAllByRole('row')
    .slice(1);

it('shows the latest 12 issues with counts and the newest issue with notices', async () => {
  const { server } = renderResult(
    noticeServer({
      notices: (issue) => [
        noticeRow({ issue, imageUrl: '/pictures/m.png' }),
        noticeRow({ issue, typeId: 12, type: '商标续展公告', page: 3, categary: 35 }),
      ],
    }),
  );
  const rows = await dataRows();
  expect(rows).toHaveLength(2);
  for (const text of [
    '恒泰',
    '30000123',
    '9',
    '杭州恒泰电子有限公司',
    '2018-05-02',
    '商标转让/移转公告',
    '1901',
    '2025-01-06',
  ]) {
    expect(rows[0]).toHaveTextContent(text);
  }
  expect(rows[1]).toHaveTextContent('商标续展公告');
  expect(within(rows[0]!).getByRole('link', { name: '恒泰' })).toHaveAttribute(
    'href',
    '/search/tmd?detailId=30000123_9',
  );
  expect(screen.getByText('30000123', { selector: 'strong' })).toBeInTheDocument();
  const buttons = within(screen.getByRole('group', { name: '期号' })).getAllByRole('button');
  expect(buttons).toHaveLength(12);
  expect(buttons[0]).toHaveTextContent('第1901期（3）');
  expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  expect(buttons.at(-1)).toHaveTextContent('第1890期');
  expect(server.named('facet')[0]?.path).toMatch(/notice\/monitorsFacet\/7$/);
  expect(server.named('queryMonitorsMaxIssue')[0]?.body).toEqual({
    monitorId: 7,
    pageNum: 1,
    pageSize: 10,
  });
});

it('shows another issue when its tab is pressed, and the issue the address names', async () => {
  const { server, user } = renderResult();
  await dataRows();
  await user.click(screen.getByRole('button', { name: '第1899期（2）' }));
  await waitFor(async () => expect((await dataRows())[0]).toHaveTextContent('1899'));
  expect(server.named('queryMonitors').at(-1)?.body).toEqual({
    monitorId: 7,
    issue: 1899,
    pageNum: 1,
    pageSize: 10,
  });
  view?.unmount();
  view?.restore();
  const again = renderResult(noticeServer(), `${at}&issue=1900`);
  await waitFor(async () => expect((await dataRows())[0]).toHaveTextContent('1900'));
  expect(again.server.named('queryMonitorsMaxIssue')).toHaveLength(0);
  expect(
    within(screen.getByRole('group', { name: '期号' })).getByRole('button', { pressed: true }),
  ).toHaveTextContent('第1900期');
});

it('opens the gazette page of a notice in the viewer and zooms it', async () => {
  const { user } = renderResult();
  const rows = await dataRows();
  await user.click(within(rows[0]!).getByRole('button', { name: '查看第1901期第12页公告原文' }));
  const viewer = within(
    await screen.findByRole('dialog', { name: '第1901期 商标转让/移转公告 第12页' }),
  );
  const page = viewer.getByRole('img', { name: '第1901期 商标转让/移转公告 第12页' });
  expect(page).toHaveAttribute('src', '/shebiao/picture/gazette/1901/5/12');
  expect(page).toHaveStyle({ width: '100%' });
  await user.click(viewer.getByRole('button', { name: '放大' }));
  expect(page).toHaveStyle({ width: '125%' });
  expect(viewer.getByText('125%')).toBeInTheDocument();
  await user.click(viewer.getByRole('button', { name: '还原' }));
  expect(page).toHaveStyle({ width: '100%' });
  expect(viewer.getByRole('link', { name: '新窗口打开' })).toHaveAttribute(
    'href',
    '/shebiao/picture/gazette/1901/5/12',
  );
});

describe('export by issue range', () => {
  it('checks the range before calling, then saves the workbook under its name', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { server, user } = renderResult();
    await dataRows();
    const exportButton = screen.getByRole('button', { name: '导出' });
    await user.click(exportButton);
    expect(await screen.findByText(noticeMessages.issueRequired)).toBeInTheDocument();
    const from = screen.getByRole('combobox', { name: '开始期号' });
    // only the latest 12 issues are offered
    expect(within(from).queryByRole('option', { name: '1889' })).not.toBeInTheDocument();
    await user.selectOptions(from, '1895');
    await user.selectOptions(screen.getByRole('combobox', { name: '结束期号' }), '1901');
    await user.click(exportButton);
    expect(await screen.findByText(noticeMessages.tooManyIssues)).toBeInTheDocument();
    expect(server.named('exportMark')).toHaveLength(0);
    await user.selectOptions(from, '1899');
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.named('exportMark')[0]?.body).toEqual({
      monitorId: 7,
      startIssue: 1899,
      stopIssue: 1901,
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('公告定制结果.xlsx');
  });

  it('says 暂时无法下载 when the answer names no file', async () => {
    const { user } = renderResult();
    // after the stand-in's own handlers, so this answer comes first
    testServer.use(
      http.post(
        NOTICE_EXPORT_PATHS.noticeMark,
        () =>
          new HttpResponse(new Blob(['xlsx']), {
            headers: { 'Content-Type': 'application/octet-stream' },
          }),
      ),
    );
    await dataRows();
    await user.selectOptions(screen.getByRole('combobox', { name: '开始期号' }), '1901');
    await user.selectOptions(screen.getByRole('combobox', { name: '结束期号' }), '1901');
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText(noticeMessages.noDownload)).toBeInTheDocument();
  });
});

it('says 该商标已过期 and disables the export for an expired number', async () => {
  renderResult(noticeServer({ answers: { facet: () => envelope(3001, noticeMessages.expired) } }));
  expect(await screen.findByText(noticeMessages.expired, { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows the locked sample below enterprise VIP, without asking', async () => {
  const { server } = renderResult(noticeServer(), at, 1);
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    '请升级企业VIP或代理VIP获取权限！',
  );
  expect(server.calls).toEqual([]);
});
