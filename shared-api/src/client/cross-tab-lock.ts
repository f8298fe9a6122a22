/**
 * One holder at a time across every tab of the portal's origin, so two tabs refreshing one
 * session do not both spend the same refresh token. The Web Locks API does this exactly
 * (released when the callback settles or the tab dies); where it is missing (old browsers,
 * jsdom) a short localStorage lease stands in. The lease is best effort: two tabs racing for
 * it within a few milliseconds can still both win, and the server's refresh grace window
 * answers both alike then.
 */

/** How long a lease holds if its tab dies without releasing it. */
export const LEASE_MS = 10_000;
/** How often a tab waiting for the lease looks again. */
const POLL_MS = 25;
/** Pause between writing a lease and reading it back to see who won a race. */
const SETTLE_MS = 5;

interface Lease {
  owner: string;
  until: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readLease(store: Storage, key: string): Lease | null {
  try {
    const lease = JSON.parse(store.getItem(key) ?? 'null') as Partial<Lease> | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number'
      ? (lease as Lease)
      : null;
  } catch {
    return null;
  }
}

async function acquireLease(store: Storage, key: string, owner: string): Promise<void> {
  for (;;) {
    const held = readLease(store, key);
    if (!held || held.until <= Date.now()) {
      store.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
      await sleep(SETTLE_MS);
      // the last writer of a race wins; the others see its name and wait
      if (readLease(store, key)?.owner === owner) return;
    }
    await sleep(POLL_MS);
  }
}

/** The fallback: a lease in localStorage; without storage the tab simply goes ahead. */
async function withStorageLease<T>(name: string, task: () => Promise<T>): Promise<T> {
  const store = storage();
  if (!store) return task();
  const key = `${name}.lease`;
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  try {
    await acquireLease(store, key, owner);
  } catch {
    return task(); // storage refused the write: no lock to be had, go ahead
  }
  try {
    return await task();
  } finally {
    try {
      if (readLease(store, key)?.owner === owner) store.removeItem(key);
    } catch {
      // the lease runs out by itself
    }
  }
}

/** Runs `task` while holding the named lock across tabs; resolves with its result. */
export function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() resolves with the callback's result once the callback's promise settles
  if (locks && typeof locks.request === 'function') {
    return locks.request(name, task) as unknown as Promise<T>;
  }
  return withStorageLease(name, task);
}
