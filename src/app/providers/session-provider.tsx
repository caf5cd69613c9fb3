import { useMemo, type ReactNode } from 'react';
import { useSelector } from './use-actor-selector';
import { SessionCommandsContext, SessionViewContext, type SessionCommands, type SessionView } from '@/entities/session';
import type { SessionActor } from '../model/session.actor';
import {
  selectAssignedStudents,
  selectIsAuthenticated,
  selectIsResolving,
  selectIsSigningIn,
  selectMenuCollapsed,
  selectServicesAvailed,
  selectSignInFailure,
  selectSignInRetryAt,
  selectUser,
} from '../model/session.selectors';

type ActorLike = Pick<SessionActor, 'send' | 'getSnapshot' | 'subscribe'>;

/** Gives the pages the session's view and commands, read from the machine through its selectors only. */
export function SessionProvider({ actor, children }: { actor: ActorLike; children: ReactNode }) {
  const ref = actor as SessionActor;
  const isResolving = useSelector(ref, selectIsResolving);
  const isAuthenticated = useSelector(ref, selectIsAuthenticated);
  const isSigningIn = useSelector(ref, selectIsSigningIn);
  const user = useSelector(ref, selectUser);
  const signInFailure = useSelector(ref, selectSignInFailure);
  const signInRetryAt = useSelector(ref, selectSignInRetryAt);
  const menuCollapsed = useSelector(ref, selectMenuCollapsed);
  const servicesAvailed = useSelector(ref, selectServicesAvailed);
  const assignedStudents = useSelector(ref, selectAssignedStudents);

  const view = useMemo<SessionView>(
    () => ({
      isResolving,
      isAuthenticated,
      isSigningIn,
      user,
      signInFailure,
      signInRetryAt,
      menuCollapsed,
      servicesAvailed,
      assignedStudentCount: assignedStudents ? assignedStudents.length : null,
    }),
    [isResolving, isAuthenticated, isSigningIn, user, signInFailure, signInRetryAt, menuCollapsed, servicesAvailed, assignedStudents],
  );
  const commands = useMemo<SessionCommands>(
    () => ({
      signIn: (credentials) => actor.send({ type: 'session.login', credentials }),
      registered: (result) => actor.send({ type: 'session.registered', result }),
      signOut: () => actor.send({ type: 'session.logout' }),
      toggleMenu: () => actor.send({ type: 'menu.toggle' }),
    }),
    [actor],
  );
  return (
    <SessionCommandsContext.Provider value={commands}>
      <SessionViewContext.Provider value={view}>{children}</SessionViewContext.Provider>
    </SessionCommandsContext.Provider>
  );
}
