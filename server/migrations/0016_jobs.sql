-- The one background-job queue every module uses (platform/jobs). A job is enqueued in the transaction of the change
-- it is about, claimed by one worker at a time under a lease (FOR UPDATE SKIP LOCKED), retried with backoff, and kept
-- as dead with its last error when it cannot succeed. Scheduled work is a job too, keyed by its period.
CREATE TABLE jobs (
  job_id        bigserial PRIMARY KEY,
  kind          text NOT NULL,
  -- The idempotency key: one job per kind and key (NULL keys never collide).
  key           text,
  payload       jsonb NOT NULL DEFAULT '{}'::jsonb,
  status        text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'dead')),
  run_at        timestamptz NOT NULL DEFAULT now(),
  attempts      integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts  integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 100),
  -- The lease: which worker holds a running job, and until when (another worker re-claims it after that).
  locked_by     text,
  locked_until  timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  CONSTRAINT jobs_kind_key UNIQUE (kind, key),
  CONSTRAINT jobs_running_has_lease CHECK (status <> 'running' OR (locked_by IS NOT NULL AND locked_until IS NOT NULL))
);
-- What a worker looks at: due jobs, and running jobs whose lease may have expired.
CREATE INDEX jobs_due_idx ON jobs (run_at, job_id) WHERE status = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE status = 'running';
-- Finished jobs are purged after their retention (done) and listed for operators (dead).
CREATE INDEX jobs_finished_idx ON jobs (status, finished_at) WHERE status IN ('done', 'dead');
