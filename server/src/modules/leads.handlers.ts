import { asHandlers } from '../http/typed.ts';
import { messagingLeadsHandlers } from './messaging/index.ts';
import { paymentsLeadsHandlers } from './payments/index.ts';

/** The lead-management API's handlers by operationId; an operation without one answers 501. */
export const leadsHandlers = asHandlers({
  ...paymentsLeadsHandlers,
  ...messagingLeadsHandlers,
});
