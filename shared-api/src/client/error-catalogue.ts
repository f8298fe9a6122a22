import { ApiCode, TOAST_CODES } from '../contract/public';
import type { EnvelopeError } from './errors';
import { clearSession } from './session';
import { getShellServices } from './shell-services';

/** The answer 'Access Denied' some refusals carry as a plain-text body (spec 1 §8). */
export const ACCESS_DENIED_BODY = 'Access Denied';

/**
 * Spec 1 §8, the side effects of a failed call, in one place. The caller still receives the
 * error; this only tells the user and the shell. Code 6000 and token expiry are not here:
 * they can retry the call, so the base query handles them.
 */
export function applyErrorCatalogue(error: EnvelopeError, silent: boolean): void {
  const shell = getShellServices();
  const toast = (message: string) => {
    if (!silent) shell.toast.error(message);
  };

  if (error.code === ApiCode.noPermission || error.message === ACCESS_DENIED_BODY) {
    shell.onPermissionDenied(error.message);
  } else if (error.code === ApiCode.sessionEnded) {
    clearSession();
    toast(error.message);
    shell.onSessionEnded(error.message);
  } else if (error.status === 500) {
    // The error page shows the message, so no toast on top of it.
    shell.navigate(`/500?msg=${encodeURIComponent(error.message)}`, { replace: true });
  } else if (error.code === ApiCode.validationList) {
    const first = Array.isArray(error.data) ? (error.data as unknown[])[0] : undefined;
    toast(typeof first === 'string' && first ? first : error.message);
  } else if (TOAST_CODES.includes(error.code)) {
    toast(error.message);
  }
  // Any other code: no side effect; the caller shows error.message where it fits.
}
