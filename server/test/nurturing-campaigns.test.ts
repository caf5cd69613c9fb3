// Email campaigns as a partner runs them: a draft, the preview of its cost, the start (422 before anything is sent
// when the credits do not cover it; idempotent by its key), the sending by the job queue with progress counts, the
// mails with their unsubscribe link and headers, the one-click unsubscribe and the suppression it makes, the stats,
// the allowance, and the refusals (roles, someone else's campaign or list, 400/422 naming the field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, draft, drain, grant, ledgerOf, listWith, start, startKit, type Kit } from './nurturing-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
  await grant(kit, 'agent', 1000);
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);
const post = (as: string, url: string, payload: unknown) => call(kit, 'POST', as, url, payload);
const mailbox = async (campaignId: number) =>
  (
    await kit.server.db.query<{ to_email: string; subject: string; headers: Record<string, string>; html: string; text_body: string }>(
      'SELECT b.to_email, b.subject, b.headers, b.html, b.text_body FROM nurturing_local_mailbox b JOIN nurturing_messages m ON m.message_id = b.message_id WHERE m.campaign_id = $1 ORDER BY b.to_email',
      [campaignId],
    )
  ).rows;

describe('a draft and its preview', () => {
  it('creates a draft (201) with the estimate; the preview gives recipients × rate and the balance after', async () => {
    const { listId } = await listWith(kit, 'agent', 4, 'draft');
    const created = await post('agent', '/my-lead/mail/email-campaign', { name: 'Draft', subject: 'Hi', html_content: '<p>Hi</p>', list_ids: [listId] });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'draft', contacts_count: 4, estimated_credits: 4, credits_debited: null, list_ids: [listId], sender_name: 'Rahul Mehta', reply_to: 'agent@demo.unipath.test', template_id: null });
    const preview = await get('agent', `/my-lead/mail/campaign-preview?campaign_id=${created.body.data.campaign_id}`);
    expect(preview.status).toBe(200);
    const balance = await balanceOf(kit, 'agent');
    expect(preview.body.data).toEqual({ campaign_id: created.body.data.campaign_id, contacts: 4, suppressed: 0, recipients: 4, credit_per_email: 1, cost: 4, balance, balance_after: balance - 4, sufficient: true });
  });

  it('a shared template can be the content; refusals name their field', async () => {
    const { listId } = await listWith(kit, 'agent', 1, 'tmpl');
    const withTemplate = await post('agent', '/my-lead/mail/email-campaign', { name: 'T', subject: 'S', template_id: 1, list_ids: [listId] });
    expect(withTemplate.status).toBe(201);
    const theirs = await listWith(kit, 'counselor', 1, 'theirs');
    const notMine = await post('agent', '/my-lead/mail/email-campaign', { name: 'T', subject: 'S', html_content: 'x', list_ids: [listId, theirs.listId] });
    expect(notMine.status).toBe(404);
    expect(notMine.body.errors?.[0]?.field).toBe('body/list_ids/1');
    const empty = (await post('agent', '/my-lead/mail/contact-list', { name: `Empty ${Date.now()}` })).body.data.list_id;
    const emptyList = await post('agent', '/my-lead/mail/email-campaign', { name: 'T', subject: 'S', html_content: 'x', list_ids: [empty] });
    expect(emptyList.status).toBe(422);
    expect(emptyList.body.errors?.[0]?.field).toBe('body/list_ids/0');
    const past = await post('agent', '/my-lead/mail/email-campaign', { name: 'T', subject: 'S', html_content: 'x', list_ids: [listId], scheduled_at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(422);
    expect(past.body.errors?.[0]?.field).toBe('body/scheduled_at');
    const noTemplate = await post('agent', '/my-lead/mail/email-campaign', { name: 'T', subject: 'S', template_id: 999999, list_ids: [listId] });
    expect(noTemplate.status).toBe(404);
    expect(noTemplate.body.errors?.[0]?.field).toBe('body/template_id');
    expect((await post('agent', '/my-lead/mail/email-campaign', { name: 'T', html_content: 'x', list_ids: [listId] })).body.errors?.[0]?.field).toBe('body/subject');
    expect((await post('student', '/my-lead/mail/email-campaign', { name: 'T', subject: 'S', html_content: 'x', list_ids: [listId] })).status).toBe(403);
  });
});

