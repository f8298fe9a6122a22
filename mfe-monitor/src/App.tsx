import type { RemoteAppProps } from 'shared-api';
import { RemoteRoot } from 'shared-ui';
import { SCREENS } from './screens';

/** The route root the shell renders for every route this remote owns. */
export function App(props: RemoteAppProps) {
  return <RemoteRoot app="mfe-monitor" release={__RELEASE__} screens={SCREENS} {...props} />;
}
