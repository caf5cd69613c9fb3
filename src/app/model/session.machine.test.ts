import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type AuthAnswer, type RenewInput } from './session.machine';
import type { TokenGrant } from './session.token';
import type { AssignedStudent, AuthResult, Credentials, ServicesAvailed, SessionUser, UserType } from './session.types';

const user = (user_type: UserType): SessionUser => ({
  user_id: 7,
  user_type,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@demo.unipath.test',
});
const auth = (user_type: UserType, token = 'tok-new'): AuthResult => ({
  status: true,
  data: { token, expires_in: 900, user: user(user_type) },
});
const flags: ServicesAvailed = { user_automation_avail: true, user_messages_avail: false, user_emails_avail: true };
const students = [{ user_id: 31, first_name: 'Zara' }] as AssignedStudent[];

type Deps = {
  refresh?: () => Promise<AuthAnswer>;
  signIn?: (credentials: Credentials) => Promise<AuthAnswer>;
  signOut?: () => Promise<void>;
  services?: () => Promise<ServicesAvailed>;
  students?: () => Promise<AssignedStudent[]>;
  renew?: (input: RenewInput) => Promise<TokenGrant | null>;
};

function start(hasStoredToken: boolean, deps: Deps = {}) {
  const effects = {
    saveToken: vi.fn(),
    removeToken: vi.fn(),
    redirectAfterRefresh: vi.fn(),
    redirectAfterSignIn: vi.fn(),
    goToRoot: vi.fn(),
    logLoadFailure: vi.fn(),
  };
  const signInInputs: Credentials[] = [];
  const machine = sessionMachine.provide({
    actors: {
      refreshSession: fromPromise(deps.refresh ?? (() => Promise.resolve(auth('student')))),
      signIn: fromPromise<AuthAnswer, Credentials>(({ input }) => {
        signInInputs.push(input);
        return (deps.signIn ?? (() => Promise.resolve(auth('student'))))(input);
      }),
      signOut: fromPromise(deps.signOut ?? (() => Promise.resolve())),
      renewToken: fromPromise<TokenGrant | null, RenewInput>(({ input }) => (deps.renew ?? (() => never<TokenGrant | null>()))(input)),
      loadServicesAvailed: fromPromise(deps.services ?? (() => Promise.resolve(flags))),
      loadAssignedStudents: fromPromise(deps.students ?? (() => Promise.resolve(students))),
    },
    actions: {
      saveToken: (_, params) => effects.saveToken(params.grant.token),
      removeToken: () => effects.removeToken(),
      redirectAfterRefresh: (_, params) => effects.redirectAfterRefresh(params.user.user_type),
      redirectAfterSignIn: (_, params) => effects.redirectAfterSignIn(params.user.user_type),
      goToRoot: () => effects.goToRoot(),
      logLoadFailure: (_, params) => effects.logLoadFailure(params.what),
    },
  });
  const actor = createActor(machine, { input: { hasStoredToken } });
  actor.start();
  return { actor, effects, signInInputs };
}

