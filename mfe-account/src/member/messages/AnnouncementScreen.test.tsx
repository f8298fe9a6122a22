import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, testServer, unreadHandler } from '../test-utils';
import { AnnouncementScreen } from './AnnouncementScreen';
import { announcement, messageServer } from './message-server';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const LONG_TEXT = `系统将于本周六凌晨进行升级维护。${'维护期间部分功能暂停使用。'.repeat(8)}结束`;

function renderAnnouncements(server: ReturnType<typeof messageServer>) {
  testServer.use(...server.handlers);
  view = renderScreen(AnnouncementScreen, '/sysMessage', '系统公告');
  return view;
}

const unreadCount = () => screen.getByLabelText('未读数量');
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the announcements', () => {
  it('shows title, time and text; opening one marks it read and shows all of it', async () => {
    const server = messageServer('announcement', [
      announcement(1, 0, LONG_TEXT),
      announcement(2, 1),
    ]);
    const { user } = renderAnnouncements(server);
    const title = await screen.findByRole('button', { name: '公告标题1' });
    const item = title.closest('li') as HTMLElement;
    expect(item).toHaveTextContent('2026-02-01 08:00:00');
    expect(item).not.toHaveTextContent('结束');
    expect(tab(/^未读/)).toHaveTextContent('未读(1)');
    expect(unreadCount()).toHaveTextContent('1');

    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(item).toHaveTextContent('结束');
    await waitFor(() => expect(unreadCount()).toHaveTextContent('0'));
    expect(server.calls.filter((c) => c.startsWith('PUT'))).toEqual(['PUT 1']);
    expect(within(item).queryByRole('img', { name: '未读' })).toBeNull();
    // Opening a read one sends nothing.
    await user.click(screen.getByRole('button', { name: '公告标题2' }));
    expect(server.calls.filter((c) => c.startsWith('PUT'))).toEqual(['PUT 1']);
  });

  it('marks all read and shows the empty state on the unread tab', async () => {
    const server = messageServer('announcement', [announcement(1, 0), announcement(2, 0)]);
    // The header badge is asked again after marking (announcements share the 'Unread' tag).
    testServer.use(unreadHandler(() => 0));
    const { user } = renderAnnouncements(server);
    await waitFor(() => expect(unreadCount()).toHaveTextContent('2'));
    await user.click(tab(/^未读/));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('暂无未读消息')).toBeInTheDocument();
    expect(unreadCount()).toHaveTextContent('0');
    expect(tab(/^已读/)).toHaveTextContent('已读(2)');
    expect(server.calls).toContain('POST all');
  });

  it('says 暂无消息 when there are none at all', async () => {
    renderAnnouncements(messageServer('announcement', []));
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  });
});
