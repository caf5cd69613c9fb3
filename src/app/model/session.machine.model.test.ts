import { expect, vi } from 'vitest';
import { describeModel } from '@/shared/lib/model-testing/run-model';
import { sessionModel, sessionRefreshModel, type SessionModelEvent } from './session.model';
import { selectIsAuthenticated, selectIsResolving, selectIsSigningIn, selectUser } from './session.selectors';
import type { SessionMachine } from './session.machine';

describeModel<SessionMachine, SessionModelEvent>([sessionModel, sessionRefreshModel], {
  promiseActors: ['refreshSession', 'signIn', 'signOut', 'loadServicesAvailed', 'loadAssignedStudents'],
  harness: () => {
    const removeToken = vi.fn();
    return {
      provide: { actions: { removeToken } },
      check: (snapshot, step) => {
        const value = step.state.value;
        const authenticated = typeof value === 'object' && value !== null && 'authenticated' in value;
        expect(selectIsAuthenticated(snapshot)).toBe(authenticated);
        expect(selectIsResolving(snapshot)).toBe(value === 'refreshing' || value === 'booting');
        expect(selectIsSigningIn(snapshot)).toBe(value === 'signingIn');
        // Signed out or signing out: nobody is shown as signed in.
        if (value === 'signedOut' || value === 'signingOut') expect(selectUser(snapshot)).toBeNull();
        if (step.event.type === 'xstate.error.actor.refreshSession' || step.event.type === 'session.expired') expect(removeToken).toHaveBeenCalled();
      },
    };
  },
});
