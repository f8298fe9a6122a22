import type { ZodPlugin } from '../../http/zod';
import { createLoginLimit } from './login-limit';
import { memberLoginRoutes } from './member-login';
import { memberViewRoutes } from './member-view';
import { passwordLoginRoutes } from './password-login';
import { refreshRoutes } from './refresh';

/** Domain `account` (the mfe-account remote's calls): auth, profile, reminders. */
export const accountRoutes: ZodPlugin = async (app) => {
  // One limiter for all login calls, so switching between them does not reset the count.
  const loginLimit = createLoginLimit(app);
  await app.register(memberLoginRoutes, { loginLimit });
  await app.register(passwordLoginRoutes, { loginLimit });
  await app.register(refreshRoutes);
  await app.register(memberViewRoutes);
};
