import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createApiClient, createApiEventBus, tokenRenewal, type ApiEvent, type PortalPaths } from '@/shared/api';
import { tokenStorage } from '@/shared/lib/storage';
import { sessionMachine, type AuthAnswer, type RenewInput, type SessionEvent } from './session.machine';
import { connectTokenRenewal, readStoredGrant, removeStoredGrant, renewTokenShared, storeGrant, TOKEN_TIMES_KEY, watchOtherTabs } from './session.renewal';
import type { TokenGrant } from './session.token';
import type { AssignedStudent, AuthResult, ServicesAvailed } from './session.types';

// The renewal as the app wires it: the real API client (its error policy asks the app-wide renewal port), the
// session machine, and the renewer between them (connectTokenRenewal); the server is a fetch handler that refuses
// the old token. Then the cross-tab pieces on jsdom's storage.

const user = { user_id: 7, user_type: 'student' as const, first_name: 'Asha', last_name: 'Rao', email: 'asha@demo.unipath.test' };
const authOf = (token: string, expiresIn = 900): AuthResult => ({ status: true, data: { token, expires_in: expiresIn, user } });
const httpFailure = (status: number, retryAfter?: string) =>
  Object.assign(new Error(`HTTP ${status}`), { status, response: new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }) });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const grant = (token: string, lifeMs = 900_000, issuedAt = Date.now()): TokenGrant => ({ token, issuedAt, expiresAt: issuedAt + lifeMs });

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  localStorage.clear();
});

/** A signed-in app on the token `tok-old`, which the fake server refuses (401); any other token is served. */
function signedInApp(refresh: () => Promise<AuthAnswer>, options: { waitMs?: number } = {}) {
  const events = createApiEventBus();
  const seen: ApiEvent[] = [];
  events.subscribe((event) => seen.push(event));
  const sent: string[] = [];
  const client = createApiClient<PortalPaths>({
    baseUrl: 'http://unipath.test/api',
    getToken: tokenStorage.get,
    events,
    log: () => {},
    fetch: async (input) => {
      const authorization = (input as Request).headers.get('Authorization') ?? '';
      sent.push(authorization);
      if (authorization === 'Bearer tok-old') return json(401, { status: false, message: 'invalid or expired token' });
      return json(200, { status: true, data: [{ country_id: 1, name: 'India', iso2: 'IN', currency: 'INR' }] });
    },
  });
  const refreshes = vi.fn(refresh);
  const machine = sessionMachine.provide({
    actors: {
      renewToken: fromPromise<TokenGrant | null, RenewInput>(({ input }) => renewTokenShared(input, { refresh: refreshes, locks: null })),
      loadServicesAvailed: fromPromise(() => new Promise<ServicesAvailed>(() => {})),
      loadAssignedStudents: fromPromise(() => new Promise<AssignedStudent[]>(() => {})),
    },
    actions: {
      saveToken: (_, params) => storeGrant(params.grant, params.userId),
      removeToken: () => removeStoredGrant(),
    },
  });
  const session = createActor(machine, { input: { hasStoredToken: false } });
  session.start();
  session.send({ type: 'session.registered', result: authOf('tok-old') });
  const disconnect = connectTokenRenewal(session, tokenRenewal, { readToken: tokenStorage.get, waitMs: options.waitMs });
  cleanups.push(disconnect, () => session.stop());
  const countries = async () => (await client.GET('/home/countries')).response.status;
  const unauthorized = () => seen.filter((event) => event.type === 'api.unauthorized').length;
  return { session, refreshes, sent, countries, unauthorized };
}

