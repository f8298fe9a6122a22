import { createEventBus } from './eventBus';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it disappears. */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

/** Spec 1 §8 toasts are brief notices; three seconds is long enough to read one line. */
export const TOAST_DURATION = 3000;

const bus = createEventBus<ToastMessage>();
let nextId = 1;

function show(kind: ToastKind, message: string, options?: ToastOptions): number {
  const id = nextId++;
  bus.emit({ id, kind, message, duration: options?.duration ?? TOAST_DURATION });
  return id;
}

/**
 * Toasts callable from anywhere, including non-React code such as the API base query. The
 * messages travel over an event bus to the ToastHost that UiProvider mounts. shared-ui is a
 * Module Federation singleton, so the shell and every remote share this one bus. A toast
 * raised while no host is mounted is dropped: there is nowhere to show it.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** For hosts (and tests): receive every toast raised from now on. */
  subscribe: bus.subscribe,
};
