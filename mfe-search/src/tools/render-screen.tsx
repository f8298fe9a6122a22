import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore, type RemoteAppProps } from 'shared-api';
import { UiProvider } from 'shared-ui';

/** Test support: a screen of this remote in a real store, as the shell renders it. */
export function renderScreen(
  Screen: ComponentType<RemoteAppProps>,
  routePath: string,
  title: string,
) {
  render(
    <Provider store={createPortalStore()}>
      <UiProvider>
        <Screen routePath={routePath} title={title} />
      </UiProvider>
    </Provider>,
  );
  return userEvent.setup();
}
