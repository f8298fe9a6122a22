import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { ConfirmScreen } from './confirm/ConfirmScreen';
import { OrderScreen } from './order/OrderScreen';
import { AfreshPayScreen } from './payment/AfreshPayScreen';
import { SuccessScreen } from './payment/SuccessScreen';
import { UpgradePayScreen } from './payment/UpgradePayScreen';
import { WapayScreen } from './payment/WapayScreen';
import { RechargeScreen } from './recharge/RechargeScreen';
import { VipScreen } from './vip/VipScreen';

/**
 * This folder's screens by route path (see App.tsx): the money pages. /order and /recharge
 * render inside the shell's /manage frame; the others are full pages.
 */
export const MONEY_SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
  '/order': OrderScreen,
  '/afreshpay': AfreshPayScreen,
  '/recharge': RechargeScreen,
  '/chongzhi/wapay': WapayScreen,
  // The payment page under its route name (spec 3 §2.6): the same screen.
  '/payment': WapayScreen,
  '/chongzhi/upgrade': UpgradePayScreen,
  '/chongzhi/success': SuccessScreen,
  '/vip': VipScreen,
  '/confirm': ConfirmScreen,
};
