import { afterEach, describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import { createApiClient } from './clients';
import { createApiEventBus, type ApiEvent } from './api-events';
import { tokenRenewal, type TokenRenewalOutcome } from './middleware';
import { LOADING_EXCLUDED_FRAGMENTS, isExcludedFromLoading } from './loading-exclusions';
import { CONTACT_ADMIN_MESSAGE, TOKEN_INVALID_MESSAGE } from './messages';
import { ApiFailure, fieldErrorOf, unwrap } from './unwrap';
import type { paths } from '@contract/portal';

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler, token: string | null = null) {
  const events = createApiEventBus();
  const seen: ApiEvent[] = [];
  events.subscribe((event) => seen.push(event));
  const log = vi.fn();
  const requests: Request[] = [];
  const client = createApiClient<paths>({
    baseUrl: 'http://unipath.test/api',
    getToken: () => token,
    events,
    log,
    fetch: async (input) => {
      const request = input as Request;
      requests.push(request);
      return handler(request);
    },
  });
  return { client, seen, log, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('typed client', () => {
  it('sends the stored token as a bearer token', async () => {
    const { client, requests } = setup(() => json(200, { status: true, data: [] }), 'tok-1');
    await client.GET('/home/countries');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { client, requests } = setup(() => json(200, { status: true, data: [] }));
    await client.GET('/home/countries');
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });
});

describe('error policy (spec section 8)', () => {
  it('403: logs the invalid-or-expired message and asks for the root', async () => {
    const { client, seen, log } = setup(() => json(403, { status: false, message: 'Forbidden' }));
    const result = await client.GET('/common/user-profile');
    expect(log).toHaveBeenCalledWith(TOKEN_INVALID_MESSAGE);
    expect(log).toHaveBeenCalledTimes(1);
    expect(seen.map((event) => event.type)).toContain('api.forbidden');
    expect(() => unwrap(result)).toThrow(ApiFailure);
  });

  it('401: asks for the root and logs the contact-your-administrator message', async () => {
    const { client, seen, log } = setup(() => json(401, { status: false, message: 'Unauthorized' }));
    await client.GET('/common/user-profile');
    expect(log).toHaveBeenCalledWith(CONTACT_ADMIN_MESSAGE);
    expect(log).not.toHaveBeenCalledWith(TOKEN_INVALID_MESSAGE);
    expect(seen.map((event) => event.type)).toContain('api.unauthorized');
  });

  it('no response: logs the invalid-or-expired message, asks for the root and rejects', async () => {
    const { client, seen, log } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.GET('/common/user-profile')).rejects.toThrow('Failed to fetch');
    expect(log).toHaveBeenCalledWith(TOKEN_INVALID_MESSAGE);
    expect(seen.map((event) => event.type)).toContain('api.unreachable');
  });

  it('an aborted request is not a network failure', async () => {
    const { client, seen, log } = setup(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(client.GET('/common/user-profile')).rejects.toThrow();
    expect(log).not.toHaveBeenCalled();
    expect(seen.map((event) => event.type)).not.toContain('api.unreachable');
  });

  it('other failures reject with the response object and the server’s envelope', async () => {
    const { client, seen, log } = setup(() =>
      json(409, { status: false, message: 'Email taken', errors: [{ field: 'body/email', message: 'already registered' }] }),
    );
    const result = await client.POST('/student-register', {
      body: { first_name: 'A', last_name: 'B', email: 'a@b.test', mobile: '9876543210', password: 'longenough' },
    });
    expect(log).not.toHaveBeenCalled();
    expect(seen.map((event) => event.type)).not.toContain('api.unauthorized');
    let failure: unknown;
    try {
      unwrap(result);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ApiFailure);
    const apiFailure = failure as ApiFailure;
    expect(apiFailure.response).toBe(result.response);
    expect(apiFailure.status).toBe(409);
    expect(apiFailure.message).toBe('Email taken');
    expect(fieldErrorOf(apiFailure, 'email')).toBe('already registered');
  });

  it('a success passes its data through', async () => {
    const { client } = setup(() => json(200, { status: true, data: [{ country_id: 1, name: 'India', iso2: 'IN', currency: 'INR' }] }));
    const body = unwrap(await client.GET('/home/countries'));
    expect(body.data[0].name).toBe('India');
  });
});

describe('loading reports', () => {
  it('reports start and finish for a counted call, with the same id', async () => {
    const { client, seen } = setup(() => json(200, { status: true, data: [] }));
    await client.GET('/home/countries');
    const loading = seen.filter((event) => event.type === 'api.request.started' || event.type === 'api.request.finished');
    expect(loading.map((event) => event.type)).toEqual(['api.request.started', 'api.request.finished']);
    expect(loading[0]).toMatchObject({ path: '/api/home/countries' });
    expect((loading[0] as { requestId: string }).requestId).toBe((loading[1] as { requestId: string }).requestId);
  });

  it('reports the finish when the request fails without a response', async () => {
    const { client, seen } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await client.GET('/home/countries').catch(() => undefined);
    expect(seen.map((event) => event.type).sort()).toEqual(['api.request.finished', 'api.request.started', 'api.unreachable']);
  });

  it('does not report calls whose path contains an excluded fragment', async () => {
    const { client, seen } = setup(() => json(200, { status: true, data: {} }));
    await client.GET('/common/new-notifications-messages');
    await client.GET('/common/course/all');
    expect(seen).toEqual([]);
  });
});

describe('loading exclusions', () => {
  it('are the 13 fragments of spec section 9', () => {
    expect(LOADING_EXCLUDED_FRAGMENTS).toHaveLength(13);
  });

  it.each([
    ['/api/common/new-notifications-messages', true],
    ['/api/common/chats/message/12', true],
    ['/api/common/chats/message/set-read/12', true],
    ['/api/common/student-application-chat/5/9', true],
    ['/api/common/student/course/application/chat', true],
    ['/api/common/messages/lead/3', true],
    ['/api/common/course/all', true],
    ['/api/common/course/all/v2', true],
    ['/api/common/university-courses/7', true],
    ['/api/common/agent/create-session', true],
    ['/api/common/agent/store-gpt-chat-log', true],
    ['/api/common/save-time-spent-on-page', true],
    ['/api/common/search-logs', true],
    ['/api/common/filter-logs', true],
    ['/api/common/commission-rates/', true],
    ['/api/common/chats/connections', false],
    ['/api/common/course/42', false],
    ['/api/common/university-courses', false],
    ['/api/common/commission-rates', false],
    ['/api/common/notifications', false],
    ['/api/home/countries', false],
  ])('%s excluded: %s', (path, excluded) => {
    expect(isExcludedFromLoading(path)).toBe(excluded);
  });
});

describe('a 401 with a token: one renewal, one replay (issue 9)', () => {
  let unregister: () => void = () => {};
  afterEach(() => unregister());

  /** Installs a renewer on the clients' port that answers `outcome` and records the tokens it was asked about. */
  function renewer(outcome: TokenRenewalOutcome) {
    const asked: string[] = [];
    unregister = tokenRenewal.register(async (rejected) => {
      asked.push(rejected);
      return outcome;
    });
    return asked;
  }

  /** 401 for the old token, the handler's answer for any other. */
  const refusingOld = (ok: (request: Request) => Response | Promise<Response>) => (request: Request) =>
    request.headers.get('Authorization') === 'Bearer tok-old' ? json(401, { status: false, message: 'invalid or expired token' }) : ok(request);

  it('renews once and replays the call with the new token: the caller gets the answer, nobody is signed out', async () => {
    const asked = renewer({ kind: 'renewed', token: 'tok-new' });
    const { client, requests, seen, log } = setup(refusingOld(() => json(200, { status: true, data: [{ country_id: 1, name: 'India', iso2: 'IN', currency: 'INR' }] })), 'tok-old');
    const body = unwrap(await client.GET('/home/countries'));
    expect(body.data[0].name).toBe('India');
    expect(asked).toEqual(['tok-old']);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer tok-old', 'Bearer tok-new']);
    expect(seen.map((event) => event.type)).not.toContain('api.unauthorized');
    expect(log).not.toHaveBeenCalled();
    // The loading indicator counted one call, finished once.
    expect(seen.filter((event) => event.type === 'api.request.finished')).toHaveLength(1);
  });

  it('replays a call with a body with the same body', async () => {
    renewer({ kind: 'renewed', token: 'tok-new' });
    const bodies: string[] = [];
    const { client } = setup(
      refusingOld(async (request) => {
        bodies.push(await request.text());
        return json(200, { status: true, data: { message: 'changed' } });
      }),
      'tok-old',
    );
    const result = await client.POST('/common/change-password', { body: { current_password: 'old-secret', new_password: 'new-secret-1' } });
    expect(result.response.status).toBe(200);
    expect(bodies).toEqual([JSON.stringify({ current_password: 'old-secret', new_password: 'new-secret-1' })]);
  });

  it('a refused renewal: the 401 stands and the error policy applies (the app signs out)', async () => {
    renewer({ kind: 'refused' });
    const { client, requests, seen, log } = setup(refusingOld(() => json(200, { status: true, data: [] })), 'tok-old');
    const result = await client.GET('/common/user-profile');
    expect(result.response.status).toBe(401);
    expect(requests).toHaveLength(1);
    expect(seen.map((event) => event.type)).toContain('api.unauthorized');
    expect(log).toHaveBeenCalledWith(CONTACT_ADMIN_MESSAGE);
  });

  it('a renewal that cannot be answered now (429 on the refresh, offline): the call fails, nobody is signed out', async () => {
    renewer({ kind: 'unavailable' });
    const { client, requests, seen, log } = setup(refusingOld(() => json(200, { status: true, data: [] })), 'tok-old');
    const result = await client.GET('/common/user-profile');
    expect(() => unwrap(result)).toThrow(ApiFailure);
    expect(result.response.status).toBe(401);
    expect(requests).toHaveLength(1);
    expect(seen.map((event) => event.type)).not.toContain('api.unauthorized');
    expect(log).not.toHaveBeenCalled();
  });

  it('the replay refused again: no second renewal; the app signs out', async () => {
    const asked = renewer({ kind: 'renewed', token: 'tok-new' });
    const { client, requests, seen } = setup(() => json(401, { status: false, message: 'the session has ended' }), 'tok-old');
    const result = await client.GET('/common/user-profile');
    expect(result.response.status).toBe(401);
    expect(asked).toHaveLength(1);
    expect(requests).toHaveLength(2);
    expect(seen.filter((event) => event.type === 'api.unauthorized')).toHaveLength(1);
  });

  it('the replay finds no network: the call fails with its 401, nobody is signed out', async () => {
    renewer({ kind: 'renewed', token: 'tok-new' });
    const { client, seen } = setup(refusingOld(() => Promise.reject(new TypeError('Failed to fetch'))), 'tok-old');
    const result = await client.GET('/common/user-profile');
    expect(result.response.status).toBe(401);
    expect(seen.map((event) => event.type)).not.toContain('api.unauthorized');
  });

  it.each(['/login', '/refresh-token', '/logout'] as const)('a 401 from %s is never renewed (the session flow handles it)', async (path) => {
    const asked = renewer({ kind: 'renewed', token: 'tok-new' });
    const { client, requests } = setup(() => json(401, { status: false, message: 'no' }), 'tok-old');
    await client.POST(path, path === '/login' ? { body: { email: 'a@b.test', password: 'wrong-pass' } } : {});
    expect(asked).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('a 401 on a call without a token is not renewed', async () => {
    const asked = renewer({ kind: 'renewed', token: 'tok-new' });
    const { client, seen } = setup(() => json(401, { status: false, message: 'no' }));
    await client.GET('/common/user-profile');
    expect(asked).toEqual([]);
    expect(seen.map((event) => event.type)).toContain('api.unauthorized');
  });

  it('without a renewer (the app not loaded yet) a 401 is reported at once, as before', async () => {
    const { client, seen } = setup(() => json(401, { status: false, message: 'no' }), 'tok-old');
    await client.GET('/common/user-profile');
    expect(seen.map((event) => event.type)).toContain('api.unauthorized');
  });

  it('the port: a removed renewer is gone; removing an older one leaves the newer in place', () => {
    const first = async (): Promise<TokenRenewalOutcome> => ({ kind: 'refused' });
    const second = async (): Promise<TokenRenewalOutcome> => ({ kind: 'unavailable' });
    const removeFirst = tokenRenewal.register(first);
    const removeSecond = tokenRenewal.register(second);
    removeFirst();
    expect(tokenRenewal.current()).toBe(second);
    removeSecond();
    expect(tokenRenewal.current()).toBeNull();
  });
});

// Keep the import of createClient honest: the factory wraps openapi-fetch, not a look-alike.
it('wraps openapi-fetch', () => {
  expect(typeof createClient).toBe('function');
});
