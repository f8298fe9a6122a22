import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { RemoteRoot } from 'shared-ui';
import { MEMBER_SCREENS } from './member/screens';
import { PURCHASE_SCREENS } from './purchase/screens';

/**
 * Screens by route path: the member centre's own pages (profile, sub-accounts, messages) and
 * the money pages (orders, top-up, VIP purchase, payment pages).
 */
const SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
  ...MEMBER_SCREENS,
  ...PURCHASE_SCREENS,
};

/** The route root the shell renders for every route this remote owns. */
export function App(props: RemoteAppProps) {
  return <RemoteRoot app="mfe-account" release={__RELEASE__} screens={SCREENS} {...props} />;
}
