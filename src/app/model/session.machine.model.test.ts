import { expect, vi } from 'vitest';
import { describeModel } from '@/shared/lib/model-testing/run-model';
import { sessionModel, sessionRefreshModel, type SessionModelEvent } from './session.model';
import {
  selectIsAuthenticated,
  selectIsRenewalWaiting,
  selectIsRenewingToken,
  selectIsResolving,
  selectIsSigningIn,
  selectMenuCollapsed,
  selectSignInFailure,
  selectSignInRetryAt,
  selectTokenExpiresAt,
  selectUser,
} from './session.selectors';
import type { SessionMachine } from './session.machine';

describeModel<SessionMachine, SessionModelEvent>([sessionModel, sessionRefreshModel], {
  promiseActors: ['refreshSession', 'signIn', 'signOut', 'renewToken', 'loadServicesAvailed', 'loadAssignedStudents'],
  harness: () => {
    const removeToken = vi.fn();
    const saveToken = vi.fn();
    let removed = 0;
    let saved = 0;
    return {
      provide: { actions: { removeToken, saveToken } },
      check: (snapshot, step) => {
        const value = step.state.value;
        const authenticated = typeof value === 'object' && value !== null && 'authenticated' in value;
        const token = authenticated ? (value as { authenticated: { token: string } }).authenticated.token : null;
        expect(selectIsAuthenticated(snapshot)).toBe(authenticated);
        expect(selectMenuCollapsed(snapshot)).toBe((step.state.context as { menuCollapsed: boolean }).menuCollapsed);
        expect(selectIsResolving(snapshot)).toBe(value === 'refreshing' || value === 'booting' || value === 'waitingToRefresh');
        expect(selectIsSigningIn(snapshot)).toBe(value === 'signingIn');
        expect(selectIsRenewingToken(snapshot)).toBe(token === 'renewing');
        expect(selectIsRenewalWaiting(snapshot)).toBe(token === 'waitingToRetry');
        // Signed in: the token's expiry is known; signed out or signing out: nobody is shown as signed in.
        if (authenticated) expect(selectTokenExpiresAt(snapshot)).toEqual(expect.any(Number));
        if (value === 'signedOut' || value === 'signingOut') {
          expect(selectUser(snapshot)).toBeNull();
          expect(selectTokenExpiresAt(snapshot)).toBeNull();
        }
        const removedNow = removeToken.mock.calls.length > removed;
        const savedNow = saveToken.mock.calls.length > saved;
        removed = removeToken.mock.calls.length;
        saved = saveToken.mock.calls.length;
        const { type } = step.event;
        // A refresh or a renewal that fails: the token goes only when the failure is a refusal (401/403); a network
        // failure, a 429 or a 5xx keeps it. An answer without a true status removes it (spec section 8).
        if (type === 'xstate.error.actor.refreshSession' || type === 'xstate.error.actor.renewToken') {
          const status = (step.event.error as { status?: number }).status;
          expect(removedNow).toBe(status === 401 || status === 403);
        }
        if (type === 'xstate.done.actor.renewToken') {
          expect(savedNow).toBe(step.event.output !== null);
          expect(removedNow).toBe(step.event.output === null);
        }
        if (type === 'session.expired') expect(removedNow).toBe(true);
        // Another tab's change: its token is never removed here.
        if (type === 'session.ended.elsewhere' || type === 'session.token.adopted') expect(removedNow).toBe(false);
        if (type === 'xstate.error.actor.signIn') {
          const limited = (step.event.error as { status?: number }).status === 429;
          expect(selectSignInFailure(snapshot)).toBe(limited ? 'rate-limited' : 'invalid-credentials');
          if (limited) expect(selectSignInRetryAt(snapshot)).toBeGreaterThan(Date.now() + 29_000);
          else expect(selectSignInRetryAt(snapshot)).toBeNull();
        }
      },
    };
  },
});
