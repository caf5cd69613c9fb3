// One WhatsApp message to a lead or a student: templates and the 24-hour rule, credits (held, spent on the delivered
// receipt), idempotency, STOP, the roles and someone else's lead; the local provider's receipts arrive through our
// signed webhook over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, balanceOf } from './nurturing-kit.ts';
import { call, drain, inboundFrom, lead, ledgerOf, sendToLead, sendToStudent, startWhatsAppKit, templateId, type Kit } from './whatsapp-kit.ts';

let kit: Kit;
let reminder: number;

beforeAll(async () => {
  kit = await startWhatsAppKit();
  reminder = await templateId(kit, 'intake_reminder');
}, 240_000);
afterAll(async () => kit?.server.close());

const templateBody = (leadId: number) => ({ lead_id: leadId, template_id: reminder, variables: [{ lead_field: 'first_name' }, { text: 'September 2027' }] });

describe('sendLeadWhatsAppMessage', { timeout: 120_000 }, () => {
  it('queues a template, sends it in the background and spends its credits when the receipt says delivered', async () => {
    await grant(kit, 'agent', 20);
    const before = await balanceOf(kit, 'agent');
    const { id } = await lead(kit, 'agent');
    const sent = await sendToLead(kit, 'agent', templateBody(id));
    expect(sent.status).toBe(201);
    const message = sent.body.data.message;
    expect(message).toMatchObject({ lead_id: id, direction: 'outbound', kind: 'template', status: 'queued', template_name: 'intake_reminder' });
    expect(message.text).toBe('Hello Asha, applications for the September 2027 intake are open. Reply to this message and your counsellor will call you.');
    expect(sent.body.data.charge).toMatchObject({ contacts: 1, credit_per_lead: 3, credits_debited: 3, balance_after: before - 3 });
    expect(await ledgerOf(kit, 'message', message.message_id)).toEqual({ hold: 3, hold_entries: 1 });

    await drain(kit);
    const conversation = await call(kit, 'GET', 'agent', `/my-lead/whatsapp/get-message/${id}`);
    expect(conversation.status).toBe(200);
    expect(conversation.body.data.items.map((m: { status: string }) => m.status)).toEqual(['read']);
    expect(conversation.body.data.session_window_open).toBe(false);
    expect(await ledgerOf(kit, 'message', message.message_id)).toEqual({ hold: 3, hold_entries: 1, spend: 3, spend_entries: 1 });
    expect(await balanceOf(kit, 'agent')).toBe(before - 3);
  });

  it('refuses a free-form text outside the 24-hour window (422 naming body/text) and sends it inside', async () => {
    await grant(kit, 'agent', 5);
    const { id, address } = await lead(kit, 'agent');
    const closed = await sendToLead(kit, 'agent', { lead_id: id, text: 'Hi there' });
    expect(closed.status).toBe(422);
    expect(closed.body.errors).toEqual([expect.objectContaining({ field: 'body/text' })]);

    expect((await inboundFrom(kit, address!, 'Hello, I want to study in Canada')).status).toBe(200);
    const open = await sendToLead(kit, 'agent', { lead_id: id, text: 'Hi there' });
    expect(open.status).toBe(201);
    expect(open.body.data.charge).toMatchObject({ credits_debited: 1 });
    const conversation = await call(kit, 'GET', 'agent', `/my-lead/whatsapp/get-message/${id}`);
    expect(conversation.body.data.session_window_open).toBe(true);
    expect(conversation.body.data.items.map((m: { direction: string; text: string }) => [m.direction, m.text])).toEqual([
      ['outbound', 'Hi there'], ['inbound', 'Hello, I want to study in Canada'],
    ]);
  });

  it('answers a retry with the same key once, and 409 for the same key with another body', async () => {
    await grant(kit, 'agent', 10);
    const { id } = await lead(kit, 'agent');
    const before = await balanceOf(kit, 'agent');
    const first = await sendToLead(kit, 'agent', templateBody(id), 'same-key-0001');
    const again = await sendToLead(kit, 'agent', templateBody(id), 'same-key-0001');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceOf(kit, 'agent')).toBe(before - 3);
    const other = await sendToLead(kit, 'agent', { ...templateBody(id), variables: [{ text: 'A' }, { text: 'B' }] }, 'same-key-0001');
    expect(other.status).toBe(409);
  });

  it('refuses when the credits do not cover the message: 422, nothing queued, nothing held', async () => {
    const { id } = await lead(kit, 'counselor');
    const queued = async () => (await kit.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM nurturing_messages WHERE channel = 'whatsapp' AND owner_user_id = $1", [kit.ids.counselor])).rows[0].n;
    const before = await queued();
    const refused = await sendToLead(kit, 'counselor', templateBody(id));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'body/lead_id' })]);
    expect(await queued()).toBe(before);
    expect(await balanceOf(kit, 'counselor')).toBe(0);
  });

  it('checks the template and its variables, and the body', async () => {
    await grant(kit, 'agent', 10);
    const { id } = await lead(kit, 'agent');
    const pending = await sendToLead(kit, 'agent', { lead_id: id, template_id: await templateId(kit, 'counselling_invite'), variables: [{ text: 'a' }, { text: 'b' }] });
    expect(pending.status).toBe(422);
    expect(pending.body.errors[0].field).toBe('body/template_id');
    const wrong = await sendToLead(kit, 'agent', { lead_id: id, template_id: reminder, variables: [{ text: 'only one' }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].field).toBe('body/variables');
    const bad = await sendToLead(kit, 'agent', { lead_id: 'x', text: 'hi' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body/lead_id');
    const noMobile = await lead(kit, 'agent', false);
    const none = await sendToLead(kit, 'agent', templateBody(noMobile.id));
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ field: 'body/lead_id', message: 'has no WhatsApp number' });
  });

  it('refuses a role outside the lead tool (403) and a lead of someone else (403/404)', async () => {
    const { id } = await lead(kit, 'franchise');
    expect((await sendToLead(kit, 'student', templateBody(id))).status).toBe(403);
    expect((await sendToLead(kit, 'accounts', templateBody(id))).status).toBe(403);
    expect([403, 404]).toContain((await sendToLead(kit, 'agent', templateBody(id))).status);
    expect([403, 404]).toContain((await call(kit, 'GET', 'agent', `/my-lead/whatsapp/get-message/${id}`)).status);
    expect((await call(kit, 'GET', 'student', `/my-lead/whatsapp/get-message/${id}`)).status).toBe(403);
  });

  it('suppresses a number that answers STOP: later sends are refused, never charged', async () => {
    await grant(kit, 'agent', 10);
    const { id, address } = await lead(kit, 'agent');
    expect((await sendToLead(kit, 'agent', templateBody(id))).status).toBe(201);
    await drain(kit);
    expect((await inboundFrom(kit, address!, ' stop ')).status).toBe(200);
    const before = await balanceOf(kit, 'agent');
    const refused = await sendToLead(kit, 'agent', templateBody(id));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'body/lead_id', message: 'opted out of WhatsApp' });
    expect(await balanceOf(kit, 'agent')).toBe(before);
  });
});

