import type { TokenPair } from '../contract/public';
import { saveSession } from '../client/session';

/** What login, registration and refresh answer; `suffix` tells two pairs apart in a test. */
export const tokenPair = (suffix: string, memberLevelId = 3): TokenPair => ({
  token: `token-${suffix}`,
  refreshToken: `refresh-${suffix}`,
  userName: '13800000000',
  memberLevelId,
});

/** Stores a session under the spec's localStorage keys, as a previous login would have. */
export function logIn(memberLevelId = 3, userName = '13800000000') {
  saveSession({ ...tokenPair('stored', memberLevelId), userName });
}
