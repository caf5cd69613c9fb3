import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi, MockFailure } from '@/app/test/mock-api';
import { indiaRate, leadPageCalls, ok } from '@/app/test/leads-kit';
import { creditSummaryFixture, mailTemplateFixture, type LeadMailBody, type LeadMessage, type LeadWhatsAppBody, type WhatsAppContact } from '@/entities/nurturing';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes)).toISOString();
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function message(id: number, overrides: Partial<LeadMessage> = {}): LeadMessage {
  return {
    message_id: id, channel: 'email', direction: 'outbound', subject: 'Your documents', text: 'Please send your transcripts.', delivery_status: 'delivered',
    template_name: null, failure_reason: null, created_at: at(id), sent_by: { user_id: 3, user_firstname: 'Asha', user_lastname: 'Rao', user_type: 'agent', photo_url: null },
    ...overrides,
  };
}

const contact = (overrides: Partial<WhatsAppContact> = {}): WhatsAppContact => ({
  lead_id: 8, provider: 'gupshup', registered: true, whatsapp_number: '919810000001', opted_in: true, opted_out_at: null,
  last_inbound_at: null, session_window_open: false, session_expires_at: null, suppressed: false, ...overrides,
});

type Answers = {
  messages?: () => LeadMessage[] | MockFailure;
  mail?: (body: LeadMailBody, attempt: number) => MockFailure | null;
  whatsapp?: (body: LeadWhatsAppBody, attempt: number) => MockFailure | null;
  contact?: WhatsAppContact;
};

/** The lead page's calls over one lead and its messages; answers what the page sent. */
function server(api: MockApi, answers: Answers = {}) {
  const sent = { mails: [] as Array<{ body: LeadMailBody; key: string | null }>, whatsapp: [] as Array<{ body: LeadWhatsAppBody; key: string | null }> };
  const items: LeadMessage[] = [];
  leadPageCalls(api)
    .portal('get', '/common/messages/lead/{leadId}', (request) => {
      const answer = answers.messages?.() ?? items;
      if (!Array.isArray(answer)) return answer;
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return ok({ items: answer.slice((page - 1) * 20, page * 20), page, page_size: 20, total: answer.length });
    })
    .leads('post', '/my-lead/mail/emails-by-lead', () => ok({ items: [{ lead_id: 8, lead_name: 'Meera Iyer', email: 'meera@example.test' }] }))
    .leads('get', '/my-lead/mail/templates', () => ok({ items: [mailTemplateFixture({ template_id: 4, name: 'Intake reminder', subject: 'Your next intake' })] }))
    .leads('get', '/my-lead/nurturing-credits', () => ok(creditSummaryFixture({ balance: 10, credit_per_lead: 1 })))
    .leads('post', '/my-lead/mail/student', async (request) => {
      const body = (await request.json()) as LeadMailBody;
      sent.mails.push({ body, key: request.headers.get('Idempotency-Key') });
      const refusal = answers.mail?.(body, sent.mails.length);
      if (refusal) return refusal;
      items.unshift(message(50 + sent.mails.length, { subject: 'Your next intake', template_name: 'Intake reminder', delivery_status: 'sent' }));
      return ok({ log_id: 50, message_id: '<m@x>', lead_id: 8, to: 'meera@example.test', subject: 'Your next intake', sent_at: at(50), send_status: 'sent' as const, credits: 1, error: null });
    })
    .leads('post', '/my-lead/phone/phone-by-lead', () => ok({ items: [{ lead_id: 8, lead_name: 'Meera Iyer', mobile: '919810000001' }] }))
    .leads('get', '/my-lead/gr-contact/{id}', () => ok(answers.contact ?? contact()))
    .leads('get', '/my-lead/whatsapp-templates', () =>
      ok({
        items: [{ template_id: 3, name: 'intake_reminder', language: 'en', category: 'marketing' as const, status: 'approved' as const, body: 'Hi {{1}}, the {{2}} intake closes soon.', variables_count: 2, header_type: 'none' as const, rejection_reason: null, updated_at: at(0) }],
        page: 1, page_size: 100, total: 1,
      }),
    )
    .leads('get', '/my-lead/whatsapp-broadcast-rates', () => ok({ items: [indiaRate('marketing', 0.78, 3), indiaRate('service', 0, 1)] }))
    .leads('post', '/my-lead/whatsapp/send-message', async (request) => {
      const body = (await request.json()) as LeadWhatsAppBody;
      sent.whatsapp.push({ body, key: request.headers.get('Idempotency-Key') });
      const refusal = answers.whatsapp?.(body, sent.whatsapp.length);
      if (refusal) return refusal;
      const made = message(90, { channel: 'whatsapp', subject: null, template_name: 'intake_reminder', text: 'Hi Meera, the September intake closes soon.', delivery_status: 'queued' });
      items.unshift(made);
      return ok({
        message: { message_id: 90, lead_id: 8, direction: 'outbound' as const, kind: 'template' as const, template_id: 3, template_name: 'intake_reminder', text: made.text, media_url: null, status: 'queued' as const, failure_reason: null, provider_message_id: null, broadcast_id: null, sent_by_user_id: 3, created_at: at(90), status_at: at(90) },
        charge: { contacts: 1, credit_per_lead: 3, credits_debited: 3, balance_after: 7, ct_id: 9 },
      });
    });
  return sent;
}

