import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';
import {
  campaignFixture,
  contactListFixture,
  creditSummaryFixture,
  emailLogFixture,
  mailTemplateFixture,
  noCounts,
  type EmailCampaign,
} from '@/entities/nurturing';

const ok = <T,>(data: T) => ({ status: true as const, data });
const page = <T,>(items: T[], pageNo = 1, total = items.length) => ok({ items, page: pageNo, page_size: 20, total });

type Options = { campaigns?: EmailCampaign[]; failCampaigns?: boolean; startRefusal?: boolean };

/** A fake of the nurturing calls; answers what the tests ask and keeps what the page sent. */
function nurturingServer(api: MockApi, { campaigns = [], failCampaigns = false, startRefusal = false }: Options = {}) {
  const sent = { campaignQueries: [] as URLSearchParams[], created: [] as unknown[], started: [] as { body: unknown; key: string | null }[], imported: [] as unknown[] };
  api
    .leads('get', '/my-lead/mail/campaigns', (request) => {
      const query = new URL(request.url).searchParams;
      sent.campaignQueries.push(query);
      if (failCampaigns) return { status: 500, message: 'Down' };
      return page(campaigns, Number(query.get('page') ?? 1), campaigns.length);
    })
    .leads('get', '/my-lead/mail/templates', () => ok({ items: [mailTemplateFixture()] }))
    .leads('get', '/my-lead/mail/contact-lists', () => page([contactListFixture()]))
    .leads('get', '/my-lead/whatsapp-templates', () =>
      page([
        { template_id: 3, name: 'intake_reminder', language: 'en', category: 'marketing', status: 'approved', body: 'Hi {{1}}, the {{2}} intake closes soon.', variables_count: 2, header_type: 'none', rejection_reason: null, updated_at: '2026-11-02T10:00:00Z' },
        { template_id: 4, name: 'fee_receipt', language: 'en', category: 'utility', status: 'rejected', body: 'Receipt for {{1}}.', variables_count: 1, header_type: 'none', rejection_reason: 'Looks like marketing', updated_at: '2026-11-03T10:00:00Z' },
      ]),
    )
    .leads('get', '/my-lead/whatsapp-broadcast-rates', () =>
      ok({
        items: [
          { category: 'marketing', country_code: 'IN', country_name: 'India', currency: 'INR', price_per_message: 78, effective_from: '2026-01-01', credits_per_message: 3 },
          { category: 'utility', country_code: 'IN', country_name: 'India', currency: 'INR', price_per_message: 12, effective_from: '2026-01-01', credits_per_message: 2 },
        ],
      }),
    )
    .leads('post', '/my-lead/mail/email-campaign', async (request) => {
      const body = (await request.json()) as { name: string; subject: string; list_ids: number[] };
      sent.created.push(body);
      return ok(campaignFixture({ campaign_id: 7, name: body.name, subject: body.subject, list_ids: body.list_ids }));
    })
    .leads('get', '/my-lead/mail/campaign-preview', () =>
      ok({ campaign_id: 7, contacts: 3, suppressed: 1, recipients: 2, credit_per_email: 1, cost: 2, balance: 500, balance_after: 498, sufficient: true }),
    )
    .leads('post', '/my-lead/mail/start-campaign', async (request) => {
      sent.started.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      if (startRefusal)
        return { status: 422, message: 'insufficient credits: the send costs 2, the balance is 1', errors: [{ field: 'body/campaign_id', message: 'costs 2 credits, the balance is 1' }] };
      const campaign = campaignFixture({ campaign_id: 7, status: 'sending', credits_debited: 2, counts: { ...noCounts, queued: 2 } });
      return ok({ campaign, charge: { contacts: 2, credit_per_lead: 1, credits_debited: 2, balance_after: 498, ct_id: 9 } });
    })
    .leads('post', '/my-lead/mail/import-contacts', async (request) => {
      sent.imported.push(await request.json());
      return ok({
        list_id: 1,
        received: 4,
        added: 2,
        updated: 0,
        skipped: 2,
        contacts_count: 5,
        skipped_items: [
          { email: 'meera@example.com', lead_id: null, row: 4, reason: 'duplicate_in_request' as const },
          { email: 'not-an-email', lead_id: null, row: 5, reason: 'invalid_email' as const },
        ],
      });
    })
    .leads('get', '/my-lead/nurturing-credits', () => ok(creditSummaryFixture({ balance: 1250 })))
    .leads('get', '/my-lead/nurturing-credit-chart', () =>
      ok({ user_id: 41, granularity: 'day' as const, from: '2026-11-19', to: '2026-11-20', points: [{ period: '2026-11-19', credits_used: 0, credits_purchased: 0, credits_refunded: 0, contacts: 0 }, { period: '2026-11-20', credits_used: 2, credits_purchased: 0, credits_refunded: 0, contacts: 2 }] }),
    )
    .leads('get', '/my-lead/transactions', () => page([]))
    .portal('get', '/common/services-and-plans', () => ok([]))
    .leads('get', '/my-lead/mail/email-logs', (request) => {
      const campaignId = new URL(request.url).searchParams.get('campaign_id');
      return page(campaignId === '2' ? [] : [emailLogFixture()]);
    });
  return sent;
}