describe('a call refused with 401: one renewal through the session, then the call is replayed (issue 9)', () => {
  it('three calls refused at once: one refresh, three replays, all answered, still signed in', async () => {
    const app = signedInApp(async () => authOf('tok-new'));
    expect(tokenStorage.get()).toBe('tok-old');
    expect(await Promise.all([app.countries(), app.countries(), app.countries()])).toEqual([200, 200, 200]);
    expect(app.refreshes).toHaveBeenCalledTimes(1);
    expect(app.sent.filter((header) => header === 'Bearer tok-new')).toHaveLength(3);
    expect(tokenStorage.get()).toBe('tok-new');
    expect(app.session.getSnapshot().matches({ authenticated: { token: 'valid' } })).toBe(true);
    expect(app.unauthorized()).toBe(0);
  });

  it('a 429 on the refresh: the call fails but nobody is signed out, the token is kept, and the refresh is tried again after Retry-After', async () => {
    let refreshCalls = 0;
    const app = signedInApp(async () => {
      refreshCalls += 1;
      if (refreshCalls === 1) throw httpFailure(429, '1');
      return authOf('tok-new');
    });
    expect(await app.countries()).toBe(401);
    expect(app.session.getSnapshot().matches({ authenticated: { token: 'waitingToRetry' } })).toBe(true);
    expect(app.session.getSnapshot().context.user).not.toBeNull();
    expect(tokenStorage.get()).toBe('tok-old');
    expect(app.unauthorized()).toBe(0);
    await waitFor(app.session, (snapshot) => snapshot.matches({ authenticated: { token: 'valid' } }), { timeout: 3_000 });
    expect(tokenStorage.get()).toBe('tok-new');
    expect(await app.countries()).toBe(200);
  });

  it('a network failure on the refresh: likewise no sign-out', async () => {
    const app = signedInApp(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await app.countries()).toBe(401);
    expect(app.session.getSnapshot().matches('authenticated')).toBe(true);
    expect(tokenStorage.get()).toBe('tok-old');
    expect(app.unauthorized()).toBe(0);
  });

  it.each([401, 403])('a refused refresh (%i): signed out, the token removed, the 401 reported', async (status) => {
    const app = signedInApp(async () => {
      throw httpFailure(status);
    });
    expect(await app.countries()).toBe(401);
    expect(app.session.getSnapshot().value).toBe('signedOut');
    expect(tokenStorage.get()).toBeNull();
    expect(app.unauthorized()).toBe(1);
  });

  it('a token another tab already stored: the call is replayed with it at once, without a refresh', async () => {
    const app = signedInApp(async () => authOf('tok-never'));
    storeGrant(grant('tok-other-tab'), 7);
    expect(await app.countries()).toBe(200);
    expect(app.sent.at(-1)).toBe('Bearer tok-other-tab');
    expect(app.refreshes).not.toHaveBeenCalled();
  });

  it('signed out meanwhile: the renewal is refused at once, without a refresh', async () => {
    const app = signedInApp(async () => authOf('tok-new'));
    app.session.send({ type: 'session.ended.elsewhere' });
    expect(await tokenRenewal.current()!('tok-old')).toEqual({ kind: 'refused' });
    expect(app.refreshes).not.toHaveBeenCalled();
  });

  it('a renewal slower than the wait: unavailable (the call fails, the session stays)', async () => {
    const app = signedInApp(() => new Promise<AuthAnswer>(() => {}), { waitMs: 50 });
    expect(await app.countries()).toBe(401);
    expect(app.session.getSnapshot().matches({ authenticated: { token: 'renewing' } })).toBe(true);
    expect(app.unauthorized()).toBe(0);
  });

  it('once the session actor is gone, its renewer is too', () => {
    const app = signedInApp(async () => authOf('tok-new'));
    expect(tokenRenewal.current()).not.toBeNull();
    for (const cleanup of cleanups.splice(0)) cleanup();
    expect(tokenRenewal.current()).toBeNull();
    void app;
  });
});

