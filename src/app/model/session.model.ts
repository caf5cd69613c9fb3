import { done, failed, type DoneEvent, type ErrorEvent, type Fixture, type ModelSpec } from '@/shared/lib/model-testing';
import { sessionMachine, type AuthAnswer, type SessionEvent, type SessionMachine } from './session.machine';
import type { AssignedStudent, AuthResult, ServicesAvailed, UserType } from './session.types';

// The session machine's abstract model: the user's events, every answer of refresh, sign-in and sign-out, and the
// two side loads. The role matters (students load no assigned students), so it is part of the traversal's key.

export type SessionModelEvent =
  | SessionEvent
  | DoneEvent<'refreshSession', AuthAnswer>
  | ErrorEvent<'refreshSession'>
  | DoneEvent<'signIn', AuthAnswer>
  | ErrorEvent<'signIn'>
  | DoneEvent<'signOut', void>
  | ErrorEvent<'signOut'>
  | DoneEvent<'loadServicesAvailed', ServicesAvailed>
  | ErrorEvent<'loadServicesAvailed'>
  | DoneEvent<'loadAssignedStudents', AssignedStudent[]>
  | ErrorEvent<'loadAssignedStudents'>;

const auth = (user_type: UserType): AuthResult => ({
  status: true,
  data: { token: `tok-${user_type}`, expires_in: 900, user: { user_id: 7, user_type, first_name: 'Asha', last_name: 'Rao', email: 'asha@demo.unipath.test' } },
});
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

const login = { type: 'session.login', credentials: { email: 'student@demo.unipath.test', password: 'Unipath@2026' } } as const;
const registered = { type: 'session.registered', result: auth('student') } as const;
const logout = { type: 'session.logout' } as const;
const expired = { type: 'session.expired' } as const;
const toggle = { type: 'menu.toggle' } as const;
const refreshedStudent = done('refreshSession', auth('student') as AuthAnswer);
const refreshedAgent = done('refreshSession', auth('agent') as AuthAnswer);
const refreshNoStatus = done('refreshSession', { status: false } as AuthAnswer);
const refreshRefused = failed('refreshSession', httpError(401));
const signedInStudent = done('signIn', auth('student') as AuthAnswer);
const signedInCounselor = done('signIn', auth('counselor') as AuthAnswer);
const signInNoStatus = done('signIn', { status: false } as AuthAnswer);
const signInRefused = failed('signIn', httpError(401));
const signedOut = done('signOut', undefined);
const signOutFailed = failed('signOut', new TypeError('Failed to fetch'));
const flags = done('loadServicesAvailed', { user_automation_avail: true, user_messages_avail: true, user_emails_avail: false });
const flagsFailed = failed('loadServicesAvailed');
const students = done('loadAssignedStudents', [{ user_id: 31, first_name: 'Zara' }] as AssignedStudent[]);
const studentsFailed = failed('loadAssignedStudents');

export const sessionFixture: Fixture<SessionModelEvent> = {
  'session.login': [login],
  'session.registered': [registered],
  'session.logout': [logout],
  'session.expired': [expired],
  'menu.toggle': [toggle],
  'xstate.done.actor.refreshSession': [refreshedStudent, refreshedAgent, refreshNoStatus],
  'xstate.error.actor.refreshSession': [refreshRefused],
  'xstate.done.actor.signIn': [signedInStudent, signedInCounselor, signInNoStatus],
  'xstate.error.actor.signIn': [signInRefused],
  'xstate.done.actor.signOut': [signedOut],
  'xstate.error.actor.signOut': [signOutFailed],
  'xstate.done.actor.loadServicesAvailed': [flags],
  'xstate.error.actor.loadServicesAvailed': [flagsFailed],
  'xstate.done.actor.loadAssignedStudents': [students],
  'xstate.error.actor.loadAssignedStudents': [studentsFailed],
};

const base = {
  machine: sessionMachine,
  fixture: sessionFixture,
  contextKey: (snapshot: { context: { user: { user_type: string } | null; menuCollapsed: boolean } }) => [
    snapshot.context.user?.user_type ?? null,
    snapshot.context.menuCollapsed,
  ],
};

export const sessionModel: ModelSpec<SessionMachine, SessionModelEvent> = {
  ...base,
  name: 'session',
  input: { hasStoredToken: false },
  journeys: {
    'wrong password, then right': [login, signInRefused, login, signedInStudent, flags],
    'sign out and sign in again as someone else': [login, signedInStudent, flags, logout, signedOut, login, signedInCounselor, students, flags],
    'registration signs in': [registered, flagsFailed, logout, signOutFailed],
    'the token expires while loading': [login, signedInCounselor, expired, login, signInNoStatus],
  },
};

export const sessionRefreshModel: ModelSpec<SessionMachine, SessionModelEvent> = {
  ...base,
  name: 'session (stored token)',
  input: { hasStoredToken: true },
  journeys: {
    'refresh refused, then sign in': [refreshRefused, login, signedInStudent],
    'refresh without a status': [refreshNoStatus, registered],
    'staff refresh: menu collapsed, toggled twice': [refreshedAgent, students, flags, toggle, toggle, expired],
  },
};

void refreshedStudent;
