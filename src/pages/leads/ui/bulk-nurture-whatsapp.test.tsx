import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi, MockFailure } from '@/app/test/mock-api';
import { chooseOption, indiaRate, leadListMasterCalls, ok, pressUnchosen, selectLeads } from '@/app/test/leads-kit';
import { leadFixture, type Lead } from '@/entities/lead';
import { localDay } from '@/shared/lib/calendar-date';
import { broadcastFixture, creditSummaryFixture, nurturingServiceFixture, whatsappTemplateFixture, type BroadcastStart, type NurturingBulkResult } from '@/entities/nurturing';

// Under a loaded machine the first render loads the page's lazy parts; the tests allow for it.

const book = (): Lead[] => [
  leadFixture({ lead_id: 1, first_name: 'Meera', last_name: 'Iyer' }),
  leadFixture({ lead_id: 2, first_name: 'Rohan', last_name: 'Das' }),
  leadFixture({ lead_id: 3, first_name: 'Kavya', last_name: 'Nair', mobile: null }),
];

type Sent = { body: unknown; key: string | null };
type Reply<T> = { status: true; data: T } | MockFailure;

/**
 * The lead list's calls, the nurturing and WhatsApp catalogues, and the two bulk calls, which answer from `replies`
 * in turn (the last one repeats); returns what the two bulk calls were sent, with their Idempotency-Key.
 */
function bulkServer(api: MockApi, replies: { nurture?: Reply<NurturingBulkResult>[]; whatsapp?: Reply<BroadcastStart>[] } = {}) {
  const nurtured: Sent[] = [];
  const broadcast: Sent[] = [];
  const templateQueries: URLSearchParams[] = [];
  const leads = book();
  leadListMasterCalls(api)
    .leads('get', '/my-lead/all', () => ok({ items: leads, page: 1, page_size: 25, total: leads.length }))
    .leads('get', '/my-lead/nurturing-services', () => ok({ items: [nurturingServiceFixture(), nurturingServiceFixture({ ns_id: 2, name: 'Intake deadline countdown', channels: ['email'], steps: 3, duration_days: 12, credits_per_lead: 3, sequence: [] })] }))
    .leads('get', '/my-lead/nurturing-credits', () => ok(creditSummaryFixture({ balance: 500 })))
    .leads('get', '/my-lead/whatsapp-templates', (request) => {
      templateQueries.push(new URL(request.url).searchParams);
      return ok({ items: [whatsappTemplateFixture(), whatsappTemplateFixture({ template_id: 4, name: 'application_update', category: 'utility', body: 'Hello {{1}}, there is an update: {{2}}.' })], page: 1, page_size: 100, total: 2 });
    })
    .leads('get', '/my-lead/whatsapp-broadcast-rates', () => ok({ items: [indiaRate('marketing', 0.88, 3), indiaRate('utility', 0.13, 2)] }))
    .leads('post', '/my-lead/bulk-lead-nurture', async (request) => {
      nurtured.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      const list = replies.nurture ?? [];
      return list[Math.min(nurtured.length, list.length) - 1] ?? { status: 500, message: 'no reply' };
    })
    .leads('post', '/my-lead/bulk-whatsapp-message', async (request) => {
      broadcast.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      const list = replies.whatsapp ?? [];
      return list[Math.min(broadcast.length, list.length) - 1] ?? { status: 500, message: 'no reply' };
    });
  return { nurtured, broadcast, templateQueries };
}

const charge = (contacts: number, perLead: number, balanceAfter: number) => ({ contacts, credit_per_lead: perLead, credits_debited: contacts * perLead, balance_after: balanceAfter, ct_id: 90 });

/** Waits until the dialog's figures show `settled`, then checks that they hold each of `figures`. */
async function expectFigures(dialog: HTMLElement, settled: string, figures: string[]) {
  await waitFor(() => expect(dialog.querySelector('dl')!.textContent).toContain(settled));
  const shown = dialog.querySelector('dl')!.textContent;
  for (const figure of figures) expect(shown).toContain(figure);
}

/** The lead list as `user` over `bulkServer`, with Meera and Kavya selected: the app, what the bulk calls were sent, the bar. */
async function openSelected(replies: Parameters<typeof bulkServer>[1] = {}, user: 'agent' | 'school_counselor' = 'agent') {
  let server!: ReturnType<typeof bulkServer>;
  const app = await renderApp('app', { user, url: '/my_leads', api: (api) => (server = bulkServer(api, replies)) });
  return { app, server, bulk: await selectLeads(app, ['Meera Iyer', 'Kavya Nair'], 30_000) };
}

