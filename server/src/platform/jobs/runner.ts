// The worker: claims due jobs under a lease, runs each kind's handler, settles the outcome (done, retry with backoff,
// dead), and turns each schedule's current period into one job keyed by that period — so of several servers on one
// database, one runs each job and each period's scheduled work once.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../clock.ts';
import * as repo from './jobs.repository.ts';
import { checkPeriod, periodStart } from './periods.ts';
import { backoffMs, DEFAULT_BACKOFF, enqueue, type Backoff } from './queue.ts';
import { PermanentJobError, type JobContext, type RegisteredJob, type RegisteredSchedule } from './types.ts';

/** Scheduled work is a job of this kind prefix plus the schedule's name. */
export const SCHEDULE_KIND_PREFIX = 'schedule:';
/** Done jobs (and with them their idempotency keys) are deleted this many days after they finished. */
export const DONE_RETENTION_DAYS = 14;
/** A schedule's run gets this many attempts within its period. */
const SCHEDULE_ATTEMPTS = 3;

export type JobRunnerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** The clock that tells a schedule's period (the database's clock decides due times and leases). */
  clock: Clock;
  jobs: readonly RegisteredJob[];
  schedules?: readonly RegisteredSchedule[];
  /** This worker's name in `locked_by` (host, process and a random part by default). */
  workerId?: string;
  /** Jobs run at once by this worker (4). */
  concurrency?: number;
  /** How long the background loop sleeps when nothing was due (1000 ms). */
  pollMs?: number;
  /** A claimed job's lease (60 s); renewed every third of it while the handler runs. */
  leaseMs?: number;
  backoff?: Backoff;
  /** How long stop() waits for running jobs (30 s); their leases expire and another worker takes them after that. */
  stopTimeoutMs?: number;
};

export type PassResult = { claimed: number; done: number; retried: number; dead: number; lost: number };

export type JobRunner = {
  readonly workerId: string;
  /** The kinds this worker runs (every registered job and schedule). */
  readonly kinds: readonly string[];
  /**
   * Runs every job due now (each at most once in this call, up to `concurrency` at a time) and resolves when they
   * have settled: what tests and the background loop call.
   */
  runDueJobs(): Promise<PassResult>;
  /** Enqueues each schedule's current period (once per period and process; the key makes it once across servers). */
  tickSchedules(): Promise<void>;
  /** Starts the background loop (schedules and jobs); idempotent. */
  start(): void;
  /** Stops claiming, waits for the running jobs (up to stopTimeoutMs), and resolves. */
  stop(): Promise<void>;
};

type Outcome = 'done' | 'retried' | 'dead' | 'lost';

