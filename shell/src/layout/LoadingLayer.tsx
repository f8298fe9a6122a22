import { useSyncExternalStore } from 'react';
import { LoadingOverlay } from 'shared-ui';
import { loadingCounter } from '../services/loading-counter';

/** Shows the loading overlay while API calls not marked silent are in flight. */
export function LoadingLayer() {
  const visible = useSyncExternalStore(loadingCounter.subscribe, loadingCounter.isVisible);
  return <LoadingOverlay loading={visible} fullscreen />;
}
