/**
 * Test support for the money pages (never imported by app code): a screen in the real store
 * and router with the shell mocked, built on the shared harness (shared-api/testing).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  COMPONENT_ROUTER_FUTURE,
  createPortalStore,
  MEMBER_VIEW_BASE,
  registerShellServices,
  type RemoteAppProps,
} from 'shared-api';
import { currentDetails, logIn, ok } from 'shared-api/testing';
import { UiProvider } from 'shared-ui';

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
export function renderMoneyScreen(
  Screen: ComponentType<RemoteAppProps>,
  url: string,
  title = '页面',
  options: RenderOptions = {},
) {
  if (options.memberLevelId !== undefined) logIn(options.memberLevelId);
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

/** The member details the header and the confirm page read. */
export const currentDetailsHandler = (levelId: number) =>
  http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () => ok(currentDetails(levelId)));
