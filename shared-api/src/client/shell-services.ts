/**
 * Shell services reach the remotes and the base query through this small typed interface
 * instead of globals (CONVENTIONS.md, Module Federation). shared-api is an MF singleton, so
 * the shell registers once at start and every remote sees the same services.
 */

export interface ShellToast {
  error(message: string): void;
  success(message: string): void;
  info(message: string): void;
}

/** What the payment dialog needs to know about the call that answered code 6000. */
export interface PaymentRequiredContext {
  /** RTK Query endpoint name, e.g. 'downloadApplications'. */
  endpoint: string;
  /** The arguments the call was made with (URL, body...). */
  args: unknown;
  message: string;
  /** The envelope's data: order details the dialog may show. */
  data: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface ShellServices {
  toast: ShellToast;
  /** Code 4002 or the body 'Access Denied': the login/permission handler (spec 1 §8). */
  onPermissionDenied(message: string): void;
  /**
   * Code 6000: open the payment dialog. Resolve `true` once paid and the base query retries
   * the original call once (spec 1 §4 'the download is retried'); `false`/void ends it.
   */
  onPaymentRequired(context: PaymentRequiredContext): Promise<boolean> | void;
  /** The shell's router; the base query uses it for /500 and /login. */
  navigate(path: string, options?: NavigateOptions): void;
  /** The base query ended the session (code 4004, or the token expired and could not be renewed). */
  onSessionEnded(message: string): void;
  /**
   * The loading overlay: start/stop bracket every call not marked `silent`. The shell closes
   * its overlay 200 ms after the count reaches zero (spec 1 §9).
   */
  loading: { start(): void; stop(): void };
}

export type ShellServicesInput = Partial<Omit<ShellServices, 'toast' | 'loading'>> & {
  toast?: Partial<ShellToast>;
  loading?: Partial<ShellServices['loading']>;
};

// Defaults keep a remote running alone (its own dev server, tests) working and visible.
const defaults: ShellServices = {
  toast: {
    error: (message) => console.error('[toast:error]', message),
    success: (message) => console.info('[toast:success]', message),
    info: (message) => console.info('[toast:info]', message),
  },
  onPermissionDenied: (message) => console.warn('[permission denied]', message),
  onPaymentRequired: (context) => console.warn('[payment required]', context.endpoint),
  navigate: (path) => console.warn('[navigate] no shell router registered:', path),
  onSessionEnded: (message) => console.warn('[session ended]', message),
  loading: { start: () => undefined, stop: () => undefined },
};

let current: ShellServices = defaults;

/**
 * Registers (part of) the shell's services over the current ones. Returns a function that
 * restores what was there before, for tests and hot reload.
 */
export function registerShellServices(input: ShellServicesInput): () => void {
  const previous = current;
  current = {
    ...previous,
    ...input,
    toast: { ...previous.toast, ...input.toast },
    loading: { ...previous.loading, ...input.loading },
  };
  return () => {
    current = previous;
  };
}

export function getShellServices(): ShellServices {
  return current;
}
