import { asHandlers } from '../http/typed.ts';

/** The lead-management API's handlers by operationId; an operation without one answers 501. */
export const leadsHandlers = asHandlers({});
