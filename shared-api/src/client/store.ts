import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import { isLoggedIn, onSessionChange } from './session';

/**
 * Slices the remotes inject at run time. A remote declares its slice here by declaration
 * merging, then calls `rootReducer.inject(slice)` when it loads:
 *
 *   declare module 'shared-api' {
 *     export interface LazyLoadedSlices extends WithSlice<typeof monitorSlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The shell's root reducer: the api slice now, remote slices when they load. */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Downloads (`fileResponseHandler`) put a Blob in the cache; that one value may be one. */
const BLOB_PATH = /^api\.(queries|mutations)\.[^.]+\.data\.blob$/;

/** The one store, created by the shell (ARCHITECTURE.md, Module Federation rules). */
export function createPortalStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          ignoredPaths: [BLOB_PATH],
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'payload.blob'],
        },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);

  // Logged out (by the shell, by the base query, or in another tab): drop the cached member
  // data so the next user never sees the previous one's. Deferred a tick because resetting
  // aborts running calls, and the call that ended the session must still settle with its
  // own error (4004, expired token) rather than 'Aborted'.
  let wasLoggedIn = isLoggedIn();
  onSessionChange(() => {
    const loggedIn = isLoggedIn();
    if (wasLoggedIn && !loggedIn) {
      setTimeout(() => {
        if (!isLoggedIn()) store.dispatch(api.util.resetApiState());
      }, 0);
    }
    wasLoggedIn = loggedIn;
  });
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
