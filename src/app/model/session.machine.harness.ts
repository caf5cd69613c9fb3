import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type AuthAnswer, type RenewInput } from './session.machine';
import type { TokenGrant } from './session.token';
import type { AssignedStudent, AuthResult, Credentials, ServicesAvailed, SessionUser, UserType } from './session.types';

// The session machine as its tests start it (tests only): every call it invokes answered by the test or by a
// default (a student signed in, the flags, one assigned student, a renewal that never answers), every effect a spy.

export const user = (user_type: UserType): SessionUser => ({
  user_id: 7,
  user_type,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@demo.unipath.test',
});
export const auth = (user_type: UserType, token = 'tok-new'): AuthResult => ({
  status: true,
  data: { token, expires_in: 900, user: user(user_type) },
});
export const flags: ServicesAvailed = { user_automation_avail: true, user_messages_avail: false, user_emails_avail: true };
export const students = [{ user_id: 31, first_name: 'Zara' }] as AssignedStudent[];

export type Deps = {
  refresh?: () => Promise<AuthAnswer>;
  signIn?: (credentials: Credentials) => Promise<AuthAnswer>;
  signOut?: () => Promise<void>;
  services?: () => Promise<ServicesAvailed>;
  students?: () => Promise<AssignedStudent[]>;
  renew?: (input: RenewInput) => Promise<TokenGrant | null>;
};

export function start(hasStoredToken: boolean, deps: Deps = {}) {
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

export const never = <T,>() => new Promise<T>(() => {});
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
