// Types of supervisor.mjs for the TypeScript test that drives it (server/test/scripts/).
import type { EventEmitter } from 'node:events';

export interface SupervisedChild extends EventEmitter {
  exitCode: number | null;
  signalCode: NodeJS.Signals | null;
  kill(signal?: NodeJS.Signals): boolean;
}

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
  maxQuickFailures: number;
  shutdownGraceMs: number;
}

export const DEFAULT_POLICY: RestartPolicy;

export function supervise<C extends SupervisedChild>(
  name: string,
  start: () => C,
  options?: {
    policy?: Partial<RestartPolicy>;
    log?: (line: string) => void;
    now?: () => number;
    setTimer?: (run: () => void, ms: number) => unknown;
    clearTimer?: (timer: unknown) => void;
  },
): { readonly child: C | null; stop(): void };
