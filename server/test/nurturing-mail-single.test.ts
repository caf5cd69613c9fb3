// Single mails to a lead (sendLeadMail) and the lookups of leads' addresses (listLeadEmails, listLeadPhones), and the
// provider templates without Brevo (our shared templates, `source: local`): who may call, whose leads, the email rate
// held and spent, 422 before anything is sent, suppression, the Idempotency-Key, the email log and the daily count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead } from './leads-kit.ts';
import { balanceOf, call, countOf, grant, ledgerOfMessage, sendLeadMail, startKit, type Kit } from './nurturing-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const leadOf = async (as: string, extra: Record<string, unknown> = {}) => {
  const saved = await newLead(kit, as, { first_name: 'Maya', last_name: 'Sen', ...extra });
  expect(saved.status, saved.text).toBe(201);
  return saved.body.data as { lead_id: number; email: string; mobile: string };
};
const mailbox = async (messageId: number) =>
  (await kit.server.db.query<{ to_email: string; subject: string; headers: Record<string, string>; html: string }>(
    'SELECT to_email, subject, headers, html FROM nurturing_local_mailbox WHERE message_id = $1', [messageId],
  )).rows;

describe('sendLeadMail', () => {
  it('an agent mails their lead: sent at once through the local provider, the email rate held then spent, in the log and the day’s count', async () => {
    await grant(kit, 'agent', 10);
    const credits = await balanceOf(kit, 'agent');
    const lead = await leadOf('agent');
    const before = (await call(kit, 'GET', 'agent', '/my-lead/mail/remaining-emails')).body.data.sent_today;
    const sent = await sendLeadMail(kit, 'agent', { lead_id: lead.lead_id, subject: 'Hello {{first_name}}', html_content: '<p>Dear {{first_name}}, <b>welcome</b>.</p>' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.data).toMatchObject({ lead_id: lead.lead_id, to: lead.email.toLowerCase(), send_status: 'sent', credits: 1, error: null });
    expect(sent.body.data.message_id).toMatch(/^local-\d+$/);
    const [mail] = await mailbox(sent.body.data.log_id);
    expect(mail.subject).toBe('Hello Maya');
    expect(mail.html).toContain('Dear Maya');
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http.*\/mail\/unsubscribe\/[0-9a-f-]{36}>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await ledgerOfMessage(kit.server.db, sent.body.data.log_id)).toEqual({ hold: 1, spend: 1 });
    expect(await balanceOf(kit, 'agent')).toBe(credits - 1);
    const log = await call(kit, 'GET', 'agent', `/my-lead/mail/email-logs?lead_id=${lead.lead_id}`);
    expect(log.status).toBe(200);
    expect(log.body.data.items).toHaveLength(1);
    expect(log.body.data.items[0]).toMatchObject({ log_id: sent.body.data.log_id, lead_id: lead.lead_id, subject: 'Hello {{first_name}}', event: 'delivered', campaign_id: null });
    expect((await call(kit, 'GET', 'agent', '/my-lead/mail/remaining-emails')).body.data.sent_today).toBe(before + 1);
  });

  it('a template fills the lead’s fields; the same Idempotency-Key answers the same mail and never sends twice; another body → 409', async () => {
    await grant(kit, 'counselor', 5);
    const credits = await balanceOf(kit, 'counselor');
    const lead = await leadOf('counselor');
    const templates = await call(kit, 'GET', 'counselor', '/my-lead/mail/templates');
    const templateId = templates.body.data.items[0].template_id;
    const body = { lead_id: lead.lead_id, template_id: templateId, cc: ['copy@example.test'] };
    const first = await sendLeadMail(kit, 'counselor', body, 'same-key-lead-mail');
    expect(first.status, first.text).toBe(201);
    const again = await sendLeadMail(kit, 'counselor', body, 'same-key-lead-mail');
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    const [mail] = await mailbox(first.body.data.log_id);
    expect(mail.subject).toBe('News from us');
    expect(mail.headers.Cc).toBe('copy@example.test');
    expect((await kit.server.db.query('SELECT 1 FROM nurturing_messages WHERE lead_id = $1', [lead.lead_id])).rows).toHaveLength(1);
    expect(await balanceOf(kit, 'counselor')).toBe(credits - 1);
    const other = await sendLeadMail(kit, 'counselor', { ...body, cc: [] }, 'same-key-lead-mail');
    expect(other.status).toBe(409);
  });

  it('422 before anything is sent when the credits do not cover it; nothing written', async () => {
    const lead = await leadOf('support');
    expect(await balanceOf(kit, 'support')).toBe(0);
    const [mails, messages, entries] = [await countOf(kit.server.db, 'nurturing_local_mailbox'), await countOf(kit.server.db, 'nurturing_messages'), await countOf(kit.server.db, 'credit_ledger')];
    const refused = await sendLeadMail(kit, 'support', { lead_id: lead.lead_id, subject: 'Hi', html_content: '<p>Hi</p>' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'body/lead_id' });
    expect(refused.body.message).toMatch(/insufficient credits/);
    expect(await countOf(kit.server.db, 'nurturing_local_mailbox')).toBe(mails);
    expect(await countOf(kit.server.db, 'nurturing_messages')).toBe(messages);
    expect(await countOf(kit.server.db, 'credit_ledger')).toBe(entries);
  });

  it('a suppressed address is never mailed nor charged (422); a lead without email is 422', async () => {
    await grant(kit, 'manager', 5);
    const credits = await balanceOf(kit, 'manager');
    const lead = await leadOf('manager');
    await kit.server.db.query("INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, 'email', $2, 'hard_bounce')", [kit.ids.manager, lead.email.toLowerCase()]);
    const refused = await sendLeadMail(kit, 'manager', { lead_id: lead.lead_id, subject: 'Hi', html_content: '<p>Hi</p>' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(/suppressed \(hard_bounce\)/);
    expect(await balanceOf(kit, 'manager')).toBe(credits);
    const noEmail = await leadOf('manager', { email: undefined });
    const none = await sendLeadMail(kit, 'manager', { lead_id: noEmail.lead_id, subject: 'Hi', html_content: '<p>Hi</p>' });
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toEqual({ field: 'body/lead_id', message: 'has no valid email address' });
  });

  it('20 mails at once against credits for 10: exactly 10 are sent, the balance never below 0', async () => {
    await grant(kit, 'area', 10);
    const leads = [];
    for (let i = 0; i < 20; i++) leads.push(await leadOf('area'));
    const replies = await Promise.all(leads.map((lead) => sendLeadMail(kit, 'area', { lead_id: lead.lead_id, subject: 'Hi', html_content: '<p>Hi</p>' })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 422)).toHaveLength(10);
    expect(await balanceOf(kit, 'area')).toBe(0);
    const { rows } = await kit.server.db.query<{ low: number }>(
      'SELECT min(running)::int AS low FROM (SELECT sum(delta) OVER (ORDER BY entry_id) AS running FROM credit_ledger WHERE user_id = $1) t', [kit.ids.area],
    );
    expect(rows[0].low).toBeGreaterThanOrEqual(0);
  });

  it('roles, someone else’s lead and bad input', async () => {
    const lead = await leadOf('agent');
    const body = { lead_id: lead.lead_id, subject: 'Hi', html_content: '<p>Hi</p>' };
    expect((await sendLeadMail(kit, 'student', body)).status).toBe(403);
    expect((await sendLeadMail(kit, 'accounts', body)).status).toBe(403);
    expect((await sendLeadMail(kit, 'area', body)).status).toBe(403);
    expect((await sendLeadMail(kit, 'agent', { ...body, lead_id: 99_999_999 })).status).toBe(404);
    const missing = await sendLeadMail(kit, 'agent', { lead_id: lead.lead_id, subject: 'Only a subject' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('body/template_id');
    const badCc = await sendLeadMail(kit, 'agent', { ...body, cc: ['not-an-email'] });
    expect(badCc.status).toBe(400);
    expect(badCc.body.errors[0].field).toBe('body/cc/0');
    const noKey = await kit.server.app.inject({ method: 'POST', url: `${kit.server.leads}/my-lead/mail/student`, payload: body, headers: { authorization: `Bearer ${kit.tokens.agent}` } });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('listLeadEmails and listLeadPhones', () => {
  it('answer each lead’s address and sanitised mobile in the order asked, for leads the caller reaches', async () => {
    const a = await leadOf('agent');
    const b = await leadOf('agent', { email: undefined });
    const emails = await call(kit, 'POST', 'agent', '/my-lead/mail/emails-by-lead', { lead_ids: [b.lead_id, a.lead_id] });
    expect(emails.status).toBe(200);
    expect(emails.body.data.items).toEqual([
      { lead_id: b.lead_id, lead_name: 'Maya Sen', email: null },
      { lead_id: a.lead_id, lead_name: 'Maya Sen', email: a.email.toLowerCase() },
    ]);
    const phones = await call(kit, 'POST', 'agent', '/my-lead/phone/phone-by-lead', { lead_ids: [a.lead_id] });
    expect(phones.status).toBe(200);
    expect(phones.body.data.items).toEqual([{ lead_id: a.lead_id, lead_name: 'Maya Sen', mobile: a.mobile }]);
  });

  it('refuse other roles (403), someone else’s lead (403), an unknown lead (404) and bad input (400 naming the field)', async () => {
    const mine = await leadOf('agent');
    for (const url of ['/my-lead/mail/emails-by-lead', '/my-lead/phone/phone-by-lead']) {
      expect((await call(kit, 'POST', 'student', url, { lead_ids: [mine.lead_id] })).status).toBe(403);
      expect((await call(kit, 'POST', 'area', url, { lead_ids: [mine.lead_id] })).status).toBe(403);
      expect((await call(kit, 'POST', 'manager', url, { lead_ids: [mine.lead_id] })).status).toBe(200);
      expect((await call(kit, 'POST', 'agent', url, { lead_ids: [99_999_999] })).status).toBe(404);
      const empty = await call(kit, 'POST', 'agent', url, { lead_ids: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.errors[0].field).toBe('body/lead_ids');
    }
  });
});

describe('listBrevoTemplates without Brevo', () => {
  it('answers our shared mail templates, saying so (source local); other roles 403', async () => {
    const page = await call(kit, 'GET', 'franchise', '/my-lead/brevo-templates?page_size=5');
    expect(page.status).toBe(200);
    expect(page.body.data.source).toBe('local');
    expect(page.body.data.items[0]).toMatchObject({ name: 'Plain announcement', subject: 'News from us', is_active: true });
    expect(page.body.data).toMatchObject({ page: 1, page_size: 5, total: page.body.data.items.length });
    expect((await call(kit, 'GET', 'student', '/my-lead/brevo-templates')).status).toBe(403);
    expect((await call(kit, 'GET', 'agent', '/my-lead/brevo-templates?page_size=0')).body.errors[0].field).toBe('querystring/page_size');
  });
});
