/**
 * Test support for the monitoring screens (never imported by app code): a screen on a memory
 * router inside the real store, the shell's services mocked (the payment dialog resolves as a
 * test says), and where a followed link landed.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import {
  createPortalStore,
  registerShellServices,
  ROUTER_FUTURE,
  ROUTER_PROVIDER_FUTURE,
  type RemoteAppProps,
} from 'shared-api';
import { logIn } from 'shared-api/testing';
import { UiProvider } from 'shared-ui';
import { testServer } from '../../test-setup/msw-server';

/** Where another route landed, so a test can see a followed link. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

export interface RenderScreenOptions {
  /** the address opened, query included (default: the route path) */
  at?: string;
  /** member level; null: a visitor */
  level?: number | null;
  /** what the payment dialog answers: true once 'paid' */
  pays?: boolean;
}

/** Renders `Screen` at its route as the shell would, with mocked shell services. */
export function renderScreen(
  Screen: ComponentType<RemoteAppProps>,
  path: string,
  title: string,
  { at = path, level = 3, pays = true }: RenderScreenOptions = {},
) {
  if (level !== null) logIn(level, 'member01');
  const shell = {
    onPermissionDenied: jest.fn(),
    onPaymentRequired: jest.fn(() => Promise.resolve(pays)),
    navigate: jest.fn(),
    // the base query's catalogue toasts; the screens' own words render through shared-ui
    toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
  };
  const restore = registerShellServices(shell);
  const store = createPortalStore();
  const router = createMemoryRouter(
    [
      { path, element: <Screen routePath={path} title={title} /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [at], future: ROUTER_FUTURE },
  );
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, shell, restore, user: userEvent.setup() };
}

/**
 * A picture the member chose. Node's File, not jsdom's: the requests run on Node's fetch, whose
 * FormData takes only its own Blobs (in a browser both are the same class).
 */
export const pictureFile = (name: string, type: string, bytes = 2048) =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

export { testServer };