describe('bulk nurture from the lead list', () => {
  it('enrols the selected leads in the chosen sequence under one key per opening, and keeps the report until dismissed', async () => {
    const { app, server, bulk } = await openSelected({
      nurture: [
        { status: 504, message: 'The gateway timed out' },
        { status: 422, message: 'insufficient credits: the enrolment costs 8, the balance is 5', errors: [{ field: 'body/lead_ids', message: 'costs 8 credits, the balance is 5' }] },
        ok({ ns_id: 1, enrolled: 1, enrolment_ids: [71], skipped: [{ lead_id: 3, reason: 'no_mobile' as const }], charge: charge(1, 4, 496) }),
      ],
    });
    const opener = within(bulk).getByRole('button', { name: 'Start nurturing' });
    await app.user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Start nurturing' });
    expect(dialog.textContent).toContain('Enrol 2 selected leads in a nurturing sequence.');
    await pressUnchosen(app, dialog, 'Start nurturing', 'Choose a sequence.');
    expect(server.nurtured).toEqual([]);

    await chooseOption(app, dialog, 'Nurturing sequence', 'New enquiry welcome · 4 steps · 4 credits a lead');
    const steps = within(dialog).getByRole('list', { name: 'Steps of New enquiry welcome' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Day 0 · Email · Welcome',
      'Day 1 · WhatsApp · intake_reminder',
      'Day 3 · Email · Course options',
      'Day 7 · Email · Book a call',
    ]);
    await expectFigures(dialog, 'Balance after, at least492 credits', ['Leads selected2', 'Credits per step1 credit', 'Credits per lead4 credits', 'Cost, at most8 credits', 'Your balance500 credits']);

    // The answer is lost (a gateway timeout): the same press again repeats the key; credits short is said with the numbers.
    await app.user.click(within(dialog).getByRole('button', { name: 'Start nurturing' }));
    expect(await within(dialog).findByText(/could not be enrolled just now\. Press Start nurturing again in a moment: nobody will be enrolled twice\./)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Start nurturing' }));
    expect(
      await within(dialog).findByText('Not enough credits: enrolling these leads costs 8 credits and your balance is 5 credits (3 credits short). Nobody was enrolled or charged.'),
    ).toBeTruthy();
    expect(server.nurtured.map((sent) => sent.body)).toEqual([
      { lead_ids: [1, 3], ns_id: 1 },
      { lead_ids: [1, 3], ns_id: 1 },
    ]);
    expect(server.nurtured[0].key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(server.nurtured[1].key).toBe(server.nurtured[0].key);

    // Cancel gives the focus back to the button; a new opening is a new intent with a new key.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('region', { name: 'Selected leads' })).getByRole('button', { name: 'Start nurturing' })));
    await app.user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Start nurturing' });
    await chooseOption(app, again, 'Nurturing sequence', 'New enquiry welcome · 4 steps · 4 credits a lead');
    await app.user.click(within(again).getByRole('button', { name: 'Start nurturing' }));

    const report = await screen.findByText('1 enrolled in “New enquiry welcome”, 1 skipped: 1 no mobile number. 4 credits held; your balance is now 496 credits.');
    expect(server.nurtured[2].key).not.toBe(server.nurtured[0].key);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Selected leads' })).toBeNull();
    await waitFor(() => expect(report.closest('[tabindex="-1"]')).toBe(document.activeElement));
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/enrolled in “New enquiry welcome”/)).toBeNull();
  }, 90_000);

  it('reports the leads already in the sequence and those skipped, by reason', async () => {
    const app = await renderApp('app', {
      user: 'franchise',
      url: '/my_leads',
      api: (api) =>
        bulkServer(api, {
          nurture: [
            ok({
              ns_id: 2,
              enrolled: 1,
              enrolment_ids: [80],
              skipped: [
                { lead_id: 1, reason: 'already_enrolled' as const },
                { lead_id: 2, reason: 'no_email' as const },
                { lead_id: 3, reason: 'opted_out' as const },
              ],
              charge: charge(1, 3, 497),
            }),
          ],
        }),
    });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Select every lead on this page' }, { timeout: 30_000 }));
    await app.user.click(within(await screen.findByRole('region', { name: 'Selected leads' })).getByRole('button', { name: 'Start nurturing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start nurturing' });
    await chooseOption(app, dialog, 'Nurturing sequence', 'Intake deadline countdown · 3 steps · 3 credits a lead');
    await app.user.click(within(dialog).getByRole('button', { name: 'Start nurturing' }));
    expect(
      await screen.findByText('1 enrolled in “Intake deadline countdown”, 1 already in this sequence, 2 skipped: 1 no email, 1 opted out. 3 credits held; your balance is now 497 credits.'),
    ).toBeTruthy();
  }, 90_000);
});

describe('bulk WhatsApp from the lead list', () => {
  it('sends an approved template with its variables, shows the cost and balance after, says a 422 with its numbers, and links to the broadcasts', async () => {
    const started: BroadcastStart = {
      broadcast: broadcastFixture({ broadcast_id: 12, name: 'September push', status: 'sending', recipients: 1, queued: 1, skipped: 1, credits_debited: 3 }),
      skipped: [{ lead_id: 3, reason: 'no_mobile' }],
      charge: charge(1, 3, 497),
    };
    const { app, server, bulk } = await openSelected({
      whatsapp: [
        { status: 422, message: 'insufficient credits: the send costs 3, the balance is 2', errors: [{ field: 'body/lead_ids', message: 'costs 3 credits, the balance is 2' }] },
        ok(started),
      ],
    });
    await app.user.click(within(bulk).getByRole('button', { name: 'Send WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a WhatsApp message' });
    await pressUnchosen(app, dialog, 'Send', 'Choose a template.');

    await within(dialog).findByRole('option', { name: 'intake_reminder · Marketing' });
    expect(server.templateQueries.at(-1)!.get('status')).toBe('approved');
    await app.user.selectOptions(within(dialog).getByLabelText('Template'), 'intake_reminder · Marketing');
    // A field per variable: from a lead field (filled per lead by the server) or a text.
    await app.user.selectOptions(within(dialog).getByLabelText('Fill {{1}} with'), 'The lead’s first name');
    expect(within(dialog).queryByLabelText('Text for {{1}}')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Write the text, or fill it from a lead field.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Text for {{2}}'));
    await app.user.type(within(dialog).getByLabelText('Text for {{2}}'), 'September 2027');
    await app.user.type(within(dialog).getByLabelText('Broadcast name (optional)'), 'September push');
    expect(within(dialog).getByRole('figure').textContent).toBe(
      'Message previewHello [First name], applications for the September 2027 intake are open. Reply to this message and your counsellor will call you.',
    );
    // Kavya has no mobile number: one recipient at the marketing rate.
    await expectFigures(dialog, 'Balance after, at least497 credits', [
      'Without a mobile number (skipped, not charged)1',
      'Recipients, at most1',
      'Credits per marketing message3 credits',
      'Cost, at most3 credits',
    ]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Not enough credits: this broadcast costs 3 credits and your balance is 2 credits (1 credit short). Nothing was sent or charged.')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const queued = await screen.findByText(
      'WhatsApp broadcast “September push” is queued: 1 message, 3 credits held; your balance is now 497 credits. 1 lead was skipped and not charged: 1 without a WhatsApp number.',
    );
    const expected = { name: 'September push', template_id: 3, lead_ids: [1, 3], variables: [{ lead_field: 'first_name' }, { text: 'September 2027' }] };
    expect(server.broadcast.map((sent) => sent.body)).toEqual([expected, expected]);
    expect(server.broadcast[1].key).toBe(server.broadcast[0].key);
    expect(screen.queryByRole('region', { name: 'Selected leads' })).toBeNull();
    const notice = queued.closest('[tabindex="-1"]') as HTMLElement;
    const link = within(notice).getByRole('link', { name: 'See its progress in WhatsApp broadcasts' });
    expect(link.getAttribute('href')).toBe('/nurturing?tab=broadcasts');

    // Another opening is another broadcast: a new key, and the default name when none is given.
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Rohan Das' }));
    await app.user.click(within(await screen.findByRole('region', { name: 'Selected leads' })).getByRole('button', { name: 'Send WhatsApp' }));
    const next = await screen.findByRole('dialog', { name: 'Send a WhatsApp message' });
    await chooseOption(app, next, 'Template', 'application_update · Utility');
    await app.user.type(within(next).getByLabelText('Text for {{1}}'), 'Dear student');
    await app.user.selectOptions(within(next).getByLabelText('Fill {{2}} with'), 'The name of the lead’s owner');
    await waitFor(() => expect(next.querySelector('dl')!.textContent).toContain('Credits per utility message2 credits'));
    // The sender's own day (local time): the day before and after sending, should the send cross midnight.
    const before = localDay();
    await app.user.click(within(next).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.broadcast).toHaveLength(3));
    const after = localDay();
    expect(server.broadcast[2].key).not.toBe(server.broadcast[0].key);
    expect([`application_update · ${before}`, `application_update · ${after}`]).toContain((server.broadcast[2].body as { name: string }).name);
    expect(server.broadcast[2].body).toEqual({
      name: expect.stringMatching(/^application_update · \d{4}-\d{2}-\d{2}$/),
      template_id: 4,
      lead_ids: [2],
      variables: [{ text: 'Dear student' }, { lead_field: 'owner_name' }],
    });
    await app.user.click(link);
    expect(app.location()).toBe('/nurturing?tab=broadcasts');
  }, 90_000);
});

describe('who sees the bulk nurture and WhatsApp actions', () => {
  it('a school counselor, whom neither call admits, assigns and marks read but is not offered them', async () => {
    const { bulk } = await openSelected({}, 'school_counselor');
    expect(within(bulk).getByRole('button', { name: 'Mark read' })).toBeTruthy();
    expect(within(bulk).queryByRole('button', { name: 'Start nurturing' })).toBeNull();
    expect(within(bulk).queryByRole('button', { name: 'Send WhatsApp' })).toBeNull();
  }, 90_000);
});
