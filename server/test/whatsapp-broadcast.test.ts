// WhatsApp broadcasts on the credit ledger (hold the previewed cost, spend per DELIVERED message, release the rest),
// the skipped and suppressed never charged, the signed webhook (401 on a bad signature, an event delivered twice
// counted once), the statistics from the delivery events, templates and rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, grant } from './nurturing-kit.ts';
import { broadcast, call, callback, drain, inboundFrom, lead, ledgerOf, startWhatsAppKit, templateId, type Kit } from './whatsapp-kit.ts';

let kit: Kit;
let reminder: number;

beforeAll(async () => {
  kit = await startWhatsAppKit();
  reminder = await templateId(kit, 'intake_reminder');
}, 240_000);
afterAll(async () => kit?.server.close());

const body = (leadIds: number[], extra: Record<string, unknown> = {}) => ({
  name: 'September intake', template_id: reminder, variables: [{ lead_field: 'first_name' }, { text: 'September 2027' }], lead_ids: leadIds, ...extra,
});

describe('sendBulkWhatsAppMessage', { timeout: 120_000 }, () => {
  it('holds the cost, skips the unreachable, spends per delivered message and releases the rest: the ledger is exact', async () => {
    await grant(kit, 'agent', 30);
    const before = await balanceOf(kit, 'agent');
    const reachable = [await lead(kit, 'agent'), await lead(kit, 'agent'), await lead(kit, 'agent'), await lead(kit, 'agent')];
    const noMobile = await lead(kit, 'agent', false);
    const optedOut = await lead(kit, 'agent');
    // optedOut answered STOP to an earlier message of the agent.
    await kit.server.db.query("INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, 'whatsapp', $2, 'whatsapp_stop')", [kit.ids.agent, optedOut.address]);

    const started = await broadcast(kit, 'agent', body([...reachable.map((l) => l.id), noMobile.id, optedOut.id]));
    expect(started.status).toBe(201);
    const b = started.body.data.broadcast;
    expect(b).toMatchObject({ status: 'sending', recipients: 4, queued: 4, skipped: 2, credits_debited: 12, category: 'marketing' });
    expect(started.body.data.skipped).toEqual([{ lead_id: noMobile.id, reason: 'no_mobile' }, { lead_id: optedOut.id, reason: 'opted_out' }]);
    expect(started.body.data.charge).toMatchObject({ contacts: 4, credit_per_lead: 3, credits_debited: 12, balance_after: before - 12 });

    // The fourth lead sends STOP after the start and before its turn: skipped, never charged.
    await inboundFrom(kit, reachable[3].address!, 'STOP');
    await drain(kit);

    const list = await call(kit, 'GET', 'agent', '/my-lead/broadcasts');
    const done = list.body.data.items.find((x: { broadcast_id: number }) => x.broadcast_id === b.broadcast_id);
    expect(done).toMatchObject({ status: 'completed', queued: 0, skipped: 3, credits_debited: 12, credits_refunded: 3, counts: { sent: 3, delivered: 3, read: 3, failed: 0, replied: 0 } });
    expect(await ledgerOf(kit, 'broadcast', b.broadcast_id)).toEqual({ hold: 12, hold_entries: 1, spend: 9, spend_entries: 3, release: 3, release_entries: 1 });
    expect(await balanceOf(kit, 'agent')).toBe(before - 9);

    const recipients = await call(kit, 'GET', 'agent', `/my-lead/whatsapp-broadcast-data?broadcast_id=${b.broadcast_id}`);
    expect(recipients.status).toBe(200);
    expect(recipients.body.data.items.map((r: { status: string }) => r.status)).toEqual(['read', 'read', 'read', 'failed']);
    expect(recipients.body.data.items[3].failure_reason).toBe('opted out (STOP)');
    const readOnly = await call(kit, 'GET', 'agent', `/my-lead/whatsapp-broadcast-data?broadcast_id=${b.broadcast_id}&status=failed`);
    expect(readOnly.body.data.items).toHaveLength(1);
  });

  it('refuses when the credits do not cover the broadcast: 422 and nothing queued, held or sent', async () => {
    const leads = [await lead(kit, 'support'), await lead(kit, 'support')];
    await grant(kit, 'support', 5);
    const refused = await broadcast(kit, 'support', body(leads.map((l) => l.id)));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('body/lead_ids');
    const { rows } = await kit.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM whatsapp_broadcasts WHERE owner_user_id = $1', [kit.ids.support]);
    expect(rows[0].n).toBe(0);
    expect(await balanceOf(kit, 'support')).toBe(5);
  });

  it('answers a retried key with the first answer, and checks the body', async () => {
    await grant(kit, 'agent', 10);
    const one = await lead(kit, 'agent');
    const first = await broadcast(kit, 'agent', body([one.id]), 'bulk-key-00001');
    const again = await broadcast(kit, 'agent', body([one.id]), 'bulk-key-00001');
    expect(again.body.data).toEqual(first.body.data);
    expect((await broadcast(kit, 'agent', body([one.id], { name: 'Other' }), 'bulk-key-00001')).status).toBe(409);
    const noKey = await kit.server.app.inject({ method: 'POST', url: `${kit.server.leads}/my-lead/bulk-whatsapp-message`, payload: body([one.id]), headers: { authorization: `Bearer ${kit.tokens.agent}` } });
    expect(noKey.statusCode).toBe(400);
    const empty = await broadcast(kit, 'agent', body([]));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('body/lead_ids');
    const past = await broadcast(kit, 'agent', body([one.id], { scheduled_at: '2020-01-01T00:00:00Z' }));
    expect(past.status).toBe(422);
    expect(past.body.errors[0].field).toBe('body/scheduled_at');
    expect((await broadcast(kit, 'student', body([one.id]))).status).toBe(403);
    const theirs = await lead(kit, 'franchise');
    expect([403, 404]).toContain((await broadcast(kit, 'agent', body([theirs.id]))).status);
    await drain(kit);
  });

  it('shows a broadcast only to its owner (and those above): someone else gets 404', async () => {
    await grant(kit, 'area', 10);
    const one = await lead(kit, 'area');
    const started = await broadcast(kit, 'area', body([one.id]));
    const id = started.body.data.broadcast.broadcast_id;
    await drain(kit);
    expect((await call(kit, 'GET', 'agent', `/my-lead/whatsapp-broadcast-data?broadcast_id=${id}`)).status).toBe(404);
    expect((await call(kit, 'GET', 'agent', `/my-lead/whatsapp-metrics?broadcast_id=${id}`)).status).toBe(404);
    expect((await call(kit, 'GET', 'franchise', `/my-lead/whatsapp-broadcast-data?broadcast_id=${id}`)).status).toBe(200);
    expect((await call(kit, 'GET', 'manager', `/my-lead/whatsapp-broadcast-data?broadcast_id=${id}`)).status).toBe(200);
    const agents = await call(kit, 'GET', 'agent', '/my-lead/broadcasts');
    expect(agents.body.data.items.some((x: { broadcast_id: number }) => x.broadcast_id === id)).toBe(false);
    expect((await call(kit, 'GET', 'student', '/my-lead/broadcasts')).status).toBe(403);
    expect((await call(kit, 'GET', 'student', `/my-lead/whatsapp-broadcast-data?broadcast_id=${id}`)).status).toBe(403);
    expect((await call(kit, 'GET', 'sc', '/my-lead/whatsapp-analytics')).status).toBe(403);
  });
});

