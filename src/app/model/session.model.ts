import { after, done, failed, fixtureOf, type AfterEvent, type DoneEvent, type ErrorEvent, type Fixture, type ModelSpec } from '@/shared/lib/model-testing';
import { sessionMachine, type AuthAnswer, type SessionEvent, type SessionMachine } from './session.machine';
import type { TokenGrant } from './session.token';
import type { AssignedStudent, AuthResult, ServicesAvailed, UserType } from './session.types';

// The session machine's abstract model: the user's events, every answer of refresh, sign-in, renewal and sign-out,
// the two side loads, the other tabs, and the two named delays. The role matters (students load no assigned
// students), so it is part of the traversal's key; the token's times and the failure count are not (they grow).
// One student and one staff role are enough for the generated paths (the staff refresh is a journey): each more
// role multiplies the parallel states of a signed-in session.
// The delays are functions of the token's times in the app; the model fixes them (a 15-minute token renewed after
// 12 minutes, a retry after 2 s) so the steps can say how long to wait. Their arithmetic is session.token.test.ts's.

export const MODEL_RENEW_DUE_MS = 12 * 60_000;
export const MODEL_RETRY_DUE_MS = 2_000;

export type SessionModelEvent =
  | SessionEvent
  | DoneEvent<'refreshSession', AuthAnswer>
  | ErrorEvent<'refreshSession'>
  | DoneEvent<'signIn', AuthAnswer>
  | ErrorEvent<'signIn'>
  | DoneEvent<'signOut', void>
  | ErrorEvent<'signOut'>
  | DoneEvent<'renewToken', TokenGrant | null>
  | ErrorEvent<'renewToken'>
  | DoneEvent<'loadServicesAvailed', ServicesAvailed>
  | ErrorEvent<'loadServicesAvailed'>
  | DoneEvent<'loadAssignedStudents', AssignedStudent[]>
  | ErrorEvent<'loadAssignedStudents'>
  | AfterEvent<'retryDue', 'session.waitingToRefresh'>
  | AfterEvent<'renewDue', 'session.authenticated.token.valid'>
  | AfterEvent<'retryDue', 'session.authenticated.token.waitingToRetry'>;

const auth = (user_type: UserType): AuthResult => ({
  status: true,
  data: { token: `tok-${user_type}`, expires_in: 900, user: { user_id: 7, user_type, first_name: 'Asha', last_name: 'Rao', email: 'asha@demo.unipath.test' } },
});
const httpError = (status: number, retryAfter?: string) =>
  Object.assign(new Error(`HTTP ${status}`), {
    status,
    response: new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }),
  });
const grant = (token: string): TokenGrant => ({ token, issuedAt: 1_000_000, expiresAt: 1_000_000 + 900_000 });

const login = { type: 'session.login', credentials: { email: 'student@demo.unipath.test', password: 'Unipath@2026' } } as const;
const registered = { type: 'session.registered', result: auth('student') } as const;
const logout = { type: 'session.logout' } as const;
const expired = { type: 'session.expired' } as const;
const rejected = { type: 'session.token.rejected' } as const;
const adopted = { type: 'session.token.adopted', grant: { issuedAt: 2_000_000, expiresAt: 2_900_000 } } as const;
const endedElsewhere = { type: 'session.ended.elsewhere' } as const;
const toggle = { type: 'menu.toggle' } as const;
const refreshedStudent = done('refreshSession', auth('student') as AuthAnswer);
const refreshedAgent = done('refreshSession', auth('agent') as AuthAnswer);
const refreshNoStatus = done('refreshSession', { status: false } as AuthAnswer);
const refreshRefused = failed('refreshSession', httpError(401));
const refreshRevoked = failed('refreshSession', httpError(403));
const refreshLimited = failed('refreshSession', httpError(429, '5'));
const refreshOffline = failed('refreshSession', new TypeError('Failed to fetch'));
const signedInStudent = done('signIn', auth('student') as AuthAnswer);
const signedInCounselor = done('signIn', auth('counselor') as AuthAnswer);
const signInNoStatus = done('signIn', { status: false } as AuthAnswer);
const signInRefused = failed('signIn', httpError(401));
const signInLimited = failed('signIn', httpError(429, '30'));
const signedOut = done('signOut', undefined);
const signOutFailed = failed('signOut', new TypeError('Failed to fetch'));
const renewed = done('renewToken', grant('tok-renewed') as TokenGrant | null);
const renewNoStatus = done('renewToken', null as TokenGrant | null);
const renewRefused = failed('renewToken', httpError(401));
const renewRevoked = failed('renewToken', httpError(403));
const renewLimited = failed('renewToken', httpError(429, '2'));
const renewOffline = failed('renewToken', new TypeError('Failed to fetch'));
const renewServerError = failed('renewToken', httpError(503));
const flags = done('loadServicesAvailed', { user_automation_avail: true, user_messages_avail: true, user_emails_avail: false });
const flagsFailed = failed('loadServicesAvailed');
const students = done('loadAssignedStudents', [{ user_id: 31, first_name: 'Zara' }] as AssignedStudent[]);
const studentsFailed = failed('loadAssignedStudents');
const retryAtLoad = after('retryDue', 'session.waitingToRefresh');
const renewDue = after('renewDue', 'session.authenticated.token.valid');
const retryRenewal = after('retryDue', 'session.authenticated.token.waitingToRetry');

