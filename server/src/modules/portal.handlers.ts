import { asHandlers } from '../http/typed.ts';
import { authHandlers } from './auth/auth.handlers.ts';
import { profileHandlers } from './users/profile.handlers.ts';
import { catalogHandlers } from './catalog/catalog.handlers.ts';
import { paymentsHandlers } from './payments/index.ts';
import { messagingHandlers } from './messaging/index.ts';
import { applicationsHandlers } from './applications/index.ts';
import { studentfilesHandlers } from './studentfiles/index.ts';
import { tasksHandlers } from './tasks/index.ts';

/** The portal API's handlers by operationId; an operation without one answers 501. */
export const portalHandlers = asHandlers({
  ...authHandlers,
  ...profileHandlers,
  ...catalogHandlers,
  ...paymentsHandlers,
  ...messagingHandlers,
  ...applicationsHandlers,
  ...studentfilesHandlers,
  ...tasksHandlers,
});
