export {
  SessionViewContext,
  SessionCommandsContext,
  useSession,
  useSessionCommands,
  signedOutView,
} from './model/session-port';
export { roleName } from './model/role-name';
export { DEFAULT_RATE_LIMIT_WAIT_SECONDS, isTooManyRequests, rateLimitedUntil, retryAfterSeconds } from './lib/retry-after';
export { RateLimitNotice, useSecondsUntil } from './ui/rate-limit-notice';
export type {
  SessionView,
  SessionCommands,
  SessionUser,
  UserType,
  AuthResult,
  ServicesAvailed,
  SignInFailure,
} from './model/session-port';
