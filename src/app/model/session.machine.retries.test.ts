import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { RenewInput } from './session.machine';
import { auth, httpError, never, start, user } from './session.machine.harness';
import type { TokenGrant } from './session.token';
import type { AuthResult } from './session.types';

// The session under failure (issue 9): the token renewed before it expires, the refresh at load that waits, the
// 429 on sign-in. Fake timers where a wait is measured.

afterEach(() => {
  vi.useRealTimers();
});

const limited = (retryAfter?: string) =>
  Object.assign(new Error('HTTP 429'), { status: 429, response: new Response(null, { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }) });
const grantFor = (token: string, lifeSeconds: number): TokenGrant => ({ token, issuedAt: Date.now(), expiresAt: Date.now() + lifeSeconds * 1000 });
const authFor = (lifeSeconds: number, token = 'tok-a'): AuthResult => ({ status: true, data: { token, expires_in: lifeSeconds, user: user('student') } });

describe('session: the token is renewed before it expires (issue 9)', () => {
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
