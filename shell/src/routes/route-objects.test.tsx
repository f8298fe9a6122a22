import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement } from 'react';
import {
  NOT_FOUND_TITLE,
  ROUTES,
  SITE_NAME,
  type PortalRoute,
  type RemoteAppProps,
} from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { loadRemoteList } from '../federation/remote-list';
import { envelope, logIn, tokenPair } from 'shared-api/testing';
import {
  authPostHandler,
  currentDetailsHandler,
  currentUrl,
  renderPortal,
  storedLevelDetailsHandler,
  unreadHandler,
  validateNameHandler,
} from '../test-utils';
import { visitorMayOpen } from './guard';

// A remote's code arrives through the Module Federation runtime, not through a network call
// this app owns (so not through msw): the runtime is mocked, and each exposed module is a
// small fake component that shows the props the shell handed it.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function fakeExposedModule(id: string) {
  const [container = '', expose = ''] = id.split('/');
  const Exposed = (props: Partial<RemoteAppProps>) =>
    createElement(
      'section',
      { 'data-testid': `remote:${container}/${expose}`, 'data-route': props.routePath },
      createElement('h1', null, props.title ?? `${container}/${expose}`),
    );
  return { [expose]: Exposed };
}

/** The path a test opens for a route pattern ('/news/list/:cid' → '/news/list/2.html'). */
const concrete = (path: string) => path.replace(':cid', '2.html').replace(':newsid', '5.html');

/** Shell pages whose h1 is not the route title. */
const SHELL_HEADINGS: Record<string, string> = {
  '/': '商标查询 · 商标监测 · 商标数据',
  '/500': '500',
};

const keywords = () =>
  document.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.getAttribute('content');

beforeAll(async () => {
  // The list the shell reads at start; every remote is configured.
  testServer.use(
    http.get('/remotes.json', () =>
      HttpResponse.json({
        'mfe-search': 'http://localhost:3001/mf-manifest.json',
        'mfe-data': 'http://localhost:3002/mf-manifest.json',
        'mfe-monitor': 'http://localhost:3003/mf-manifest.json',
        'mfe-account': 'http://localhost:3004/mf-manifest.json',
        'mfe-news': 'http://localhost:3005/mf-manifest.json',
      }),
    ),
  );
  await loadRemoteList();
  expect(jest.mocked(registerRemotes).mock.calls[0]?.[0]).toHaveLength(5);
});

beforeEach(() => {
  // the header reads the member's details to mark a trial level
  testServer.use(storedLevelDetailsHandler());
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakeExposedModule(id) as never);
  document.title = '';
  document.querySelector('meta[name="keywords"]')?.remove();
});

describe('every route of the route table', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s renders its page, title and keywords',
    async (_path, route: PortalRoute) => {
      logIn(4);
      const unread = unreadHandler(0);
      testServer.use(unread.handler);
      const { router } = renderPortal({ initialEntries: [concrete(route.path)] });

      if (route.owner === 'shell') {
        const heading = SHELL_HEADINGS[route.path] ?? route.title;
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      } else {
        const exposed = await screen.findByTestId(`remote:${route.owner.replace('-', '_')}/App`);
        expect(within(exposed).getByRole('heading', { level: 1 })).toHaveTextContent(route.title);
        // The remote gets the pattern the shell matched, and picks its screen from it.
        expect(exposed).toHaveAttribute('data-route', route.path);
      }
      expect(currentUrl(router)).toBe(concrete(route.path));
      await waitFor(() => expect(document.title).toBe(`${route.title} - ${SITE_NAME}`));
      expect(keywords()).toBe(route.keywords);
      expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
      if (route.inManageFrame) {
        expect(screen.getByRole('navigation', { name: '会员中心' })).toBeInTheDocument();
      }
      // The logged-in header asks for the unread count; no request outlives the test.
      await waitFor(() => expect(unread.log.count).toBe(1));
    },
  );

  it('the home page also mounts the remotes’ widgets', async () => {
    renderPortal({ initialEntries: ['/'] });
    expect(await screen.findByTestId('remote:mfe_search/HomeSearch')).toBeInTheDocument();
    expect(await screen.findByTestId('remote:mfe_data/DatabaseOverview')).toBeInTheDocument();
  });

  it('/manage opens the member centre on /personalInfo', async () => {
    logIn(3);
    const unread = unreadHandler(0);
    testServer.use(unread.handler);
    const { router } = renderPortal({ initialEntries: ['/manage'] });
    expect(await screen.findByTestId('remote:mfe_account/App')).toHaveAttribute(
      'data-route',
      '/personalInfo',
    );
    expect(currentUrl(router)).toBe('/personalInfo');
    await waitFor(() => expect(unread.log.count).toBe(1));
  });
});

