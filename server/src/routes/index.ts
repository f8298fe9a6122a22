import type { ZodPlugin } from '../http/zod';
import { accountRoutes } from './account';
import { devSmsRoutes } from './dev/sms';
import { healthRoutes } from './health';

/**
 * One folder per business domain, named like the remotes (search, data, monitor, account,
 * news); only `account` exists so far. Every path starts with /shebiao.
 */
export const routes: ZodPlugin<{ devRoutes: boolean }> = async (app, { devRoutes }) => {
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  if (devRoutes) await app.register(devSmsRoutes);
};
