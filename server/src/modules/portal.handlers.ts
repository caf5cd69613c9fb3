import { asHandlers } from '../http/typed.ts';
import { authHandlers } from './auth/auth.handlers.ts';
import { profileHandlers } from './users/profile.handlers.ts';

/** The portal API's handlers by operationId; an operation without one answers 501. */
export const portalHandlers = asHandlers({
  ...authHandlers,
  ...profileHandlers,
});
