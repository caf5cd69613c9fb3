import { useSyncExternalStore } from 'react';
import { LoadingOverlay } from '@/shared/ui/loading-overlay';
import type { RequestActivityStore } from '../model/request-activity.store';

/** The full-screen loading indicator: up while any counted request is in flight. */
export function LoadingIndicator({ store }: { store: RequestActivityStore }) {
  // Only "any in flight" is read, so a count going 3 → 2 → 1 renders nothing (issue 10: every answer was a React commit).
  const busy = useSyncExternalStore(store.subscribe, () => store.getSnapshot() > 0, () => store.getSnapshot() > 0);
  return busy ? <LoadingOverlay /> : null;
}