describe('the webhook and the statistics', { timeout: 120_000 }, () => {
  it('refuses a callback with a bad signature (401) and counts an event delivered twice once', async () => {
    await grant(kit, 'counselor', 10);
    const one = await lead(kit, 'counselor');
    const started = await broadcast(kit, 'counselor', body([one.id]));
    const id = started.body.data.broadcast.broadcast_id;
    await kit.server.app.jobs.runDueJobs(); // sends it; its receipts come next
    const { rows } = await kit.server.db.query<{ provider_message_id: string }>(
      'SELECT m.provider_message_id FROM nurturing_messages m JOIN whatsapp_messages w ON w.message_id = m.message_id WHERE w.broadcast_id = $1', [id]);
    const event = { app: 'unipath', timestamp: Date.now(), version: 2, type: 'message-event', payload: { id: rows[0].provider_message_id, gsId: rows[0].provider_message_id, type: 'delivered', destination: one.address } };
    const forged = await callback(kit, event, 'sha256=' + '0'.repeat(64));
    expect(forged.status).toBe(401);
    expect((await callback(kit, event, undefined)).status).toBe(200);
    expect((await callback(kit, event)).status).toBe(200);
    await drain(kit);
    const reply = await inboundFrom(kit, one.address!, 'Thanks, call me', 'reply-once');
    expect((await inboundFrom(kit, one.address!, 'Thanks, call me', 'reply-once')).status).toBe(200);
    expect(reply.body.data.accepted).toBe(true);
    const events = await kit.server.db.query<{ event: string; n: number }>(
      `SELECT e.event, count(*)::int AS n FROM nurturing_delivery_events e JOIN whatsapp_messages w ON w.message_id = e.message_id
        WHERE w.broadcast_id = $1 GROUP BY e.event ORDER BY e.event`, [id]);
    expect(events.rows).toEqual([{ event: 'delivered', n: 1 }, { event: 'read', n: 1 }, { event: 'replied', n: 1 }]);
    expect(await ledgerOf(kit, 'broadcast', id)).toEqual({ hold: 3, hold_entries: 1, spend: 3, spend_entries: 1 });
    const unsigned = await kit.server.app.inject({ method: 'POST', url: '/webhooks/gupshup', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
  });

  it('counts sent, delivered, read, replied and failed from the events; rates over delivered', async () => {
    const analytics = await call(kit, 'GET', 'counselor', '/my-lead/whatsapp-analytics');
    expect(analytics.status).toBe(200);
    expect(analytics.body.data).toMatchObject({
      user_id: kit.ids.counselor, counts: { sent: 1, delivered: 1, read: 1, replied: 1, failed: 0 }, inbound: 1, broadcasts: 1, credits_used: 3,
      rates: { delivery_rate: 1, read_rate: 1, reply_rate: 1, failure_rate: 0 },
    });
    const metrics = await call(kit, 'GET', 'counselor', '/my-lead/whatsapp-metrics');
    expect(metrics.body.data.days).toHaveLength(30);
    const today = metrics.body.data.days.at(-1);
    expect(today).toMatchObject({ sent: 1, delivered: 1, read: 1, replied: 1, failed: 0 });
    const grouped = await call(kit, 'GET', 'counselor', '/my-lead/whatsapp-event-counts?group_by=template');
    expect(grouped.body.data.groups).toEqual([{ id: reminder, name: 'intake_reminder', counts: { sent: 1, delivered: 1, read: 1, replied: 1, failed: 0 } }]);
    const agent = await call(kit, 'GET', 'agent', '/my-lead/whatsapp-event-counts?group_by=broadcast');
    expect(agent.body.data.totals.delivered).toBeGreaterThanOrEqual(3);
    expect((await call(kit, 'GET', 'counselor', '/my-lead/whatsapp-analytics?from=2026-02-01&to=2026-01-01')).status).toBe(422);
    expect((await call(kit, 'GET', 'counselor', '/my-lead/whatsapp-analytics?from=2020-01-01&to=2026-01-01')).body.errors[0].field).toBe('querystring/from');
    expect((await call(kit, 'GET', 'counselor', '/my-lead/whatsapp-analytics?from=soon')).status).toBe(400);
    expect([403, 404]).toContain((await call(kit, 'GET', 'agent', `/my-lead/whatsapp-analytics?user_id=${kit.ids.counselor}`)).status);
    expect((await call(kit, 'GET', 'manager', `/my-lead/whatsapp-analytics?user_id=${kit.ids.counselor}`)).body.data.counts.sent).toBe(1);
    expect((await call(kit, 'GET', 'student', '/my-lead/whatsapp-metrics')).status).toBe(403);
    expect((await call(kit, 'GET', 'accounts', '/my-lead/whatsapp-event-counts')).status).toBe(403);
  });
});

describe('templates and rates', { timeout: 60_000 }, () => {
  it('lists the templates with their category and variables, filters them, and shows one', async () => {
    const all = await call(kit, 'GET', 'agent', '/my-lead/whatsapp-templates');
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((t: { name: string }) => t.name)).toEqual(['application_update', 'counselling_invite', 'intake_reminder', 'verification_code']);
    const approvedMarketing = await call(kit, 'GET', 'agent', '/my-lead/whatsapp-templates?status=approved&category=marketing');
    expect(approvedMarketing.body.data.items).toEqual([expect.objectContaining({ name: 'intake_reminder', variables_count: 2, status: 'approved' })]);
    const one = await call(kit, 'GET', 'agent', `/my-lead/templates/${reminder}`);
    expect(one.body.data).toMatchObject({ name: 'intake_reminder', category: 'marketing', footer: 'Unipath', sample_values: ['Asha', 'September 2027'], buttons: [] });
    expect((await call(kit, 'GET', 'agent', '/my-lead/templates/999999')).status).toBe(404);
    expect((await call(kit, 'GET', 'agent', '/my-lead/whatsapp-templates?category=promo')).status).toBe(400);
    expect((await call(kit, 'GET', 'student', '/my-lead/whatsapp-templates')).status).toBe(403);
    expect((await call(kit, 'GET', 'sc', `/my-lead/templates/${reminder}`)).status).toBe(403);
  });

  it('lists the price table with the credits of each category (data)', async () => {
    const rates = await call(kit, 'GET', 'agent', '/my-lead/whatsapp-broadcast-rates?country_code=IN');
    expect(rates.status).toBe(200);
    const marketing = rates.body.data.items.find((r: { category: string }) => r.category === 'marketing');
    expect(marketing).toMatchObject({ country_code: 'IN', currency: 'INR', price_per_message: 0.7846, credits_per_message: 3 });
    await kit.server.db.query("UPDATE nurturing_rates SET credits = 4 WHERE kind = 'whatsapp_marketing'");
    const changed = await call(kit, 'GET', 'agent', '/my-lead/whatsapp-broadcast-rates?category=marketing');
    expect(changed.body.data.items).toEqual([expect.objectContaining({ category: 'marketing', credits_per_message: 4 })]);
    await kit.server.db.query("UPDATE nurturing_rates SET credits = 3 WHERE kind = 'whatsapp_marketing'");
    expect((await call(kit, 'GET', 'accounts', '/my-lead/whatsapp-broadcast-rates')).status).toBe(403);
  });
});
