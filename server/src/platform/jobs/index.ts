// The background-job queue in PostgreSQL: enqueue in the caller's transaction, a worker that claims under a lease,
// and schedules that run once per period across servers. docs/server-modules.md, "Jobs and schedules".
export { enqueue, backoffMs, jobQueue, DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, type Backoff, type EnqueueOptions, type JobQueue } from './queue.ts';
export { makeJobRunner, SCHEDULE_KIND_PREFIX, DONE_RETENTION_DAYS, type JobRunner, type JobRunnerOptions, type PassResult } from './runner.ts';
export { periodStart, parseCron, lastCronTime } from './periods.ts';
export { findJob, listJobs, claimDue, type JobRow, type JobStatus } from './jobs.repository.ts';
export { PermanentJobError, type JobContext, type RegisteredJob, type RegisteredSchedule, type SchedulePeriod } from './types.ts';
export { jobsSettings, type JobsSettings } from './settings.ts';
