import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { makeAuthService } from './modules/auth/auth.service.ts';
import { makeCatalogService } from './modules/catalog/catalog.service.ts';
import { makeMailService } from './modules/mail/mail.service.ts';
import { makePaymentsServices } from './modules/payments/index.ts';
import { makeMessagingServices } from './modules/messaging/index.ts';
import { makeApplicationsServices } from './modules/applications/index.ts';
import { makeStudentFilesServices } from './modules/studentfiles/index.ts';

/** Every service of the server, built once per app from the database and the configuration. */
export function makeServices(db: Db, config: Config, log: FastifyBaseLogger) {
  const mail = makeMailService(db, config, log);
  return {
    mail,
    auth: makeAuthService(db, config, mail),
    catalog: makeCatalogService(db),
    ...makePaymentsServices(db, config, log),
    ...makeMessagingServices(db, config, log),
    ...makeApplicationsServices(db, config, log),
    ...makeStudentFilesServices(db, config, log),
  };
}

export type Services = ReturnType<typeof makeServices>;
