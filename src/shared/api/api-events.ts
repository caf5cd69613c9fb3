// What the API layer reports to whoever listens (DESIGN: lower layers emit, higher layers decide). The middleware
// never imports the session or the router: the app subscribes and acts.

export type ApiEvent =
  /** A request went out (only those the loading indicator counts). */
  | { type: 'api.request.started'; requestId: string; path: string }
  /** Its response or its error arrived. */
  | { type: 'api.request.finished'; requestId: string; path: string }
  /** HTTP 401: the token was refused. */
  | { type: 'api.unauthorized'; path: string }
  /** HTTP 403: the call is not allowed with this token. */
  | { type: 'api.forbidden'; path: string }
  /** No response at all (network failure). */
  | { type: 'api.unreachable'; path: string };

export type ApiEventListener = (event: ApiEvent) => void;

export type ApiEventBus = {
  emit: (event: ApiEvent) => void;
  subscribe: (listener: ApiEventListener) => () => void;
};

export function createApiEventBus(): ApiEventBus {
  const listeners = new Set<ApiEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app-wide bus the two clients report to. */
export const apiEvents: ApiEventBus = createApiEventBus();