const never = <T,>() => new Promise<T>(() => {});
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('session: on load', () => {
  it('without a stored token: cleared and unauthenticated, no refresh call', () => {
    const refresh = vi.fn(() => Promise.resolve(auth('student')));
    const { actor } = start(false, { refresh });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.user).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('with a stored token: refreshes, and the user is still cleared meanwhile', () => {
    const refresh = vi.fn(() => never<AuthAnswer>());
    const { actor } = start(true, { refresh });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('session: refresh', () => {
  it('success: saves the new token, sets the user, authenticates, redirects and fetches the flags', async () => {
    const services = vi.fn(() => Promise.resolve(flags));
    const { actor, effects } = start(true, { refresh: () => Promise.resolve(auth('agent', 'tok-2')), services });
    await waitFor(actor, (s) => s.matches({ authenticated: { services: 'loaded' } }));
    const snapshot = actor.getSnapshot();
    expect(effects.saveToken).toHaveBeenCalledWith('tok-2');
    expect(effects.redirectAfterRefresh).toHaveBeenCalledWith('agent');
    expect(effects.redirectAfterSignIn).not.toHaveBeenCalled();
    expect(effects.removeToken).not.toHaveBeenCalled();
    expect(snapshot.context.user?.user_type).toBe('agent');
    expect(snapshot.context.servicesAvailed).toEqual(flags);
    expect(services).toHaveBeenCalledTimes(1);
  });

  it('failure: removes the stored token and stays signed out', async () => {
    const { actor, effects } = start(true, { refresh: () => Promise.reject(httpError(401)) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
    expect(effects.saveToken).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it.each<[string, AuthAnswer]>([
    ['status false', { status: false, data: 'no' }],
    ['no status', { data: { token: 'x' } }],
    ['no token', { status: true, data: { user: user('student') } }],
    ['empty body', null],
  ])('an answer with %s removes the stored token', async (_, answer) => {
    const { actor, effects } = start(true, { refresh: () => Promise.resolve(answer) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
    expect(effects.redirectAfterRefresh).not.toHaveBeenCalled();
  });
});

describe('session: sign in', () => {
  it('passes the credentials and lands the user on success', async () => {
    const { actor, effects, signInInputs } = start(false, { signIn: () => Promise.resolve(auth('counselor', 'tok-3')) });
    actor.send({ type: 'session.login', credentials: { email: 'c@x.test', password: 'secret-123' } });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(signInInputs).toEqual([{ email: 'c@x.test', password: 'secret-123' }]);
    expect(effects.saveToken).toHaveBeenCalledWith('tok-3');
    expect(effects.redirectAfterSignIn).toHaveBeenCalledWith('counselor');
    expect(actor.getSnapshot().context.signInFailure).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['401', httpError(401), 'invalid-credentials'],
    ['400', httpError(400), 'invalid-credentials'],
    ['429', httpError(429), 'rate-limited'],
    ['no response', new TypeError('Failed to fetch'), 'unreachable'],
    ['500', httpError(500), 'unknown'],
  ])('a %s refusal goes back to signed out with the reason', async (_, error, failure) => {
    const { actor, effects } = start(false, { signIn: () => Promise.reject(error) });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'wrong-pass' } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.signInFailure).toBe(failure);
    expect(effects.saveToken).not.toHaveBeenCalled();
  });

  it('an answer without a true status is an unknown failure', async () => {
    const { actor } = start(false, { signIn: () => Promise.resolve({ status: false }) });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.signInFailure).toBe('unknown');
  });

  it('a new attempt clears the previous failure', async () => {
    let calls = 0;
    const { actor } = start(false, {
      signIn: () => (++calls === 1 ? Promise.reject(httpError(401)) : never<AuthAnswer>()),
    });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'y' } });
    expect(actor.getSnapshot().context.signInFailure).toBeNull();
  });
});

describe('session: registration', () => {
  it('a registration answer signs the new student in', async () => {
    const { actor, effects } = start(false);
    actor.send({ type: 'session.registered', result: auth('student', 'tok-reg') });
    await waitFor(actor, (s) => s.matches({ authenticated: { students: 'notNeeded' } }));
    expect(effects.saveToken).toHaveBeenCalledWith('tok-reg');
    expect(effects.redirectAfterSignIn).toHaveBeenCalledWith('student');
  });

  it('a registration answer without a token is ignored', () => {
    const { actor, effects } = start(false);
    actor.send({ type: 'session.registered', result: { status: false } as unknown as AuthResult });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.saveToken).not.toHaveBeenCalled();
  });
});

describe('session: signed in', () => {
  it('a student keeps the menu open and loads no assigned students', async () => {
    const load = vi.fn(() => Promise.resolve(students));
    const { actor } = start(true, { refresh: () => Promise.resolve(auth('student')), students: load });
    await waitFor(actor, (s) => s.matches({ authenticated: { students: 'notNeeded' } }));
    expect(actor.getSnapshot().context.menuCollapsed).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it.each<UserType>(['counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support', 'accounts', 'school_counselor'])(
    'a %s gets the menu collapsed and the assigned students loaded',
    async (role) => {
      const { actor } = start(true, { refresh: () => Promise.resolve(auth(role)) });
      await waitFor(actor, (s) => s.matches({ authenticated: { students: 'loaded' } }));
      expect(actor.getSnapshot().context.menuCollapsed).toBe(true);
      expect(actor.getSnapshot().context.assignedStudents).toEqual(students);
    },
  );

  it('failures of the flags and of the students are only logged', async () => {
    const { actor, effects } = start(true, {
      refresh: () => Promise.resolve(auth('agent')),
      services: () => Promise.reject(httpError(501)),
      students: () => Promise.reject(httpError(501)),
    });
    await waitFor(actor, (s) => s.matches({ authenticated: { services: 'unavailable', students: 'unavailable' } }));
    expect(effects.logLoadFailure).toHaveBeenCalledWith('services-availed flags');
    expect(effects.logLoadFailure).toHaveBeenCalledWith('assigned students');
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context.servicesAvailed).toBeNull();
  });

  it('menu.toggle opens and closes the menu', async () => {
    const { actor } = start(true, { refresh: () => Promise.resolve(auth('agent')) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().context.menuCollapsed).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().context.menuCollapsed).toBe(true);
  });

  it('menu.toggle does nothing while signed out', () => {
    const { actor } = start(false);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().context.menuCollapsed).toBe(false);
  });
});

describe('session: sign out and expiry', () => {
  it.each([
    ['answers', () => Promise.resolve()],
    ['fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logout ends the session when the server %s', async (_, signOut) => {
    const { actor, effects } = start(true, { refresh: () => Promise.resolve(auth('visa')), signOut });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.removeToken).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
    expect(effects.goToRoot).toHaveBeenCalledTimes(1);
    const context = actor.getSnapshot().context;
    expect(context.user).toBeNull();
    expect(context.assignedStudents).toBeNull();
    expect(context.servicesAvailed).toBeNull();
    expect(context.menuCollapsed).toBe(false);
  });

  it('session.expired (a refused token) ends the session at once', async () => {
    const { actor, effects } = start(true, { refresh: () => Promise.resolve(auth('student')) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
    expect(effects.goToRoot).toHaveBeenCalledTimes(1);
  });

  it('session.expired while signed out changes nothing', () => {
    const { actor, effects } = start(false);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it('the stand-in actors refuse to run unprovided (a failure that is no refusal: the refresh waits to be tried again)', async () => {
    const actor = createActor(sessionMachine, { input: { hasStoredToken: true } });
    actor.start();
    await waitFor(actor, (s) => s.matches('waitingToRefresh'));
    actor.stop();
  });
});

const limited = (retryAfter?: string) =>
  Object.assign(new Error('HTTP 429'), { status: 429, response: new Response(null, { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }) });
const grantFor = (token: string, lifeSeconds: number): TokenGrant => ({ token, issuedAt: Date.now(), expiresAt: Date.now() + lifeSeconds * 1000 });
const authFor = (lifeSeconds: number, token = 'tok-a'): AuthResult => ({ status: true, data: { token, expires_in: lifeSeconds, user: user('student') } });

describe('session: the token is renewed before it expires (issue 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a 20-second token is renewed after 10 s, and again after each renewal', async () => {
    vi.useFakeTimers();
    let renewals = 0;
    const renew = vi.fn((_input: RenewInput) => Promise.resolve(grantFor(`tok-r${++renewals}`, 20)));
    const { actor, effects } = start(false, { signIn: () => Promise.resolve(authFor(20)), renew });
    const signedInAt = Date.now();
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.token).toEqual({ issuedAt: signedInAt, expiresAt: signedInAt + 20_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    // The renewal is told which token it replaces (a newer one in another tab's storage is taken instead).
    expect(renew.mock.calls[0][0]).toEqual({ expiresAt: signedInAt + 20_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches({ authenticated: { token: 'valid' } })).toBe(true);
    expect(effects.saveToken).toHaveBeenCalledTimes(4);
    expect(effects.saveToken).toHaveBeenLastCalledWith('tok-r3');
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it('a 15-minute token is renewed at 12 minutes (80 % of its life, earlier than 60 s before expiry)', async () => {
    vi.useFakeTimers();
    const renew = vi.fn(() => never<TokenGrant | null>());
    const { actor } = start(true, { refresh: () => Promise.resolve(authFor(900)), renew });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    await vi.advanceTimersByTimeAsync(12 * 60_000 - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ authenticated: { token: 'renewing' } })).toBe(true);
  });

  it('a 401 on a call renews at once; a second 401 during that renewal starts no other', async () => {
    const renew = vi.fn(() => never<TokenGrant | null>());
    const { actor } = start(false, { signIn: () => Promise.resolve(authFor(900)), renew });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.token.rejected' });
    actor.send({ type: 'session.token.rejected' });
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('a 429 on the renewal keeps the token and tries again after Retry-After', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const renew = vi.fn(() => (++calls === 1 ? Promise.reject(limited('3')) : Promise.resolve(grantFor('tok-b', 20))));
    const { actor, effects } = start(false, { signIn: () => Promise.resolve(authFor(20)), renew });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().matches({ authenticated: { token: 'waitingToRetry' } })).toBe(true);
    expect(effects.removeToken).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ authenticated: { token: 'valid' } })).toBe(true);
    expect(effects.saveToken).toHaveBeenLastCalledWith('tok-b');
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it('a network failure on the renewal backs off 2 s, 4 s, 8 s and never removes the token', async () => {
    vi.useFakeTimers();
    const renew = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { actor, effects } = start(false, { signIn: () => Promise.resolve(authFor(20)), renew });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(renew).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it.each([401, 403])('a refused renewal (%i) signs out and removes the token', async (status) => {
    const { actor, effects } = start(false, { signIn: () => Promise.resolve(authFor(900)), renew: () => Promise.reject(httpError(status)) });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.token.rejected' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
    expect(effects.goToRoot).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('another tab’s renewal moves the next renewal to its token’s schedule', async () => {
    vi.useFakeTimers();
    const renew = vi.fn(() => never<TokenGrant | null>());
    const { actor } = start(false, { signIn: () => Promise.resolve(authFor(20)), renew });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await vi.advanceTimersByTimeAsync(8_000);
    actor.send({ type: 'session.token.adopted', grant: { issuedAt: Date.now(), expiresAt: Date.now() + 20_000 } });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('another tab signing out signs this one out without touching the stored token', async () => {
    const { actor, effects } = start(false, { signIn: () => Promise.resolve(authFor(900)) });
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.ended.elsewhere' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.removeToken).not.toHaveBeenCalled();
    expect(effects.goToRoot).toHaveBeenCalledTimes(1);
  });
});

describe('session: the refresh at load (issue 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a 429 keeps the stored token, waits Retry-After and signs the user back in', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const refresh = vi.fn(() => (++calls === 1 ? Promise.reject(limited('2')) : Promise.resolve(auth('student'))));
    const { actor, effects } = start(true, { refresh });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waitingToRefresh');
    expect(effects.removeToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it('offline at load: tried again with a growing wait, the token kept', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { actor, effects } = start(true, { refresh });
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().value).toBe('waitingToRefresh');
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it('403 (a revoked session) removes the stored token', async () => {
    const { actor, effects } = start(true, { refresh: () => Promise.reject(httpError(403)) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
  });
});

describe('session: a 429 on sign-in', () => {
  it('keeps when the wait the server asked for is over', async () => {
    const { actor } = start(false, { signIn: () => Promise.reject(limited('42')) });
    const before = Date.now();
    actor.send({ type: 'session.login', credentials: { email: 'a@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    const { signInFailure, signInRetryAt } = actor.getSnapshot().context;
    expect(signInFailure).toBe('rate-limited');
    expect(signInRetryAt).toBeGreaterThanOrEqual(before + 42_000);
    expect(signInRetryAt).toBeLessThanOrEqual(Date.now() + 42_000);
  });
});
