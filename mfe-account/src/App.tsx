import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { RemoteRoot } from 'shared-ui';
import { MEMBER_SCREENS } from './member/screens';
import { MONEY_SCREENS } from './money/screens';

/**
 * Screens by route path. The account domain has two parts, named as in the contract
 * (`shared-api/src/contract/account*.ts`) and the server (`server/src/routes/account/`): the
 * member part (profile, sub-accounts, messages) and the money part (orders, top-up, buying VIP,
 * payment pages).
 */
const SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
  ...MEMBER_SCREENS,
  ...MONEY_SCREENS,
};

/** The route root the shell renders for every route this remote owns. */
export function App(props: RemoteAppProps) {
  return <RemoteRoot app="mfe-account" release={__RELEASE__} screens={SCREENS} {...props} />;
}
