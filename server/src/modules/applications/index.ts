import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';

/** The services of this area, built once per app (see server/src/services.ts). */
export function makeApplicationsServices(_db: Db, _config: Config, _log: FastifyBaseLogger) {
  return {};
}

/** This area's portal handlers by operationId. */
export const applicationsHandlers: PortalHandlers = {};

/** This area's lead-management handlers by operationId. */
export const applicationsLeadsHandlers: LeadsHandlers = {};
