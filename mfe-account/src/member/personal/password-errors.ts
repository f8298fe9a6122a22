import { accountMessages, isEnvelopeError } from 'shared-api';

/** The envelope code the spec gives a wrong current password on a password change (§8). */
const WRONG_PASSWORD_CODE = 500;

/**
 * Spec 3 §8: a wrong current password (also code 500 on a password change) reads 密码错误！,
 * shown under the password field rather than as a failure of the whole form.
 */
export function isWrongPassword(error: unknown): boolean {
  return (
    isEnvelopeError(error) &&
    (error.code === WRONG_PASSWORD_CODE || error.message === accountMessages.wrongPassword)
  );
}