describe('sendStudentWhatsAppMessage and listLeadMessageHistory', { timeout: 120_000 }, () => {
  it('sends a template to a student the caller reaches (not charged), and refuses others', async () => {
    const sent = await sendToStudent(kit, 'counselor', { student_user_id: kit.ids.student, template_name: 'application_update', template_params: ['Aarav', 'offer received'] }, 'student-key-001');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ provider: 'local', to: '9810000001', delivery_status: 'queued' });
    const again = await sendToStudent(kit, 'counselor', { student_user_id: kit.ids.student, template_name: 'application_update', template_params: ['Aarav', 'offer received'] }, 'student-key-001');
    expect(again.body.data).toEqual(sent.body.data);
    await drain(kit);
    const { rows } = await kit.server.db.query<{ status: string; credits: number }>('SELECT status, credits FROM nurturing_messages WHERE message_id = $1', [sent.body.data.message_id]);
    expect(rows[0]).toEqual({ status: 'delivered', credits: 0 });

    const text = await sendToStudent(kit, 'counselor', { student_user_id: kit.ids.student, message: 'Hello' });
    expect(text.status).toBe(422);
    expect(text.body.errors[0].field).toBe('body/message');
    expect((await sendToStudent(kit, 'student', { student_user_id: kit.ids.student, message: 'Hello' })).status).toBe(403);
    expect([403, 404]).toContain((await sendToStudent(kit, 'operations', { student_user_id: kit.ids['s-ishaan'], message: 'Hello' })).status);
    const bad = await sendToStudent(kit, 'counselor', { student_user_id: kit.ids.student, message: 'Hi', template_name: 'application_update' });
    expect(bad.status).toBe(400);
  });

  it('lists a lead\'s WhatsApp messages, both ways, newest first, with since_id; refuses others', async () => {
    await grant(kit, 'agent', 10);
    const { id, address } = await lead(kit, 'agent');
    await inboundFrom(kit, address!, 'Is the deadline soon?');
    const reply = await sendToLead(kit, 'agent', { lead_id: id, text: 'Yes, on the 30th.' });
    await drain(kit);
    const history = await call(kit, 'GET', 'agent', `/common/messages/lead/${id}`, undefined, 'portal');
    expect(history.status).toBe(200);
    expect(history.body.data.items.map((m: { channel: string; direction: string; text: string; delivery_status: string }) => [m.channel, m.direction, m.text, m.delivery_status])).toEqual([
      ['whatsapp', 'outbound', 'Yes, on the 30th.', 'read'], ['whatsapp', 'inbound', 'Is the deadline soon?', 'received'],
    ]);
    expect(history.body.data.items[0].sent_by).toMatchObject({ user_id: kit.ids.agent, user_type: 'agent' });
    const newer = await call(kit, 'GET', 'agent', `/common/messages/lead/${id}?since_id=${reply.body.data.message.message_id - 1}`, undefined, 'portal');
    expect(newer.body.data.items).toHaveLength(1);
    const mail = await kit.server.app.inject({
      method: 'POST', url: `${kit.server.leads}/my-lead/mail/student`, payload: { lead_id: id, subject: 'Your documents', html_content: '<p>Please send your <b>transcripts</b>.</p>' },
      headers: { authorization: `Bearer ${kit.tokens.agent}`, 'idempotency-key': 'lead-mail-0001' },
    });
    expect(mail.statusCode).toBe(201);
    const both = await call(kit, 'GET', 'agent', `/common/messages/lead/${id}`, undefined, 'portal');
    expect(both.body.data.items[0]).toMatchObject({ channel: 'email', direction: 'outbound', subject: 'Your documents' });
    expect(both.body.data.items[0].text).toContain('Please send your transcripts');
    expect(both.body.data.items[0]).toMatchObject({ delivery_status: 'sent', template_name: null, failure_reason: null });
    const mailsOnly = await call(kit, 'GET', 'agent', `/common/messages/lead/${id}?channel=email`, undefined, 'portal');
    expect(mailsOnly.body.data.items.map((m: { channel: string }) => m.channel)).toEqual(['email']);

    // A mail from a template names it (the bounce is in nurturing-mail-brevo.test.ts: the webhook knows Brevo's mails).
    const templates = await call(kit, 'GET', 'agent', '/my-lead/mail/templates');
    const template = templates.body.data.items[0] as { template_id: number; name: string };
    const fromTemplate = await kit.server.app.inject({
      method: 'POST', url: `${kit.server.leads}/my-lead/mail/student`, payload: { lead_id: id, template_id: template.template_id },
      headers: { authorization: `Bearer ${kit.tokens.agent}`, 'idempotency-key': 'lead-mail-0002' },
    });
    expect(fromTemplate.statusCode, fromTemplate.body).toBe(201);
    const mails = await call(kit, 'GET', 'agent', `/common/messages/lead/${id}?channel=email`, undefined, 'portal');
    expect(mails.body.data.items.map((m: { template_name: string | null; failure_reason: string | null }) => [m.template_name, m.failure_reason])).toEqual([
      [template.name, null], [null, null],
    ]);
    expect((await call(kit, 'GET', 'student', `/common/messages/lead/${id}`, undefined, 'portal')).status).toBe(403);
    expect([403, 404]).toContain((await call(kit, 'GET', 'franchise', `/common/messages/lead/${id}`, undefined, 'portal')).status);
  });
});
