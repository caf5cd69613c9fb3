import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { rateLimitedUntil } from '@/entities/session';
import { initialSessionContext, type SessionContext } from './session.context';
import { grantOf, isRefusal, renewDelayMs, retryDelayMs, type TokenGrant, type TokenTimes } from './session.token';
import type {
  AssignedStudent,
  AuthResult,
  Credentials,
  ServicesAvailed,
  SessionUser,
  SignInFailure,
} from './session.types';

// The session (spec section 4): refresh on load, sign in, sign out, the role's landing, the services-availed flags
// and, for non-students, the collapsed menu and the assigned students. Sessions last (issue 9): the access token is
// renewed before it expires and once when a call is refused with 401 (the API layer then replays the call); one
// renewal serves every tab; a network failure or a 429 on the refresh is tried again after `Retry-After` and never
// deletes the token; only a refused refresh (401, or 403 for a revoked session) signs out.
// Pure: every effect is a named action or a named actor with a stand-in here; the app (app/model/session.actor.ts)
// provides the real ones, tests and the Stately inspector provide theirs. Written with
// `setup({ types, actors, actions, guards, delays })` like the app's other machines; every invoke has an id equal to
// its src, so tests and the model (session.model.ts) can answer each effect by name.

export type SessionInput = {
  /** A token is in storage at load: the sign-in may still be alive. */
  hasStoredToken: boolean;
};

export type { SessionContext } from './session.context';

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  | { type: 'session.registered'; result: AuthResult }
  | { type: 'session.logout' }
  /** The token is no longer usable: a renewal or a replayed call was refused, or another tab signed out. */
  | { type: 'session.expired' }
  /** A call was answered 401 with the current token: renew now (the API layer waits to replay the call). */
  | { type: 'session.token.rejected' }
  /** Another tab renewed the token (seen through storage): take its times, schedule the next renewal from them. */
  | { type: 'session.token.adopted'; grant: TokenTimes }
  /** Another tab signed out, or signed in as someone else: this tab is signed out too (the token is theirs). */
  | { type: 'session.ended.elsewhere' }
  | { type: 'menu.toggle' };

/** What the renewal effect needs: the times of the token it replaces (a newer one in storage is taken instead). */
export type RenewInput = { expiresAt: number | null };
/** What the other-tabs watcher needs: who is signed in here (another tab signing in as someone else ends it). */
export type WatchInput = { userId: number | null };

/** What a refresh or a sign-in answers: the contract's AuthResult, or a body without a true status. */
export type AuthAnswer = AuthResult | { status?: unknown; data?: unknown } | null | undefined;

const notProvided = (name: string) => () => Promise.reject(new Error(`session actor "${name}" was not provided`));

export function isAuthResult(answer: AuthAnswer): answer is AuthResult {
  if (!answer || answer.status !== true) return false;
  const data = answer.data as Partial<AuthResult['data']> | undefined;
  return typeof data?.token === 'string' && data.token.length > 0 && typeof data.user === 'object' && data.user !== null;
}

const grantOfAnswer = (answer: AuthAnswer): TokenGrant => {
  const { token, expires_in } = (answer as AuthResult).data;
  return grantOf(token, expires_in, Date.now());
};
const timesOf = (grant: TokenGrant): TokenTimes => ({ issuedAt: grant.issuedAt, expiresAt: grant.expiresAt });