/** Web Locks as the browser runs them: one holder at a time, in order of request. */
function fakeLocks() {
  let chain: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request: ((name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = chain.then(callback);
      chain = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
}

describe('one renewal for all tabs', () => {
  it('under a Web Lock: two tabs due at once refresh once; the second takes the token the first stored', async () => {
    const locks = fakeLocks();
    const first = grant('tok-old', 20_000, Date.now() - 10_000);
    storeGrant(first, 7);
    let resolveRefresh!: (answer: AuthAnswer) => void;
    const refresh = vi.fn(() => new Promise<AuthAnswer>((resolve) => (resolveRefresh = resolve)));
    const tabA = renewTokenShared({ expiresAt: first.expiresAt }, { refresh, locks });
    const tabB = renewTokenShared({ expiresAt: first.expiresAt }, { refresh, locks });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    resolveRefresh(authOf('tok-new', 20));
    const [a, b] = await Promise.all([tabA, tabB]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a?.token).toBe('tok-new');
    expect(b).toEqual(a);
    expect(locks.names).toEqual(['unipath-token-renewal', 'unipath-token-renewal']);
    expect(tokenStorage.get()).toBe('tok-new');
  });

  it('the token handed over through the shared store is taken even when this tab still reads the old one', async () => {
    const first = grant('tok-old', 20_000, Date.now() - 10_000);
    storeGrant(first, 7);
    const handed = { ...grant('tok-from-the-other-tab', 20_000), userId: 7 };
    const shared = { read: vi.fn(async () => handed), write: vi.fn(async () => undefined), clear: vi.fn(async () => undefined) };
    const refresh = vi.fn(async () => authOf('tok-new', 20) as AuthAnswer);
    const renewed = await renewTokenShared({ expiresAt: first.expiresAt }, { refresh, locks: fakeLocks(), shared });
    expect(refresh).not.toHaveBeenCalled();
    expect(renewed?.token).toBe('tok-from-the-other-tab');
  });

  it("another user's handed-over token is never taken; a refresh writes the new token to the shared store", async () => {
    const first = grant('tok-old', 20_000, Date.now() - 10_000);
    storeGrant(first, 7);
    const shared = {
      read: vi.fn(async () => ({ ...grant('tok-of-user-8', 20_000), userId: 8 })),
      write: vi.fn(async () => undefined),
      clear: vi.fn(async () => undefined),
    };
    const refresh = vi.fn(async () => authOf('tok-new', 20) as AuthAnswer);
    const renewed = await renewTokenShared({ expiresAt: first.expiresAt }, { refresh, locks: fakeLocks(), shared });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(renewed?.token).toBe('tok-new');
    expect(shared.write).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-new', userId: 7 }));
  });

  it('without Web Locks (a storage lease): likewise one refresh for two renewals', async () => {
    const first = grant('tok-old', 20_000, Date.now() - 10_000);
    storeGrant(first, 7);
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return authOf('tok-new', 20) as AuthAnswer;
    });
    const [a, b] = await Promise.all([
      renewTokenShared({ expiresAt: first.expiresAt }, { refresh, locks: null }),
      renewTokenShared({ expiresAt: first.expiresAt }, { refresh, locks: null }),
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a?.token).toBe('tok-new');
    expect(b?.token).toBe('tok-new');
    expect(localStorage.getItem('unipath-token-renewal.lease')).toBeNull();
  });

  it('a stored token that is itself due is not taken: this tab refreshes', async () => {
    const ours = grant('tok-old', 20_000, Date.now() - 15_000);
    storeGrant(grant('tok-due', 20_000, Date.now() - 12_000), 7);
    const refresh = vi.fn(async () => authOf('tok-new', 20) as AuthAnswer);
    expect((await renewTokenShared({ expiresAt: ours.expiresAt }, { refresh, locks: fakeLocks() }))?.token).toBe('tok-new');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refresh answered without a true status gives no token (the machine signs out)', async () => {
    const refresh = vi.fn(async () => ({ status: false }) as AuthAnswer);
    expect(await renewTokenShared({ expiresAt: null }, { refresh, locks: fakeLocks() })).toBeNull();
  });

  it('a failed refresh rejects with its failure (status and Retry-After for the machine) and stores nothing', async () => {
    storeGrant(grant('tok-old'), 7);
    const refresh = vi.fn(async (): Promise<AuthAnswer> => {
      throw httpFailure(429, '2');
    });
    await expect(renewTokenShared({ expiresAt: null }, { refresh, locks: fakeLocks() })).rejects.toMatchObject({ status: 429 });
    expect(tokenStorage.get()).toBe('tok-old');
  });
});

describe('the stored token and its times', () => {
  it('are stored together and read back', () => {
    const stored = grant('header.payload.signature-of-this-token');
    storeGrant(stored, 7);
    expect(readStoredGrant(Date.now())).toEqual({ ...stored, userId: 7 });
    removeStoredGrant();
    expect(readStoredGrant(Date.now())).toBeNull();
    expect(localStorage.getItem(TOKEN_TIMES_KEY)).toBeNull();
  });

  it('times of another token are not taken for this one (the token’s own lifetime is used)', () => {
    storeGrant(grant('tok-a', 20_000, 1_000), 7);
    localStorage.setItem('access_token', 'tok-b');
    const now = Date.now();
    expect(readStoredGrant(now)).toEqual({ token: 'tok-b', issuedAt: now, expiresAt: now + 900_000, userId: null });
  });
});

describe('hearing the other tabs', () => {
  function watch(userId: number | null) {
    const received: SessionEvent[] = [];
    const stop = watchOtherTabs({ input: { userId }, sendBack: (event) => received.push(event) });
    cleanups.push(stop);
    return received;
  }
  const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

  it('a token renewed in another tab is adopted with its times', () => {
    const received = watch(7);
    const renewed = grant('tok-renewed-elsewhere', 20_000);
    storeGrant(renewed, 7);
    storageEvent('access_token');
    expect(received).toEqual([{ type: 'session.token.adopted', grant: { issuedAt: renewed.issuedAt, expiresAt: renewed.expiresAt } }]);
  });

  it('a token removed in another tab (signed out) ends the session here', () => {
    const received = watch(7);
    storageEvent('access_token');
    expect(received).toEqual([{ type: 'session.ended.elsewhere' }]);
  });

  it('another user signing in in another tab ends the session here', () => {
    const received = watch(7);
    storeGrant(grant('tok-of-someone-else'), 8);
    storageEvent('access_token');
    expect(received).toEqual([{ type: 'session.ended.elsewhere' }]);
  });

  it('other keys are ignored, and nothing is heard once stopped', () => {
    const received = watch(7);
    storeGrant(grant('tok-x'), 7);
    storageEvent('session_id');
    storageEvent(TOKEN_TIMES_KEY);
    for (const cleanup of cleanups.splice(0)) cleanup();
    storageEvent('access_token');
    expect(received).toEqual([]);
  });
});
