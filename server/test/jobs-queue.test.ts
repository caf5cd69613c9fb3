// The job queue (platform/jobs) as a caller sees it: enqueue inside a business transaction, idempotency keys, two
// workers on one database, leases that expire and leases kept alive, retries with backoff, dead jobs with their last
// error, and a graceful stop. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (two connection pools).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/platform/clock.ts';
import {
  claimDue, enqueue, findJob, listJobs, makeJobRunner, PermanentJobError, type JobContext, type JobRunnerOptions,
} from '../src/platform/jobs/index.ts';
import { openSharedDb, recordingLog, sleep, waitUntil, type SharedDb } from './jobs-kit.ts';

let shared: SharedDb;
beforeAll(async () => {
  shared = await openSharedDb();
});
afterAll(async () => {
  await shared?.close();
});

let counter = 0;
/** A job kind of its own per test, so tests never see each other's jobs. */
const freshKind = (name: string) => `test.${name}-${++counter}`;

function runner(kind: string, handle: (payload: unknown, job: JobContext) => Promise<void>, options: Partial<JobRunnerOptions> = {}) {
  return makeJobRunner({ db: shared.a, log: recordingLog(), clock: systemClock, jobs: [{ kind, handle }], ...options });
}

describe('enqueue', () => {
  it('enqueues nothing when the business transaction rolls back, and the job when it commits', async () => {
    const kind = freshKind('tx');
    await expect(
      shared.a.transaction(async (tx) => {
        await enqueue(tx, kind, { n: 1 });
        throw new Error('the business rule refused the change');
      }),
    ).rejects.toThrow('the business rule refused');
    expect(await listJobs(shared.a, kind)).toEqual([]);

    const seen: unknown[] = [];
    const worker = runner(kind, async (payload) => void seen.push(payload));
    expect((await worker.runDueJobs()).claimed).toBe(0);

    await shared.a.transaction(async (tx) => {
      await enqueue(tx, kind, { n: 2 });
    });
    expect(await worker.runDueJobs()).toMatchObject({ claimed: 1, done: 1 });
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('makes one job per kind and key: again, in another transaction, or from two servers at once', async () => {
    const kind = freshKind('key');
    const first = await enqueue(shared.a, kind, { v: 'first' }, { key: 'order-42' });
    const again = await shared.b.transaction((tx) => enqueue(tx, kind, { v: 'second' }, { key: 'order-42' }));
    expect(first.created).toBe(true);
    expect(again).toEqual({ jobId: first.jobId, created: false });

    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? shared.a : shared.b).transaction((tx) => enqueue(tx, kind, { i }, { key: 'order-43' }))),
    );
    expect(new Set(racing.map((r) => r.jobId)).size).toBe(1);
    expect(racing.filter((r) => r.created)).toHaveLength(1);
    // Another kind may use the same key.
    expect((await enqueue(shared.a, freshKind('other'), {}, { key: 'order-42' })).created).toBe(true);

    const seen: unknown[] = [];
    await runner(kind, async (payload) => void seen.push(payload)).runDueJobs();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ v: 'first' });
    // Done jobs keep their key: enqueueing it again adds nothing.
    expect((await enqueue(shared.a, kind, { v: 'third' }, { key: 'order-42' })).created).toBe(false);
    expect((await runner(kind, async (payload) => void seen.push(payload)).runDueJobs()).claimed).toBe(0);
  });

  it('keeps a job with runAt in the queue until its time', async () => {
    const kind = freshKind('later');
    await enqueue(shared.a, kind, {}, { runAt: new Date(Date.now() + 400) });
    let runs = 0;
    const worker = runner(kind, async () => void runs++);
    expect((await worker.runDueJobs()).claimed).toBe(0);
    await sleep(500);
    expect((await worker.runDueJobs()).claimed).toBe(1);
    expect(runs).toBe(1);
  });
});

