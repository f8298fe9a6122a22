import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { RemoteName } from 'shared-api';
import { RetryPanel, Spinner } from 'shared-ui';
import { loadExposed } from './load-remote';
import { SlotErrorBoundary } from './SlotErrorBoundary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props differ per exposed module
type AnyComponent = ComponentType<any>;

// One lazy component per exposed module and attempt, so navigating between a remote's routes
// does not reload it, and a retry after a failure starts a fresh load.
const lazyComponents = new Map<string, AnyComponent>();

function lazyComponentFor(remote: RemoteName, expose: string, attempt: number): AnyComponent {
  const key = `${remote}/${expose}#${attempt}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(async () => {
      // Each exposed module './X' has the named export X (see each remote's README).
      const module = await loadExposed<Record<string, AnyComponent>>(remote, expose, attempt > 0);
      const exported = module[expose];
      if (!exported) throw new Error(`${remote}/${expose} 没有导出 ${expose}`);
      return { default: exported };
    });
    lazyComponents.set(key, component);
  }
  return component;
}

interface RemoteSlotProps<P> {
  remote: RemoteName;
  /** The exposed module's name without './'; defaults to the route root 'App'. */
  expose?: string;
  props: P;
}

/** The slot where a remote's screen or widget renders; a failure shows the retry panel. */
export function RemoteSlot<P extends object>({
  remote,
  expose = 'App',
  props,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Exposed = lazyComponentFor(remote, expose, attempt);
  return (
    <SlotErrorBoundary
      key={attempt}
      remote={remote}
      fallback={<RetryPanel onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Spinner />}>
        {/* Exposed comes from the module-level cache above: the same component on every render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Exposed {...props} />
      </Suspense>
    </SlotErrorBoundary>
  );
}
