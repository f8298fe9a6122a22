import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monitorMessages } from 'shared-api';
import { envelope } from 'shared-api/testing';
import { pictureFile, renderScreen, testServer } from '../test-utils';
import { watch } from '../watch-fixture';
import { watchServer } from '../watch-server';
import { WatchListScreen } from './WatchListScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const trade = { tradeCode: 'T100', totalAmount: 40000, productName: '文字监测1年' };

async function openAdd(server: ReturnType<typeof watchServer>, path = '/monitorManage') {
  testServer.use(...server.handlers);
  view = renderScreen(WatchListScreen, path, '监测商标');
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: '添加监测商标' }));
  return within(await screen.findByRole('dialog', { name: '添加监测商标' }));
}

it('shows the free slots left, asks for a name and adds a text watch', async () => {
  const server = watchServer([watch()]);
  const dialog = await openAdd(server);
  const { user } = view!;
  expect(await dialog.findByTestId('watch-quote')).toHaveTextContent('剩余免费监测数量：3');
  expect(server.named('createQueryText')[0]?.body).toBe('monitorType=1');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(dialog.getByText(monitorMessages.nameRequired)).toBeInTheDocument();
  await user.type(dialog.getByLabelText(/商标名称/), '恒泰');
  await user.type(dialog.getByLabelText(/申请人备注/), '恒泰电子');
  await user.type(dialog.getByLabelText(/监测类别/), '9，35');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(monitorMessages.added)).toBeInTheDocument();
  expect(server.named('createText')[0]?.body).toEqual({
    monitorType: 1,
    monitorValue: '恒泰',
    remarkApplicant: '恒泰电子',
    classes: [9, 35],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows the server message when adding fails', async () => {
  const server = watchServer([watch()], {
    answers: { createText: () => envelope(3003, '该商标已在监测中') },
  });
  const dialog = await openAdd(server);
  const { user } = view!;
  await dialog.findByTestId('watch-quote');
  await user.type(dialog.getByLabelText(/商标名称/), '恒泰');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('该商标已在监测中')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '添加监测商标' })).toBeInTheDocument();
});

it('beyond the free slots: shows the price, closes, pays in the shell dialog and adds again', async () => {
  const server = watchServer([watch()], {
    quote: { residualFreeCreateNum: 0, needPrice: 40000 },
    answers: { createText: (n) => (n === 1 ? envelope(6000, '请支付', trade) : undefined) },
  });
  const dialog = await openAdd(server);
  const { user, shell } = view!;
  expect(await dialog.findByTestId('watch-quote')).toHaveTextContent(
    '超出免费监测数量，需支付 400.00 元/年',
  );
  let addDialogOpenWhilePaying: boolean | undefined;
  shell.onPaymentRequired.mockImplementation(() => {
    addDialogOpenWhilePaying = screen.queryByRole('dialog') !== null;
    return Promise.resolve(true);
  });
  await user.type(dialog.getByLabelText(/商标名称/), '恒泰');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(monitorMessages.added)).toBeInTheDocument();
  expect(addDialogOpenWhilePaying).toBe(false);
  expect(shell.onPaymentRequired).toHaveBeenCalledWith(
    expect.objectContaining({ endpoint: 'createWatch', data: trade }),
  );
  expect(server.named('createText')).toHaveLength(2);
});

it('adds nothing and says nothing failed when the payment is given up', async () => {
  const server = watchServer([watch()], {
    quote: { residualFreeCreateNum: 0, needPrice: 40000 },
    answers: { createText: () => envelope(6000, '请支付', trade) },
  });
  testServer.use(...server.handlers);
  view = renderScreen(WatchListScreen, '/monitorManage', '监测商标', { pays: false });
  const { user, shell } = view;
  await user.click(await screen.findByRole('button', { name: '添加监测商标' }));
  const dialog = within(await screen.findByRole('dialog', { name: '添加监测商标' }));
  await dialog.findByTestId('watch-quote');
  await user.type(dialog.getByLabelText(/商标名称/), '恒泰');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(shell.onPaymentRequired).toHaveBeenCalled());
  expect(server.named('createText')).toHaveLength(1);
  expect(screen.queryByText(monitorMessages.added)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('checks an image watch picture in the browser, uploads it with type 1 and adds it', async () => {
  const server = watchServer([watch()]);
  const dialog = await openAdd(server);
  const { user } = view!;
  await user.click(dialog.getByRole('radio', { name: '图形' }));
  expect(await dialog.findByTestId('watch-quote')).toBeInTheDocument();
  expect(server.named('createQueryImg')[0]?.search).toBe('?monitorType=2');
  expect(dialog.getByText(monitorMessages.pictureHint)).toBeInTheDocument();
  const input = dialog.getByLabelText(/商标图形/);
  // The chooser offers JPG and PNG only; a file dropped in anyway is still refused.
  await userEvent.setup({ applyAccept: false }).upload(input, pictureFile('logo.gif', 'image/gif'));
  expect(await screen.findByText(monitorMessages.pictureFormat)).toBeInTheDocument();
  await user.upload(input, pictureFile('big.png', 'image/png', 2 * 1024 * 1024 + 1));
  expect(await screen.findByText(monitorMessages.pictureSize)).toBeInTheDocument();
  expect(server.named('upload')).toHaveLength(0);
  await user.upload(input, pictureFile('logo.png', 'image/png'));
  await waitFor(() =>
    expect(dialog.getByRole('img', { name: '监测图形' })).toHaveAttribute(
      'src',
      '/pictures/watch-1.png',
    ),
  );
  expect(server.named('upload')[0]?.body).toEqual({ type: '1', fileName: 'logo.png' });
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(monitorMessages.added)).toBeInTheDocument();
  expect(server.named('createImg')[0]?.body).toEqual({
    monitorType: 2,
    monitorValue: '/pictures/watch-1.png',
  });
});

it('tells the server refusal of a picture in the spec words', async () => {
  const server = watchServer([watch()], {
    answers: { upload: () => envelope(500, 'bad picture') },
  });
  const dialog = await openAdd(server);
  const { user } = view!;
  await user.click(dialog.getByRole('radio', { name: '图形' }));
  await user.upload(dialog.getByLabelText(/商标图形/), pictureFile('logo.png', 'image/png'));
  expect(await screen.findByText(monitorMessages.pictureRefused)).toBeInTheDocument();
});

it('goes to the list after adding from /nomonitor', async () => {
  const server = watchServer([]);
  const dialog = await openAdd(server, '/nomonitor');
  const { user } = view!;
  await dialog.findByTestId('watch-quote');
  await user.type(dialog.getByLabelText(/商标名称/), '恒泰');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/monitorManage');
});