describe('claiming', () => {
  it('runs each job once with two workers on one database (two servers claiming at the same time)', async () => {
    const kind = freshKind('race');
    const total = 60;
    await shared.a.transaction(async (tx) => {
      for (let n = 0; n < total; n++) await enqueue(tx, kind, { n });
    });
    const handled: Array<{ n: number; worker: string }> = [];
    const make = (name: string, db: SharedDb['a']) =>
      makeJobRunner({
        db,
        log: recordingLog(),
        clock: systemClock,
        workerId: name,
        concurrency: 3,
        jobs: [
          {
            kind,
            handle: async (payload) => {
              await sleep(2);
              handled.push({ n: (payload as { n: number }).n, worker: name });
            },
          },
        ],
      });
    const [one, two] = await Promise.all([make('server-a', shared.a).runDueJobs(), make('server-b', shared.b).runDueJobs()]);
    const numbers = handled.map((h) => h.n).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: total }, (_, n) => n));
    expect(one.done + two.done).toBe(total);
    console.log(`jobs: ${total} jobs, two workers: ${one.done} by server-a and ${two.done} by server-b, ${total - new Set(numbers).size} run twice`);
    expect((await listJobs(shared.a, kind)).every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });

  it('re-claims the job of a worker that died once its lease expires', async () => {
    const kind = freshKind('crash');
    const { jobId } = await enqueue(shared.a, kind, { n: 1 });
    // A worker claims it and dies: no heartbeat, no outcome.
    const [claimed] = await claimDue(shared.b, 'worker-that-died', [kind], 1, 300);
    expect(claimed.job_id).toBe(jobId);

    let runs = 0;
    const worker = runner(kind, async () => void runs++, { workerId: 'survivor' });
    expect((await worker.runDueJobs()).claimed).toBe(0); // the lease still holds
    await sleep(400);
    expect(await worker.runDueJobs()).toMatchObject({ claimed: 1, done: 1 });
    expect(runs).toBe(1);
    const job = await findJob(shared.a, jobId);
    expect(job).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    expect(job?.last_error).toContain('the lease of worker-that-died expired');
  });

  it('keeps the lease of a job that runs longer than the lease while its worker lives', async () => {
    const kind = freshKind('long');
    await enqueue(shared.a, kind, {});
    let runs = 0;
    const slow = runner(kind, async () => {
      runs++;
      await sleep(900);
    }, { leaseMs: 300, workerId: 'slow' });
    const other = runner(kind, async () => void runs++, { leaseMs: 300, workerId: 'other' });
    const running = slow.runDueJobs();
    await sleep(100);
    for (let i = 0; i < 6; i++) {
      expect((await other.runDueJobs()).claimed).toBe(0);
      await sleep(150);
    }
    expect(await running).toMatchObject({ done: 1 });
    expect(runs).toBe(1);
  });

  it('makes a job dead when its lease expires on the last attempt', async () => {
    const kind = freshKind('last');
    const { jobId } = await enqueue(shared.a, kind, {}, { maxAttempts: 1 });
    await claimDue(shared.a, 'dying-worker', [kind], 1, 100);
    await sleep(200);
    let runs = 0;
    expect((await runner(kind, async () => void runs++).runDueJobs()).claimed).toBe(0);
    expect(runs).toBe(0);
    const job = await findJob(shared.a, jobId);
    expect(job).toMatchObject({ status: 'dead', attempts: 1 });
    expect(job?.last_error).toContain('the lease of dying-worker expired on the last attempt');
  });
});

describe('failures', () => {
  it('retries with growing waits, then keeps the job dead with its last error', async () => {
    const kind = freshKind('flaky');
    const { jobId } = await enqueue(shared.a, kind, {}, { maxAttempts: 3 });
    const attempts: number[] = [];
    const worker = runner(kind, async (_payload, job) => {
      attempts.push(Date.now());
      throw new Error(`smtp timeout on attempt ${job.attempt}`);
    }, { backoff: { baseMs: 200, maxMs: 10_000 } });

    expect(await worker.runDueJobs()).toMatchObject({ claimed: 1, retried: 1 });
    const queued = await findJob(shared.a, jobId);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, last_error: 'Error: smtp timeout on attempt 1' });
    expect((await worker.runDueJobs()).claimed).toBe(0); // not due yet: it waits at least half of 200 ms

    await waitUntil(async () => (await worker.runDueJobs()).claimed > 0, 5_000, 'the second attempt');
    await waitUntil(async () => (await worker.runDueJobs()).claimed > 0, 5_000, 'the third attempt');
    const dead = await findJob(shared.a, jobId);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, last_error: 'Error: smtp timeout on attempt 3', locked_by: null });
    expect(dead?.finished_at).not.toBeNull();
    // Waits of at least half the exponential step: 100 ms after the first failure, 200 ms after the second.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(100);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(200);
    // A dead job is never run again.
    await sleep(50);
    expect((await worker.runDueJobs()).claimed).toBe(0);
  });

  it('makes a job dead at once on a permanent failure', async () => {
    const kind = freshKind('refused');
    const { jobId } = await enqueue(shared.a, kind, { to: 'nobody@invalid' }, { maxAttempts: 5 });
    let runs = 0;
    const worker = runner(kind, async () => {
      runs++;
      throw new PermanentJobError('550 mailbox does not exist');
    });
    expect(await worker.runDueJobs()).toMatchObject({ claimed: 1, dead: 1 });
    expect(await findJob(shared.a, jobId)).toMatchObject({
      status: 'dead', attempts: 1, last_error: 'PermanentJobError: 550 mailbox does not exist',
    });
    expect((await worker.runDueJobs()).claimed).toBe(0);
    expect(runs).toBe(1);
  });
});

describe('the background worker', () => {
  it('runs jobs as they come and stops only after the job it is running', async () => {
    const kind = freshKind('loop');
    const finished: number[] = [];
    const worker = runner(kind, async (payload) => {
      await sleep(300);
      finished.push((payload as { n: number }).n);
    }, { pollMs: 50 });
    worker.start();
    await enqueue(shared.a, kind, { n: 1 });
    await waitUntil(async () => (await listJobs(shared.a, kind))[0]?.status === 'running', 5_000, 'the job to start');
    await worker.stop();
    expect(finished).toEqual([1]);
    expect((await listJobs(shared.a, kind))[0]).toMatchObject({ status: 'done' });
    // Stopped: a new job stays queued.
    await enqueue(shared.a, kind, { n: 2 });
    await sleep(150);
    expect((await listJobs(shared.a, kind))[1]).toMatchObject({ status: 'queued' });
  });
});
