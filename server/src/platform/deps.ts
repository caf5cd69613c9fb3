// The shared infrastructure, built once per app by app.ts and handed to every module's services: nothing in a
// module builds its own database handle, mail outbox, file store or clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { makeMail, type Mail } from '../modules/mail/index.ts';
import { systemClock, type Clock } from './clock.ts';
import { makeDiskStorage, type FileStorage } from './files.ts';
import { jobQueue, type JobQueue } from './jobs/index.ts';

export type Deps = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The mail outbox (enqueue in the caller's transaction) and its sender. */
  mail: Mail;
  /** Where uploaded files are kept (on disk under config.filesDir). */
  files: FileStorage;
  clock: Clock;
  /** The background-job queue: `jobs.enqueue(tx, kind, payload, { key, runAt })` in the caller's transaction. */
  jobs: JobQueue;
};

export type DepsOverrides = Partial<Pick<Deps, 'files' | 'clock'>>;

export function makeDeps(db: Db, config: Config, log: FastifyBaseLogger, overrides: DepsOverrides = {}): Deps {
  return {
    db,
    config,
    log,
    mail: makeMail({ db, config, log }),
    files: overrides.files ?? makeDiskStorage(config.filesDir),
    clock: overrides.clock ?? systemClock,
    jobs: jobQueue,
  };
}
