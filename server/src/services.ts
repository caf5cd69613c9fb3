import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { makeAuthService } from './modules/auth/auth.service.ts';
import { makeMailService } from './modules/mail/mail.service.ts';

/** Every service of the server, built once per app from the database and the configuration. */
export function makeServices(db: Db, config: Config, log: FastifyBaseLogger) {
  const mail = makeMailService(db, config, log);
  return {
    mail,
    auth: makeAuthService(db, config, mail),
  };
}

export type Services = ReturnType<typeof makeServices>;
