import { createContext, useContext } from 'react';
import type { LeadsComponents } from '@/shared/api';
import type { SessionUser, AuthResult } from '@contract/portal-schemas';

// The session as the pages and features see it. The app owns the session machine (app/model) and fills these two
// contexts from it through its selectors; lower layers read and command the session without importing the app.

export type { SessionUser, UserType, AuthResult } from '@contract/portal-schemas';
export type ServicesAvailed = LeadsComponents['schemas']['ServiceAvailedResult']['data'];
export type SignInFailure = 'invalid-credentials' | 'rate-limited' | 'unreachable' | 'unknown';

export type SessionView = {
  /** Still deciding (load or refresh). */
  isResolving: boolean;
  isAuthenticated: boolean;
  isSigningIn: boolean;
  user: SessionUser | null;
  signInFailure: SignInFailure | null;
  /** After a 429 on sign-in: when (epoch ms) the server's wait is over; null otherwise. */
  signInRetryAt: number | null;
  menuCollapsed: boolean;
  servicesAvailed: ServicesAvailed | null;
  assignedStudentCount: number | null;
};

export type SessionCommands = {
  signIn: (credentials: { email: string; password: string }) => void;
  /** A registration answered with a signed-in session. */
  registered: (result: AuthResult) => void;
  signOut: () => void;
  toggleMenu: () => void;
};

export const signedOutView: SessionView = {
  isResolving: false,
  isAuthenticated: false,
  isSigningIn: false,
  user: null,
  signInFailure: null,
  signInRetryAt: null,
  menuCollapsed: false,
  servicesAvailed: null,
  assignedStudentCount: null,
};

export const SessionViewContext = createContext<SessionView>(signedOutView);
export const SessionCommandsContext = createContext<SessionCommands | null>(null);

export const useSession = (): SessionView => useContext(SessionViewContext);

export function useSessionCommands(): SessionCommands {
  const commands = useContext(SessionCommandsContext);
  if (!commands) throw new Error('useSessionCommands needs the app’s SessionProvider');
  return commands;
}
