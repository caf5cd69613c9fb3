// Mail on the job queue, observed at a local SMTP sink: two servers on one database deliver each mail once; a mail
// of a rolled-back change is never sent; a server that dies mid-send leaves the mail to another server, which sends
// it once — or, when the death falls between the SMTP server's acceptance and our record of it, once more with the
// same Message-ID (the documented limit of SMTP); a refusal fails the mail at once, a temporary failure is retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/types.ts';
import { makeMail, MAIL_SEND, type OutgoingMail } from '../src/modules/mail/index.ts';
import { systemClock } from '../src/platform/clock.ts';
import { claimDue, findJob, makeJobRunner, type JobRunner } from '../src/platform/jobs/index.ts';
import { seedDemo } from '../src/seed/index.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { mortalDb, openSharedDb, recordingLog, sleep, startSmtpSink, waitUntil, type SharedDb, type SmtpSink } from './jobs-kit.ts';

let shared: SharedDb;
let sink: SmtpSink;
let config: Config;

beforeAll(async () => {
  shared = await openSharedDb();
  await seedDemo(shared.a);
  sink = await startSmtpSink();
  config = loadConfig(
    { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000', SMTP_URL: sink.url },
    { inMemoryDb: true, spaDir: '/nonexistent' },
  );
});
afterAll(async () => {
  await sink?.close();
  await shared?.close();
});

type OutboxRow = { mail_id: number; status: string; attempts: number; message_id: string | null; last_error: string | null };
const outboxFor = async (db: Db, to: string): Promise<OutboxRow[]> =>
  (
    await db.query<OutboxRow>('SELECT mail_id, status, attempts, message_id, last_error FROM mail_outbox WHERE to_email = $1 ORDER BY mail_id', [to])
  ).rows;
const delivered = (to: string) => sink.messages.filter((message) => message.to.includes(to));

/** A mail sender and its worker, as one server runs them (short lease and backoff for the test). */
function mailServer(name: string, db: Db, smtpUrl: string | null = sink.url): { runner: JobRunner; enqueue(mail: OutgoingMail): Promise<void> } {
  const mail = makeMail({ db, config: { ...config, smtpUrl: smtpUrl ?? undefined }, log: recordingLog() });
  const runner = makeJobRunner({
    db,
    log: recordingLog(),
    clock: systemClock,
    workerId: name,
    leaseMs: 300,
    backoff: { baseMs: 20, maxMs: 100 },
    jobs: [{ kind: MAIL_SEND, handle: (payload, job) => mail.send(payload, job) }],
  });
  return { runner, enqueue: (outgoing) => db.transaction((tx) => mail.enqueue(tx, outgoing)) };
}

const letter = (to: string): OutgoingMail => ({ to, subject: `For ${to}`, text: 'Hello.\n', template: 'test' });

describe('two servers on one database', () => {
  let apps: BuiltApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('delivers each mail exactly once while both workers run', async () => {
    apps = [await buildApp(shared.a, config), await buildApp(shared.b, config)];
    const students = DEMO_USERS.filter((user) => user.role === 'student').slice(0, 6);
    const requests = 24;
    for (let i = 0; i < requests; i++) {
      const response = await apps[i % 2].inject({
        method: 'POST',
        url: `${config.portalBase}/send-password-reset-link`,
        payload: { email: students[i % students.length].email },
      });
      expect(response.statusCode).toBe(200);
    }
    const emails = students.map((student) => student.email);
    const rows = (
      await shared.a.query<{ mail_id: number; message_id: string | null }>(
        `SELECT mail_id, message_id FROM mail_outbox WHERE template = 'password-reset' AND to_email = ANY($1::text[])`,
        [emails],
      )
    ).rows;
    expect(rows).toHaveLength(requests);

    for (const app of apps) app.jobs.start();
    await waitUntil(
      async () => (await shared.a.query(`SELECT 1 FROM mail_outbox WHERE to_email = ANY($1::text[]) AND status = 'sent'`, [emails])).rows.length === requests,
      20_000,
      'every mail to be sent',
    );
    await Promise.all(apps.map((app) => app.jobs.stop()));
    const received = sink.messages.filter((message) => message.to.some((to) => emails.includes(to)));
    const ids = received.map((message) => message.messageId);
    console.log(`mail: ${requests} mails through two servers → ${received.length} delivered, ${ids.length - new Set(ids).size} twice`);
    expect(received).toHaveLength(requests);
    expect(new Set(ids).size).toBe(requests);
    const sent = (await shared.a.query<{ message_id: string }>(`SELECT message_id FROM mail_outbox WHERE to_email = ANY($1::text[])`, [emails])).rows;
    expect(sent.map((row) => row.message_id).sort()).toEqual([...ids].sort());
    expect(received.every((message) => message.subject === 'Reset your Unipath password' && /resetpassword\?token=/.test(message.body))).toBe(true);
  });
});

describe('one mail, once', () => {
  it('sends nothing for a change that rolls back', async () => {
    const server = mailServer('rollback', shared.a);
    const mail = makeMail({ db: shared.a, config, log: recordingLog() });
    await expect(
      shared.a.transaction(async (tx) => {
        await mail.enqueue(tx, letter('rolled.back@example.com'));
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('refused');
    await server.runner.runDueJobs();
    expect(await outboxFor(shared.a, 'rolled.back@example.com')).toEqual([]);
    expect(delivered('rolled.back@example.com')).toEqual([]);
  });

  it('takes over the mail of a server that died before sending it, and sends it once', async () => {
    const to = 'died.before@example.com';
    const server = mailServer('survivor-1', shared.b);
    await server.enqueue(letter(to));
    await claimDue(shared.a, 'server-that-died', [MAIL_SEND], 10, 300);
    expect((await server.runner.runDueJobs()).claimed).toBe(0);
    await sleep(400);
    expect(await server.runner.runDueJobs()).toMatchObject({ done: 1 });
    expect(delivered(to)).toHaveLength(1);
    expect(await outboxFor(shared.a, to)).toMatchObject([{ status: 'sent', attempts: 1, message_id: delivered(to)[0].messageId }]);
  });

  it('does not send again when the server died after recording the mail as sent', async () => {
    const to = 'died.after.record@example.com';
    const dying = mortalDb(shared.a, /SET status = 'sent'/);
    const doomed = mailServer('doomed-2', dying);
    const survivor = mailServer('survivor-2', shared.b);
    await survivor.enqueue(letter(to));
    expect(await doomed.runner.runDueJobs()).toMatchObject({ claimed: 1, lost: 1 });
    expect(dying.dead).toBe(true);
    await sleep(400);
    expect(await survivor.runner.runDueJobs()).toMatchObject({ claimed: 1, done: 1 });
    expect(delivered(to)).toHaveLength(1);
    const [row] = await outboxFor(shared.a, to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('when the server died between the SMTP acceptance and its record, resends once with the same Message-ID', async () => {
    const to = 'died.mid.send@example.com';
    const dying = mortalDb(shared.a);
    sink.onMessage = (message) => {
      if (message.to.includes(to)) dying.kill();
      return undefined;
    };
    try {
      const doomed = mailServer('doomed-3', dying);
      const survivor = mailServer('survivor-3', shared.b);
      await survivor.enqueue(letter(to));
      expect(await doomed.runner.runDueJobs()).toMatchObject({ claimed: 1, lost: 1 });
      await sleep(400);
      expect(await survivor.runner.runDueJobs()).toMatchObject({ claimed: 1, done: 1 });
    } finally {
      sink.onMessage = () => undefined;
    }
    const copies = delivered(to);
    expect(copies).toHaveLength(2);
    expect(copies[1].messageId).toBe(copies[0].messageId);
    expect(await outboxFor(shared.a, to)).toMatchObject([{ status: 'sent', attempts: 2, message_id: copies[0].messageId }]);
    console.log(`mail: a death between SMTP acceptance and record → ${copies.length} copies, ${new Set(copies.map((c) => c.messageId)).size} Message-ID`);
  });

  it('fails a mail the SMTP server refuses for good at once, and keeps the reason', async () => {
    const to = 'no.such.user@example.com';
    sink.onRecipient = (address) => (address === to ? '550 5.1.1 no such user here' : undefined);
    try {
      const server = mailServer('refused', shared.a);
      await server.enqueue(letter(to));
      expect(await server.runner.runDueJobs()).toMatchObject({ claimed: 1, dead: 1 });
    } finally {
      sink.onRecipient = () => undefined;
    }
    const [row] = await outboxFor(shared.a, to);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('550');
    const job = (await shared.a.query<{ job_id: number }>(`SELECT job_id FROM jobs WHERE kind = $1 AND key = $2`, [MAIL_SEND, String(row.mail_id)])).rows[0];
    const dead = await findJob(shared.a, job.job_id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead?.last_error).toMatch(/^PermanentJobError: mail \d+ not sent: .*550/);
    expect(delivered(to)).toEqual([]);
  });

  it('retries a temporary refusal and then sends the mail once', async () => {
    const to = 'greylisted@example.com';
    let refusals = 0;
    sink.onMessage = (message) => (message.to.includes(to) && refusals++ === 0 ? '451 4.7.1 greylisted, try again later' : undefined);
    try {
      const server = mailServer('patient', shared.a);
      await server.enqueue(letter(to));
      expect(await server.runner.runDueJobs()).toMatchObject({ claimed: 1, retried: 1 });
      expect(await outboxFor(shared.a, to)).toMatchObject([{ status: 'queued', attempts: 1 }]);
      const retried = async () => {
        await server.runner.runDueJobs();
        return delivered(to).length > 0;
      };
      await waitUntil(retried, 5_000, 'the retry');
    } finally {
      sink.onMessage = () => undefined;
    }
    expect(delivered(to)).toHaveLength(1);
    expect(await outboxFor(shared.a, to)).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('keeps the mail in the outbox when no SMTP server is configured', async () => {
    const to = 'offline@example.com';
    const server = mailServer('offline', shared.a, null);
    await server.enqueue(letter(to));
    expect(await server.runner.runDueJobs()).toMatchObject({ claimed: 1, done: 1 });
    expect(await outboxFor(shared.a, to)).toMatchObject([{ status: 'kept', attempts: 0, message_id: null }]);
    expect(delivered(to)).toEqual([]);
  });
});
