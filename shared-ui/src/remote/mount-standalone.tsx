import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, type ProviderProps } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { COMPONENT_ROUTER_FUTURE, ROUTES, type RemoteAppProps, type RemoteName } from 'shared-api';
import { PageContainer } from '../layout/PageContainer';
import { UiProvider } from '../UiProvider';

/**
 * Runs one remote alone on its dev server: the same store, theme and router as inside the
 * shell, with only that remote's routes. Production never uses this; the shell hosts remotes.
 * The remote passes the store (`createPortalStore()`): shared-ui draws, it does not import the
 * API client.
 */
export function mountStandalone(
  remote: RemoteName,
  App: ComponentType<RemoteAppProps>,
  store: ProviderProps['store'],
) {
  const routes = ROUTES.filter((route) => route.owner === remote);
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter future={COMPONENT_ROUTER_FUTURE}>
          <PageContainer>
            <Routes>
              {routes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<App routePath={route.path} title={route.title} />}
                />
              ))}
              <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
            </Routes>
          </PageContainer>
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}
