import { screen, waitFor, within } from '@testing-library/react';
import { noticeMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { noticeRow, subject } from '../../notice-fixture';
import { noticeServer } from '../../notice-server';
import { renderScreen, testServer } from '../../test-utils';
import { AnnouncementScreen } from './AnnouncementScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => {
  view?.restore();
  jest.restoreAllMocks();
});

const holder = subject({ id: 1, monitorValue: '杭州恒泰电子有限公司', isDefault: 0 });
const agency = subject({
  id: 2,
  monitorValue: '北京知信知识产权代理有限公司',
  monitorType: 4,
  isDefault: 1,
});

/** Each subject's notices name it, so a switch shows in the rows. */
const notices = (issue: number, subjectId?: number) => [
  noticeRow({ issue, applicant: subjectId === 2 ? '代理客户甲' : '杭州恒泰电子有限公司' }),
];

function renderAnnouncement(
  server = noticeServer({ subjects: [holder, agency], notices }),
  level = 3,
) {
  testServer.use(...server.handlers);
  view = renderScreen(AnnouncementScreen, '/announcement', '公告监测', { level });
  return { ...view, server };
}

const dataRows = async () =>
  within(await screen.findByRole('table', { name: '公告监测' }))
    .getAllByRole('row')
    .slice(1);

it('opens on the default subject, with its issues and the newest notices', async () => {
  const { server } = renderAnnouncement();
  const rows = await dataRows();
  expect(rows[0]).toHaveTextContent('代理客户甲');
  const picker = screen.getByRole('combobox', { name: '主体' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    '北京知信知识产权代理有限公司（代理机构）（默认）',
    '杭州恒泰电子有限公司（商标申请人）',
  ]);
  expect(picker).toHaveValue('2');
  expect(server.named('subjects')[0]?.body).toEqual({ pageNum: 1, pageSize: 100 });
  expect(server.named('subjectFacet')[0]?.path).toMatch(/record\/monitorsFacet\/2$/);
  expect(server.named('subjectNotices')[0]?.body).toEqual({
    customRecordId: 2,
    pageNum: 1,
    pageSize: 10,
  });
  const buttons = within(screen.getByRole('group', { name: '期号' })).getAllByRole('button');
  expect(buttons).toHaveLength(12);
  expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
});

it('switches the subject, back to its newest issue', async () => {
  const { server, user } = renderAnnouncement();
  await dataRows();
  await user.click(screen.getByRole('button', { name: '第1900期（1）' }));
  await waitFor(() =>
    expect(server.named('subjectNotices').at(-1)?.body).toMatchObject({ issue: 1900 }),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: '主体' }), '1');
  await waitFor(async () =>
    expect((await dataRows())[0]).toHaveTextContent('杭州恒泰电子有限公司'),
  );
  expect(server.named('subjectFacet').at(-1)?.path).toMatch(/record\/monitorsFacet\/1$/);
  expect(server.named('subjectNotices').at(-1)?.body).toEqual({
    customRecordId: 1,
    pageNum: 1,
    pageSize: 10,
  });
});

it('filters by announcement type, number and mark name, sending only what is filled', async () => {
  const { server, user } = renderAnnouncement();
  await dataRows();
  const type = screen.getByRole('combobox', { name: '公告类型' });
  // the 28 types of the spec and 'every type'
  expect(within(type).getAllByRole('option')).toHaveLength(29);
  await user.selectOptions(type, '商标转让/移转公告');
  await user.type(screen.getByRole('textbox', { name: '商标名称' }), ' 恒泰 ');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    expect(server.named('subjectNotices').at(-1)?.body).toEqual({
      customRecordId: 2,
      cid: 5,
      applicants: '恒泰',
      pageNum: 1,
      pageSize: 10,
    }),
  );
  await user.type(screen.getByRole('textbox', { name: '注册号' }), '30000123');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    expect(server.named('subjectNotices').at(-1)?.body).toMatchObject({ regcode: '30000123' }),
  );
  await user.click(screen.getByRole('button', { name: '重置' }));
  expect(type).toHaveValue('');
  expect(screen.getByRole('textbox', { name: '注册号' })).toHaveValue('');
  // the unfiltered list again (answered from the cache: it was the first one asked)
  await waitFor(async () => expect(await dataRows()).toHaveLength(1));
});

it('exports the subject notices of 1–3 issues with the filters applied', async () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { server, user } = renderAnnouncement();
  await dataRows();
  await user.selectOptions(screen.getByRole('combobox', { name: '公告类型' }), '商标续展公告');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await user.selectOptions(screen.getByRole('combobox', { name: '开始期号' }), '1896');
  await user.selectOptions(screen.getByRole('combobox', { name: '结束期号' }), '1899');
  await user.click(screen.getByRole('button', { name: '导出' }));
  expect(await screen.findByText(noticeMessages.tooManyIssues)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: '开始期号' }), '1897');
  await user.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(server.named('exportSubject')[0]?.body).toEqual({
    customRecordId: 2,
    cid: 12,
    startIssue: 1897,
    stopIssue: 1899,
  });
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('公告监测.xlsx');
});

it('without subjects shows the sample row, 无监测标，请添加商标 and the way to /bodyManage', async () => {
  const { server } = renderAnnouncement(noticeServer({ subjects: [] }));
  expect(await screen.findByText(noticeMessages.noMarks)).toBeInTheDocument();
  expect(document.querySelector('[data-sample-row]')).not.toBeNull();
  expect(screen.getByRole('link', { name: '添加主体' })).toHaveAttribute('href', '/bodyManage');
  expect(server.named('subjectNotices')).toHaveLength(0);
});

it('disables the search of a subject without notices in the latest issues', async () => {
  const empty = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(1901 - i), 0]));
  renderAnnouncement(noticeServer({ subjects: [holder], facet: empty, notices: () => [] }));
  await waitFor(() => expect(screen.getByRole('button', { name: '查询' })).toBeDisabled());
  expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
});

it('locks the screen below enterprise VIP without asking, and on 4002', async () => {
  const { server } = renderAnnouncement(noticeServer({ subjects: [holder] }), 2);
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    '请升级企业VIP或代理VIP获取权限！',
  );
  expect(server.calls).toEqual([]);
  view?.unmount();
  view?.restore();
  renderAnnouncement(
    noticeServer({
      subjects: [holder],
      answers: {
        subjectNotices: () => envelope(4002, '请升级企业VIP或代理VIP获取权限！', null, 403),
      },
    }),
  );
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toBeInTheDocument();
});
