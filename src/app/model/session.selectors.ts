import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

// The only way the view reads the session (with @xstate/react's useSelector).
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** The session is still being decided (load, refresh, or a refresh waiting to be tried again): guards wait. */
export const selectIsResolving = (snapshot: SessionSnapshot) =>
  snapshot.matches('booting') || snapshot.matches('refreshing') || snapshot.matches('waitingToRefresh');
export const selectIsAuthenticated = (snapshot: SessionSnapshot) => snapshot.matches('authenticated');
export const selectIsSigningIn = (snapshot: SessionSnapshot) => snapshot.matches('signingIn');
export const selectIsSigningOut = (snapshot: SessionSnapshot) => snapshot.matches('signingOut');
/** The access token is being renewed (scheduled, or after a call was refused with 401). */
export const selectIsRenewingToken = (snapshot: SessionSnapshot) => snapshot.matches({ authenticated: { token: 'renewing' } });
/** A renewal failed without a refusal (offline, 429, 5xx) and waits to be tried again; the token is kept. */
export const selectIsRenewalWaiting = (snapshot: SessionSnapshot) => snapshot.matches({ authenticated: { token: 'waitingToRetry' } });
/** When the stored access token expires (epoch ms, this browser's clock); null when signed out. */
export const selectTokenExpiresAt = (snapshot: SessionSnapshot) => snapshot.context.token?.expiresAt ?? null;
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectUserType = (snapshot: SessionSnapshot) => snapshot.context.user?.user_type ?? null;
export const selectSignInFailure = (snapshot: SessionSnapshot) => snapshot.context.signInFailure;
/** After a 429 on sign-in: when the wait the server asked for is over. */
export const selectSignInRetryAt = (snapshot: SessionSnapshot) => snapshot.context.signInRetryAt;
export const selectMenuCollapsed = (snapshot: SessionSnapshot) => snapshot.context.menuCollapsed;
export const selectServicesAvailed = (snapshot: SessionSnapshot) => snapshot.context.servicesAvailed;
export const selectAssignedStudents = (snapshot: SessionSnapshot) => snapshot.context.assignedStudents;
export const selectCanSignOut = (snapshot: SessionSnapshot) => snapshot.can({ type: 'session.logout' });
