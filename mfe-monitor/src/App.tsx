import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { RemoteRoot } from 'shared-ui';
import { WATCH_SCREENS } from './screens';

/**
 * Screens by route path; a route without one shows its heading until its domain work lands
 * (archives, favourites, renewal and announcement customisation).
 */
const SCREENS: Record<string, ComponentType<RemoteAppProps>> = { ...WATCH_SCREENS };

/** The route root the shell renders for every route this remote owns. */
export function App(props: RemoteAppProps) {
  return <RemoteRoot app="mfe-monitor" release={__RELEASE__} screens={SCREENS} {...props} />;
}
