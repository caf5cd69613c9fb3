// The shared infrastructure, built once per app by app.ts and handed to every module's services: nothing in a
// module builds its own database handle, mail outbox, file store or clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { makeMail, type Mail } from '../modules/mail/index.ts';
import { systemClock, type Clock } from './clock.ts';
import { makeFileStorage, type FileStorage } from './files.ts';
import { makeLimits, type Limits } from './limits.ts';
import { jobQueue, type JobQueue } from './jobs/index.ts';

export type Deps = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The mail outbox (enqueue in the caller's transaction) and its sender. */
  mail: Mail;
  /** The file store every server reads (PostgreSQL by default, or an S3-compatible bucket; platform/files.ts). */
  files: FileStorage;
  clock: Clock;
  /** The background-job queue: `jobs.enqueue(tx, kind, payload, { key, runAt })` in the caller's transaction. */
  jobs: JobQueue;
  /** Rate-limit counters shared by every server: `limits.hit(bucket, key, { limit, windowSeconds })` (429 beyond). */
  limits: Limits;
};

export type DepsOverrides = Partial<Pick<Deps, 'files' | 'clock'>>;

export function makeDeps(db: Db, config: Config, log: FastifyBaseLogger, overrides: DepsOverrides = {}): Deps {
  const clock = overrides.clock ?? systemClock;
  return {
    db,
    config,
    log,
    mail: makeMail({ db, config, log }),
    files: overrides.files ?? makeFileStorage(db, config),
    clock,
    jobs: jobQueue,
    limits: makeLimits(db, clock),
  };
}
