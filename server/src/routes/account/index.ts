import type { ZodPlugin } from '../../http/zod';
import { childrenRoutes } from './children';
import { createLoginLimit } from './login-limit';
import { createPasswordTryLimit } from './password-check';
import { memberLoginRoutes } from './member-login';
import { memberViewRoutes } from './member-view';
import { announcementRoutes, reminderRoutes } from './messages';
import { mobileRoutes } from './mobile';
import { passwordLoginRoutes } from './password-login';
import { profileRoutes } from './profile';
import { refreshRoutes } from './refresh';

/** Domain `account` (the mfe-account remote's calls): auth, profile, sub-accounts, messages. */
export const accountRoutes: ZodPlugin = async (app) => {
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
};
