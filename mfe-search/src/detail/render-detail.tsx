import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { COMPONENT_ROUTER_FUTURE, createPortalStore, registerShellServices } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { DetailScreen } from './DetailScreen';

/** Test support: the detail screen at `url` in a real store, with the shell's handlers mocked. */
export function renderDetail(url: string) {
  const shell = { onPermissionDenied: jest.fn(), toast: { error: jest.fn() } };
  const restore = registerShellServices(shell);
  const view = render(
    <Provider store={createPortalStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]} future={COMPONENT_ROUTER_FUTURE}>
          <DetailScreen routePath="/search/tmd" title="商标详情" />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { ...view, shell, restore, user: userEvent.setup() };
}
