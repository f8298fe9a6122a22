import { ApiCode, accountMessages } from 'shared-api/contract';
import { ApiError } from '../../../http/api-error';
import type { AuthMember } from '../../../plugins/app/require-member';

/** The account a member acts for: sub-accounts share their main account's wallet and orders. */
export const accountOf = (member: AuthMember): number => member.mainMemberId ?? member.id;

/**
 * VIP is bought by the main account (a membership belongs to it). Spec 3 §4: the upgrade
 * check answers code 500 with a message the page shows; HTTP 403 so the client does not
 * take it for a server fault.
 */
export function refuseSubAccount(member: AuthMember): void {
  if (member.mainMemberId !== null) {
    throw new ApiError(403, ApiCode.upgradeRefused, accountMessages.subAccountCannotBuy);
  }
}
