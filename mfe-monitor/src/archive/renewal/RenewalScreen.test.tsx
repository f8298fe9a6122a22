import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { NEEDS_ENTERPRISE_VIP, NO_FILE_MESSAGE, archiveMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { renewalRecord, subject } from '../../archive-fixture';
import { archiveServer, type ArchiveServerOptions } from '../../archive-server';
import { renderScreen, testServer } from '../../test-utils';
import { daysFromToday } from '../../watch-fixture';
import { RenewalScreen } from './RenewalScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => {
  view?.unmount();
  view?.restore();
  jest.restoreAllMocks();
});

const holder = subject({
  id: 21,
  monitorValue: '杭州恒泰电子有限公司',
  isDefault: 1,
  monitorNum: 5,
});
const agency = subject({ id: 22, monitorValue: '杭州知识产权代理有限公司', monitorType: 4 });

// one mark in each state, and one more in the renewal window
const marks = () => [
  renewalRecord(daysFromToday(800), { TM_NAME: '未到' }),
  renewalRecord(daysFromToday(73), { TM_NAME: '续展甲' }),
  renewalRecord(daysFromToday(200), { TM_NAME: '续展乙' }),
  renewalRecord(daysFromToday(-30), { TM_NAME: '宽展中' }),
  renewalRecord(daysFromToday(-400), { TM_NAME: '已过' }),
];

function renderRenewal(options: ArchiveServerOptions = {}, level = 3) {
  const server = archiveServer({ subjects: [holder, agency], renewals: marks(), ...options });
  testServer.use(...server.handlers);
  view = renderScreen(RenewalScreen, '/renewal', '续展管理', { level });
  return { server, user: view.user, shell: view.shell };
}

const rowNamed = async (name: string) => {
  const table = await screen.findByRole('table', { name: '续展商标' });
  return within(await within(table).findByRole('row', { name: new RegExp(name) }));
};

it('shows the subject banner, the calendar slot, the state tabs with counts and every mark', async () => {
  const { server } = renderRenewal();
  const banner = within(await screen.findByRole('region', { name: '当前主体' }));
  expect(await banner.findByRole('heading', { name: '杭州恒泰电子有限公司' })).toBeInTheDocument();
  expect(banner.getByText(/商标申请人 · 商标数量：5件/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '日历订阅' })).toBeInTheDocument();
  const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
  await waitFor(() =>
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部（5）',
      '未到续展期（1）',
      '续展期（2）',
      '宽展期（1）',
      '已过宽展期（1）',
    ]),
  );
  expect(tabs).toHaveLength(5);
  expect(server.named('queryRecordXZ')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });
});

it('shows the days left in words and as a ring: days/365 to renew, days/180 of grace', async () => {
  renderRenewal();
  const renewing = await rowNamed('续展甲');
  expect(renewing.getByTestId('remaining-days')).toHaveTextContent('续展剩余73天');
  expect(renewing.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  const grace = await rowNamed('宽展中');
  const graceDays = Number(
    /宽展剩余(\d+)天/.exec(grace.getByTestId('remaining-days').textContent ?? '')?.[1],
  );
  expect(graceDays).toBeGreaterThan(140);
  expect(grace.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((graceDays / 180) * 100)),
  );
  expect(grace.getByRole('progressbar')).toHaveAttribute('data-tone', 'grace');
  const overdue = await rowNamed('已过');
  expect(overdue.getByTestId('remaining-days')).toHaveTextContent(/^宽展期已过\d+天$/);
  expect(overdue.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
});

it('filters by state: the grace period sends tmXZSTATUS 2 from page 1', async () => {
  const { server, user } = renderRenewal();
  await rowNamed('未到');
  await user.click(await screen.findByRole('tab', { name: /^宽展期/ }));
  await waitFor(() => expect(server.named('queryRecordXZ')).toHaveLength(2));
  expect(server.named('queryRecordXZ')[1]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    tmXZSTATUS: 2,
  });
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: '续展商标' })).getAllByRole('row'),
    ).toHaveLength(2),
  );
  expect(await rowNamed('宽展中')).toBeTruthy();
});

it('searches by number or name with searchRecordXZ, sending only what was typed', async () => {
  const { server, user } = renderRenewal();
  await rowNamed('未到');
  await user.type(screen.getByRole('textbox', { name: '商标名称' }), ' 续展 ');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(server.named('searchRecordXZ')).toHaveLength(1));
  expect(server.named('searchRecordXZ')[0]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    tmName: '续展',
  });
});

it("shows another subject's renewals when chosen in the banner", async () => {
  const { server, user } = renderRenewal();
  await rowNamed('未到');
  await user.selectOptions(screen.getByRole('combobox', { name: '选择主体' }), '22');
  await waitFor(() =>
    expect(server.named('queryRecordXZ').at(-1)?.body).toEqual({
      pageNum: 1,
      pageSize: 10,
      customRecordId: 22,
    }),
  );
  expect(
    await screen.findByRole('heading', { name: '杭州知识产权代理有限公司' }),
  ).toBeInTheDocument();
});

it('opens the add-subject dialog from the banner', async () => {
  const { user } = renderRenewal();
  await rowNamed('未到');
  await user.click(screen.getByRole('button', { name: '添加主体' }));
  const dialog = within(await screen.findByRole('dialog', { name: '添加主体' }));
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(dialog.getByText(archiveMessages.nameRequired)).toBeInTheDocument();
});

it('exports the list as filtered under the file name the server gives', async () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { server, user } = renderRenewal();
  await rowNamed('未到');
  await user.click(await screen.findByRole('tab', { name: /^续展期/ }));
  await waitFor(() => expect(server.named('queryRecordXZ')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('续展商标.xlsx');
  expect(server.named('exportXZ')[0]?.body).toEqual({ tmXZSTATUS: 1 });
});

it('says 暂时无法下载 when the export names no file', async () => {
  const { user } = renderRenewal({
    answers: {
      exportXZ: () =>
        new HttpResponse(new Blob(['x']), {
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
    },
  });
  await rowNamed('未到');
  await user.click(screen.getByRole('button', { name: '导出' }));
  expect(await screen.findByText(NO_FILE_MESSAGE)).toBeInTheDocument();
});

it('shows the banner with the add button to a member without subjects, and no list', async () => {
  const { server } = renderRenewal({ subjects: [] });
  expect(
    await screen.findByRole('heading', { name: '暂无主体，请先添加主体' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '添加主体' })).toBeEnabled();
  expect(server.named('queryRecordXZ')).toHaveLength(0);
});

it('shows the greyed sample on 4002 and to a member below enterprise VIP', async () => {
  renderRenewal({
    answers: { queryRecordXZ: () => envelope(4002, NEEDS_ENTERPRISE_VIP, null, 403) },
  });
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    NEEDS_ENTERPRISE_VIP,
  );
  view?.unmount();
  view?.restore();
  const { server } = renderRenewal({}, 1);
  expect(screen.getByRole('group', { name: '无权限的示例数据' })).toBeInTheDocument();
  expect(server.calls).toEqual([]);
});
