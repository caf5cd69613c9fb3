// All SQL of the job queue. Times come from the database's clock (now()), the one clock every server shares; each
// statement stands alone (autocommit), so on PGlite's single connection nothing waits behind a long transaction.
import type { Queryable } from '../../db/types.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

export type ClaimedJob = {
  job_id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
};

export type JobRow = ClaimedJob & {
  status: JobStatus;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  finished_at: Date | null;
};

const ERROR_LENGTH = 2000;

/** Inserts a job unless one of that kind has that key; answers the job's id and whether this call made it. */
export async function insertJob(
  tx: Queryable,
  job: { kind: string; key: string | null; payload: string; runAt: Date | null; maxAttempts: number },
): Promise<{ jobId: number; created: boolean }> {
  const { rows } = await tx.query<{ job_id: number }>(
    `INSERT INTO jobs (kind, key, payload, run_at, max_attempts)
     VALUES ($1, $2, $3::jsonb, coalesce($4::timestamptz, now()), $5)
     ON CONFLICT (kind, key) DO NOTHING
     RETURNING job_id`,
    [job.kind, job.key, job.payload, job.runAt, job.maxAttempts],
  );
  if (rows.length > 0) return { jobId: rows[0].job_id, created: true };
  const existing = await tx.query<{ job_id: number }>('SELECT job_id FROM jobs WHERE kind = $1 AND key = $2', [job.kind, job.key]);
  return { jobId: existing.rows[0].job_id, created: false };
}

/**
 * A running job whose lease expired on its last attempt (its worker died) cannot be re-run: it becomes dead with
 * that reason. Answers how many.
 */
export async function buryExpired(db: Queryable, kinds: readonly string[]): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE jobs
        SET status = 'dead', finished_at = now(), updated_at = now(), locked_by = NULL, locked_until = NULL,
            last_error = left(concat_ws(E'\\n', 'the lease of ' || locked_by || ' expired on the last attempt', last_error), ${ERROR_LENGTH})
      WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts AND kind = ANY($1::text[])`,
    [kinds],
  );
  return rowCount;
}

/**
 * Claims up to `limit` due jobs of the given kinds for `worker` under a lease of `leaseMs`: queued jobs whose time
 * has come, and running jobs whose lease expired (their worker died). Rows another worker is claiming are skipped
 * (FOR UPDATE SKIP LOCKED), so two workers never claim one job. `exclude` leaves out jobs already run by the caller.
 */
export async function claimDue(
  db: Queryable,
  worker: string,
  kinds: readonly string[],
  limit: number,
  leaseMs: number,
  exclude: readonly number[] = [],
): Promise<ClaimedJob[]> {
  const { rows } = await db.query<ClaimedJob>(
    `WITH due AS (
       SELECT job_id FROM jobs
        WHERE kind = ANY($1::text[])
          AND ((status = 'queued' AND run_at <= now())
               OR (status = 'running' AND locked_until < now() AND attempts < max_attempts))
          AND job_id <> ALL($5::bigint[])
        ORDER BY run_at, job_id
        LIMIT $3
        FOR UPDATE SKIP LOCKED
     )
     UPDATE jobs j
        SET status = 'running', attempts = j.attempts + 1, locked_by = $2,
            locked_until = now() + make_interval(secs => $4::double precision / 1000), updated_at = now(),
            last_error = CASE WHEN j.status = 'running'
                              THEN left(concat_ws(E'\\n', 'the lease of ' || j.locked_by || ' expired', j.last_error), ${ERROR_LENGTH})
                              ELSE j.last_error END
       FROM due
      WHERE j.job_id = due.job_id
     RETURNING j.job_id, j.kind, j.key, j.payload, j.attempts, j.max_attempts`,
    [kinds, worker, limit, leaseMs, exclude],
  );
  return rows.sort((a, b) => a.job_id - b.job_id);
}

/** The fence every outcome goes through: only the worker holding this attempt's lease may settle the job. */
const HELD = `job_id = $1 AND locked_by = $2 AND attempts = $3 AND status = 'running'`;

/** Keeps the lease of a running job; false when the lease is no longer this worker's. */
export async function extendLease(db: Queryable, jobId: number, worker: string, attempt: number, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $4::double precision / 1000), updated_at = now() WHERE ${HELD}`,
    [jobId, worker, attempt, leaseMs],
  );
  return rowCount === 1;
}

export async function markDone(db: Queryable, jobId: number, worker: string, attempt: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET status = 'done', finished_at = now(), updated_at = now(), locked_by = NULL, locked_until = NULL WHERE ${HELD}`,
    [jobId, worker, attempt],
  );
  return rowCount === 1;
}

/** Back to the queue, due again in `delayMs`, with the error kept. */
export async function markRetry(db: Queryable, jobId: number, worker: string, attempt: number, error: string, delayMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs
        SET status = 'queued', run_at = now() + make_interval(secs => $5::double precision / 1000), last_error = left($4, ${ERROR_LENGTH}),
            updated_at = now(), locked_by = NULL, locked_until = NULL
      WHERE ${HELD}`,
    [jobId, worker, attempt, error, delayMs],
  );
  return rowCount === 1;
}

export async function markDead(db: Queryable, jobId: number, worker: string, attempt: number, error: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs
        SET status = 'dead', last_error = left($4, ${ERROR_LENGTH}), finished_at = now(), updated_at = now(),
            locked_by = NULL, locked_until = NULL
      WHERE ${HELD}`,
    [jobId, worker, attempt, error],
  );
  return rowCount === 1;
}

/** Deletes done jobs finished more than `days` ago (their keys are forgotten with them); answers how many. */
export async function purgeDone(db: Queryable, days: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM jobs WHERE status = 'done' AND finished_at < now() - make_interval(days => $1)`,
    [days],
  );
  return rowCount;
}

/** One job as stored (operators' views and tests). */
export async function findJob(db: Queryable, jobId: number): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `SELECT job_id, kind, key, payload, status, run_at, attempts, max_attempts, locked_by, locked_until, last_error, finished_at
       FROM jobs WHERE job_id = $1`,
    [jobId],
  );
  return rows[0];
}

/** The jobs of one kind, oldest first (operators' views and tests). */
export async function listJobs(db: Queryable, kind: string): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT job_id, kind, key, payload, status, run_at, attempts, max_attempts, locked_by, locked_until, last_error, finished_at
       FROM jobs WHERE kind = $1 ORDER BY job_id`,
    [kind],
  );
  return rows;
}
