import { assign, fromPromise, setup } from 'xstate';
import type {
  AssignedStudent,
  AuthResult,
  Credentials,
  ServicesAvailed,
  SessionUser,
  SignInFailure,
} from './session.types';

// The session (spec section 4): refresh on load, sign in, sign out, the role's landing, the services-availed flags
// and, for non-students, the collapsed menu and the assigned students. Pure: every effect is a named action or a
// named actor with a stand-in here; the app (app/model/session.actor.ts) provides the real ones, tests and the
// Stately inspector provide theirs.
// Written with `setup({ types, actors, actions, guards })` like the app's other machines; every invoke has an id
// equal to its src, so tests and the model (session.model.ts) can answer each effect by name.

export type SessionInput = {
  /** A token is in storage at load: the sign-in may still be alive. */
  hasStoredToken: boolean;
};

export type SessionContext = {
  user: SessionUser | null;
  servicesAvailed: ServicesAvailed | null;
  assignedStudents: AssignedStudent[] | null;
  menuCollapsed: boolean;
  signInFailure: SignInFailure | null;
  hasStoredToken: boolean;
};

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  | { type: 'session.registered'; result: AuthResult }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'menu.toggle' };

/** What a refresh or a sign-in answers: the contract's AuthResult, or a body without a true status. */
export type AuthAnswer = AuthResult | { status?: unknown; data?: unknown } | null | undefined;

const notProvided = (name: string) => () => Promise.reject(new Error(`session actor "${name}" was not provided`));

function isAuthResult(answer: AuthAnswer): answer is AuthResult {
  if (!answer || answer.status !== true) return false;
  const data = answer.data as Partial<AuthResult['data']> | undefined;
  return typeof data?.token === 'string' && data.token.length > 0 && typeof data.user === 'object' && data.user !== null;
}