describe('starting and sending', () => {
  it('insufficient credits: 422 before anything is sent or charged, the campaign stays a draft', async () => {
    await grant(kit, 'area', 3);
    const { listId } = await listWith(kit, 'area', 5, 'poor');
    const campaignId = await draft(kit, 'area', [listId]);
    const refused = await start(kit, 'area', campaignId);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.field).toBe('body/campaign_id');
    expect(refused.body.message).toContain('insufficient credits');
    expect(await balanceOf(kit, 'area')).toBe(3);
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({});
    const { rows } = await kit.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM nurturing_messages WHERE campaign_id = $1', [campaignId]);
    expect(rows[0].n).toBe(0);
    expect((await get('area', '/my-lead/mail/campaigns?status=draft')).body.data.items.map((c: { campaign_id: number }) => c.campaign_id)).toContain(campaignId);
  });

  it('holds the cost, queues one message per recipient, sends them through the jobs, spends per accepted mail', async () => {
    const before = await balanceOf(kit, 'agent');
    const { listId, emails } = await listWith(kit, 'agent', 120, 'send');
    const campaignId = await draft(kit, 'agent', [listId]);
    const started = await start(kit, 'agent', campaignId);
    expect(started.status).toBe(200);
    expect(started.body.data.campaign).toMatchObject({ status: 'sending', credits_debited: 120, contacts_count: 120 });
    expect(started.body.data.campaign.counts).toMatchObject({ queued: 120, sent: 0 });
    expect(started.body.data.charge).toMatchObject({ contacts: 120, credits_debited: 120, balance_after: before - 120 });

    await kit.server.app.jobs.runDueJobs();
    const during = (await get('agent', `/my-lead/mail/campaign-stats?campaign_id=${campaignId}`)).body.data;
    expect(during.counts.sent + during.counts.queued).toBe(120);

    await drain(kit);
    const stats = await get('agent', `/my-lead/mail/campaign-stats?campaign_id=${campaignId}`);
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ status: 'sent', recipients: 120, counts: { queued: 0, sent: 120, delivered: 120, failed: 0, skipped: 0 }, rates: { delivery_rate: 1, open_rate: 0 } });
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({ hold: 120, hold_entries: 1, spend: 120, spend_entries: 120 });
    expect(await balanceOf(kit, 'agent')).toBe(before - 120);

    const mails = await mailbox(campaignId);
    expect(mails.map((m) => m.to_email).sort()).toEqual([...emails].sort());
    const one = mails.find((m) => m.to_email === emails[7])!;
    expect(one.subject).toBe('Hello First7');
    expect(one.headers['List-Unsubscribe']).toMatch(/^<http.*\/mail\/unsubscribe\/[0-9a-f-]{36}>$/);
    expect(one.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(one.html).toContain('Hi First7, apply now.');
    expect(one.html).toContain('>Unsubscribe</a>');
    expect(one.text_body).toContain('Unsubscribe: http');
  });

  it('is idempotent by its key: the same key and body answer the first answer, another body 409, a second start 409', async () => {
    const { listId } = await listWith(kit, 'agent', 3, 'idem');
    const campaignId = await draft(kit, 'agent', [listId]);
    const first = await start(kit, 'agent', campaignId, 'key-idem-0001');
    const repeat = await start(kit, 'agent', campaignId, 'key-idem-0001');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect((await start(kit, 'agent', campaignId, 'key-idem-0001', { scheduled_at: '2099-01-01T00:00:00Z' })).status).toBe(409);
    expect((await start(kit, 'agent', campaignId, 'key-idem-0002')).status).toBe(409);
    expect(await ledgerOf(kit.server.db, campaignId)).toMatchObject({ hold: 3, hold_entries: 1 });
    const noKey = await post('agent', '/my-lead/mail/start-campaign', { campaign_id: campaignId });
    expect(noKey.status).toBe(400);
    await drain(kit);
  });

  it("someone else's campaign: start and preview 404, stats 404 unless the caller sees it (a manager does)", async () => {
    const { listId } = await listWith(kit, 'agent', 1, 'other');
    const campaignId = await draft(kit, 'agent', [listId]);
    const started = await start(kit, 'counselor', campaignId);
    expect(started.status).toBe(404);
    expect(started.body.errors?.[0]?.field).toBe('body/campaign_id');
    expect((await get('counselor', `/my-lead/mail/campaign-preview?campaign_id=${campaignId}`)).status).toBe(404);
    expect((await get('counselor', `/my-lead/mail/campaign-stats?campaign_id=${campaignId}`)).status).toBe(404);
    expect((await get('manager', `/my-lead/mail/campaign-stats?campaign_id=${campaignId}`)).status).toBe(200);
    expect((await get('counselor', '/my-lead/mail/campaigns?page_size=100')).body.data.items.map((c: { campaign_id: number }) => c.campaign_id)).not.toContain(campaignId);
  });

  it('a scheduled start holds now and sends when due', async () => {
    const { listId } = await listWith(kit, 'agent', 2, 'later');
    const campaignId = await draft(kit, 'agent', [listId]);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const started = await start(kit, 'agent', campaignId, undefined, { scheduled_at: at });
    expect(started.body.data.campaign).toMatchObject({ status: 'scheduled', scheduled_at: at });
    await drain(kit);
    expect((await get('agent', `/my-lead/mail/campaign-stats?campaign_id=${campaignId}`)).body.data).toMatchObject({ status: 'scheduled', counts: { queued: 2, sent: 0 } });
  });
});

