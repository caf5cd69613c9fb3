// Exactly once under trouble: a provider answer lost after the provider stored the message (the worker's view of a
// crash between the provider call and our record) is offered again and answered by the same stored message — one
// message, one charge; and 20 broadcasts started at once against credits for 10 never take the balance below zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localWhatsAppProvider } from '../src/modules/nurturing/whatsapp-provider.ts';
import { makeWhatsAppSender } from '../src/modules/nurturing/whatsapp-sender.service.ts';
import { systemClock } from '../src/platform/clock.ts';
import { jobQueue } from '../src/platform/jobs/index.ts';
import { balanceOf, grant } from './nurturing-kit.ts';
import { broadcast, drain, lead, ledgerOf, sendToLead, startWhatsAppKit, templateId, type Kit } from './whatsapp-kit.ts';

let kit: Kit;
let reminder: number;

beforeAll(async () => {
  kit = await startWhatsAppKit();
  reminder = await templateId(kit, 'intake_reminder');
}, 240_000);
afterAll(async () => kit?.server.close());

const job = (attempt: number) => ({ jobId: 0, kind: 'nurturing.whatsapp-send', key: null, attempt, maxAttempts: 10, signal: new AbortController().signal });

describe('WhatsApp exactly once', { timeout: 120_000 }, () => {
  it('offers a message again after its provider answer was lost: the same stored message answers, charged once', async () => {
    await grant(kit, 'agent', 10);
    const before = await balanceOf(kit, 'agent');
    const { id } = await lead(kit, 'agent');
    const sent = await sendToLead(kit, 'agent', { lead_id: id, template_id: reminder, variables: [{ text: 'Asha' }, { text: 'May 2027' }] });
    const messageId = sent.body.data.message.message_id;

    // A worker whose provider stores the message, then loses the answer (the connection drops).
    const local = localWhatsAppProvider(kit.server.db, jobQueue);
    const lossy = makeWhatsAppSender(
      { db: kit.server.db, config: kit.server.config, log: kit.server.app.log, jobs: jobQueue, clock: systemClock },
      { name: 'local', send: async (m) => { await local.send(m); throw new Error('connection reset after the request was sent'); } },
    );
    await expect(lossy.sendMessage({ message_id: messageId }, job(1))).rejects.toThrow('connection reset');
    const stored = await kit.server.db.query<{ outbox_id: number }>('SELECT outbox_id::int AS outbox_id FROM whatsapp_local_outbox WHERE message_id = $1', [messageId]);
    expect(stored.rows).toHaveLength(1);

    // The queue retries it on a healthy worker.
    await kit.server.db.query("UPDATE jobs SET run_at = now() WHERE status = 'queued'");
    await drain(kit);
    const { rows } = await kit.server.db.query<{ status: string; attempts: number; provider_message_id: string }>(
      'SELECT status, attempts, provider_message_id FROM nurturing_messages WHERE message_id = $1', [messageId]);
    expect(rows[0]).toEqual({ status: 'delivered', attempts: 2, provider_message_id: `local-${stored.rows[0].outbox_id}` });
    const outbox = await kit.server.db.query('SELECT 1 FROM whatsapp_local_outbox WHERE message_id = $1', [messageId]);
    expect(outbox.rows).toHaveLength(1);
    expect(await ledgerOf(kit, 'message', messageId)).toEqual({ hold: 3, hold_entries: 1, spend: 3, spend_entries: 1 });
    expect(await balanceOf(kit, 'agent')).toBe(before - 3);

    // A job run again after it finished sends nothing more.
    await lossy.sendMessage({ message_id: messageId }, job(3));
    expect((await kit.server.db.query('SELECT 1 FROM whatsapp_local_outbox WHERE message_id = $1', [messageId])).rows).toHaveLength(1);
  });

  it('gives up a sent message without a receipt after 48 hours: failed, its credits returned, its broadcast ended', async () => {
    await grant(kit, 'counselor', 10);
    const one = await lead(kit, 'counselor');
    const started = await broadcast(kit, 'counselor', { name: 'No receipt', template_id: reminder, variables: [{ text: 'A' }, { text: 'B' }], lead_ids: [one.id] });
    const id = started.body.data.broadcast.broadcast_id;
    // The provider accepted it 49 hours ago and never reported it delivered.
    await kit.server.db.query(
      `UPDATE nurturing_messages m SET status = 'sent', provider = 'gupshup', provider_message_id = 'gs-lost', sent_at = now() - interval '49 hours'
         FROM whatsapp_messages w WHERE w.message_id = m.message_id AND w.broadcast_id = $1`, [id]);
    expect(await kit.server.app.services.whatsappSender.sweepStale()).toBe(1);
    expect(await ledgerOf(kit, 'broadcast', id)).toEqual({ hold: 3, hold_entries: 1, release: 3, release_entries: 1 });
    const { rows } = await kit.server.db.query<{ status: string; failure_reason: string }>('SELECT status, failure_reason FROM whatsapp_broadcasts WHERE broadcast_id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'failed', failure_reason: 'no message was delivered' });
    expect(await balanceOf(kit, 'counselor')).toBe(10);
    expect(await kit.server.app.services.whatsappSender.sweepStale()).toBe(0);
  });

  it('starts 20 broadcasts at once against credits for 10: 10 start, 10 get 422, the balance never goes below zero', async () => {
    await grant(kit, 'support', 30);
    const leads = [];
    for (let i = 0; i < 20; i++) leads.push(await lead(kit, 'support'));
    const answers = await Promise.all(leads.map((l, i) => broadcast(kit, 'support', {
      name: `Race ${i}`, template_id: reminder, variables: [{ lead_field: 'first_name' }, { text: 'May 2027' }], lead_ids: [l.id],
    })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(10);
    expect(await balanceOf(kit, 'support')).toBe(0);
    const running = await kit.server.db.query<{ low: number }>(
      `SELECT min(balance)::int AS low FROM (SELECT sum(delta) OVER (ORDER BY entry_id) AS balance FROM credit_ledger WHERE user_id = $1) b`, [kit.ids.support]);
    expect(running.rows[0].low).toBeGreaterThanOrEqual(0);
    await drain(kit);
    for (const answer of answers.filter((a) => a.status === 201)) {
      expect(await ledgerOf(kit, 'broadcast', answer.body.data.broadcast.broadcast_id)).toEqual({ hold: 3, hold_entries: 1, spend: 3, spend_entries: 1 });
    }
  });
});