describe('the nurturing page', () => {
  it('lists the campaigns with their status and progress, and pages in the address', async () => {
    const sending = campaignFixture({ campaign_id: 2, name: 'Winter fair', status: 'sending', credits_debited: 40, contacts_count: 40, counts: { ...noCounts, queued: 10, sent: 28, delivered: 27, failed: 2 } });
    const many = [sending, campaignFixture(), ...Array.from({ length: 18 }, (_, i) => campaignFixture({ campaign_id: 10 + i, name: `Campaign ${i}` }))];
    let sent: ReturnType<typeof nurturingServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing', api: (api) => (sent = nurturingServer(api, { campaigns: [...many, campaignFixture({ campaign_id: 99, name: 'Last' })] })) });

    const table = await screen.findByRole('table', { name: 'Email campaigns' }, { timeout: 10_000 });
    const winter = within(table).getByRole('row', { name: 'Winter fair' });
    expect(winter.textContent).toContain('Sending');
    expect(winter.textContent).toContain('10 queued · 28 sent · 27 delivered · 2 failed');
    expect(winter.textContent).toContain('40 credits held');
    const draft = within(table).getByRole('row', { name: 'Autumn intake' });
    expect(draft.textContent).toContain('Draft');
    expect(within(draft).getByRole('button', { name: 'Preview and start Autumn intake' })).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(view.location()).toBe('/nurturing?page=2'));
    await waitFor(() => expect(sent?.campaignQueries.at(-1)?.get('page')).toBe('2'));
  });

  it('reads a sending campaign again until it has been sent, then stops', async () => {
    const campaigns = [campaignFixture({ status: 'sending', credits_debited: 3, counts: { ...noCounts, queued: 3 } })];
    let sent: ReturnType<typeof nurturingServer> | undefined;
    await renderApp('app', { user: 'agent', url: '/nurturing', api: (api) => (sent = nurturingServer(api, { campaigns })) });
    const row = await screen.findByRole('row', { name: 'Autumn intake' }, { timeout: 10_000 });
    expect(row.textContent).toContain('3 queued · 0 sent');
    expect(row.textContent).toContain('3 credits held');
    campaigns[0] = campaignFixture({ status: 'sent', credits_debited: 3, counts: { ...noCounts, sent: 3, delivered: 3 } });
    await waitFor(() => expect(screen.getByRole('row', { name: 'Autumn intake' }).textContent).toContain('0 queued · 3 sent · 3 delivered · 0 failed'), { timeout: 8_000 });
    expect(screen.getByRole('row', { name: 'Autumn intake' }).textContent).toContain('Sent');
    // Its credits are no longer held once it ended.
    expect(screen.getByRole('row', { name: 'Autumn intake' }).textContent).not.toContain('held');
    const asked = sent?.campaignQueries.length ?? 0;
    await new Promise((wait) => setTimeout(wait, 3_500));
    expect(sent?.campaignQueries.length).toBe(asked);
  }, 20_000);

  it('opens a campaign’s statistics from its row: figures with rates over delivered, a chart, in the address', async () => {
    const done = campaignFixture({ campaign_id: 2, name: 'Winter fair', status: 'sent', credits_debited: 4, counts: { ...noCounts, sent: 4, delivered: 4, opened: 2, clicked: 1 } });
    const view = await renderApp('app', {
      user: 'agent',
      url: '/nurturing',
      api: (api) => {
        nurturingServer(api, { campaigns: [done] });
        api.leads('get', '/my-lead/mail/campaign-stats', () =>
          ok({ campaign_id: 2, name: 'Winter fair', status: 'sent' as const, recipients: 4, counts: done.counts, synced_at: null, rates: { delivery_rate: 1, open_rate: 0.5, click_rate: 0.25, bounce_rate: 0, unsubscribe_rate: 0 } }),
        );
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Statistics of Winter fair' }, { timeout: 10_000 }));
    await waitFor(() => expect(view.location()).toBe('/nurturing?stats=2'));
    const figures = await screen.findByRole('list', { name: 'Figures of Winter fair' }, { timeout: 10_000 });
    expect(figures.textContent).toContain('2 (50%)Opened');
    expect(figures.textContent).toContain('1 (25%)Clicked');
    expect(figures.textContent).toContain('4 (100% of sent)Delivered');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Statistics of “Winter fair”' })));
    expect(await screen.findByText('4 sent, 4 delivered, 2 opened, 1 clicked, 0 failed.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Close the statistics' }));
    await waitFor(() => expect(view.location()).toBe('/nurturing'));
  });

  it('puts the tab in the address, and a change of tab starts on its first page', async () => {
    const view = await renderApp('app', { user: 'agent', url: '/nurturing?page=2', api: (api) => nurturingServer(api) });
    await view.user.click(await screen.findByRole('tab', { name: 'Credits' }, { timeout: 10_000 }));
    await waitFor(() => expect(view.location()).toBe('/nurturing?tab=credits'));
    const credits = await screen.findByRole('list', { name: 'Your credits' }, { timeout: 10_000 });
    expect(credits.textContent).toContain('1,250 credits');
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(await screen.findByText('From 2026-11-19 to 2026-11-20: 2 credits used, 0 bought, 0 given back.')).toBeTruthy();

    await view.user.click(screen.getByRole('tab', { name: 'Email log' }));
    await waitFor(() => expect(view.location()).toBe('/nurturing?tab=log'));
    const log = await screen.findByRole('table', { name: 'Email log' }, { timeout: 10_000 });
    expect(log.textContent).toContain('meera@example.com');
    expect(log.textContent).toContain('Queued → Sent → Delivered');
  });

  it('creates a campaign, shows its cost and the balance after, and starts it once with an Idempotency-Key', async () => {
    let sent: ReturnType<typeof nurturingServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing', api: (api) => (sent = nurturingServer(api)) });
    await screen.findByText('No campaigns yet', undefined, { timeout: 10_000 });
    await view.user.click(screen.getAllByRole('button', { name: 'New campaign' })[0]);
    const form = await screen.findByRole('form', { name: 'New email campaign' }, { timeout: 10_000 });
    await view.user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Name the campaign (only you see it).')).toBeTruthy();
    expect(within(form).getByText('Choose at least one contact list.')).toBeTruthy();

    await view.user.type(within(form).getByLabelText('Campaign name'), 'Autumn intake');
    await view.user.selectOptions(await within(form).findByLabelText('Template'), 'Intake reminder');
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Your next intake');
    await view.user.click(await within(form).findByLabelText('September fair (3 contacts)'));
    await view.user.click(within(form).getByRole('button', { name: 'Save draft' }));

    const dialog = await screen.findByRole('dialog', { name: 'Start “Autumn intake”?' }, { timeout: 10_000 });
    expect(sent?.created).toEqual([{ name: 'Autumn intake', subject: 'Your next intake', template_id: 1, list_ids: [1] }]);
    await within(dialog).findByText('Balance after');
    expect(dialog.textContent).toContain('Recipients2');
    expect(dialog.textContent).toContain('Cost2 credits');
    expect(dialog.textContent).toContain('Your balance500 credits');
    expect(dialog.textContent).toContain('Balance after498 credits');
    await view.user.click(within(dialog).getByRole('button', { name: 'Start campaign' }));
    expect(await screen.findByText('“Autumn intake” is sending to 2 recipients: 2 credits held, your balance is now 498 credits.')).toBeTruthy();
    expect(sent?.started).toHaveLength(1);
    expect(sent?.started[0].body).toEqual({ campaign_id: 7 });
    expect(sent?.started[0].key).toMatch(/^start-[0-9a-f]{32}$/);
  });

  it('says in words and numbers when the credits do not cover a start, and a second try repeats the same key', async () => {
    let sent: ReturnType<typeof nurturingServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing', api: (api) => (sent = nurturingServer(api, { campaigns: [campaignFixture({ campaign_id: 7 })], startRefusal: true })) });
    await view.user.click(await screen.findByRole('button', { name: 'Preview and start Autumn intake' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Start “Autumn intake”?' }, { timeout: 10_000 });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Start campaign' }));
    expect(
      await within(dialog).findByText('Not enough credits: this campaign costs 2 credits and your balance is 1 credit (1 credit short). Nothing was sent or charged.'),
    ).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Start campaign' }));
    await waitFor(() => expect(sent?.started).toHaveLength(2));
    expect(sent?.started[1].key).toBe(sent?.started[0].key);
  });

  it('schedules a start for a later time: the time is asked for and sent as an instant', async () => {
    let sent: ReturnType<typeof nurturingServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing', api: (api) => (sent = nurturingServer(api, { campaigns: [campaignFixture({ campaign_id: 7 })] })) });
    await view.user.click(await screen.findByRole('button', { name: 'Preview and start Autumn intake' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Start “Autumn intake”?' }, { timeout: 10_000 });
    await within(dialog).findByText('Balance after');
    await view.user.selectOptions(within(dialog).getByLabelText('When to send'), 'Later, at a time I choose');
    await view.user.click(within(dialog).getByRole('button', { name: 'Schedule campaign' }));
    expect(within(dialog).getByText('Choose the day and time to send.')).toBeTruthy();
    expect(sent?.started).toEqual([]);
    const at = dayjs().add(2, 'day').hour(10).minute(30).format('YYYY-MM-DDTHH:mm');
    fireEvent.change(within(dialog).getByLabelText('Send at'), { target: { value: at } });
    await view.user.click(within(dialog).getByRole('button', { name: 'Schedule campaign' }));
    await waitFor(() => expect(sent?.started).toHaveLength(1));
    expect(sent?.started[0].body).toEqual({ campaign_id: 7, scheduled_at: new Date(at).toISOString() });
  });

  it('lists the WhatsApp templates with their approval, category, variables and the credits one message costs', async () => {
    await renderApp('app', { user: 'agent', url: '/nurturing?tab=whatsapp', api: (api) => nurturingServer(api) });
    const table = await screen.findByRole('table', { name: 'WhatsApp templates' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows[0].textContent).toContain('3 credits'));
    expect(rows[0].textContent).toContain('intake_reminder');
    expect(rows[0].textContent).toContain('Approved');
    expect(rows[0].textContent).toContain('Marketing');
    expect(rows[0].textContent).toContain('2 variables: {{1}} to {{2}}');
    expect(rows[1].textContent).toContain('Rejected');
    expect(rows[1].textContent).toContain('Looks like marketing');
    expect(rows[1].textContent).toContain('2 credits');
    expect(screen.getByRole('tab', { name: 'WhatsApp templates' }).getAttribute('aria-selected')).toBe('true');
  });

  it('imports a CSV into a list and shows the row report', async () => {
    let sent: ReturnType<typeof nurturingServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing?tab=lists', api: (api) => (sent = nurturingServer(api)) });
    const table = await screen.findByRole('table', { name: 'Contact lists' }, { timeout: 10_000 });
    expect(within(table).getByRole('row', { name: 'September fair' }).textContent).toContain('3');
    await view.user.click(within(table).getByRole('button', { name: 'Import CSV into September fair' }));
    const form = await screen.findByRole('form', { name: 'Import contacts' }, { timeout: 10_000 });
    const csv = 'email,first_name\nravi@example.com,Ravi\nmeera@example.com,Meera\nmeera@example.com,Meera\nnot-an-email,X\n';
    await view.user.upload(within(form).getByLabelText('CSV file'), new File([csv], 'contacts.csv', { type: 'text/csv' }));
    await view.user.click(within(form).getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('region', { name: 'Import report' }, { timeout: 10_000 });
    expect(report.textContent).toContain('4 rows: 2 added, 0 already in your contacts (updated), 2 skipped. The list now has 5 contacts.');
    const skipped = within(report).getByRole('table', { name: 'Skipped rows' });
    expect(skipped.textContent).toContain('Already earlier in the file');
    expect(skipped.textContent).toContain('Not a valid email address');
    expect(sent?.imported).toEqual([{ list_id: 1, csv }]);
  });

  it('shows a failure with a retry, and the log filtered by a campaign with no mail says so', async () => {
    const view = await renderApp('app', { user: 'agent', url: '/nurturing', api: (api) => nurturingServer(api, { failCampaigns: true }) });
    expect(await screen.findByText('Your campaigns could not be loaded', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    await view.router.navigate('/nurturing?tab=log&campaign=2');
    expect(await screen.findByText('No mails of this campaign', undefined, { timeout: 10_000 })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Show all campaigns' }));
    await waitFor(() => expect(view.location()).toBe('/nurturing?tab=log'));
  });
});
