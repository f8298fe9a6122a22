import type { ZodPlugin } from '../../http/zod';
import { childrenRoutes } from './children';
import { createLoginLimit } from './login-limit';
import { createPasswordTryLimit } from './password-check';
import { memberLoginRoutes } from './member-login';
import { memberViewRoutes } from './member-view';
import { announcementRoutes, reminderRoutes } from './messages';
import { mobileRoutes } from './mobile';
import { moneyRoutes } from './money';
import { passwordLoginRoutes } from './password-login';
import { profileRoutes } from './profile';
import { refreshRoutes } from './refresh';

/**
 * Domain `account` (the mfe-account remote's calls and the shell's login and payment dialog):
 * auth, profile, sub-accounts, messages, and in `money/` wallet, orders, VIP and payments.
 */
export const accountRoutes: ZodPlugin<{ adminToken?: string }> = async (app, { adminToken }) => {
  // One limiter for all login calls, so switching between them does not reset the count.
  const loginLimit = createLoginLimit(app);
  await app.register(memberLoginRoutes, { loginLimit });
  await app.register(passwordLoginRoutes, { loginLimit });
  await app.register(refreshRoutes);
  await app.register(memberViewRoutes);
  // One counter for every call that checks the current password.
  const passwordTryLimit = createPasswordTryLimit(app);
  await app.register(profileRoutes, { passwordTryLimit });
  await app.register(mobileRoutes, { passwordTryLimit });
  await app.register(childrenRoutes);
  await app.register(reminderRoutes);
  await app.register(announcementRoutes);
  await app.register(moneyRoutes, adminToken ? { adminToken } : {});
};