const sessionFixture: Fixture<SessionModelEvent> = fixtureOf(
  login, registered, logout, expired, rejected, adopted, endedElsewhere, toggle, refreshedStudent, refreshNoStatus,
  refreshRefused, refreshLimited, signedInStudent, signedInCounselor, signInNoStatus, signInRefused, signedOut,
  signOutFailed, renewed, renewNoStatus, renewRefused, renewLimited, flags, flagsFailed, students, studentsFailed,
  retryAtLoad, renewDue, retryRenewal,
);

/** The machine as the model runs it: the two delays fixed (see above). */
export const sessionModelMachine = sessionMachine.provide({ delays: { renewDue: MODEL_RENEW_DUE_MS, retryDue: MODEL_RETRY_DUE_MS } });

const describeEvent = (event: SessionModelEvent): string | undefined =>
  event === renewDue ? 'wait until the token is due for renewal (12 of its 15 minutes)'
  : event === retryAtLoad || event === retryRenewal ? 'wait the Retry-After (or the backoff) before trying the refresh again'
  : event === rejected ? 'a call is answered 401 with the current token'
  : event === adopted ? 'another tab stores a renewed token'
  : event === endedElsewhere ? 'another tab signs out'
  : event === renewed ? 'the renewal answers a new token'
  : event === renewNoStatus ? 'the renewal answers without a true status'
  : event === renewRefused || event === refreshRefused ? 'the refresh is refused (401)'
  : event === renewRevoked || event === refreshRevoked ? 'the refresh is refused (403, the session was revoked)'
  : event === renewLimited || event === refreshLimited ? 'the refresh answers 429 with Retry-After'
  : event === renewOffline || event === refreshOffline ? 'the refresh finds no network'
  : event === renewServerError ? 'the refresh answers 503'
  : event === signInLimited ? 'the sign-in answers 429 with Retry-After: 30'
  : undefined;

const base = {
  machine: sessionModelMachine as SessionMachine,
  fixture: sessionFixture,
  // Only the role changes what the machine may do next (menuCollapsed is checked by the model test on each step).
  contextKey: (snapshot: { context: { user: { user_type: string } | null } }) => [snapshot.context.user?.user_type ?? null],
  describeEvent,
};

export const sessionModel: ModelSpec<SessionMachine, SessionModelEvent> = {
  ...base,
  name: 'session',
  input: { hasStoredToken: false },
  journeys: {
    'wrong password, then right': [login, signInRefused, login, signedInStudent, flags],
    'too many attempts (429), then right': [login, signInLimited, login, signedInStudent],
    'sign out and sign in again as someone else': [login, signedInStudent, flags, logout, signedOut, login, signedInCounselor, students, flags],
    'registration signs in': [registered, flagsFailed, logout, signOutFailed],
    'the token expires while loading': [login, signedInCounselor, expired, login, signInNoStatus],
    'renewed before it expires, again and again': [login, signedInStudent, flags, renewDue, renewed, renewDue, renewed, renewDue, renewed],
    'a 429 on the renewal waits Retry-After and keeps the session': [login, signedInStudent, renewDue, renewLimited, retryRenewal, renewLimited, retryRenewal, renewed],
    'offline and a 503 on the renewal back off, then renewed': [login, signedInStudent, renewDue, renewOffline, retryRenewal, renewServerError, retryRenewal, renewed],
    'a 401 on a call renews once, the call goes on': [login, signedInCounselor, students, rejected, renewed, rejected, renewed],
    'a 401 on a call, the refresh is refused: signed out': [login, signedInStudent, flags, rejected, renewRefused],
    'a revoked session (403) on the renewal: signed out': [login, signedInStudent, renewDue, renewRevoked, login, signedInStudent],
    'another tab renews while this one waits to retry': [login, signedInStudent, renewDue, renewLimited, adopted, renewDue, renewed],
    'another tab renews first: the timer starts again from its token': [login, signedInStudent, adopted, adopted, renewDue, renewed],
    'another tab signs out': [login, signedInStudent, flags, endedElsewhere, login, signedInStudent],
    'signing out while a renewal is under way': [login, signedInStudent, renewDue, logout, signedOut],
  },
};

export const sessionRefreshModel: ModelSpec<SessionMachine, SessionModelEvent> = {
  ...base,
  name: 'session (stored token)',
  input: { hasStoredToken: true },
  journeys: {
    'refresh refused, then sign in': [refreshRefused, login, signedInStudent],
    'refresh at load revoked (403)': [refreshRevoked, registered],
    'refresh without a status': [refreshNoStatus, registered],
    'refresh at load meets a 429, waits, then signed in again': [refreshLimited, retryAtLoad, refreshLimited, retryAtLoad, refreshedStudent, flags],
    'offline at load: the token is kept until the network is back': [refreshOffline, retryAtLoad, refreshOffline, retryAtLoad, refreshedAgent, students],
    'staff refresh: menu collapsed, toggled twice': [refreshedAgent, students, flags, toggle, toggle, expired],
  },
};
