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

/** What a renewal answers the call that was refused with 401. */
export type TokenRenewalOutcome =
  /** A new token: the call is replayed with it. */
  | { kind: 'renewed'; token: string }
  /** The refresh was refused (the session is over): the 401 stands and the error policy applies. */
  | { kind: 'refused' }
  /** No answer for now (offline, 429, still waiting): the call fails with its 401 and nobody is signed out. */
  | { kind: 'unavailable' };

/** Renews the session's token after a call with `rejectedToken` was answered 401. */
export type TokenRenewer = (rejectedToken: string) => Promise<TokenRenewalOutcome>;

/**
 * Where the app plugs in the session's renewal (DESIGN: lower layers emit, higher layers decide — the API layer
 * asks "renew this token?" and never imports the session). Without a renewer a 401 is handled as before.
 */
export type TokenRenewalPort = {
  /** Installs the renewer; the returned function removes it (if it is still the one installed). */
  register: (renewer: TokenRenewer) => () => void;
  current: () => TokenRenewer | null;
};

export function createTokenRenewalPort(): TokenRenewalPort {
  let installed: TokenRenewer | null = null;
  return {
    register(renewer) {
      installed = renewer;
      return () => {
        if (installed === renewer) installed = null;
      };
    },
    current: () => installed,
  };
}

/** The app-wide port the two clients ask. */
export const tokenRenewal: TokenRenewalPort = createTokenRenewalPort();

/** Calls whose refusal the session flow itself handles: a 401 from them is never renewed and replayed. */
const SESSION_CALLS = ['/login', '/refresh-token', '/logout'];
const isSessionCall = (path: string) => SESSION_CALLS.some((call) => path.endsWith(call));

const bearerOf = (request: Request): string | null => /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;

/**
 * The error policy of spec section 8: 403 → log the invalid-or-expired message and send the browser to the root;
 * 401 → send it to the root and log the contact-your-administrator message; no response → the invalid-or-expired
 * message and the root. "Send to the root" is an event the app acts on. Other failures are left to the caller,
 * whose `unwrap` rejects with the response.
 *
 * Sessions that last (issue 9): a 401 on a call that carried a token first asks the renewal port for ONE renewal
 * and replays the call once with the new token; only a refused renewal (or a replay refused again) reports
 * `api.unauthorized`. A renewal that cannot be answered now (offline, 429) leaves the 401 to the caller and reports
 * nothing, so nobody is signed out by a rate limit.
 */
export function createErrorPolicyMiddleware(emit: Emit, log: Log = (message) => console.error(message), renewal: TokenRenewalPort = tokenRenewal): Middleware {
  // A copy of each request with a body that may have to be replayed (fetch consumes the body of the original).
  const spares = new Map<string, Request>();

  const applyPolicy = (path: string, response: Response) => {
    if (response.status === 403) {
      log(TOKEN_INVALID_MESSAGE);
      emit({ type: 'api.forbidden', path });
    } else if (response.status === 401) {
      emit({ type: 'api.unauthorized', path });
      log(CONTACT_ADMIN_MESSAGE);
    }
  };

  return {
    onRequest({ request, id }) {
      if (request.body !== null && renewal.current() && bearerOf(request) && !isSessionCall(pathOf(request))) spares.set(id, request.clone());
      return undefined;
    },
    async onResponse({ request, response, id, options }) {
      const path = pathOf(request);
      const spare = spares.get(id);
      spares.delete(id);
      const rejectedToken = response.status === 401 ? bearerOf(request) : null;
      const renewer = rejectedToken && !isSessionCall(path) ? renewal.current() : null;
      if (!rejectedToken || !renewer) {
        applyPolicy(path, response);
        return undefined;
      }
      const outcome = await renewer(rejectedToken);
      if (outcome.kind === 'unavailable') return undefined;
      if (outcome.kind === 'refused') {
        applyPolicy(path, response);
        return undefined;
      }
      const source = spare ?? request;
      if (source.bodyUsed) {
        // Its body was sent before a renewer was installed and cannot be sent again: the 401 stands.
        applyPolicy(path, response);
        return undefined;
      }
      const replay = source.clone();
      replay.headers.set('Authorization', `Bearer ${outcome.token}`);
      let replayed: Response;
      try {
        replayed = await options.fetch(replay);
      } catch (error) {
        // The replay found no network: the call fails with its 401; the session keeps its new token.
        if (!isAbort(error)) log(TOKEN_INVALID_MESSAGE);
        return undefined;
      }
      applyPolicy(path, replayed);
      return replayed;
    },
    onError({ request, error, id }) {
      spares.delete(id);
      if (isAbort(error)) return undefined;
      log(TOKEN_INVALID_MESSAGE);
      emit({ type: 'api.unreachable', path: pathOf(request) });
      return undefined;
    },
  };
}