// The page's code loads on first use: slow on a busy machine, so the first wait is long.
const messagesPanel = () => screen.findByRole('region', { name: 'Messages' }, { timeout: 30_000 });

/** Meera's page for an agent over `server`, with its Messages panel and what the page sent. */
async function openMessages(answers: Answers = {}) {
  let sent!: ReturnType<typeof server>;
  const app = await renderApp('app', { user: 'agent', url: '/my_leads/8', api: (api) => (sent = server(api, answers)) });
  return { app, sent, panel: await messagesPanel() };
}

describe('the lead’s messages panel', { timeout: 60_000 }, () => {
  it('lists mail and WhatsApp newest first, with status, the reason of a failure, the template and who sent it; pages', async () => {
    const many = [
      message(40, { channel: 'whatsapp', direction: 'inbound', subject: null, text: 'Is the deadline soon?', delivery_status: 'received', sent_by: null }),
      message(39, { subject: 'Welcome', template_name: 'Welcome mail', delivery_status: 'bounced', failure_reason: 'hard bounce' }),
      message(38, { channel: 'whatsapp', subject: null, template_name: 'intake_reminder', text: 'Hi Meera', delivery_status: 'failed', failure_reason: 'number not on WhatsApp' }),
      message(37, { delivery_status: 'read' }),
      ...Array.from({ length: 21 }, (_, i) => message(36 - i)),
    ];
    const { app, panel } = await openMessages({ messages: () => many });
    const list = await within(panel).findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0].getAttribute('aria-label')).toBe('WhatsApp from the lead: Is the deadline soon?');
    expect(items[0].textContent).toContain('Received');
    expect(items[1].getAttribute('aria-label')).toBe('Email to the lead: Welcome');
    expect(items[1].textContent).toContain('Bounced (hard bounce)');
    expect(items[1].textContent).toContain('template Welcome mail');
    expect(items[2].textContent).toContain('Failed (number not on WhatsApp)');
    expect(items[3].textContent).toContain('Opened');
    expect(items[3].textContent).toContain('by Asha Rao');
    await app.user.click(within(panel).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(panel).getByText('Page 2 of 2')).toBeTruthy());
    expect(within(within(panel).getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says when there are none, and offers Try again when they could not be loaded', async () => {
    let fail = true;
    const { app, panel } = await openMessages({ messages: () => (fail ? { status: 500, message: 'boom' } : []) });
    const retry = await within(panel).findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    fail = false;
    await app.user.click(retry);
    expect(await within(panel).findByText('No messages yet')).toBeTruthy();
  });

  it('shows no Messages panel to a role that may not read them (a school counselor)', async () => {
    await renderApp('app', { user: 'school_counselor', url: '/my_leads/8', api: (api) => server(api) });
    expect(await screen.findByRole('region', { name: 'Nurturing' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send email' })).toBeNull();
  });

  it('sends a template mail showing its cost; a retry keeps the Idempotency-Key, a new opening makes a new one; focus returns', async () => {
    const { app, sent, panel } = await openMessages({
      mail: (_, attempt) => (attempt === 1 ? { status: 503, message: 'the database is restarting' } : attempt === 2 ? { status: 422, message: 'daily', errors: [{ field: 'body/lead_id', message: 'exceeds the daily sending limit' }] } : null),
    });
    expect(await within(panel).findByText('No messages yet')).toBeTruthy();
    const opener = within(panel).getByRole('button', { name: 'Send email' });
    await app.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Email Meera Iyer' });
    expect(await within(dialog).findByRole('option', { name: 'meera@example.test' })).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(within(dialog).getByText('Choose a template, or write your own mail.')).toBeTruthy();
    await app.user.selectOptions(within(dialog).getByLabelText('Content'), await within(dialog).findByRole('option', { name: 'Template: Intake reminder' }));
    expect(within(dialog).getByText(/Subject: Your next intake/)).toBeTruthy();
    await waitFor(() => expect(dialog.textContent).toContain('Balance after9 credits'));
    expect(dialog.textContent).toContain('Cost1 credit');

    await app.user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(dialog).findByText('The mail could not be sent just now. Press Send again in a moment: it will not go out twice.')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(dialog).findByText('Not sent: today’s sending limit is used up. Nothing was charged; try again tomorrow.')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Email “Your next intake” sent to meera@example.test; 1 credit used.')).toBeTruthy();
    expect(sent.mails.map((m) => m.body)).toEqual([1, 2, 3].map(() => ({ lead_id: 8, template_id: 4 })));
    expect(new Set(sent.mails.map((m) => m.key)).size).toBe(1);
    expect(sent.mails[0].key).toMatch(/^lead-mail-[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(await within(panel).findByRole('listitem', { name: 'Email to the lead: Your next intake' })).toBeTruthy();

    await app.user.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Email Meera Iyer' });
    await app.user.selectOptions(within(again).getByLabelText('Content'), await within(again).findByRole('option', { name: 'Write my own mail' }));
    await app.user.type(within(again).getByLabelText('Subject'), 'Fees <2027>');
    await app.user.type(within(again).getByLabelText('Mail'), 'Dear Meera,{enter}{enter}the fees & dates.');
    await app.user.click(within(again).getByRole('button', { name: 'Send email' }));
    await waitFor(() => expect(sent.mails).toHaveLength(4));
    expect(sent.mails[3].body).toEqual({ lead_id: 8, subject: 'Fees <2027>', html_content: '<p>Dear Meera,</p>\n<p>the fees &amp; dates.</p>' });
    expect(sent.mails[3].key).not.toBe(sent.mails[0].key);
  });

  it('shows short credits and a suppressed address in words', async () => {
    const { app, panel } = await openMessages({
      mail: (body) =>
        body.template_id
          ? { status: 422, message: 'insufficient credits', errors: [{ field: 'body/lead_id', message: 'costs 1 credits, the balance is 0' }] }
          : { status: 422, message: 'suppressed', errors: [{ field: 'body/lead_id', message: 'its address is suppressed (unsubscribe)' }] },
    });
    await app.user.click(await within(panel).findByRole('button', { name: 'Send email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Meera Iyer' });
    await app.user.selectOptions(within(dialog).getByLabelText('Content'), await within(dialog).findByRole('option', { name: 'Template: Intake reminder' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(dialog).findByText('Not enough credits: this mail costs 1 credit and your balance is 0 credits (1 credit short). Nothing was sent or charged.')).toBeTruthy();
    await app.user.selectOptions(within(dialog).getByLabelText('Content'), 'own');
    await app.user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await app.user.type(within(dialog).getByLabelText('Mail'), 'Hello');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(dialog).findByText('This address unsubscribed from your mails, so it is never mailed.')).toBeTruthy();
    expect(within(dialog).getByText('Not sent: the lead’s address is blocked for your mails. Nothing was charged.')).toBeTruthy();
  });

  it('offers only approved templates when the 24-hour window is closed, with a field per variable and the cost; a 422 shows on its field', async () => {
    const { app, sent, panel } = await openMessages({
      contact: contact({ last_inbound_at: at(0) }),
      whatsapp: (_, attempt) => (attempt === 1 ? { status: 422, message: 'variables', errors: [{ field: 'body/variables', message: "must have 2 values" }] } : null),
    });
    const opener = await within(panel).findByRole('button', { name: 'Send WhatsApp' });
    await app.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp Meera Iyer' });
    expect(await within(dialog).findByText(/more than 24 hours ago, so WhatsApp allows only an approved template/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Message')).toBeNull();
    expect(within(dialog).queryByLabelText('Text')).toBeNull();
    await app.user.selectOptions(within(dialog).getByLabelText('Template'), await within(dialog).findByRole('option', { name: 'intake_reminder · Marketing' }));
    expect(within(dialog).getByText('Marketing template: “Hi {{1}}, the {{2}} intake closes soon.”')).toBeTruthy();
    await waitFor(() => expect(dialog.textContent).toContain('Cost3 credits'));
    expect(dialog.textContent).toContain('Balance after7 credits');
    await app.user.type(within(dialog).getByLabelText('Value of {{1}}'), 'Meera');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    expect(within(dialog).getByText('Fill in {{2}}.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Value of {{2}}')));
    await app.user.type(within(dialog).getByLabelText('Value of {{2}}'), 'September');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    expect(await within(dialog).findByText('The values must have 2 values.')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    expect(await screen.findByText('WhatsApp message “intake_reminder” queued; 3 credits held until it is delivered.')).toBeTruthy();
    expect(sent.whatsapp.map((s) => s.body)).toEqual([1, 2].map(() => ({ lead_id: 8, template_id: 3, variables: [{ text: 'Meera' }, { text: 'September' }] })));
    expect(sent.whatsapp[1].key).toBe(sent.whatsapp[0].key);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(await within(panel).findByRole('listitem', { name: 'WhatsApp to the lead: intake_reminder' })).toBeTruthy();
  });

  it('allows a free text inside the 24-hour window; says why when the window closed meanwhile', async () => {
    const { app, sent, panel } = await openMessages({
      contact: contact({ last_inbound_at: hoursFromNow(-1), session_window_open: true, session_expires_at: hoursFromNow(23) }),
      whatsapp: () => ({ status: 422, message: 'closed', errors: [{ field: 'body/text', message: 'the 24-hour window is closed: send a template' }] }),
    });
    await app.user.click(await within(panel).findByRole('button', { name: 'Send WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp Meera Iyer' });
    expect(((await within(dialog).findByLabelText('Message')) as HTMLSelectElement).value).toBe('text');
    await waitFor(() => expect(dialog.textContent).toContain('CategorySession message'));
    expect(dialog.textContent).toContain('Cost1 credit');
    await app.user.type(within(dialog).getByLabelText('Text'), 'Yes, on the 30th.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    expect(await within(dialog).findByText('The 24-hour window has closed: send an approved template instead.')).toBeTruthy();
    expect(sent.whatsapp[0].body).toEqual({ lead_id: 8, text: 'Yes, on the 30th.' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Send WhatsApp' })));
  });

  it('sends nothing to a lead who opted out', async () => {
    const { app, panel } = await openMessages({ contact: contact({ suppressed: true, opted_in: false, opted_out_at: at(5) }) });
    await app.user.click(await within(panel).findByRole('button', { name: 'Send WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp Meera Iyer' });
    expect(await within(dialog).findByText(/The lead opted out of WhatsApp \(STOP\) on .*: nothing can be sent to this number\./)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send WhatsApp' })).toBeNull();
  });
});
