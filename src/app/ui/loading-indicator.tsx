import { useSyncExternalStore } from 'react';
import { LoadingOverlay } from '@/shared/ui/loading-overlay';
import type { RequestActivityStore } from '../model/request-activity.store';

/** The full-screen loading indicator: up while any counted request is in flight. */
export function LoadingIndicator({ store }: { store: RequestActivityStore }) {
  const inFlight = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return inFlight > 0 ? <LoadingOverlay /> : null;
}
