import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, onSessionChange, type Session } from './session';

const loggedOut: Session = {
  userName: null,
  userToken: null,
  refreshToken: null,
  memberLevelId: null,
};

/** The session for components (the header): re-renders on login, logout and other tabs. */
export function useSession(): Session & { loggedIn: boolean } {
  const session = useSyncExternalStore(onSessionChange, getSessionSnapshot, () => loggedOut);
  // Same rule as isLoggedIn(), computed from the snapshot so the two cannot disagree.
  return { ...session, loggedIn: Boolean(session.userName && session.userToken) };
}
