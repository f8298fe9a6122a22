/**
 * Test support for the shell's own tests (never imported by app code): the portal rendered
 * the way App.tsx renders it, but on a memory router, plus msw handlers for the calls the
 * shell makes. Network goes through msw only; an unhandled request fails the test. The
 * envelope, session and token pair come from the one harness, shared-api/testing.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  AUTH_BASE,
  createPortalStore,
  MEMBER_VIEW_BASE,
  ROUTER_FUTURE,
  ROUTER_PROVIDER_FUTURE,
  SESSION_KEYS,
  USER_REMIND_BASE,
} from 'shared-api';
import { currentDetails, envelope } from 'shared-api/testing';
import { UiProvider } from 'shared-ui';
import { portalRouteObjects } from './routes/route-objects';

type UserOptions = Parameters<typeof userEvent.setup>[0];

export interface RenderPortalOptions {
  /** Where the memory router starts; the last entry is the current one. */
  initialEntries?: string[];
  /** The route tree; the real one of the portal by default. */
  routes?: RouteObject[];
  /** Options for the returned `user`, e.g. `{ advanceTimers: jest.advanceTimersByTime }`. */
  user?: UserOptions;
}

/**
 * Renders routes inside the real store and UiProvider, with the router options of App.tsx.
 * Returns the router so a test can read where navigation ended (`router.state.location`).
 */
export function renderPortal({
  initialEntries = ['/'],
  routes = portalRouteObjects(),
  user,
}: RenderPortalOptions = {}) {
  // jsdom has no scrolling; the route meta hook scrolls to the top on every page change.
  if (!jest.isMockFunction(window.scrollTo)) {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  }
  const store = createPortalStore();
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
    future: ROUTER_FUTURE,
  });
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
      </UiProvider>
    </Provider>,
  );
  return { store, router, user: userEvent.setup(user), ...view };
}

/** The current path and query of a router, as a string ('/login?redirect=…'). */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }) {
  return router.state.location.pathname + router.state.location.search;
}

/** Records how often an msw handler was hit and with which bodies. */
export interface CallLog {
  count: number;
  bodies: unknown[];
}

const newLog = (): CallLog => ({ count: 0, bodies: [] });

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POST …/userRemind/queryUnread answering `count` unread reminders (the header badge). */
export function unreadHandler(count: number) {
  const log = newLog();
  const handler = http.post(`${USER_REMIND_BASE}/queryUnread`, () => {
    log.count += 1;
    const items = Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `提醒${i + 1}` }));
    return envelope(200, 'ok', items);
  });
  return { handler, log };
}

/** POST …/validateName/{phone}: code 500 means registered, 200 means free (spec 1 §8). */
export function validateNameHandler(registered: boolean) {
  const log = newLog();
  const handler = http.post(`${AUTH_BASE}/validateName/:value`, () => {
    log.count += 1;
    return registered ? envelope(500, '手机号已注册') : envelope(200, '可以使用');
  });
  return { handler, log };
}

/** GET …/memberView/currentDetails answering the level the session stores (not a trial). */
export function storedLevelDetailsHandler() {
  return http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () =>
    envelope(
      200,
      'ok',
      currentDetails(Number(localStorage.getItem(SESSION_KEYS.memberLevelId) ?? 1)),
    ),
  );
}

/** GET …/memberView/currentDetails answering the given member level. */
export function currentDetailsHandler(levelId: number) {
  return http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () =>
    envelope(200, 'ok', currentDetails(levelId)),
  );
}

/** A POST auth call (`smsLogin`, `login`, `mobileRegisterVip`) with a fixed answer. */
export function authPostHandler(path: string, answer: () => Response) {
  const log = newLog();
  const handler = http.post(`${AUTH_BASE}/${path}`, async ({ request }) => {
    log.count += 1;
    log.bodies.push(await readBody(request));
    return answer();
  });
  return { handler, log };
}

/** GET …/sendCode/{phone}. */
export function sendCodeHandler(answer: () => Response = () => envelope(200, '验证码发送成功！')) {
  const log = newLog();
  const handler = http.get(`${AUTH_BASE}/sendCode/:phone`, () => {
    log.count += 1;
    return answer();
  });
  return { handler, log };
}
