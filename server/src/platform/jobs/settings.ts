// The job worker's environment variables (README, Configuration): read here, checked at start.

export type JobsSettings = {
  /** JOBS_WORKER: false makes a server that answers requests but runs no jobs and no schedules (default true). */
  worker: boolean;
  /** JOBS_CONCURRENCY: jobs one server runs at once (default 4). */
  concurrency: number;
};

export function jobsSettings(env: NodeJS.ProcessEnv = process.env): JobsSettings {
  const worker = env.JOBS_WORKER ?? '';
  if (!['', 'true', 'false'].includes(worker)) throw new Error(`JOBS_WORKER must be true or false, not ${worker}`);
  const concurrency = env.JOBS_CONCURRENCY ? Number(env.JOBS_CONCURRENCY) : 4;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new Error(`JOBS_CONCURRENCY must be a whole number from 1 to 64, not ${env.JOBS_CONCURRENCY}`);
  }
  return { worker: worker !== 'false', concurrency };
}
