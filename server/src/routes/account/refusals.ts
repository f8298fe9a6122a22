import { ApiCode, authMessages } from 'shared-api/contract';
import { ApiError, badRequest } from '../../http/api-error';
import { httpMessages } from '../../http/messages';
import { MEMBER_ACTIVE, type Member } from '../../plugins/app/members';

/** Spec 1 §5: an unknown phone is named as such on SMS login and password recovery. */
export const phoneNotRegistered = () =>
  new ApiError(400, ApiCode.notFound, authMessages.phoneNotRegistered);

/** Same words whether the account is missing or the password wrong (no account probing). */
export const wrongAccountOrPassword = () => badRequest(authMessages.wrongAccountOrPassword);

/** A disabled account (sub-accounts can be switched off) is told so once its secret is proven. */
export function assertActive(member: Member): void {
  if (member.status !== MEMBER_ACTIVE) {
    throw new ApiError(403, ApiCode.badRequest, httpMessages.memberDisabled);
  }
}
