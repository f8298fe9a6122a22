import type { TokenPair } from '../contract/public';

/**
 * The login session lives in localStorage under the spec's key names (spec 1 §4), so a page
 * reload, a second tab and the header all see the same state without a round trip.
 */
export const SESSION_KEYS = {
  userName: 'userName',
  userToken: 'userToken',
  refreshToken: 'userRefreshToken',
  memberLevelId: 'memberLevelId',
} as const;

export interface Session {
  userName: string | null;
  userToken: string | null;
  refreshToken: string | null;
  memberLevelId: number | null;
}

type Listener = (session: Session) => void;

const listeners = new Set<Listener>();
const ownKeys: readonly string[] = Object.values(SESSION_KEYS);

// Storage can be missing or throw (disabled cookies, some private modes): treat as logged out.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes the given keys (null removes) and tells subscribers only if something changed. */
function write(values: Record<string, string | null>): void {
  const store = storage();
  if (!store) return;
  let changed = false;
  for (const [key, value] of Object.entries(values)) {
    if (read(key) === value) continue;
    changed = true;
    try {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    } catch {
      // Quota or privacy errors: the session simply is not kept.
    }
  }
  if (changed) notify();
}

export function readSession(): Session {
  const level = read(SESSION_KEYS.memberLevelId);
  const levelId = level === null || level === '' ? null : Number(level);
  return {
    userName: read(SESSION_KEYS.userName),
    userToken: read(SESSION_KEYS.userToken),
    refreshToken: read(SESSION_KEYS.refreshToken),
    memberLevelId: levelId !== null && Number.isFinite(levelId) ? levelId : null,
  };
}

/** Stores what login, registration and token refresh return. */
export function saveSession(pair: TokenPair): void {
  write({
    [SESSION_KEYS.userName]: pair.userName,
    [SESSION_KEYS.userToken]: pair.token,
    [SESSION_KEYS.refreshToken]: pair.refreshToken,
    [SESSION_KEYS.memberLevelId]: String(pair.memberLevelId),
  });
}

export function setMemberLevel(id: number): void {
  write({ [SESSION_KEYS.memberLevelId]: String(id) });
}

/**
 * Ends the session. Only the session keys are removed, not all of localStorage: the remotes
 * may keep non-personal preferences there, and the spec's intent is the login state.
 */
export function clearSession(): void {
  write(Object.fromEntries(ownKeys.map((key) => [key, null])));
}

/** Spec 1 §4: logged in means userName and userToken are both stored. */
export function isLoggedIn(): boolean {
  return Boolean(read(SESSION_KEYS.userName) && read(SESSION_KEYS.userToken));
}

function notify(): void {
  const session = readSession();
  for (const listener of [...listeners]) listener(session);
}

// Another tab logged in or out: localStorage changed under us, so re-read and tell listeners.
function onStorage(event: StorageEvent): void {
  if (event.key === null || ownKeys.includes(event.key)) notify();
}

/** Calls `listener` after every session change, in this tab or another; returns unsubscribe. */
export function onSessionChange(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

let snapshot: Session = readSession();

/**
 * A stable snapshot for `useSyncExternalStore`: the same object until a value changes, so
 * React does not re-render (or loop) on every read.
 */
export function getSessionSnapshot(): Session {
  const next = readSession();
  const same = (Object.keys(next) as (keyof Session)[]).every((k) => next[k] === snapshot[k]);
  if (!same) snapshot = next;
  return snapshot;
}
