// Scheduled work runs once per period across servers: two servers ticking and working at the same moment run it
// once, a server started later in the same period does not run it again, the next period runs it once more. And the
// hourly erase of closed accounts is such a schedule, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { listJobs, makeJobRunner, SCHEDULE_KIND_PREFIX, type RegisteredSchedule } from '../src/platform/jobs/index.ts';
import { demoEmail, startTestServer, type TestServer } from './harness.ts';
import { openSharedDb, recordingLog, type SharedDb } from './jobs-kit.ts';

describe('schedules across servers', () => {
  let shared: SharedDb;
  beforeAll(async () => {
    shared = await openSharedDb();
  });
  afterAll(async () => {
    await shared?.close();
  });

  it('runs each period once, however many servers tick and work at the same moment', async () => {
    let now = new Date('2026-05-04T10:20:00Z');
    const clock = { now: () => now };
    const runs: Record<string, string[]> = { hourly: [], quarterly: [] };
    const schedules = (server: string): RegisteredSchedule[] => [
      { name: 'test.hourly', everySeconds: 3600, run: async () => void runs.hourly.push(`${server} ${now.toISOString()}`) },
      { name: 'test.quarter-hour', cron: '*/15 * * * *', run: async () => void runs.quarterly.push(`${server} ${now.toISOString()}`) },
    ];
    const server = (name: string, db: SharedDb['a']) =>
      makeJobRunner({ db, log: recordingLog(), clock, workerId: name, jobs: [], schedules: schedules(name) });
    const a = server('a', shared.a);
    const b = server('b', shared.b);
    const both = async () => {
      await Promise.all([a.tickSchedules(), b.tickSchedules()]);
      await Promise.all([a.runDueJobs(), b.runDueJobs()]);
    };

    await both();
    expect(runs.hourly).toHaveLength(1);
    expect(runs.quarterly).toHaveLength(1);

    // Later in the same periods, and a server started afterwards: nothing runs again.
    now = new Date('2026-05-04T10:29:59Z');
    await both();
    const late = server('c', shared.a);
    await late.tickSchedules();
    await late.runDueJobs();
    expect(runs.hourly).toHaveLength(1);
    expect(runs.quarterly).toHaveLength(1);

    // The next quarter of an hour, then the next hour: each once more.
    now = new Date('2026-05-04T10:30:00Z');
    await both();
    expect(runs).toMatchObject({ hourly: { length: 1 }, quarterly: { length: 2 } });
    now = new Date('2026-05-04T11:00:07Z');
    await both();
    expect(runs).toMatchObject({ hourly: { length: 2 }, quarterly: { length: 3 } });

    const hourly = await listJobs(shared.a, `${SCHEDULE_KIND_PREFIX}test.hourly`);
    expect(hourly.map((job) => [job.key, job.status])).toEqual([
      ['2026-05-04T10:00:00.000Z', 'done'],
      ['2026-05-04T11:00:00.000Z', 'done'],
    ]);
    console.log(`schedules: 3 servers, 3 hours ticked → hourly ran ${runs.hourly.length}×, quarter-hourly ${runs.quarterly.length}× (${runs.quarterly.join(', ')})`);
  });

  it('retries a failed run within its period, and a new period starts afresh', async () => {
    const now = new Date('2026-05-04T12:05:00Z');
    let calls = 0;
    const runner = makeJobRunner({
      db: shared.a,
      log: recordingLog(),
      clock: { now: () => now },
      jobs: [],
      backoff: { baseMs: 1, maxMs: 1 },
      schedules: [{ name: 'test.flaky', everySeconds: 3600, run: async () => {
        calls++;
        if (calls === 1) throw new Error('the first run fails');
      } }],
    });
    await runner.tickSchedules();
    expect(await runner.runDueJobs()).toMatchObject({ retried: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await runner.runDueJobs()).toMatchObject({ done: 1 });
    expect(calls).toBe(2);
  });
});

describe('the hourly erase of closed accounts on the queue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is a schedule job the first server of the hour runs; a second server in that hour does not run it again', async () => {
    expect(server.app.jobs.kinds).toContain(`${SCHEDULE_KIND_PREFIX}users.erase-closed-accounts`);
    const email = demoEmail('s-myra');
    const close = `UPDATE users SET deleted_at = now(), active = false, erase_after = current_date WHERE email = $1 RETURNING user_id`;
    const { rows } = await server.db.query<{ user_id: number }>(close, [email]);
    const userId = rows[0].user_id;

    await server.app.jobs.tickSchedules();
    await server.app.jobs.runDueJobs();
    const erased = await server.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [userId]);
    expect(erased.rows[0].email).toBe(`erased-${userId}@erased.invalid`);

    // Another account closed within the same hour is left to the next hour's run, on whichever server.
    const other = await server.db.query<{ user_id: number }>(close, [demoEmail('s-arjun')]);
    const second = await buildApp(server.db, server.config);
    try {
      await second.jobs.tickSchedules();
      // Other schedules (every minute, every 5 minutes) may fall due between the two ticks: what counts is that the
      // erasure did not run again (its one run below, and the other account kept).
      await second.jobs.runDueJobs();
    } finally {
      await second.close();
    }
    const kept = await server.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [other.rows[0].user_id]);
    expect(kept.rows[0].email).toBe(demoEmail('s-arjun'));
    const runs = await listJobs(server.db, `${SCHEDULE_KIND_PREFIX}users.erase-closed-accounts`);
    expect(runs.map((job) => job.status)).toEqual(['done']);
  });
});
