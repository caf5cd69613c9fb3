export {
  SessionViewContext,
  SessionCommandsContext,
  useSession,
  useSessionCommands,
  signedOutView,
  roleName,
} from './model/session-port';
export type {
  SessionView,
  SessionCommands,
  SessionUser,
  UserType,
  AuthResult,
  ServicesAvailed,
  SignInFailure,
} from './model/session-port';
