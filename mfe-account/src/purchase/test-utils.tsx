import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  COMPONENT_ROUTER_FUTURE,
  createPortalStore,
  MEMBER_VIEW_BASE,
  registerShellServices,
  saveSession,
  type RemoteAppProps,
} from 'shared-api';
import { UiProvider } from 'shared-ui';

/** Test support for the money pages (not shipped). */
export const envelope = (code: number, message: string, data: unknown = null, status = 200) =>
  HttpResponse.json({ code, message, data }, { status });
export const ok = (data: unknown) => envelope(200, '成功', data);

/** Where the page sent the user: path and query, as the router holds them. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const currentLocation = () =>
  document.querySelector('[data-testid="location"]')?.textContent ?? '';

interface RenderOptions {
  /** For jest fake timers: userEvent must advance them. */
  advanceTimers?: (ms: number) => void;
  /** A logged-in member of this level (stored as login stores it). */
  memberLevelId?: number;
}

/** A screen at `url` in a real store and router, as the shell renders it; shell mocked. */
export function renderPurchase(
  Screen: ComponentType<RemoteAppProps>,
  url: string,
  title = '页面',
  options: RenderOptions = {},
) {
  if (options.memberLevelId !== undefined) {
    saveSession({
      token: 't',
      refreshToken: 'r',
      userName: '13800000000',
      memberLevelId: options.memberLevelId,
    });
  }
  const shell = {
    toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
    navigate: jest.fn(),
    onPermissionDenied: jest.fn(),
  };
  const restore = registerShellServices(shell);
  const routePath = new URL(url, 'http://localhost').pathname;
  const view = render(
    <Provider store={createPortalStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]} future={COMPONENT_ROUTER_FUTURE}>
          <Screen routePath={routePath} title={title} />
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  const { advanceTimers } = options;
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return { ...view, shell, restore, user };
}

/** The member details (currentDetails) of a member holding `levelId`. */
export const currentDetails = (levelId: number, description: string) => ({
  memberDto: {
    name: '13800000000',
    mobile: '13800000000',
    companyName: null,
    address: null,
    createdTime: '2026-01-01 10:00:00',
  },
  memberLevelInfo: { id: levelId, description, startTime: null, endTime: null, trial: false },
});

/** The member details the header and the confirm page read. */
export const currentDetailsHandler = (levelId: number, description: string) =>
  http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () => ok(currentDetails(levelId, description)));
