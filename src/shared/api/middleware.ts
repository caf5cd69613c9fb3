import type { Middleware } from 'openapi-fetch';
import type { ApiEvent } from './api-events';
import { isExcludedFromLoading } from './loading-exclusions';
import { CONTACT_ADMIN_MESSAGE, TOKEN_INVALID_MESSAGE } from './messages';

type Emit = (event: ApiEvent) => void;
type Log = (message: string) => void;

const pathOf = (request: Request): string => new URL(request.url, 'http://localhost').pathname;

/** Sends the stored token as a bearer token whenever one is stored. */
export function createAuthMiddleware(getToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/**
 * Reports each request to the loading indicator, except those whose path contains an excluded fragment; the
 * matching "finished" comes with the response or with the error, so overlapping requests can be counted.
 */
export function createActivityMiddleware(emit: Emit): Middleware {
  return {
    onRequest({ request, id }) {
      const path = pathOf(request);
      if (!isExcludedFromLoading(path)) emit({ type: 'api.request.started', requestId: id, path });
      return undefined;
    },
    onResponse({ request, id }) {
      const path = pathOf(request);
      if (!isExcludedFromLoading(path)) emit({ type: 'api.request.finished', requestId: id, path });
      return undefined;
    },
    onError({ request, id }) {
      const path = pathOf(request);
      if (!isExcludedFromLoading(path)) emit({ type: 'api.request.finished', requestId: id, path });
      return undefined;
    },
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The error policy of spec section 8: 403 → log the invalid-or-expired message and send the browser to the root;
 * 401 → send it to the root and log the contact-your-administrator message; no response → the invalid-or-expired
 * message and the root. "Send to the root" is an event the app acts on. Other failures are left to the caller,
 * whose `unwrap` rejects with the response.
 */
export function createErrorPolicyMiddleware(emit: Emit, log: Log = (message) => console.error(message)): Middleware {
  return {
    onResponse({ request, response }) {
      const path = pathOf(request);
      if (response.status === 403) {
        log(TOKEN_INVALID_MESSAGE);
        emit({ type: 'api.forbidden', path });
      } else if (response.status === 401) {
        emit({ type: 'api.unauthorized', path });
        log(CONTACT_ADMIN_MESSAGE);
      }
      return undefined;
    },
    onError({ request, error }) {
      if (isAbort(error)) return undefined;
      log(TOKEN_INVALID_MESSAGE);
      emit({ type: 'api.unreachable', path: pathOf(request) });
      return undefined;
    },
  };
}
