import { ApiCode, ENTERPRISE_FEATURE_LEVELS, isEnvelopeError, useSession } from 'shared-api';

/**
 * Spec 2 §6: announcement features need enterprise or agency VIP. A session whose level is
 * known and below that is locked before any call (the spec's 'local flag'); the server's 4002
 * locks the rest (a level changed elsewhere, a sub-account).
 */
export function useBelowEnterprise(): boolean {
  const { memberLevelId } = useSession();
  return memberLevelId !== null && !ENTERPRISE_FEATURE_LEVELS.includes(memberLevelId);
}

/** Code 4002: no permission (spec 2 §8). */
export const isNoPermission = (error: unknown): boolean =>
  isEnvelopeError(error) && error.code === ApiCode.noPermission;
