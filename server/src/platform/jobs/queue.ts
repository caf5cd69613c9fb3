// Putting work on the queue, and how long a failed job waits before its next attempt.
import type { Queryable } from '../../db/types.ts';
import { insertJob } from './jobs.repository.ts';

export type EnqueueOptions = {
  /** The idempotency key: a second enqueue of the same kind and key adds nothing and answers the first job. */
  key?: string;
  /** Not before this moment (now when omitted). */
  runAt?: Date;
  /** Attempts before the job is dead (5 when omitted). */
  maxAttempts?: number;
};

export const DEFAULT_MAX_ATTEMPTS = 5;

const KIND = /^[a-z][a-z0-9_.:-]{0,99}$/;

/**
 * Enqueues a job in `tx`, the transaction of the change it is about: committed with it, or never there when that
 * transaction rolls back. The payload is stored as JSON (keep it small: ids, not documents).
 */
export async function enqueue(
  tx: Queryable,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ jobId: number; created: boolean }> {
  if (!KIND.test(kind)) throw new Error(`not a job kind: ${JSON.stringify(kind)}`);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 100) throw new Error(`maxAttempts must be 1..100, not ${maxAttempts}`);
  const json = JSON.stringify(payload ?? {});
  return insertJob(tx, { kind, key: options.key ?? null, payload: json, runAt: options.runAt ?? null, maxAttempts });
}

/** What modules get as deps.jobs. */
export type JobQueue = { enqueue: typeof enqueue };

export const jobQueue: JobQueue = { enqueue };

export type Backoff = { baseMs: number; maxMs: number };

export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 3_600_000 };

/**
 * The wait before the attempt after `attempt` failed: exponential (base × 2^(attempt−1), capped at max) with "equal
 * jitter" — half of it fixed, half random — so jobs that failed together do not all come back together.
 */
export function backoffMs(attempt: number, backoff: Backoff = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
