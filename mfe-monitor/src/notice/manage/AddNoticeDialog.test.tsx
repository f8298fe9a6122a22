import { screen, waitFor, within } from '@testing-library/react';
import { noticeMessages } from 'shared-api';
import { envelope, ok } from 'shared-api/testing';
import { noticeMark, validation } from '../../notice-fixture';
import { noticeServer } from '../../notice-server';
import { renderScreen, testServer } from '../../test-utils';
import { NoticeManageScreen } from './NoticeManageScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const trade = { tradeCode: 'T200', totalAmount: 40000, productName: '公告定制1年' };
const known = validation({ code: '30000123', mark: '恒泰', classes: [9, 35] });

async function openAdd(
  server: ReturnType<typeof noticeServer>,
  { at = '/noticeManage', pays = true }: { at?: string; pays?: boolean } = {},
) {
  testServer.use(...server.handlers);
  view = renderScreen(NoticeManageScreen, '/noticeManage', '公告定制', { at, pays });
  if (at === '/noticeManage') {
    await screen.findByRole('table', { name: '公告定制商标' });
    await view.user.click(screen.getByRole('button', { name: '添加公告定制' }));
  }
  return within(await screen.findByRole('dialog', { name: '添加公告定制' }));
}

/** An answer the test lets go of when it has seen what the page shows meanwhile. */
function heldAnswer() {
  let release: (answer: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

it('validates the number before it can be followed: 校验中......, 校验失败, 校验成功！', async () => {
  const held = heldAnswer();
  const server = noticeServer({
    marks: [noticeMark()],
    registered: [known],
    answers: { validation: (n) => (n === 1 ? held.answer : undefined) },
  });
  const dialog = await openAdd(server);
  const { user } = view!;
  const confirm = dialog.getByRole('button', { name: '确定' });
  const code = dialog.getByLabelText(/商标注册号/);
  const check = dialog.getByTestId('code-check');
  expect(await dialog.findByTestId('notice-quote')).toHaveTextContent('剩余免费公告定制数量：4');
  expect(confirm).toBeDisabled();

  await user.click(dialog.getByRole('button', { name: '校验' }));
  expect(check).toHaveTextContent(noticeMessages.codeRequired);
  expect(server.named('validation')).toHaveLength(0);

  await user.type(code, '99999999');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  expect(check).toHaveTextContent(noticeMessages.validating);
  expect(confirm).toBeDisabled();
  held.release(envelope(3001, noticeMessages.invalid));
  await waitFor(() => expect(check).toHaveTextContent(noticeMessages.invalid));
  expect(confirm).toBeDisabled();
  expect(server.named('validation')[0]?.query).toEqual({ code: '99999999' });

  await user.clear(code);
  await user.type(code, '30000123');
  expect(check).toHaveTextContent('');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(check).toHaveTextContent(noticeMessages.valid));
  expect(dialog.getByTestId('code-mark')).toHaveTextContent(
    '恒泰，杭州恒泰电子有限公司，第9、35类',
  );
  expect(confirm).toBeEnabled();

  // a changed number must pass again
  await user.type(code, '4');
  expect(confirm).toBeDisabled();
  await user.type(code, '{Backspace}');
  expect(confirm).toBeDisabled();
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(confirm).toBeEnabled());

  await user.click(confirm);
  expect(await screen.findByText(noticeMessages.added)).toBeInTheDocument();
  expect(server.named('create')).toEqual([
    expect.objectContaining({ query: { code: '30000123' }, body: 'code=30000123' }),
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // the list is asked again
  await waitFor(() => expect(server.named('query')).toHaveLength(2));
});

it('opens the dialog prefilled from ?code=', async () => {
  const server = noticeServer({ marks: [noticeMark()], registered: [known] });
  const dialog = await openAdd(server, { at: '/noticeManage?code=30000123' });
  const { user, router } = view!;
  expect(dialog.getByLabelText(/商标注册号/)).toHaveValue('30000123');
  expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled());
  await user.click(dialog.getByRole('button', { name: '取消' }));
  // offered once: the address no longer opens it
  expect(router.state.location.search).toBe('');
});

it('shows the server message when adding fails, and keeps the dialog', async () => {
  const server = noticeServer({
    marks: [noticeMark()],
    registered: [known],
    answers: { create: () => envelope(3003, noticeMessages.alreadyFollowed) },
  });
  const dialog = await openAdd(server);
  const { user } = view!;
  await user.type(dialog.getByLabelText(/商标注册号/), '30000123');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled());
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(noticeMessages.alreadyFollowed)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '添加公告定制' })).toBeInTheDocument();
});

it('beyond the free slots: shows the price, closes, pays in the shell dialog and adds again', async () => {
  const server = noticeServer({
    marks: [noticeMark()],
    registered: [known],
    quote: { residualFreeCreateNum: 0, needPrice: 40000 },
    answers: { create: (n) => (n === 1 ? envelope(6000, '请支付', trade) : undefined) },
  });
  const dialog = await openAdd(server);
  const { user, shell } = view!;
  expect(await dialog.findByTestId('notice-quote')).toHaveTextContent(
    '超出免费公告定制数量，需支付 400.00 元/年',
  );
  let addDialogOpenWhilePaying: boolean | undefined;
  shell.onPaymentRequired.mockImplementation(() => {
    addDialogOpenWhilePaying = screen.queryByRole('dialog') !== null;
    return Promise.resolve(true);
  });
  await user.type(dialog.getByLabelText(/商标注册号/), '30000123');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled());
  await user.click(dialog.getByRole('button', { name: '确定' }));
  expect(await screen.findByText(noticeMessages.added)).toBeInTheDocument();
  expect(addDialogOpenWhilePaying).toBe(false);
  expect(shell.onPaymentRequired).toHaveBeenCalledWith(
    expect.objectContaining({ endpoint: 'createNoticeMark', data: trade }),
  );
  expect(server.named('create').map((call) => call.query)).toEqual([
    { code: '30000123' },
    { code: '30000123' },
  ]);
});

it('adds nothing and says nothing failed when the payment is given up', async () => {
  const server = noticeServer({
    marks: [noticeMark()],
    registered: [known],
    quote: { residualFreeCreateNum: 0, needPrice: 40000 },
    answers: { create: () => envelope(6000, '请支付', trade) },
  });
  const dialog = await openAdd(server, { pays: false });
  const { user, shell } = view!;
  await user.type(dialog.getByLabelText(/商标注册号/), '30000123');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled());
  await user.click(dialog.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(shell.onPaymentRequired).toHaveBeenCalled());
  expect(server.named('create')).toHaveLength(1);
  expect(screen.queryByText(noticeMessages.added)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('refuses a malformed number without asking the server', async () => {
  const server = noticeServer({ marks: [noticeMark()], answers: { validation: () => ok(known) } });
  const dialog = await openAdd(server);
  const { user } = view!;
  await user.type(dialog.getByLabelText(/商标注册号/), '30-000');
  await user.click(dialog.getByRole('button', { name: '校验' }));
  expect(dialog.getByTestId('code-check')).toHaveTextContent(noticeMessages.invalid);
  expect(server.named('validation')).toHaveLength(0);
});
