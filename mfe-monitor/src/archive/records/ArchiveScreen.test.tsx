import { screen, waitFor, within } from '@testing-library/react';
import { NEEDS_ENTERPRISE_VIP, RECORD_PATHS, archiveMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { archiveRecord, subject } from '../../archive-fixture';
import { archiveServer, type ArchiveServerOptions } from '../../archive-server';
import { renderScreen, testServer } from '../../test-utils';
import { archiveTexts } from '../archive-texts';
import { ArchiveScreen } from './ArchiveScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const holder = subject({ id: 11, monitorValue: '杭州恒泰电子有限公司', isDefault: 1 });
const agency = subject({ id: 12, monitorValue: '杭州知识产权代理有限公司', monitorType: 4 });

function renderArchive(options: ArchiveServerOptions, at = '/bodyArchives', level = 3) {
  const server = archiveServer({ subjects: [holder, agency], ...options });
  testServer.use(...server.handlers);
  view = renderScreen(ArchiveScreen, '/bodyArchives', '主体档案', { at, level });
  return { server, user: view.user, shell: view.shell };
}

const dataRows = async () =>
  within(await screen.findByRole('table', { name: '主体档案' }))
    .getAllByRole('row')
    .slice(1);

it("shows the default subject's archive with the record's facts and a link to its detail", async () => {
  const { server } = renderArchive({
    records: [
      archiveRecord({
        ID: 901,
        TM_NAME: '恒泰',
        TM_CODE: '30000901',
        TM_NCL: 9,
        TM_STATUS: 2,
        TM_APP_DATE: '2018-05-02',
        TM_HOLDER_CN: '杭州恒泰电子有限公司',
        TM_PROXY: null,
        imageUrl: '/pictures/30000901.png',
      }),
    ],
  });
  const [row] = await dataRows();
  for (const text of ['901', '恒泰', '30000901', '已注册', '2018-05-02', '杭州恒泰电子有限公司']) {
    expect(row).toHaveTextContent(text);
  }
  expect(within(row!).getByRole('img', { name: '恒泰' })).toHaveAttribute(
    'src',
    '/pictures/30000901.png',
  );
  expect(within(row!).getByRole('link', { name: '查看详情' })).toHaveAttribute(
    'href',
    '/search/tmd?detailId=30000901_9',
  );
  expect(within(row!).getByRole('link', { name: '查看详情' })).toHaveAttribute('target', '_blank');
  expect(server.named('queryRecord')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });
  expect(screen.getByRole('combobox', { name: '选择主体' })).toHaveValue('11');
});

it('loads the subject of ?id= and another one chosen in the selector', async () => {
  const { server, user } = renderArchive({ records: [archiveRecord()] }, '/bodyArchives?id=12');
  await dataRows();
  expect(server.named('queryRecordById')[0]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    customRecordId: 12,
  });
  expect(screen.getByRole('combobox', { name: '选择主体' })).toHaveValue('12');
  await user.selectOptions(screen.getByRole('combobox', { name: '选择主体' }), '11');
  await waitFor(() => expect(server.named('queryRecordById')).toHaveLength(2));
  expect(server.named('queryRecordById')[1]?.body).toMatchObject({ customRecordId: 11 });
});

it('searches with only the filters filled in; classes as an integer, several with commas', async () => {
  const { server, user } = renderArchive(
    {
      records: [
        archiveRecord({ TM_NAME: '恒泰', TM_NCL: 9, TM_STATUS: 2 }),
        archiveRecord({ TM_NAME: '恒泰云', TM_NCL: 35, TM_STATUS: 1 }),
        archiveRecord({ TM_NAME: '泰山', TM_NCL: 42, TM_STATUS: 2 }),
      ],
    },
    '/bodyArchives?id=11',
  );
  await dataRows();
  await user.type(screen.getByRole('textbox', { name: '商标名称' }), ' 恒泰 ');
  await user.type(screen.getByRole('textbox', { name: '类别' }), '9');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(server.named('searchRecordById')).toHaveLength(1));
  expect(server.named('searchRecordById')[0]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    customRecordId: 11,
    tmName: '恒泰',
    tmNcl: 9,
  });
  await user.type(screen.getByRole('textbox', { name: '类别' }), '，35');
  await user.selectOptions(screen.getByRole('combobox', { name: '商标状态' }), '已初审');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(server.named('searchRecordById')).toHaveLength(2));
  expect(server.named('searchRecordById')[1]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    customRecordId: 11,
    tmName: '恒泰',
    tmNcl: '9,35',
    tmStatus: 1,
  });
  const rows = await dataRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent('恒泰云');
});