describe('navigation guard', () => {
  it('sends a visitor on /monitorManage to /login?redirect=/monitorManage', async () => {
    const { router } = renderPortal({ initialEntries: ['/monitorManage'] });
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login?redirect=/monitorManage');
    expect(screen.queryByRole('navigation', { name: '会员中心' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('remote:mfe_monitor/App')).not.toBeInTheDocument();
  });

  it('keeps the query of the page the visitor wanted', async () => {
    const { router } = renderPortal({ initialEntries: ['/search/searchinfo?key=a&x=1'] });
    await screen.findByRole('heading', { level: 1, name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/search/searchinfo?key=a&x=1',
    );
  });

  it.each(['/monitorManage/', '/MonitorManage', '/PersonalInfo/'])(
    'does not let a visitor into the member centre through %s',
    async (path) => {
      const { router } = renderPortal({ initialEntries: [path] });
      await screen.findByRole('heading', { level: 1, name: '登录' });
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    },
  );

  it.each(ROUTES.filter((route) => visitorMayOpen(concrete(route.path))).map((r) => r.path))(
    'lets a visitor open %s',
    async (path) => {
      const { router } = renderPortal({ initialEntries: [concrete(path)] });
      await waitFor(() => expect(document.title).not.toBe(''));
      expect(currentUrl(router)).toBe(concrete(path));
      expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
    },
  );

  it('after login the visitor lands on the page they wanted', async () => {
    testServer.use(
      validateNameHandler(true).handler,
      authPostHandler('smsLogin', () => envelope(200, 'ok', tokenPair('j', 3))).handler,
      currentDetailsHandler(3),
      unreadHandler(2).handler,
    );
    const { router, user } = renderPortal({ initialEntries: ['/monitorManage'] });
    await user.type(await screen.findByLabelText('手机号'), '13800000000');
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByTestId('remote:mfe_monitor/App')).toHaveAttribute(
      'data-route',
      '/monitorManage',
    );
    expect(currentUrl(router)).toBe('/monitorManage');
    expect(screen.getByTestId('user-name')).toHaveTextContent('13800000000');
    expect(await screen.findByText('2')).toBeInTheDocument(); // unread reminders in the header
  });
});

describe('error pages', () => {
  it('an unknown path shows the 404 page with a login link and a back button', async () => {
    const { router, user } = renderPortal({ initialEntries: ['/', '/nope'] });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(within(main).getByRole('alert')).toHaveTextContent('您访问的页面不存在');
    expect(within(main).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe(`${NOT_FOUND_TITLE} - ${SITE_NAME}`));

    await user.click(within(main).getByRole('button', { name: '返回' }));
    expect(currentUrl(router)).toBe('/');
  });

  it('/500 shows the message from the query', async () => {
    renderPortal({ initialEntries: ['/500?msg=出错了'] });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
    expect(within(main).getByRole('alert')).toHaveTextContent(/^出错了$/);
  });

  it('/500 without a message shows the default one', async () => {
    renderPortal({ initialEntries: ['/500'] });
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      /^系统错误，请稍后重试！$/,
    );
  });
});
