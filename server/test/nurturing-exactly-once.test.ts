// Exactly once, observed: a campaign to 300 contacts whose worker dies mid-way (its database handle cut at the 130th
// "sent" record, as kill -9 would leave it: jobs running under a lease, one message accepted by the provider and not
// recorded), then another worker takes over: every recipient has exactly one mail, every message is delivered, the
// ledger holds 300, spends 300 and the balance is exact. Two healthy workers at once send each mail once too. Through
// SMTP (a local sink): a temporary refusal is retried, a permanent one fails the message at once, uncharged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/types.ts';
import { EMAIL_BATCH, makeSender, smtpMailProvider } from '../src/modules/nurturing/index.ts';
import { systemClock } from '../src/platform/clock.ts';
import { makeJobRunner, type JobRunner } from '../src/platform/jobs/index.ts';
import { mortalDb, recordingLog, sleep, startSmtpSink, type SmtpSink } from './jobs-kit.ts';
import { balanceOf, draft, grant, ledgerOf, listWith, start, startKit, type Kit } from './nurturing-kit.ts';

let kit: Kit;
let sink: SmtpSink;
beforeAll(async () => {
  kit = await startKit();
  sink = await startSmtpSink();
}, 120_000);
afterAll(async () => {
  await sink?.close();
  await kit?.server.close();
});

/** A worker as one server runs it: short lease and backoff, the campaign sender over `db`. */
function worker(name: string, db: Db, smtpUrl?: string, concurrency = 2): JobRunner {
  const config = kit.server.config;
  const sender = makeSender({ db, config: { ...config, smtpUrl }, log: recordingLog() }, smtpUrl ? smtpMailProvider(smtpUrl) : undefined);
  return makeJobRunner({
    db, log: recordingLog(), clock: systemClock, workerId: name, leaseMs: 300, backoff: { baseMs: 20, maxMs: 60 }, concurrency,
    jobs: [{ kind: EMAIL_BATCH, handle: (payload, job) => sender.sendBatch(payload, job) }],
  });
}

/** Runs `runners` until the campaign has ended (or 20 s passed). */
async function untilEnded(runners: JobRunner[], campaignId: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await Promise.all(runners.map((runner) => runner.runDueJobs()));
    const { rows } = await kit.server.db.query<{ status: string }>('SELECT status FROM email_campaigns WHERE campaign_id = $1', [campaignId]);
    if (rows[0].status === 'sent' || rows[0].status === 'failed' || Date.now() > deadline) return rows[0].status;
    await sleep(80);
  }
}

type Tally = { mails: number; recipients: number; twice: number; messages: Record<string, number>; reoffered: number };
async function tally(campaignId: number): Promise<Tally> {
  const db = kit.server.db;
  const mails = await db.query<{ mails: number; recipients: number; twice: number }>(
    `SELECT count(*)::int AS mails, count(DISTINCT b.to_email)::int AS recipients,
            (SELECT count(*)::int FROM (SELECT to_email FROM nurturing_local_mailbox x JOIN nurturing_messages y ON y.message_id = x.message_id
                                          WHERE y.campaign_id = $1 GROUP BY to_email HAVING count(*) > 1) d) AS twice
       FROM nurturing_local_mailbox b JOIN nurturing_messages m ON m.message_id = b.message_id WHERE m.campaign_id = $1`,
    [campaignId],
  );
  const statuses = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM nurturing_messages WHERE campaign_id = $1 GROUP BY status', [campaignId]);
  const reoffered = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM nurturing_messages WHERE campaign_id = $1 AND attempts > 1', [campaignId]);
  return { ...mails.rows[0], messages: Object.fromEntries(statuses.rows.map((r) => [r.status, r.n])), reoffered: reoffered.rows[0].n };
}

