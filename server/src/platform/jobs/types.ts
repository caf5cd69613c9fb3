// The shapes of the job queue shared by the modules' descriptors (platform/module.ts) and the runner.

/** What a handler learns about the job it runs. */
export type JobContext = {
  jobId: number;
  kind: string;
  /** The idempotency key it was enqueued with (null when none). */
  key: string | null;
  /** 1 on the first run; a retry or a re-claim after an expired lease counts up. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when this worker loses the job's lease (another worker may run it now): stop early if you can. */
  signal: AbortSignal;
};

/** One kind of job and the function that runs it; the payload is the JSON it was enqueued with. */
export type RegisteredJob = { kind: string; handle: (payload: unknown, job: JobContext) => Promise<void> };

/**
 * Work that runs once per period across every server: every `everySeconds` (periods aligned to the Unix epoch, so
 * 3600 is each whole hour UTC) or at the minutes a cron-style line names (`minute hour day-of-month month
 * day-of-week`, UTC).
 */
export type SchedulePeriod = { everySeconds: number; cron?: undefined } | { cron: string; everySeconds?: undefined };

export type RegisteredSchedule = SchedulePeriod & { name: string; run: () => Promise<unknown> };

/** A failure that retrying cannot fix (a refused address, a malformed payload): the job goes straight to dead. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
