// The nurturing reports as their readers see them: the credit chart by day and by month (every period present), the
// totals of a period's campaigns, and the email log with each mail's latest event and trail; whose figures a caller
// may read; a period that ends before it starts or is too long is a 422 on from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, draft, drain, grant, listWith, start, startKit, type Kit } from './nurturing-kit.ts';

let kit: Kit;
let campaignId: number;
let emails: string[];
/** The UTC day now (the reports count by UTC day). */
const utcDay = () => new Date().toISOString().slice(0, 10);
/**
 * The day the campaign's credits were bought, debited and refunded, taken once they are written. A run that crosses
 * midnight asks its reports on the next day: the tests find that day's point rather than expecting it last.
 */
let writtenOn: string;
beforeAll(async () => {
  kit = await startKit();
  await grant(kit, 'agent', 100);
  ({ emails } = await listWith(kit, 'agent', 5, 'report'));
  const { rows } = await kit.server.db.query<{ list_id: number }>(
    'SELECT m.list_id FROM contact_list_members m JOIN nurturing_contacts c ON c.contact_id = m.contact_id WHERE c.email = $1', [emails[0]],
  );
  campaignId = await draft(kit, 'agent', [rows[0].list_id]);
  const { rows: tokens } = await kit.server.db.query<{ t: string }>('SELECT unsubscribe_token::text AS t FROM nurturing_contacts WHERE email = $1', [emails[4]]);
  await start(kit, 'agent', campaignId);
  await kit.server.app.inject({ method: 'POST', url: `/mail/unsubscribe/${tokens[0].t}` });
  await drain(kit);
  writtenOn = utcDay();
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);

describe('the credit chart', () => {
  it('by day: the last 30 days by default, zeros included, today with the purchase, the debit and the refund', async () => {
    const before = utcDay();
    const r = await get('agent', '/my-lead/nurturing-credit-chart');
    const after = utcDay();
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ user_id: kit.ids.agent, granularity: 'day' });
    expect([before, after]).toContain(r.body.data.to);
    expect(r.body.data.points).toHaveLength(30);
    expect(r.body.data.points[0]).toMatchObject({ credits_used: 0, credits_purchased: 0, credits_refunded: 0, contacts: 0 });
    expect(r.body.data.points[29].period).toBe(r.body.data.to);
    expect(r.body.data.points.find((p: { period: string }) => p.period === writtenOn)).toEqual({ period: writtenOn, credits_used: 5, credits_purchased: 100, credits_refunded: 1, contacts: 4 });
  });

  it('by month: twelve months ending with this one', async () => {
    const r = await get('agent', '/my-lead/nurturing-credit-chart?granularity=month');
    expect(r.body.data.points).toHaveLength(12);
    expect(r.body.data.points[11].period).toBe(r.body.data.to.slice(0, 7));
    expect(r.body.data.points.find((p: { period: string }) => p.period === writtenOn.slice(0, 7))).toMatchObject({ credits_purchased: 100 });
  });

  it('refuses a reversed or too long period (422 on from) and another user’s figures (403)', async () => {
    expect((await get('agent', '/my-lead/nurturing-credit-chart?from=2026-02-01&to=2026-01-01')).body.errors?.[0]?.field).toBe('querystring/from');
    const long = await get('agent', '/my-lead/nurturing-credit-chart?from=2024-01-01&to=2025-06-01');
    expect(long.status).toBe(422);
    expect((await get('agent', '/my-lead/nurturing-credit-chart?granularity=month&from=2020-01-01&to=2025-06-01')).status).toBe(422);
    expect((await get('agent', '/my-lead/nurturing-credit-chart?granularity=week')).body.errors?.[0]?.field).toBe('querystring/granularity');
    expect((await get('counselor', `/my-lead/nurturing-credit-chart?user_id=${kit.ids.agent}`)).status).toBe(403);
    const byManager = (await get('manager', `/my-lead/nurturing-credit-chart?user_id=${kit.ids.agent}`)).body.data.points;
    expect(byManager.find((p: { period: string }) => p.period === writtenOn).credits_purchased).toBe(100);
  });
});

describe('the totals of a period', () => {
  it('sums the campaigns started in the period, rates over delivered', async () => {
    const before = utcDay();
    const r = await get('agent', '/my-lead/mail/agg-campaign-stats');
    expect([before, utcDay()]).toContain(r.body.data.to);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      user_id: kit.ids.agent, campaigns: 1, recipients: 5, credits_debited: 5,
      counts: { sent: 4, delivered: 4, skipped: 1, queued: 0, failed: 0 }, rates: { delivery_rate: 1, open_rate: 0 },
    });
    expect((await get('agent', '/my-lead/mail/agg-campaign-stats?from=2020-01-01&to=2020-01-31')).body.data).toMatchObject({ campaigns: 0, recipients: 0, credits_debited: 0 });
    expect((await get('agent', '/my-lead/mail/agg-campaign-stats?from=2026-03-01&to=2026-02-01')).status).toBe(422);
    expect((await get('support', `/my-lead/mail/agg-campaign-stats?user_id=${kit.ids.agent}`)).status).toBe(403);
  });
});

describe('the email log', () => {
  it('one row per mail, newest first, with its latest event and trail; a suppressed recipient shows blocked', async () => {
    const r = await get('agent', `/my-lead/mail/email-logs?campaign_id=${campaignId}&page_size=10`);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(5);
    const byEmail = new Map(r.body.data.items.map((row: { email: string }) => [row.email, row]));
    expect(byEmail.get(emails[0])).toMatchObject({ campaign_id: campaignId, subject: 'Hello {{first_name}}', event: 'delivered' });
    expect((byEmail.get(emails[0]) as { events: Array<{ event: string }> }).events.map((e) => e.event)).toEqual(['queued', 'sent', 'delivered']);
    expect(byEmail.get(emails[4])).toMatchObject({ event: 'blocked', sent_at: null, message_id: null });
    const blocked = await get('agent', '/my-lead/mail/email-logs?event=blocked');
    expect(blocked.body.data.items.map((row: { email: string }) => row.email)).toEqual([emails[4]]);
    const one = await get('agent', `/my-lead/mail/email-logs?email=${encodeURIComponent(emails[1].toUpperCase())}`);
    expect(one.body.data.items).toHaveLength(1);
  });

  it('shows nothing of someone else’s mails; a manager sees them; bad filters name their field', async () => {
    expect((await get('counselor', `/my-lead/mail/email-logs?campaign_id=${campaignId}`)).body.data.total).toBe(0);
    expect((await get('manager', `/my-lead/mail/email-logs?campaign_id=${campaignId}`)).body.data.total).toBe(5);
    expect((await get('agent', '/my-lead/mail/email-logs?event=exploded')).body.errors?.[0]?.field).toBe('querystring/event');
    expect((await get('agent', '/my-lead/mail/email-logs?from=2026-03-01&to=2026-02-01')).status).toBe(422);
    expect((await get('student', '/my-lead/mail/email-logs')).status).toBe(403);
  });
});
