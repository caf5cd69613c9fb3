import { vi } from 'vitest';
import type { LeadsPaths, PortalPaths } from '@/shared/api';

// A fake of both APIs for component tests, answering through `fetch` with bodies typed from the contracts.

type Method = 'get' | 'post';
type OperationOf<Paths, P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]: infer Op } ? Op : never;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** The success body of an operation (its 200 or 201 answer). */
export type SuccessBody<Op> = Op extends { responses: infer R }
  ? R extends { 200: infer Ok }
    ? JsonOf<Ok>
    : R extends { 201: infer Created }
      ? JsonOf<Created>
      : never
  : never;

/** Any non-success answer: the failure envelope with its HTTP status, or a network failure. */
export type MockFailure =
  | { status: number; message: string; errors?: { field: string; message: string }[]; headers?: Record<string, string> }
  | 'network-error';

type Reply<Op> = SuccessBody<Op> | MockFailure;
type Handler<Op> = (request: Request) => Reply<Op> | Promise<Reply<Op>>;

const isFailure = (reply: unknown): reply is Exclude<MockFailure, 'network-error'> =>
  typeof reply === 'object' && reply !== null && 'status' in reply && typeof (reply as { status: unknown }).status === 'number';

export type MockApi = {
  portal<P extends keyof PortalPaths, M extends Method>(method: M, path: P, handler: Handler<OperationOf<PortalPaths, P, M>>): MockApi;
  leads<P extends keyof LeadsPaths, M extends Method>(method: M, path: P, handler: Handler<OperationOf<LeadsPaths, P, M>>): MockApi;
  /** Every request the app made, in order, as `METHOD /path`. */
  calls: () => string[];
  requests: Request[];
};

/** An answer held back until `release()`: what a page shows while its call is pending. `reply` is the handler. */
export function heldAnswer<Reply>(answer: Reply) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  return {
    reply: async () => {
      await answered;
      return answer;
    },
    release: () => release(),
  };
}

/** The set-up of a test in which one portal call is refused: it answers `status` with `message`. */
export const portalRefusing =
  <P extends keyof PortalPaths, M extends Method>(method: M, path: P, status: number, message: string) =>
  (api: MockApi) =>
    api.portal(method, path, () => ({ status, message }));

function toPattern(base: string, path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${base}${escaped}$`);
}

/** Installs a fetch that answers from the registered handlers; anything unregistered answers 501 like the server. */
export function installMockApi(): MockApi {
  const routes: { method: string; pattern: RegExp; handler: Handler<unknown> }[] = [];
  const requests: Request[] = [];
  const api: MockApi = {
    portal(method, path, handler) {
      routes.unshift({ method: method.toUpperCase(), pattern: toPattern('/api', path as string), handler: handler as Handler<unknown> });
      return api;
    },
    leads(method, path, handler) {
      routes.unshift({ method: method.toUpperCase(), pattern: toPattern('/lead-api', path as string), handler: handler as Handler<unknown> });
      return api;
    },
    calls: () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`),
    requests,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(pathname));
    const reply = route
      ? await route.handler(request)
      : ({ status: 501, message: `not implemented yet: ${request.method} ${pathname}` } satisfies MockFailure);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const [status, body] = isFailure(reply)
      ? [reply.status, { status: false, message: reply.message, ...(reply.errors ? { errors: reply.errors } : {}) }]
      : [route && request.method === 'POST' && /register/.test(pathname) ? 201 : 200, reply];
    const extra = isFailure(reply) ? reply.headers : undefined;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...extra } });
  });
  return api;
}

/**
 * A reply that is refused once with 429 (`Retry-After: retryAfter` seconds) and is `success` from then on, as a
 * rate-limited call that the user tries again; `attempts()` counts the calls.
 */
export function tooManyOnce<Body>(retryAfter: string, success: Body) {
  let attempts = 0;
  const reply = (): Body | MockFailure =>
    ++attempts === 1 ? { status: 429, message: 'Too many requests', headers: { 'Retry-After': retryAfter } } : success;
  return { reply, attempts: () => attempts };
}

type TopBarData = Extract<SuccessBody<OperationOf<PortalPaths, '/common/new-notifications-messages', 'get'>>, { status: true }>['data'];

/**
 * A reply for the top bar's poll (GET /common/new-notifications-messages): nothing new but what `now()` gives at the
 * time of the call; `polls()` counts the calls.
 */
export type TopBarPoll = ReturnType<typeof topBarPoll>;

export function topBarPoll(now: () => Partial<TopBarData>) {
  let polls = 0;
  const reply = () => {
    polls += 1;
    const data: TopBarData = { notifications: [], unread_notifications_count: 0, unread_notifications: [], messages: [], unread_messages_count: 0, ...now() };
    return { status: true as const, data };
  };
  return { reply, polls: () => polls };
}