/** A load beside the work that failed: logged only (`what` names it), the state left as unavailable. */
const loadFailed = (what: string) => ({
  target: 'unavailable',
  actions: { type: 'logLoadFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ what, error: event.error }) },
});

/**
 * The way into a session from an answer that signs someone in (a refresh, a sign-in, a registration): the token
 * stored and kept, the user set, then `landing` (the page asked for after a refresh, the role's home otherwise).
 */
function enterSession<Event>(answerOf: (event: Event) => AuthAnswer, landing: 'redirectAfterRefresh' | 'redirectAfterSignIn') {
  const userOf = (event: Event) => (answerOf(event) as AuthResult).data.user;
  return {
    guard: { type: 'isAuthResult' as const, params: ({ event }: { event: Event }) => ({ answer: answerOf(event) }) },
    target: 'authenticated',
    actions: [
      { type: 'saveToken' as const, params: ({ event }: { event: Event }) => ({ grant: grantOfAnswer(answerOf(event)), userId: userOf(event).user_id }) },
      { type: 'assignToken' as const, params: ({ event }: { event: Event }) => ({ times: timesOf(grantOfAnswer(answerOf(event))) }) },
      { type: 'assignUser' as const, params: ({ event }: { event: Event }) => ({ user: userOf(event) }) },
      { type: landing, params: ({ event }: { event: Event }) => ({ user: userOf(event) }) },
    ],
  };
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
    /**
     * Renews the access token through the refresh cookie, one renewal for all tabs (a Web Lock; a storage lease
     * where there is none): a tab that waited takes the token another tab just got. Answers the new token, or null
     * when the refresh answered without a true status; rejects with the failure (status and Retry-After).
     */
    renewToken: fromPromise<TokenGrant | null, RenewInput>(notProvided('renewToken')),
    /** Listens for the token changing in another tab: sends session.token.adopted or session.ended.elsewhere. */
    watchOtherTabs: fromCallback<SessionEvent, WatchInput>(() => () => {}),
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
    saveToken: (_, _params: { grant: TokenGrant; userId: number | null }) => {},
    removeToken: () => {},
    redirectAfterRefresh: (_, _params: { user: SessionUser }) => {},
    redirectAfterSignIn: (_, _params: { user: SessionUser }) => {},
    goToRoot: () => {},
    logLoadFailure: (_, _params: { what: string; error: unknown }) => {},
    // Context changes.
    assignUser: assign({ user: (_, params: { user: SessionUser }) => params.user }),
    clearUser: assign({ user: null, servicesAvailed: null, assignedStudents: null, menuCollapsed: false, token: null, refreshFailures: 0, retryInMs: 0 }),
    collapseMenuForNonStudents: assign({ menuCollapsed: ({ context }) => context.user?.user_type !== 'student' }),
    toggleMenu: assign({ menuCollapsed: ({ context }) => !context.menuCollapsed }),
    assignServicesAvailed: assign({ servicesAvailed: (_, params: { flags: ServicesAvailed }) => params.flags }),
    assignAssignedStudents: assign({ assignedStudents: (_, params: { students: AssignedStudent[] }) => params.students }),
    assignSignInFailure: assign((_, params: { failure: SignInFailure; retryAt?: number | null }) => ({
      signInFailure: params.failure,
      signInRetryAt: params.retryAt ?? null,
    })),
    clearSignInFailure: assign({ signInFailure: null, signInRetryAt: null }),
    assignToken: assign((_, params: { times: TokenTimes }) => ({ token: params.times, refreshFailures: 0, retryInMs: 0 })),
    countRefreshFailure: assign(({ context }, params: { error: unknown }) => ({
      refreshFailures: context.refreshFailures + 1,
      retryInMs: retryDelayMs(params.error, context.refreshFailures + 1, Date.now()),
    })),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    isAuthResult: (_, params: { answer: AuthAnswer }) => isAuthResult(params.answer),
    isGrant: (_, params: { grant: TokenGrant | null }) => params.grant !== null,
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    isStudent: ({ context }) => context.user?.user_type === 'student',
  },
  delays: {
    /** Until the token is due for renewal: min(80 % of its life, 60 s before expiry), not before half of it. */
    renewDue: ({ context }) => renewDelayMs(context.token, Date.now()),
    /** Until the next try of a failed refresh: the server's Retry-After (1–120 s) or a doubling backoff (2–60 s). */
    retryDue: ({ context }) => context.retryInMs,
  },
}).createMachine({
  id: 'session',
  initial: 'booting',
  context: ({ input }) => initialSessionContext(input.hasStoredToken),
  states: {
    // On load the user is cleared and unauthenticated; a stored token means the sign-in may still be alive.
    booting: {
      always: [{ guard: 'hasStoredToken', target: 'refreshing' }, { target: 'signedOut' }],
    },

    // Trading the refresh cookie for a new token at load. Refused, or answered without a true status: the session
    // is over and the stored token goes. A network failure, a 429 or a server error is tried again.
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: [
          enterSession((event: { output: AuthAnswer }) => event.output, 'redirectAfterRefresh'),
          { target: 'signedOut', actions: 'removeToken' },
        ],
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', actions: 'removeToken' },
          { target: 'waitingToRefresh', actions: { type: 'countRefreshFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },

    // The refresh at load could not be answered (offline, 429, 5xx): the token is kept and the refresh tried again
    // after Retry-After or a growing backoff; the view still waits, as the session may well be alive.
    waitingToRefresh: {
      after: { retryDue: 'refreshing' },
    },

    // Nobody is signed in: only the public pages open; waits for a sign-in or a registration.
    signedOut: {
      on: {
        'session.login': 'signingIn',
        'session.registered': enterSession((event: { result: AuthAnswer }) => event.result, 'redirectAfterSignIn'),
      },
    },

    // Checking an email and a password; a refusal goes back to signed out with the reason (and a 429's wait) for the form.
    signingIn: {
      entry: 'clearSignInFailure',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event.type === 'session.login' ? event.credentials : { email: '', password: '' }),
        onDone: [
          enterSession((event: { output: AuthAnswer }) => event.output, 'redirectAfterSignIn'),
          { target: 'signedOut', actions: { type: 'assignSignInFailure', params: { failure: 'unknown' } } },
        ],
        onError: {
          target: 'signedOut',
          actions: {
            type: 'assignSignInFailure',
            params: ({ event }) => ({ failure: signInFailureOf(event.error), retryAt: rateLimitedUntil(event.error, Date.now()) }),
          },
        },
      },
    },

    // Signed in. The token is kept fresh; the services-availed flags and, for non-students, the assigned students
    // load beside the work; another tab's renewal or sign-out is heard through storage.
    authenticated: {
      type: 'parallel',
      entry: ['collapseMenuForNonStudents', 'clearSignInFailure'],
      invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs', input: ({ context }) => ({ userId: context.user?.user_id ?? null }) },
      on: {
        // The session ends for the view at once; the server is told in signingOut.
        'session.logout': { target: 'signingOut', actions: 'clearUser' },
        'session.expired': { target: 'signedOut', actions: ['removeToken', 'clearUser', 'goToRoot'] },
        // The stored token is gone or someone else's now: leave it alone.
        'session.ended.elsewhere': { target: 'signedOut', actions: ['clearUser', 'goToRoot'] },
        'menu.toggle': { actions: 'toggleMenu' },
      },
      states: {
        token: {
          initial: 'valid',
          states: {
            // The token is good; its renewal is scheduled before it expires. A 401 on a call renews at once.
            valid: {
              after: { renewDue: 'renewing' },
              on: {
                'session.token.rejected': 'renewing',
                'session.token.adopted': {
                  target: 'valid',
                  reenter: true,
                  actions: { type: 'assignToken', params: ({ event }) => ({ times: event.grant }) },
                },
              },
            },
            // Trading the refresh cookie for a new token (one renewal for all tabs). Refused: the session is over.
            renewing: {
              invoke: {
                id: 'renewToken',
                src: 'renewToken',
                input: ({ context }) => ({ expiresAt: context.token?.expiresAt ?? null }),
                onDone: [
                  {
                    guard: { type: 'isGrant', params: ({ event }) => ({ grant: event.output }) },
                    target: 'valid',
                    actions: [
                      { type: 'saveToken', params: ({ context, event }) => ({ grant: event.output as TokenGrant, userId: context.user?.user_id ?? null }) },
                      { type: 'assignToken', params: ({ event }) => ({ times: timesOf(event.output as TokenGrant) }) },
                    ],
                  },
                  { target: '#session.signedOut', actions: ['removeToken', 'clearUser', 'goToRoot'] },
                ],
                onError: [
                  {
                    guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.signedOut',
                    actions: ['removeToken', 'clearUser', 'goToRoot'],
                  },
                  { target: 'waitingToRetry', actions: { type: 'countRefreshFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            // The renewal could not be answered (offline, 429, 5xx): the token is kept and the renewal tried again
            // after Retry-After or a growing backoff; another tab's fresh token ends the wait.
            waitingToRetry: {
              after: { retryDue: 'renewing' },
              on: {
                'session.token.adopted': { target: 'valid', actions: { type: 'assignToken', params: ({ event }) => ({ times: event.grant }) } },
              },
            },
          },
        },
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
                onError: loadFailed('services-availed flags'),
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
                onError: loadFailed('assigned students'),
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