describe('a worker killed mid-campaign, then another', () => {
  it('leaves every recipient exactly one mail and the credits exact', async () => {
    await grant(kit, 'agent', 400);
    const before = await balanceOf(kit, 'agent');
    const { listId } = await listWith(kit, 'agent', 300, 'crash');
    const campaignId = await draft(kit, 'agent', [listId]);
    expect((await start(kit, 'agent', campaignId)).status).toBe(200);

    let sentRecords = 0;
    const cut = { test: (sql: string) => /SET status = 'sent'/.test(sql) && ++sentRecords === 130 } as unknown as RegExp;
    const dying = mortalDb(kit.server.db, cut);
    const doomed = worker('doomed', dying, undefined, 1);
    const pass = await doomed.runDueJobs();
    expect(dying.dead).toBe(true);
    expect(pass.lost).toBeGreaterThan(0);
    const midway = await tally(campaignId);
    expect(midway.mails).toBe(130);
    expect(midway.messages.delivered).toBe(129);

    await sleep(400); // the dead worker's leases expire
    const survivor = worker('survivor', kit.server.db);
    expect(await untilEnded([survivor], campaignId)).toBe('sent');

    const after = await tally(campaignId);
    console.log(`crash at the 130th record of 300: mails ${after.mails}, recipients ${after.recipients}, sent twice ${after.twice}, offered again ${after.reoffered}`);
    expect(after).toMatchObject({ mails: 300, recipients: 300, twice: 0, messages: { delivered: 300 } });
    expect(after.reoffered).toBeGreaterThanOrEqual(1);
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({ hold: 300, hold_entries: 1, spend: 300, spend_entries: 300 });
    expect(await balanceOf(kit, 'agent')).toBe(before - 300);
  }, 60_000);

  it('two healthy workers at once send each mail once', async () => {
    await grant(kit, 'counselor', 200);
    const { listId } = await listWith(kit, 'counselor', 200, 'pair');
    const campaignId = await draft(kit, 'counselor', [listId]);
    expect((await start(kit, 'counselor', campaignId)).status).toBe(200);
    expect(await untilEnded([worker('one', kit.server.db), worker('two', kit.server.db)], campaignId)).toBe('sent');
    expect(await tally(campaignId)).toMatchObject({ mails: 200, recipients: 200, twice: 0, reoffered: 0, messages: { delivered: 200 } });
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({ hold: 200, hold_entries: 1, spend: 200, spend_entries: 200 });
  }, 60_000);
});

describe('a campaign whose batch job died', () => {
  it('is ended by the sweep after 6 hours: its open messages failed, its hold released', async () => {
    await grant(kit, 'franchise', 10);
    const { listId } = await listWith(kit, 'franchise', 3, 'stale');
    const campaignId = await draft(kit, 'franchise', [listId]);
    await start(kit, 'franchise', campaignId);
    const services = kit.server.app.services;
    expect(await services.campaignSender.sweepStale()).toBe(0);
    await kit.server.db.query("UPDATE nurturing_messages SET updated_at = now() - interval '7 hours' WHERE campaign_id = $1", [campaignId]);
    expect(await services.campaignSender.sweepStale()).toBe(1);
    const { rows } = await kit.server.db.query<{ status: string; failure_reason: string }>('SELECT status, failure_reason FROM email_campaigns WHERE campaign_id = $1', [campaignId]);
    expect(rows[0].status).toBe('failed');
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({ hold: 3, hold_entries: 1, release: 3, release_entries: 1 });
    expect(await balanceOf(kit, 'franchise')).toBe(10);
    await kit.server.app.jobs.runDueJobs();
    expect(await balanceOf(kit, 'franchise')).toBe(10);
  });
});

describe('through SMTP', () => {
  it('retries a temporary refusal, fails a permanent one at once without charging it, releases what was not used', async () => {
    await grant(kit, 'support', 10);
    const { listId, emails } = await listWith(kit, 'support', 4, 'smtp');
    const [busy, refused] = [emails[1], emails[2]];
    let busyTries = 0;
    sink.onRecipient = (address) => {
      if (address === refused) return '550 5.1.1 no such user';
      if (address === busy && ++busyTries === 1) return '451 4.3.0 try again later';
      return undefined;
    };
    const campaignId = await draft(kit, 'support', [listId]);
    expect((await start(kit, 'support', campaignId)).status).toBe(200);
    expect(await untilEnded([worker('smtp', kit.server.db, sink.url)], campaignId)).toBe('sent');
    sink.onRecipient = () => undefined;

    const delivered = sink.messages.filter((m) => emails.some((e) => m.to.includes(e)));
    expect(delivered.map((m) => m.to[0]).sort()).toEqual([emails[0], busy, emails[3]].sort());
    expect(busyTries).toBe(2);
    const { rows } = await kit.server.db.query<{ to_address: string; status: string; attempts: number }>(
      'SELECT to_address, status, attempts FROM nurturing_messages WHERE campaign_id = $1 ORDER BY to_address', [campaignId],
    );
    expect(rows.find((r) => r.to_address === refused)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.find((r) => r.to_address === busy)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({ hold: 4, hold_entries: 1, spend: 3, spend_entries: 3, release: 1, release_entries: 1 });
    expect(await balanceOf(kit, 'support')).toBe(7);
  }, 60_000);

  it('a campaign whose every mail is refused ends failed, and the whole hold comes back', async () => {
    await grant(kit, 'manager', 5);
    const { listId } = await listWith(kit, 'manager', 2, 'refused');
    sink.onRecipient = () => '550 5.7.1 refused';
    const campaignId = await draft(kit, 'manager', [listId]);
    await start(kit, 'manager', campaignId);
    expect(await untilEnded([worker('smtp-2', kit.server.db, sink.url)], campaignId)).toBe('failed');
    sink.onRecipient = () => undefined;
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({ hold: 2, hold_entries: 1, release: 2, release_entries: 1 });
    expect(await balanceOf(kit, 'manager')).toBe(5);
  }, 60_000);
});
