import { screen, waitFor, within } from '@testing-library/react';
import { monitorMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { renderScreen, testServer } from '../test-utils';
import { watch } from '../watch-fixture';
import { watchServer } from '../watch-server';
import { WatchListScreen } from './WatchListScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

async function renderList(server: ReturnType<typeof watchServer>, pays = true) {
  testServer.use(...server.handlers);
  view = renderScreen(WatchListScreen, '/monitorManage', '监测商标', { pays });
  const rows = within(await screen.findByRole('table', { name: '监测商标' })).getAllByRole('row');
  return within(rows[1]!);
}

it('shows the edits left and saves the change with status 1', async () => {
  const server = watchServer([watch({ id: 5, monitorValue: '恒泰' })]);
  const row = await renderList(server);
  const { user } = view!;
  await user.click(row.getByRole('button', { name: '修改' }));
  const dialog = within(await screen.findByRole('dialog', { name: '修改监测商标' }));
  expect(await dialog.findByTestId('edits-left')).toHaveTextContent(
    '剩余修改次数：2（添加当日可修改3次，之后每90天可修改1次）',
  );
  expect(server.named('updateQuery')[0]?.path).toMatch(/updateQuery\/5$/);
  const name = dialog.getByLabelText(/商标名称/);
  await user.clear(name);
  await user.type(name, '恒泰科技');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(monitorMessages.updated)).toBeInTheDocument();
  expect(server.named('update')[0]).toMatchObject({
    path: expect.stringMatching(/update\/5$/),
    body: {
      monitorType: 1,
      monitorValue: '恒泰科技',
      remarkApplicant: '杭州恒泰电子有限公司',
      remarkKeyword: '电子',
      status: 1,
    },
  });
});

it('blocks saving with no edits left', async () => {
  const server = watchServer([watch()], { editQuote: { canUpdateNum: 0 } });
  const row = await renderList(server);
  const { user } = view!;
  await user.click(row.getByRole('button', { name: '修改' }));
  const dialog = within(await screen.findByRole('dialog', { name: '修改监测商标' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled());
});

it('says 修改失败！ when the server refuses the change', async () => {
  const server = watchServer([watch()], {
    answers: { update: () => envelope(3001, '修改次数已用完') },
  });
  const row = await renderList(server);
  const { user } = view!;
  await user.click(row.getByRole('button', { name: '修改' }));
  const dialog = within(await screen.findByRole('dialog', { name: '修改监测商标' }));
  await dialog.findByTestId('edits-left');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(monitorMessages.updateFailed)).toBeInTheDocument();
});

it('refuses a watch of an unknown type with 未知类型！ and sends nothing', async () => {
  const server = watchServer([watch({ monitorType: 9 })]);
  const row = await renderList(server);
  const { user } = view!;
  await user.click(row.getByRole('button', { name: '修改' }));
  const dialog = within(await screen.findByRole('dialog', { name: '修改监测商标' }));
  await dialog.findByTestId('edits-left');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(monitorMessages.unknownType)).toBeInTheDocument();
  expect(server.named('update')).toHaveLength(0);
});

it('renews through the payment dialog and repeats the renewal once paid', async () => {
  const server = watchServer([watch({ id: 8 })], {
    answers: {
      renew: (n) =>
        n === 1
          ? envelope(6000, '请支付', { tradeCode: 'T8', totalAmount: 40000, productName: '续费' })
          : undefined,
    },
  });
  const row = await renderList(server);
  const { user, shell } = view!;
  await user.click(row.getByRole('button', { name: '续费' }));
  expect(await screen.findByText('续费成功！')).toBeInTheDocument();
  expect(shell.onPaymentRequired).toHaveBeenCalledWith(
    expect.objectContaining({ endpoint: 'renewWatch' }),
  );
  expect(server.named('renew').map((call) => call.path)).toEqual([
    expect.stringMatching(/renew\/8$/),
    expect.stringMatching(/renew\/8$/),
  ]);
});
