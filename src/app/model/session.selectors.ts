import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

// The only way the view reads the session (with @xstate/react's useSelector).
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** The session is still being decided (load or refresh): guards wait instead of redirecting. */
export const selectIsResolving = (snapshot: SessionSnapshot) =>
  snapshot.matches('booting') || snapshot.matches('refreshing');
export const selectIsAuthenticated = (snapshot: SessionSnapshot) => snapshot.matches('authenticated');
export const selectIsSigningIn = (snapshot: SessionSnapshot) => snapshot.matches('signingIn');
export const selectIsSigningOut = (snapshot: SessionSnapshot) => snapshot.matches('signingOut');
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectUserType = (snapshot: SessionSnapshot) => snapshot.context.user?.user_type ?? null;
export const selectSignInFailure = (snapshot: SessionSnapshot) => snapshot.context.signInFailure;
export const selectMenuCollapsed = (snapshot: SessionSnapshot) => snapshot.context.menuCollapsed;
export const selectServicesAvailed = (snapshot: SessionSnapshot) => snapshot.context.servicesAvailed;
export const selectAssignedStudents = (snapshot: SessionSnapshot) => snapshot.context.assignedStudents;
export const selectCanSignOut = (snapshot: SessionSnapshot) => snapshot.can({ type: 'session.logout' });
