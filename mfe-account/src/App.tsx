import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { RemoteRoot } from 'shared-ui';

/** Screens by route path; a route without one shows its heading until its domain work lands. */
const SCREENS: Record<string, ComponentType<RemoteAppProps>> = {};

/** The route root the shell renders for every route this remote owns. */
export function App(props: RemoteAppProps) {
  return <RemoteRoot app="mfe-account" release={__RELEASE__} screens={SCREENS} {...props} />;
}
