import { screen, waitFor, within } from '@testing-library/react';
import { noticeMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { noticeMark, validation } from '../../notice-fixture';
import { noticeServer } from '../../notice-server';
import { renderScreen, testServer } from '../../test-utils';
import { NoticeManageScreen } from './NoticeManageScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

async function firstRow(server: ReturnType<typeof noticeServer>) {
  testServer.use(...server.handlers);
  view = renderScreen(NoticeManageScreen, '/noticeManage', '公告定制');
  const rows = within(await screen.findByRole('table', { name: '公告定制商标' })).getAllByRole(
    'row',
  );
  return within(rows[1]!);
}

async function openEdit(server: ReturnType<typeof noticeServer>) {
  const row = await firstRow(server);
  await view!.user.click(row.getByRole('button', { name: '修改' }));
  return within(await screen.findByRole('dialog', { name: '修改公告定制' }));
}

const other = validation({ code: '30000456', mark: '恒泰云' });

it('shows the edits left and follows a newly validated number instead', async () => {
  const server = noticeServer({
    marks: [noticeMark({ id: 5, monitorValue: '30000123' })],
    registered: [other],
  });
  const dialog = await openEdit(server);
  const { user } = view!;
  expect(await dialog.findByTestId('edits-left')).toHaveTextContent(
    '剩余修改次数：2（添加当日可修改3次，之后每90天可修改1次）',
  );
  expect(server.named('updateQuery')[0]?.path).toMatch(/updateQuery\/5$/);
  const code = dialog.getByLabelText(/商标注册号/);
  expect(code).toHaveValue('30000123');
  expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  await user.clear(code);
  await user.type(code, '30000456');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled());
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(noticeMessages.updated)).toBeInTheDocument();
  expect(server.named('update')).toEqual([
    expect.objectContaining({
      path: expect.stringMatching(/update\/5$/),
      query: { code: '30000456' },
    }),
  ]);
});

it('blocks saving with no edits left', async () => {
  const server = noticeServer({
    marks: [noticeMark()],
    registered: [other],
    editQuote: { canUpdateNum: 0 },
  });
  const dialog = await openEdit(server);
  const { user } = view!;
  await dialog.findByTestId('edits-left');
  const code = dialog.getByLabelText(/商标注册号/);
  await user.clear(code);
  await user.type(code, '30000456');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(dialog.getByTestId('code-check')).toHaveTextContent('校验成功！'));
  expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
});

it('says 修改失败！ when the server refuses the change', async () => {
  const server = noticeServer({
    marks: [noticeMark()],
    registered: [other],
    answers: { update: () => envelope(3001, noticeMessages.noEditsLeft(90)) },
  });
  const dialog = await openEdit(server);
  const { user } = view!;
  const code = dialog.getByLabelText(/商标注册号/);
  await user.clear(code);
  await user.type(code, '30000456');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled());
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(noticeMessages.updateFailed)).toBeInTheDocument();
});

it('renews through the payment dialog and repeats the renewal once paid', async () => {
  const server = noticeServer({
    marks: [noticeMark({ id: 8 })],
    answers: {
      renew: (n) =>
        n === 1
          ? envelope(6000, '请支付', { tradeCode: 'T8', totalAmount: 40000, productName: '续费' })
          : undefined,
    },
  });
  const row = await firstRow(server);
  const { user, shell } = view!;
  await user.click(row.getByRole('button', { name: '续费' }));
  expect(await screen.findByText('续费成功！')).toBeInTheDocument();
  expect(shell.onPaymentRequired).toHaveBeenCalledWith(
    expect.objectContaining({ endpoint: 'renewNoticeMark' }),
  );
  expect(server.named('renew').map((call) => call.path)).toEqual([
    expect.stringMatching(/notice\/renew\/8$/),
    expect.stringMatching(/notice\/renew\/8$/),
  ]);
});