it('refuses classes outside 1–45 before calling', async () => {
  const { server, user } = renderArchive({ records: [archiveRecord()] });
  await dataRows();
  await user.type(screen.getByRole('textbox', { name: '类别' }), '46');
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(archiveMessages.badClasses);
  expect(server.named('searchRecordById')).toHaveLength(0);
});

it('shows the counts per status and class, and filters by the one chosen', async () => {
  const { server, user } = renderArchive({
    records: [
      archiveRecord({ TM_NCL: 9, TM_STATUS: 2 }),
      archiveRecord({ TM_NCL: 9, TM_STATUS: 1 }),
      archiveRecord({ TM_NCL: 35, TM_STATUS: 2 }),
    ],
  });
  await dataRows();
  const statuses = within(screen.getByRole('group', { name: '按商标状态' }));
  expect(statuses.getByRole('button', { name: '已初审（1）' })).toBeInTheDocument();
  const classes = within(screen.getByRole('group', { name: '按类别' }));
  expect(classes.getByRole('button', { name: '第9类（2）' })).toBeInTheDocument();
  await user.click(statuses.getByRole('button', { name: '已注册（2）' }));
  await waitFor(() => expect(server.named('searchRecordById')).toHaveLength(1));
  expect(server.named('searchRecordById')[0]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    tmStatus: 2,
  });
  expect(screen.getByRole('combobox', { name: '商标状态' })).toHaveValue('2');
  await waitFor(async () => expect(await dataRows()).toHaveLength(2));
  await user.click(
    within(screen.getByRole('group', { name: '按类别' })).getByRole('button', {
      name: '第35类（1）',
    }),
  );
  await waitFor(() => expect(server.named('searchRecordById')).toHaveLength(2));
  expect(server.named('searchRecordById')[1]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    tmStatus: 2,
    tmNcl: 35,
  });
});

it('takes code 201 as an empty archive with total 0', async () => {
  renderArchive({ records: [] });
  const [row] = await dataRows();
  expect(row).toHaveTextContent('未匹配到数据');
  expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
});

it('pages through 10, 20, 50 or 100 records', async () => {
  const { server, user } = renderArchive({
    records: Array.from({ length: 25 }, () => archiveRecord()),
  });
  expect(await dataRows()).toHaveLength(10);
  const sizes = within(screen.getByRole('combobox', { name: '每页条数' })).getAllByRole('option');
  expect(sizes.map((o) => o.textContent)).toEqual([
    '10 条/页',
    '20 条/页',
    '50 条/页',
    '100 条/页',
  ]);
  await user.click(screen.getByRole('button', { name: '第 3 页' }));
  await waitFor(() =>
    expect(server.named('queryRecord').at(-1)?.body).toEqual({ pageNum: 3, pageSize: 10 }),
  );
});

it('sends a member without subjects to add one', async () => {
  const { server } = renderArchive({ subjects: [] });
  expect(await screen.findByText(archiveTexts.noSubjects)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '添加主体' })).toHaveAttribute('href', '/bodyManage');
  expect(server.calls.map((c) => c.path)).toEqual([RECORD_PATHS.query]);
});

it('shows the greyed sample on 4002', async () => {
  const { shell } = renderArchive({
    answers: { queryRecord: () => envelope(4002, NEEDS_ENTERPRISE_VIP, null, 403) },
  });
  expect(await screen.findByRole('group', { name: '无权限的示例数据' })).toHaveTextContent(
    NEEDS_ENTERPRISE_VIP,
  );
  expect(shell.onPermissionDenied).toHaveBeenCalled();
});

it('searches the default archive for the number a favourite links with', async () => {
  const { server } = renderArchive(
    { records: [archiveRecord({ TM_CODE: '50000001' })] },
    '/bodyArchives?tmCode=50000001',
  );
  await dataRows();
  expect(server.named('searchRecordById')[0]?.body).toEqual({
    pageNum: 1,
    pageSize: 10,
    tmCode: '50000001',
  });
  expect(screen.getByRole('textbox', { name: '注册号' })).toHaveValue('50000001');
});
