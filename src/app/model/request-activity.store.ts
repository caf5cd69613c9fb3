import type { ApiEventBus } from '@/shared/api';

/**
 * Counts the requests in flight that the loading indicator covers. Each request is keyed by its id, so overlapping
 * requests keep the indicator up until the last one is answered, and a duplicate "finished" cannot push the count
 * below zero.
 */
export type RequestActivityStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => number;
  /** Stops listening to the API events. */
  dispose: () => void;
};

export function createRequestActivityStore(events: ApiEventBus): RequestActivityStore {
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  let count = 0;
  const publish = () => {
    if (inFlight.size === count) return;
    count = inFlight.size;
    for (const listener of listeners) listener();
  };
  const dispose = events.subscribe((event) => {
    if (event.type === 'api.request.started') inFlight.add(event.requestId);
    else if (event.type === 'api.request.finished') inFlight.delete(event.requestId);
    else return;
    publish();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => count,
    dispose,
  };
}