function signInFailureOf(error: unknown): SignInFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  if (status === 401 || status === 400) return 'invalid-credentials';
  if (status === 429) return 'rate-limited';
  if (error instanceof TypeError) return 'unreachable';
  return 'unknown';
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** POST /refresh-token (with the location when the browser already allows it). */
    refreshSession: fromPromise<AuthAnswer>(notProvided('refreshSession')),
    /** POST /login. */
    signIn: fromPromise<AuthAnswer, Credentials>(notProvided('signIn')),
    /** POST /logout. */
    signOut: fromPromise<void>(notProvided('signOut')),
    /** GET /lead-api/my-lead/user-service-availed. */
    loadServicesAvailed: fromPromise<ServicesAvailed>(notProvided('loadServicesAvailed')),
    /** GET /api/common/assigned-student. */
    loadAssignedStudents: fromPromise<AssignedStudent[]>(notProvided('loadAssignedStudents')),
  },
  actions: {
    // Effects: stand-ins that do nothing; the app provides the real ones by these names.
    saveToken: (_, _params: { token: string }) => {},
    removeToken: () => {},
    redirectAfterRefresh: (_, _params: { user: SessionUser }) => {},
    redirectAfterSignIn: (_, _params: { user: SessionUser }) => {},
    goToRoot: () => {},
    logLoadFailure: (_, _params: { what: string; error: unknown }) => {},
    // Context changes.
    assignUser: assign({ user: (_, params: { user: SessionUser }) => params.user }),
    clearUser: assign({ user: null, servicesAvailed: null, assignedStudents: null, menuCollapsed: false }),
    collapseMenuForNonStudents: assign({ menuCollapsed: ({ context }) => context.user?.user_type !== 'student' }),
    toggleMenu: assign({ menuCollapsed: ({ context }) => !context.menuCollapsed }),
    assignServicesAvailed: assign({ servicesAvailed: (_, params: { flags: ServicesAvailed }) => params.flags }),
    assignAssignedStudents: assign({ assignedStudents: (_, params: { students: AssignedStudent[] }) => params.students }),
    assignSignInFailure: assign({ signInFailure: (_, params: { failure: SignInFailure }) => params.failure }),
    clearSignInFailure: assign({ signInFailure: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    isAuthResult: (_, params: { answer: AuthAnswer }) => isAuthResult(params.answer),
    isStudent: ({ context }) => context.user?.user_type === 'student',
  },
}).createMachine({
  id: 'session',
  initial: 'booting',
  context: ({ input }) => ({
    user: null,
    servicesAvailed: null,
    assignedStudents: null,
    menuCollapsed: false,
    signInFailure: null,
    hasStoredToken: input.hasStoredToken,
  }),
  states: {
    // On load the user is cleared and unauthenticated; a stored token means the sign-in may still be alive.
    booting: {
      always: [{ guard: 'hasStoredToken', target: 'refreshing' }, { target: 'signedOut' }],
    },

    // Trading the refresh cookie for a new token; a failure or an answer without a true status ends the session.
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: [
          {
            guard: { type: 'isAuthResult', params: ({ event }) => ({ answer: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'saveToken', params: ({ event }) => ({ token: (event.output as AuthResult).data.token }) },
              { type: 'assignUser', params: ({ event }) => ({ user: (event.output as AuthResult).data.user }) },
              { type: 'redirectAfterRefresh', params: ({ event }) => ({ user: (event.output as AuthResult).data.user }) },
            ],
          },
          { target: 'signedOut', actions: 'removeToken' },
        ],
        onError: { target: 'signedOut', actions: 'removeToken' },
      },
    },

    // Nobody is signed in: only the public pages open; waits for a sign-in or a registration.
    signedOut: {
      on: {
        'session.login': 'signingIn',
        'session.registered': [
          {
            guard: { type: 'isAuthResult', params: ({ event }) => ({ answer: event.result }) },
            target: 'authenticated',
            actions: [
              { type: 'saveToken', params: ({ event }) => ({ token: event.result.data.token }) },
              { type: 'assignUser', params: ({ event }) => ({ user: event.result.data.user }) },
              { type: 'redirectAfterSignIn', params: ({ event }) => ({ user: event.result.data.user }) },
            ],
          },
        ],
      },
    },

    // Checking an email and a password; a refusal goes back to signed out with the reason for the form.
    signingIn: {
      entry: 'clearSignInFailure',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event.type === 'session.login' ? event.credentials : { email: '', password: '' }),
        onDone: [
          {
            guard: { type: 'isAuthResult', params: ({ event }) => ({ answer: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'saveToken', params: ({ event }) => ({ token: (event.output as AuthResult).data.token }) },
              { type: 'assignUser', params: ({ event }) => ({ user: (event.output as AuthResult).data.user }) },
              { type: 'redirectAfterSignIn', params: ({ event }) => ({ user: (event.output as AuthResult).data.user }) },
            ],
          },
          { target: 'signedOut', actions: { type: 'assignSignInFailure', params: { failure: 'unknown' } } },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'assignSignInFailure', params: ({ event }) => ({ failure: signInFailureOf(event.error) }) },
        },
      },
    },

    // Signed in. The services-availed flags and, for non-students, the assigned students load beside the work.
    authenticated: {
      type: 'parallel',
      entry: ['collapseMenuForNonStudents', 'clearSignInFailure'],
      on: {
        // The session ends for the view at once; the server is told in signingOut.
        'session.logout': { target: 'signingOut', actions: 'clearUser' },
        'session.expired': { target: 'signedOut', actions: ['removeToken', 'clearUser', 'goToRoot'] },
        'menu.toggle': { actions: 'toggleMenu' },
      },
      states: {
        services: {
          initial: 'loading',
          states: {
            // Fetching the user_automation / messages / emails flags.
            loading: {
              invoke: {
                id: 'loadServicesAvailed',
                src: 'loadServicesAvailed',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignServicesAvailed', params: ({ event }) => ({ flags: event.output }) },
                },
                onError: {
                  target: 'unavailable',
                  actions: {
                    type: 'logLoadFailure',
                    params: ({ event }) => ({ what: 'services-availed flags', error: event.error }),
                  },
                },
              },
            },
            // The flags are known.
            loaded: {},
            // The flags could not be loaded (logged only); the features they gate stay off.
            unavailable: {},
          },
        },
        students: {
          initial: 'deciding',
          states: {
            // Students have no assigned-students list; everyone else does.
            deciding: {
              always: [{ guard: 'isStudent', target: 'notNeeded' }, { target: 'loading' }],
            },
            // Fetching the students this user works with.
            loading: {
              invoke: {
                id: 'loadAssignedStudents',
                src: 'loadAssignedStudents',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignAssignedStudents', params: ({ event }) => ({ students: event.output }) },
                },
                onError: {
                  target: 'unavailable',
                  actions: {
                    type: 'logLoadFailure',
                    params: ({ event }) => ({ what: 'assigned students', error: event.error }),
                  },
                },
              },
            },
            // The list is known.
            loaded: {},
            // The list could not be loaded (logged only).
            unavailable: {},
            // A student: nothing to load.
            notNeeded: {},
          },
        },
      },
    },

    // Telling the server the sign-in ended (the user is already cleared); the stored token goes whatever it answers.
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['removeToken', 'clearUser', 'goToRoot'] },
        onError: { target: 'signedOut', actions: ['removeToken', 'clearUser', 'goToRoot'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
