import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MEMBER_LEVELS, MEMBER_VIEW_BASE, SESSION_KEYS } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { currentDetails, envelope, logIn } from 'shared-api/testing';
import { currentUrl, renderPortal, storedLevelDetailsHandler, unreadHandler } from '../test-utils';
import { Header } from './Header';

const renderHeader = (path = '/personalInfo') =>
  renderPortal({ initialEntries: [path], routes: [{ path: '*', element: <Header /> }] });

/** A logged-in header, once its unread call has been answered (no request outlives a test). */
async function renderLoggedInHeader() {
  const unread = unreadHandler(0);
  testServer.use(unread.handler);
  const view = renderHeader();
  await waitFor(() => expect(unread.log.count).toBe(1));
  return view;
}

// The header reads the member's details to mark a trial level.
beforeEach(() => testServer.use(storedLevelDetailsHandler()));

const levelText = (id: number) => MEMBER_LEVELS.find((level) => level.id === id)?.description;
const unreadBadge = () => within(screen.getByRole('link', { name: '提醒消息' }));

describe('Header', () => {
  it('logged out: login and registration links, no member area', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/regindex');
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '个人中心' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出' })).not.toBeInTheDocument();
  });

  it('a token without a user name is not a session (spec 1 §4)', () => {
    localStorage.setItem(SESSION_KEYS.userToken, 't');
    renderHeader('/');
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('logged in: the user name, the member-centre link and no login links', async () => {
    logIn(3, '张三公司');
    await renderLoggedInHeader();
    expect(screen.getByTestId('user-name')).toHaveTextContent('张三公司');
    expect(screen.getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/personalInfo');
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '免费注册' })).not.toBeInTheDocument();
  });

  it('marks the registration trial on the badge, which a bought level does not carry', async () => {
    logIn(3);
    const trial = currentDetails(3);
    trial.memberLevelInfo.trial = true;
    testServer.use(
      http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () => envelope(200, 'ok', trial)),
    );
    await renderLoggedInHeader();
    expect(await screen.findByText('企业VIP（体验）')).toHaveAttribute('data-level', '3');
  });

  it.each([2, 3, 4, 6])('shows the level badge of level %i', async (level) => {
    logIn(level);
    const { container } = await renderLoggedInHeader();
    const badge = container.querySelector('[data-level]');
    expect(badge).toHaveAttribute('data-level', String(level));
    expect(badge).toHaveTextContent(levelText(level) ?? 'missing');
  });

  it.each([1, 5])('shows no level badge for level %i', async (level) => {
    logIn(level);
    const { container } = await renderLoggedInHeader();
    expect(container.querySelector('[data-level]')).toBeNull();
    expect(screen.queryByText(levelText(level) ?? 'missing')).not.toBeInTheDocument();
  });

  describe('unread reminders', () => {
    it('shows 0 when the server has none', async () => {
      logIn(3);
      const unread = unreadHandler(0);
      testServer.use(unread.handler);
      renderHeader();
      await waitFor(() => expect(unread.log.count).toBe(1));
      await waitFor(() => expect(unreadBadge().getByText('0')).toBeInTheDocument());
    });

    it('shows the count', async () => {
      logIn(3);
      testServer.use(unreadHandler(5).handler);
      renderHeader();
      expect(await unreadBadge().findByText('5')).toBeInTheDocument();
    });

    it('caps the count at 99+', async () => {
      logIn(3);
      testServer.use(unreadHandler(120).handler);
      renderHeader();
      expect(await unreadBadge().findByText('99+')).toBeInTheDocument();
      expect(unreadBadge().queryByText('120')).not.toBeInTheDocument();
    });

    it('is not asked for while logged out', async () => {
      const unread = unreadHandler(5);
      testServer.use(unread.handler);
      renderHeader('/');
      // Give a request the chance to go out: any would be counted by the handler.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unread.log.count).toBe(0);
      expect(screen.queryByRole('link', { name: '提醒消息' })).not.toBeInTheDocument();
    });
  });

  it('退出 clears the session and goes to the home page', async () => {
    logIn(4);
    localStorage.setItem('searchHistory', '["苹果"]');
    testServer.use(unreadHandler(5).handler);
    const { router, user } = renderHeader('/personalInfo');
    await unreadBadge().findByText('5');

    await user.click(screen.getByRole('button', { name: '退出' }));

    expect(currentUrl(router)).toBe('/');
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    // Only the session is cleared; other preferences stay.
    expect(localStorage.getItem('searchHistory')).toBe('["苹果"]');
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
  });
});
