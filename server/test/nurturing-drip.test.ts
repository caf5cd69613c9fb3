// Drip nurturing, end to end: the seeded services; a lead enrolled, its steps sent at their day offsets by the job
// queue (a second server on the same database with a clock the test moves), the sequence stopped by the lead's
// WhatsApp reply, the credits exact (hold = spend + release); a suppressed lead skipped and never charged; a stop by
// conversion; and a worker that dies after its step's mail was sent but before the step was recorded — the restarted
// step sends nothing twice and is charged once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { brevoWebhookKey, signBrevoBody } from '../src/modules/nurturing/brevo-webhook.routes.ts';
import { makeDripService } from '../src/modules/nurturing/drip.service.ts';
import { jobQueue } from '../src/platform/jobs/index.ts';
import { balanceOf, grant } from './nurturing-kit.ts';
import { call, inboundFrom, lead, startWhatsAppKit, type Kit, type Reply } from './whatsapp-kit.ts';

let kit: Kit;
let later: BuiltApp;
// Only ever moves forward, as time does (a schedule runs once per period).
let now = new Date();
const DAY = 86_400_000;
let welcome: number;
let countdown: number;

beforeAll(async () => {
  kit = await startWhatsAppKit();
  // The second server: same database, the clock this file moves (its schedule decides which steps are due).
  later = await buildApp(kit.server.db, kit.server.config, { clock: { now: () => now } });
  await later.ready();
  const services = await call(kit, 'GET', 'agent', '/my-lead/nurturing-services');
  welcome = services.body.data.items.find((s: { name: string }) => s.name === 'New enquiry welcome').ns_id;
  countdown = services.body.data.items.find((s: { name: string }) => s.name === 'Intake deadline countdown').ns_id;
}, 240_000);
afterAll(async () => {
  await later?.close();
  await kit?.server.close();
});

