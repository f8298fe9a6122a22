import type { ZodPlugin } from '../../../http/zod';
import { adminCardRoutes } from './admin-cards';
import { cloudOrderRoutes } from './cloud-order';
import { notifyRoutes } from './notify';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payment';
import { sandboxWalletRoutes } from './sandbox-wallet';
import { vipRoutes } from './vip';

/**
 * The account domain's money part (mfe-account's money screens and the shell's payment dialog): wallet
 * and orders, VIP purchase, top-up and cards, trades of code 6000, QR payments and their
 * notifications. With ADMIN_TOKEN also the card issuing call.
 */
export const moneyRoutes: ZodPlugin<{ adminToken?: string }> = async (app, { adminToken }) => {
  await app.register(orderRoutes);
  await app.register(vipRoutes);
  await app.register(cloudOrderRoutes);
  await app.register(paymentRoutes);
  await app.register(notifyRoutes);
  const sandbox = app.payments.sandbox;
  if (sandbox) await app.register(sandboxWalletRoutes, { sandbox });
  if (adminToken) await app.register(adminCardRoutes, { adminToken });
};
