/** Member-centre calls of spec 1 §7 and spec 3 §7 (under /shebiao like every call). */
export const MEMBER_VIEW_BASE = '/shebiao/cloud-portal/memberView';
export const USER_REMIND_BASE = '/shebiao/cloud-portal/v2/userRemind';

/**
 * A response header `Authorization: renew` tells the client its access token is close to
 * expiry; the base query then refreshes (spec 1 §4). CORS exposes the header.
 */
export const RENEW_HEADER = 'authorization';
export const RENEW_HEADER_VALUE = 'renew';

/** validateName's message when the phone or name is free (spec 3 §7). */
export const VALIDATE_NAME_AVAILABLE = '可以使用';
