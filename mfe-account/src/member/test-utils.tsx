/**
 * Test support for the member screens (never imported by app code): a screen on a memory
 * router inside the real store, the shell's handlers mocked, a header badge like the shell's,
 * and msw helpers answering in the contract's envelope.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import {
  createPortalStore,
  MEMBER_VIEW_BASE,
  registerShellServices,
  ROUTER_FUTURE,
  ROUTER_PROVIDER_FUTURE,
  USER_REMIND_BASE,
  useQueryUnreadQuery,
  type CurrentDetails,
  type RemoteAppProps,
} from 'shared-api';
import { currentDetails, envelope, logIn, ok } from 'shared-api/testing';
import { Badge, UiProvider } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';

type UserOptions = Parameters<typeof userEvent.setup>[0];

/** A refusal as the server sends it: HTTP 400 unless told, the code and the message. */
export const refuse = (code: number, message: string, status = 400) =>
  envelope(code, message, null, status);

/** The header's unread badge, as the shell draws it, so a test can watch it follow. */
function HeaderBadge() {
  const { data } = useQueryUnreadQuery();
  return <Badge count={data?.length ?? 0} showZero label="未读提醒" />;
}

/** Where another route landed, so a test can see a followed link. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

export interface RenderScreenOptions {
  /** Also render the header badge (it asks the unread list, so answer it). */
  withBadge?: boolean;
  user?: UserOptions;
}

/** Renders `Screen` at `path` as the shell would, logged in, with mocked shell services. */
export function renderScreen(
  Screen: ComponentType<RemoteAppProps>,
  path: string,
  title: string,
  { withBadge = false, user }: RenderScreenOptions = {},
) {
  logIn(3, 'member01');
  const shell = { onPermissionDenied: jest.fn(), toast: { error: jest.fn(), success: jest.fn() } };
  const restore = registerShellServices(shell);
  const store = createPortalStore();
  // The badge sits outside the routes, as the shell's header does, so it outlives a followed link.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {withBadge && <HeaderBadge />}
            <Outlet />
          </>
        ),
        children: [
          { path, element: <Screen routePath={path} title={title} /> },
          { path: '*', element: <Elsewhere /> },
        ],
      },
    ],
    { initialEntries: [path], future: ROUTER_FUTURE },
  );
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, shell, restore, user: userEvent.setup(user) };
}

/** The member these screens show: member01 of a Hangzhou company, enterprise VIP for a year. */
export function memberDetails(overrides: Partial<CurrentDetails['memberLevelInfo']> = {}) {
  return currentDetails(
    3,
    { startTime: '2025-03-01 09:30:00', endTime: '2026-03-01 09:30:00', ...overrides },
    {
      name: 'member01',
      companyName: '杭州恒泰电子有限公司',
      address: '浙江省杭州市西湖区文三路1号',
      createdTime: '2025-03-01 09:30:00',
    },
  );
}

/** GET currentDetails answering `details()` each time (so a test can change what it says). */
export function detailsHandler(details: () => CurrentDetails = () => memberDetails()) {
  const log = { count: 0 };
  const handler = http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () => {
    log.count += 1;
    return ok(details());
  });
  return { handler, log };
}

/** The header's unread list: `count()` items each time it is asked. */
export function unreadHandler(count: () => number) {
  return http.post(`${USER_REMIND_BASE}/queryUnread`, () =>
    ok(Array.from({ length: count() }, (_, i) => ({ id: i + 1, title: `提醒${i + 1}` }))),
  );
}

export { testServer };