export function makeJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, clock } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;

  const handlers = new Map<string, RegisteredJob['handle']>();
  const register = (kind: string, handle: RegisteredJob['handle']) => {
    if (handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    handlers.set(kind, handle);
  };
  for (const job of options.jobs) register(job.kind, job.handle);
  const schedules = [
    ...(options.schedules ?? []),
    // The queue's own housekeeping: forget done jobs after their retention, once a day.
    { name: 'jobs.purge-done', cron: '17 3 * * *', run: () => repo.purgeDone(db, DONE_RETENTION_DAYS) } satisfies RegisteredSchedule,
  ];
  for (const schedule of schedules) {
    checkPeriod(schedule.name, schedule);
    register(SCHEDULE_KIND_PREFIX + schedule.name, () => schedule.run().then(() => undefined));
  }
  const kinds = [...handlers.keys()];

  /** The period each schedule was last enqueued for by this process (saves a statement per tick). */
  const enqueued = new Map<string, number>();
  const running = new Set<Promise<Outcome>>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  async function execute(job: repo.ClaimedJob): Promise<Outcome> {
    const handle = handlers.get(job.kind);
    const lost = new AbortController();
    const context: JobContext = {
      jobId: job.job_id,
      kind: job.kind,
      key: job.key,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      signal: lost.signal,
    };
    // The lease is kept while the handler runs; a failed renewal means another worker may hold the job now.
    const heartbeat = setInterval(() => {
      repo
        .extendLease(db, job.job_id, workerId, job.attempts, leaseMs)
        .then((held) => {
          if (!held) lost.abort(new Error('lease lost'));
        })
        .catch((error) => log.warn({ err: error, jobId: job.job_id }, 'job lease renewal failed'));
    }, Math.max(50, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    let failure: { error: unknown } | undefined;
    try {
      if (!handle) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handle(job.payload, context);
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    if (!failure) {
      if (await repo.markDone(db, job.job_id, workerId, job.attempts)) return 'done';
      log.warn({ jobId: job.job_id, kind: job.kind }, 'job finished after its lease was lost');
      return 'lost';
    }
    const { error } = failure;
    const message = describe(error);
    if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) {
      log.error({ err: error, jobId: job.job_id, kind: job.kind, attempt: job.attempts }, 'job is dead');
      return (await repo.markDead(db, job.job_id, workerId, job.attempts, message)) ? 'dead' : 'lost';
    }
    const delay = backoffMs(job.attempts, backoff);
    log.warn({ err: error, jobId: job.job_id, kind: job.kind, attempt: job.attempts, retryInMs: delay }, 'job failed; retrying');
    return (await repo.markRetry(db, job.job_id, workerId, job.attempts, message, delay)) ? 'retried' : 'lost';
  }

  /** Runs `job` counted in `running`; a failure to settle it (the database gone) is logged: its lease will expire. */
  function launch(job: repo.ClaimedJob): Promise<Outcome> {
    const task: Promise<Outcome> = execute(job)
      .catch((error) => {
        log.error({ err: error, jobId: job.job_id }, 'job could not be settled; its lease will expire');
        return 'lost' as const;
      })
      .finally(() => {
        running.delete(task);
        wake?.();
      });
    running.add(task);
    return task;
  }

  async function claim(limit: number, exclude: readonly number[]): Promise<repo.ClaimedJob[]> {
    if (limit <= 0 || kinds.length === 0) return [];
    await repo.buryExpired(db, kinds);
    return repo.claimDue(db, workerId, kinds, limit, leaseMs, exclude);
  }

  async function runDueJobs(): Promise<PassResult> {
    const result: PassResult = { claimed: 0, done: 0, retried: 0, dead: 0, lost: 0 };
    const seen: number[] = [];
    const mine = new Set<Promise<Outcome>>();
    for (;;) {
      let jobs: repo.ClaimedJob[] = [];
      try {
        if (!stopping) jobs = await claim(concurrency - running.size, seen);
      } catch (error) {
        // Nothing claimed yet: the caller hears of it. Otherwise the pass ends with the jobs it has (logged).
        if (result.claimed === 0) throw error;
        log.error({ err: error }, 'claiming jobs failed; the pass ends');
        await Promise.allSettled([...mine]);
        return result;
      }
      for (const job of jobs) {
        seen.push(job.job_id);
        result.claimed++;
        const task = launch(job).then((outcome) => {
          result[outcome]++;
          mine.delete(task);
          return outcome;
        });
        mine.add(task);
      }
      if (mine.size === 0 && jobs.length === 0) return result;
      // Full, or nothing more due: wait for one of ours to settle, then look again.
      if (jobs.length === 0 || running.size >= concurrency) await Promise.race(mine);
    }
  }

  async function tickSchedules(): Promise<void> {
    const now = clock.now();
    for (const schedule of schedules) {
      const start = periodStart(schedule, now).getTime();
      if (enqueued.get(schedule.name) === start) continue;
      await enqueue(db, SCHEDULE_KIND_PREFIX + schedule.name, { period: new Date(start).toISOString() }, {
        key: new Date(start).toISOString(),
        maxAttempts: SCHEDULE_ATTEMPTS,
      });
      enqueued.set(schedule.name, start);
    }
  }

  async function background(): Promise<void> {
    while (!stopping) {
      try {
        await tickSchedules();
        const before = running.size;
        const jobs = await claim(concurrency - before, []);
        for (const job of jobs) launch(job);
        // As many as there was room for: more may be due, look again at once.
        if (jobs.length > 0 && jobs.length === concurrency - before) continue;
      } catch (error) {
        log.error({ err: error }, 'job worker round failed');
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  }

  return {
    workerId,
    kinds,
    runDueJobs,
    tickSchedules,
    start() {
      if (loop || stopping) return;
      log.info({ workerId, kinds, concurrency }, 'job worker started');
      loop = background();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      if (running.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), stopTimeoutMs);
        });
        const settled = await Promise.race([Promise.allSettled([...running]).then(() => 'settled' as const), timeout]);
        clearTimeout(timer);
        if (settled === 'timeout') log.warn({ running: running.size }, 'stopped without waiting for every job; their leases will expire');
      }
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
