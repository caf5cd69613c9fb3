import type { AssignedStudent, ServicesAvailed, SessionUser, SignInFailure } from './session.types';
import type { TokenTimes } from './session.token';

// The session machine's context, apart from the machine so the app's first paint (app.tsx's placeholder until the
// actors' chunk loads) can build it without loading XState.

export type SessionContext = {
  user: SessionUser | null;
  servicesAvailed: ServicesAvailed | null;
  assignedStudents: AssignedStudent[] | null;
  menuCollapsed: boolean;
  signInFailure: SignInFailure | null;
  /** After a 429 on sign-in: when (epoch ms) the server's wait is over. */
  signInRetryAt: number | null;
  hasStoredToken: boolean;
  /** The stored access token's times (this browser's clock); null while nobody is signed in. */
  token: TokenTimes | null;
  /** Refresh failures in a row (network, 429, 5xx): the backoff grows with them; reset by a new token. */
  refreshFailures: number;
  /** The wait before the next try of a failed refresh (Retry-After or backoff). */
  retryInMs: number;
};

/** The context at load, before anything is known (the app's placeholder until the actors load uses it too). */
export const initialSessionContext = (hasStoredToken: boolean): SessionContext => ({
  user: null,
  servicesAvailed: null,
  assignedStudents: null,
  menuCollapsed: false,
  signInFailure: null,
  signInRetryAt: null,
  hasStoredToken,
  token: null,
  refreshFailures: 0,
  retryInMs: 0,
});
