export {
  SessionViewContext,
  SessionCommandsContext,
  useSession,
  useSessionCommands,
  signedOutView,
} from './model/session-port';
export { roleName } from './model/role-name';
export type {
  SessionView,
  SessionCommands,
  SessionUser,
  UserType,
  AuthResult,
  ServicesAvailed,
  SignInFailure,
} from './model/session-port';
