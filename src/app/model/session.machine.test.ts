import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { sessionMachine, type AuthAnswer } from './session.machine';
import { auth, flags, httpError, never, start, students, user } from './session.machine.harness';
import type { AuthResult, UserType } from './session.types';

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
