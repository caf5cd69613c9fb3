import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import { makeMailService } from '../mail/mail.service.ts';
import { makeApplicationChatService } from './application-chat.service.ts';
import { applicationHandlers, studentHandlers } from './applications.handlers.ts';
import { makeApplicationsService } from './applications.service.ts';
import { describeDocuments } from './attachments.ts';
import { makeHomeService } from './home.service.ts';
import { notifier } from './notifications.ts';
import { makeRecommendationsService } from './recommendations.service.ts';
import { makeStudentsService } from './students.service.ts';

/** The services of this area, built once per app (see server/src/services.ts). */
export function makeApplicationsServices(db: Db, config: Config, log: FastifyBaseLogger) {
  const mail = makeMailService(db, config, log);
  return {
    applications: makeApplicationsService(db, notifier),
    applicationChat: makeApplicationChatService(db, notifier, describeDocuments(config)),
    studentDirectory: makeStudentsService(db, config, mail),
    courseRecommendations: makeRecommendationsService(db, notifier),
    homeDashboard: makeHomeService(db),
  };
}

/** This area's portal handlers by operationId. */
export const applicationsHandlers: PortalHandlers = { ...applicationHandlers, ...studentHandlers };

/** This area's lead-management handlers by operationId. */
export const applicationsLeadsHandlers: LeadsHandlers = {};