describe('unsubscribing', () => {
  it('the link shows a page; its POST suppresses the contact: skipped and never charged in the next campaign', async () => {
    const { listId, emails } = await listWith(kit, 'agent', 3, 'unsub');
    const first = await draft(kit, 'agent', [listId]);
    await start(kit, 'agent', first);
    await drain(kit);
    const mail = (await mailbox(first)).find((m) => m.to_email === emails[0])!;
    const link = /<(http[^>]+)>/.exec(mail.headers['List-Unsubscribe'])![1];
    const path = new URL(link).pathname;
    const page = await kit.server.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(emails[0]);
    const oneClick = await kit.server.app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('unsubscribed');
    expect((await kit.server.app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(200);
    expect((await kit.server.app.inject({ method: 'GET', url: '/mail/unsubscribe/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);

    const second = await draft(kit, 'agent', [listId]);
    expect((await get('agent', `/my-lead/mail/campaign-preview?campaign_id=${second}`)).body.data).toMatchObject({ contacts: 3, suppressed: 1, recipients: 2, cost: 2 });
    const started = await start(kit, 'agent', second);
    expect(started.body.data.charge).toMatchObject({ contacts: 2, credits_debited: 2 });
    await drain(kit);
    expect((await mailbox(second)).map((m) => m.to_email)).not.toContain(emails[0]);
    const reimport = await post('agent', '/my-lead/mail/import-contacts', { list_id: listId, contacts: [{ email: emails[0] }] });
    expect(reimport.body.data.skipped_items).toEqual([{ email: emails[0], lead_id: null, row: null, reason: 'unsubscribed' }]);
  });

  it('a contact who unsubscribes after the start is skipped, counted, not charged; the unused hold is released', async () => {
    const before = await balanceOf(kit, 'agent');
    const { listId, emails } = await listWith(kit, 'agent', 3, 'late');
    const campaignId = await draft(kit, 'agent', [listId]);
    await start(kit, 'agent', campaignId);
    const { rows } = await kit.server.db.query<{ t: string }>('SELECT unsubscribe_token::text AS t FROM nurturing_contacts WHERE owner_user_id = $1 AND email = $2', [kit.ids.agent, emails[1]]);
    await kit.server.app.inject({ method: 'POST', url: `/mail/unsubscribe/${rows[0].t}` });
    await drain(kit);
    const stats = (await get('agent', `/my-lead/mail/campaign-stats?campaign_id=${campaignId}`)).body.data;
    expect(stats).toMatchObject({ status: 'sent', counts: { sent: 2, skipped: 1, queued: 0 } });
    expect(await ledgerOf(kit.server.db, campaignId)).toEqual({ hold: 3, hold_entries: 1, spend: 2, spend_entries: 2, release: 1, release_entries: 1 });
    expect(await balanceOf(kit, 'agent')).toBe(before - 2);
    const refund = (await get('agent', '/my-lead/transactions?type=refund')).body.data.items[0];
    expect(refund).toMatchObject({ type: 'refund', credits: 1, reference_id: campaignId, service: 'email_campaign' });
  });
});

describe('the list of campaigns and the allowance', () => {
  it('lists the shared mail templates with the variables they fill; a search narrows them', async () => {
    const r = await get('counselor', '/my-lead/mail/templates');
    expect(r.status).toBe(200);
    expect(r.body.data.items).toEqual([expect.objectContaining({ template_id: 1, name: 'Plain announcement', subject: 'News from us', variables: ['first_name'] })]);
    expect((await get('counselor', '/my-lead/mail/templates?search=nothing-like-it')).body.data.items).toEqual([]);
    expect((await get('student', '/my-lead/mail/templates')).status).toBe(403);
  });

  it('lists the caller’s campaigns newest first with a status filter and a search', async () => {
    const { listId } = await listWith(kit, 'support', 1, 'mine');
    const campaignId = await draft(kit, 'support', [listId], { name: `Findable ${Date.now()}` });
    const page = await get('support', '/my-lead/mail/campaigns?search=findable&status=draft');
    expect(page.status).toBe(200);
    expect(page.body.data.items.map((c: { campaign_id: number }) => c.campaign_id)).toEqual([campaignId]);
    expect((await get('support', '/my-lead/mail/campaigns?status=gone')).body.errors?.[0]?.field).toBe('querystring/status');
  });

  it('the remaining emails: the daily limit, what was sent today, and the contacts the credits cover', async () => {
    const r = await get('agent', '/my-lead/mail/remaining-emails');
    expect(r.status).toBe(200);
    const balance = await balanceOf(kit, 'agent');
    expect(r.body.data).toMatchObject({ daily_limit: 20000, credits_available: balance, credit_per_lead: 1, contacts_covered: balance });
    expect(r.body.data.sent_today).toBeGreaterThanOrEqual(120);
    expect(r.body.data.remaining_today).toBeLessThanOrEqual(20000 - r.body.data.sent_today);
    expect((await get('student', '/my-lead/mail/remaining-emails')).status).toBe(403);
  });
});