let keys = 0;
async function enrol(k: Kit, as: string, body: Record<string, unknown>, key = `drip-${Date.now()}-${++keys}`, url = '/my-lead/manual-lead-nurture'): Promise<Reply> {
  // Through the server whose clock the file moves, so the enrolment starts at that clock's now.
  const response = await later.inject({
    method: 'POST', url: `${k.server.leads}${url}`, payload: body, headers: { authorization: `Bearer ${k.tokens[as]}`, 'idempotency-key': key },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers, text: response.body };
}

/** Moves the clock, runs the schedule's period and every job due (the steps, then the WhatsApp receipts). */
async function advance(days: number): Promise<void> {
  now = new Date(now.getTime() + days * DAY);
  await later.jobs.tickSchedules();
  for (let i = 0; i < 50; i++) if ((await later.jobs.runDueJobs()).claimed === 0) break;
  for (let i = 0; i < 50; i++) if ((await kit.server.app.jobs.runDueJobs()).claimed === 0) break;
}

const nurturingOf = async (as: string, leadId: number) => (await call(kit, 'GET', as, `/my-lead/nurturing/${leadId}`)).body.data.enrolments;
const ledgerOf = async (enrolmentId: number) => {
  const { rows } = await kit.server.db.query<{ kind: string; credits: number; n: number }>(
    "SELECT kind, sum(credits)::int AS credits, count(*)::int AS n FROM credit_ledger WHERE reference_type = 'enrolment' AND reference_id = $1 GROUP BY kind", [enrolmentId]);
  return Object.fromEntries(rows.flatMap((r) => [[r.kind, r.credits], [`${r.kind}_entries`, r.n]]));
};
const mailsTo = async (email: string) =>
  (await kit.server.db.query<{ subject: string }>('SELECT subject FROM nurturing_local_mailbox WHERE to_email = $1 ORDER BY mailbox_id', [email.toLowerCase()])).rows.map((r) => r.subject);
const whatsappsTo = async (address: string) =>
  (await kit.server.db.query('SELECT 1 FROM whatsapp_local_outbox WHERE destination = $1', [address])).rows.length;
const emailOf = async (leadId: number) => (await kit.server.db.query<{ email: string }>('SELECT email FROM leads WHERE lead_id = $1', [leadId])).rows[0].email;

describe('drip nurturing', { timeout: 120_000 }, () => {
  it('lists the seeded services with their sequences and what one lead costs', async () => {
    const r = await call(kit, 'GET', 'counselor', '/my-lead/nurturing-services');
    expect(r.status).toBe(200);
    const one = r.body.data.items.find((s: { ns_id: number }) => s.ns_id === welcome);
    expect(one).toMatchObject({ channels: ['email', 'whatsapp'], steps: 4, duration_days: 7, credits_per_lead: 4, active: true });
    expect(one.sequence.map((s: { channel: string; day_offset: number }) => `${s.channel}@${s.day_offset}`)).toEqual(['email@0', 'whatsapp@1', 'email@3', 'email@7']);
    expect((await call(kit, 'GET', 'student', '/my-lead/nurturing-services')).status).toBe(403);
  });

  it('sends each step at its day offset, stops when the lead replies on WhatsApp, and the credits come out exact', async () => {
    await grant(kit, 'franchise', 10);
    const { id, address } = await lead(kit, 'franchise');
    const email = await emailOf(id);
    const started = await enrol(kit, 'franchise', { lead_id: id, ns_id: welcome });
    expect(started.status).toBe(201);
    expect(started.body.data.charge).toEqual({ contacts: 1, credit_per_lead: 4, credits_debited: 4, balance_after: 6, ct_id: expect.any(Number) });
    const enrolmentId = started.body.data.enrolment.enrolment_id;
    expect(started.body.data.enrolment).toMatchObject({ status: 'active', steps_total: 4, steps_done: 0, credits_held: 4, stop_reason: null });

    await advance(0); // day 0: the welcome mail
    expect(await mailsTo(email)).toEqual(['Welcome, Asha: your study-abroad plan starts here']);
    expect(await whatsappsTo(address!)).toBe(0);
    let [e] = await nurturingOf('franchise', id);
    expect(e.steps.map((s: { status: string }) => s.status)).toEqual(['sent', 'scheduled', 'scheduled', 'scheduled']);
    expect(e.next_step_at).toBe(e.steps[1].scheduled_at);

    await advance(0.5); // not yet day 1
    expect(await whatsappsTo(address!)).toBe(0);
    await advance(0.6); // day 1: the WhatsApp template, then its receipts through the signed webhook
    expect(await whatsappsTo(address!)).toBe(1);
    const wa = await call(kit, 'GET', 'franchise', `/my-lead/gupshup-nurturing/${id}`);
    expect(wa.body.data.items).toEqual([expect.objectContaining({ enrolment_id: enrolmentId, step_no: 2, template_name: 'Intake reminder on WhatsApp', status: 'read' })]);
    expect(wa.body.data.contact).toMatchObject({ registered: true, opted_in: true, suppressed: false, session_window_open: false });

    // The lead answers: the sequence stops at once; the two steps left are cancelled and their credits come back.
    expect((await inboundFrom(kit, address!, 'Yes, please call me')).status).toBe(200);
    [e] = await nurturingOf('franchise', id);
    expect(e).toMatchObject({ status: 'stopped', stop_reason: 'replied', steps_done: 2, next_step_at: null, credits_held: 4, credits_spent: 2, credits_released: 2 });
    expect(e.steps.map((s: { status: string }) => s.status)).toEqual(['sent', 'sent', 'cancelled', 'cancelled']);
    const contact = await call(kit, 'GET', 'franchise', `/my-lead/gr-contact/${id}`);
    expect(contact.body.data).toMatchObject({ session_window_open: true, whatsapp_number: expect.any(String), last_inbound_at: expect.any(String) });

    await advance(3);
    await advance(7);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await ledgerOf(enrolmentId)).toEqual({ hold: 4, hold_entries: 1, spend: 2, spend_entries: 2, release: 2, release_entries: 1 });
    expect(await balanceOf(kit, 'franchise')).toBe(8);
  });

  it('stops when the lead replies by mail (the signed inbound-mail webhook), once per Message-ID; refuses an unsigned or malformed post', async () => {
    await grant(kit, 'franchise', 10);
    const { id } = await lead(kit, 'franchise');
    const email = await emailOf(id);
    const started = await enrol(kit, 'franchise', { lead_id: id, ns_id: welcome });
    expect(started.status).toBe(201);
    await advance(0); // day 0: the welcome mail
    expect(await mailsTo(email)).toHaveLength(1);

    const post = async (payload: unknown, signature?: string) => {
      const body = JSON.stringify(payload);
      const response = await kit.server.app.inject({
        method: 'POST', url: '/webhooks/mail-inbound', payload: body,
        headers: { 'content-type': 'application/json', 'x-webhook-signature': signature ?? signBrevoBody(brevoWebhookKey(kit.server.config), body) },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const reply = { message_id: `<reply-${id}@mail.example>`, from: email.toUpperCase(), in_reply_to: '<welcome@unipath>', subject: 'Re: Welcome', received_at: now.toISOString() };
    expect((await post({ items: [reply] }, 'sha256=00')).status).toBe(401);
    expect((await nurturingOf('franchise', id))[0].status).toBe('active');
    const bad = await post({ items: [{ ...reply, from: 'not an address' }] });
    expect([bad.status, bad.body.errors]).toEqual([400, [{ field: 'body/items/0/from', message: "must be the sender's email address" }]]);

    const first = await post({ items: [reply] });
    expect(first).toEqual({ status: 200, body: { status: true, data: { recorded: 1, duplicates: 0, stopped: 1 } } });
    const [e] = await nurturingOf('franchise', id);
    expect(e).toMatchObject({ status: 'stopped', stop_reason: 'replied', steps_done: 1, credits_spent: 1, credits_released: 3 });
    // The relay posts it again: acknowledged, nothing changes.
    expect((await post({ items: [reply] })).body.data).toEqual({ recorded: 0, duplicates: 1, stopped: 0 });
    await advance(2);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await ledgerOf(e.enrolment_id)).toEqual({ hold: 4, hold_entries: 1, spend: 1, spend_entries: 1, release: 3, release_entries: 1 });
  });

  it('runs a whole sequence to completion: every step sent, hold = spend', async () => {
    await grant(kit, 'area', 3);
    const { id } = await lead(kit, 'area');
    const email = await emailOf(id);
    const started = await enrol(kit, 'area', { lead_id: id, ns_id: countdown });
    expect(started.status).toBe(201);
    for (const days of [0, 7, 5]) await advance(days);
    expect(await mailsTo(email)).toEqual(['Applications close in two weeks', 'One week left to apply', 'Last call: applications close in two days']);
    const [e] = await nurturingOf('area', id);
    expect(e).toMatchObject({ status: 'completed', steps_done: 3, credits_spent: 3, credits_released: 0, completed_at: expect.any(String) });
    expect(await balanceOf(kit, 'area')).toBe(0);
  });

  it('skips a suppressed lead without charging it, and stops an enrolment whose lead opts out before its step', async () => {
    await grant(kit, 'counselor', 8);
    const ok = await lead(kit, 'counselor');
    const noMobile = await lead(kit, 'counselor', false);
    const suppressed = await lead(kit, 'counselor');
    await kit.server.db.query("INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, 'email', $2, 'unsubscribe')",
      [kit.ids.counselor, (await emailOf(suppressed.id)).toLowerCase()]);
    const bulk = await enrol(kit, 'counselor', { lead_ids: [ok.id, noMobile.id, suppressed.id], ns_id: welcome }, undefined, '/my-lead/bulk-lead-nurture');
    expect(bulk.status).toBe(201);
    expect(bulk.body.data).toMatchObject({ enrolled: 1, charge: { contacts: 1, credits_debited: 4, balance_after: 4 } });
    expect(bulk.body.data.skipped).toEqual(expect.arrayContaining([{ lead_id: noMobile.id, reason: 'no_mobile' }, { lead_id: suppressed.id, reason: 'opted_out' }]));
    expect(await nurturingOf('counselor', suppressed.id)).toEqual([]);

    // The enrolled lead unsubscribes before its first step runs: nothing is mailed, the whole hold comes back.
    const okEmail = (await emailOf(ok.id)).toLowerCase();
    await kit.server.db.query("INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, 'email', $2, 'unsubscribe')", [kit.ids.counselor, okEmail]);
    await advance(0);
    expect(await mailsTo(okEmail)).toEqual([]);
    const [e] = await nurturingOf('counselor', ok.id);
    expect(e).toMatchObject({ status: 'stopped', stop_reason: 'opted_out', credits_spent: 0, credits_released: 4 });
    expect(await balanceOf(kit, 'counselor')).toBe(8);
  });

  it('stops when the lead converts (its stage becomes the won stage) before the next step', async () => {
    await grant(kit, 'support', 3);
    const { id } = await lead(kit, 'support');
    const started = await enrol(kit, 'support', { lead_id: id, ns_id: countdown });
    await advance(0);
    await kit.server.db.query('UPDATE leads SET stage_id = (SELECT stage_id FROM lead_stages WHERE is_won) WHERE lead_id = $1', [id]);
    await advance(7);
    expect(await mailsTo(await emailOf(id))).toHaveLength(1);
    expect(await ledgerOf(started.body.data.enrolment.enrolment_id)).toEqual({ hold: 3, hold_entries: 1, spend: 1, spend_entries: 1, release: 2, release_entries: 1 });
    expect((await nurturingOf('support', id))[0]).toMatchObject({ status: 'stopped', stop_reason: 'converted' });
  });

  it('a worker that dies after its step was mailed, before the step was recorded: the restarted step mails nothing twice', async () => {
    await grant(kit, 'manager', 3);
    const { id } = await lead(kit, 'manager');
    const email = await emailOf(id);
    const started = await enrol(kit, 'manager', { lead_id: id, ns_id: countdown });
    const enrolmentId = started.body.data.enrolment.enrolment_id;
    // This worker's mail sender sends the mail and records it sent, then the process dies.
    const services = kit.server.app.services;
    const dying = makeDripService(
      { db: kit.server.db, clock: { now: () => now }, jobs: jobQueue, log: kit.server.app.log },
      { ...services.campaignSender, sendMessage: async (messageId: number, final: boolean) => {
        await services.campaignSender.sendMessage(messageId, final);
        throw new Error('killed');
      } },
      services.whatsappSender,
    );
    const job = { jobId: 0, kind: 'nurturing.drip-step', key: null, attempt: 1, maxAttempts: 10, signal: new AbortController().signal };
    await expect(dying.runStep({ enrolment_id: enrolmentId, step_no: 1 }, job)).rejects.toThrow('killed');
    expect((await nurturingOf('manager', id))[0].steps[0].status).toBe('sending');
    // The queue's job for that step runs on a healthy server (a restart), and again after it finished.
    await advance(0);
    await later.services.drip.runStep({ enrolment_id: enrolmentId, step_no: 1 }, { ...job, attempt: 3 });
    expect(await mailsTo(email)).toEqual(['Applications close in two weeks']);
    expect((await nurturingOf('manager', id))[0].steps[0].status).toBe('sent');
    expect(await ledgerOf(enrolmentId)).toEqual({ hold: 3, hold_entries: 1, spend: 1, spend_entries: 1 });
  });
});
