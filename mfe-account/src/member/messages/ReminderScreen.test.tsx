import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, testServer } from '../test-utils';
import { messageServer, reminder } from './message-server';
import { ReminderScreen } from './ReminderScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

function renderReminders(server: ReturnType<typeof messageServer>) {
  testServer.use(...server.handlers);
  view = renderScreen(ReminderScreen, '/message', '提醒消息', { withBadge: true });
  return view;
}

const unreadCount = () => screen.getByLabelText('未读数量');
const badge = () => screen.getByLabelText(/^未读提醒 /);
const items = () => within(screen.getByRole('list', { name: '提醒消息' })).getAllByRole('listitem');
const tab = (name: RegExp) => screen.getByRole('tab', { name });

const threeReminders = () => [
  reminder(1, 0, [
    { title: '查看订单', url: '/order' },
    { title: '帮助中心', url: 'https://help.example.com/vip' },
  ]),
  reminder(2, 0, [{ title: '危险链接', url: 'javascript:alert(1)' }]),
  reminder(3, 1),
];

describe('the reminders', () => {
  it('shows the tabs with totals, the unread count and each reminder', async () => {
    const server = messageServer('remind', threeReminders());
    renderReminders(server);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(tab(/^全部/)).toHaveTextContent('全部(3)');
    expect(tab(/^未读/)).toHaveTextContent('未读(2)');
    expect(tab(/^已读/)).toHaveTextContent('已读(1)');
    expect(unreadCount()).toHaveTextContent('2');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const first = items()[0] as HTMLElement;
    expect(within(first).getByRole('heading')).toHaveTextContent('提醒标题1');
    expect(first).toHaveTextContent('2026-01-01 10:00:00');
    expect(first).toHaveTextContent('提醒正文1');
    expect(within(first).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/order');
    expect(within(first).getByRole('img', { name: '未读' })).toBeInTheDocument();
    // A link that is no web address is shown, not followed.
    expect(screen.queryByRole('link', { name: '危险链接' })).not.toBeInTheDocument();
    expect(screen.getByText('危险链接')).toBeInTheDocument();
    expect(server.calls[0]).toBe('GET ?pageNum=1&pageSize=10');
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
  });

  it('asks the unread and read lists with ifRead 0 and 1', async () => {
    const server = messageServer('remind', threeReminders());
    const { user } = renderReminders(server);
    await waitFor(() => expect(items()).toHaveLength(3));
    await user.click(tab(/^未读/));
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(tab(/^已读/));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(server.calls).toEqual([
      'GET ?pageNum=1&pageSize=10',
      'GET ?ifRead=0&pageNum=1&pageSize=10',
      'GET ?ifRead=1&pageNum=1&pageSize=10',
    ]);
  });

  it('marks a reminder read when its link is opened, then follows it', async () => {
    const server = messageServer('remind', threeReminders());
    const { user } = renderReminders(server);
    await user.click(await screen.findByRole('link', { name: '查看订单' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/order');
    await waitFor(() => expect(server.calls).toContain('PUT 1'));
    // The header badge follows.
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('opens another site in a new tab and the counts drop by one', async () => {
    const server = messageServer('remind', threeReminders());
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { user } = renderReminders(server);
      await user.click(await screen.findByRole('link', { name: '帮助中心' }));
      expect(open).toHaveBeenCalledWith('https://help.example.com/vip', '_blank', 'noopener');
      await waitFor(() => expect(unreadCount()).toHaveTextContent('1'));
      await waitFor(() => expect(badge()).toHaveTextContent('1'));
      expect(tab(/^未读/)).toHaveTextContent('未读(1)');
      expect(within(items()[0] as HTMLElement).queryByRole('img', { name: '未读' })).toBeNull();
      // Opening it again sends nothing: it is read.
      await user.click(screen.getByRole('link', { name: '帮助中心' }));
      expect(server.calls.filter((c) => c.startsWith('PUT'))).toEqual(['PUT 1']);
    } finally {
      open.mockRestore();
    }
  });

  it('never shows an unread count below zero', async () => {
    // The server's count is stale: it already says 0 while the reminder is still unread.
    const server = messageServer(
      'remind',
      [reminder(1, 0, [{ title: '官网', url: 'https://a.example.com' }])],
      {
        fixedUnreadTotal: 0,
      },
    );
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { user } = renderReminders(server);
      await user.click(await screen.findByRole('link', { name: '官网' }));
      await waitFor(() => expect(server.calls).toContain('PUT 1'));
      expect(unreadCount()).toHaveTextContent(/^0$/);
      expect(tab(/^未读/)).toHaveTextContent('未读(0)');
      expect(tab(/^已读/)).toHaveTextContent('已读(1)');
    } finally {
      open.mockRestore();
    }
  });

  it('marks all read: counts and badge go to 0 and the unread tab shows the empty state', async () => {
    const server = messageServer('remind', threeReminders());
    const { user } = renderReminders(server);
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(unreadCount()).toHaveTextContent('0'));
    await waitFor(() => expect(badge()).toHaveTextContent('0'));
    expect(server.calls).toContain('POST all');
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    await user.click(tab(/^未读/));
    expect(await screen.findByText('暂无未读消息')).toBeInTheDocument();
  });
});
