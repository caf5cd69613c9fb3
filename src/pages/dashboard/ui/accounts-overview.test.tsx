import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import type { AccountsOverview } from '@/entities/invoice';
import type { HomeData } from '@/entities/feed';
import { daysBefore } from './accounts-overview';

const ok = <T,>(data: T) => ({ status: true as const, data });

const home: HomeData = {
  first_name: 'Meera',
  user_type: 'accounts',
  counts: { students: 0, applications: 0, offers: 0, pending_tasks: 0, recommendations: null, unread_notifications: 0, unread_messages: 0 },
  focused_universities: [],
  latest_university_updates: [],
  latest_announcements: [],
  latest_whats_new: [],
};

const overview = (over: Partial<AccountsOverview> = {}): AccountsOverview => ({
  today: '2026-04-01',
  month_from: '2026-04-01',
  payment_terms_days: 30,
  receivables: [
    { currency: 'INR', amount_minor: 208_000_000, count: 2 },
    { currency: 'USD', amount_minor: 1_180_000, count: 1 },
  ],
  overdue: [{ currency: 'INR', amount_minor: 100_000_050, count: 1 }],
  received_this_month: [{ currency: 'INR', amount_minor: 10_000_000, count: 3 }],
  commission_by_university: [
    { university_id: 4, university_name: 'Maple University', currency: 'CAD', expected_minor: 375_000, invoiced_minor: 125_000, received_minor: 25_000, terms: 2 },
    { university_id: 9, university_name: 'Leeds Beckett University', currency: 'GBP', expected_minor: 500_099, invoiced_minor: 0, received_minor: 0, terms: 1 },
    { university_id: 5, university_name: 'Harbour College', currency: 'CAD', expected_minor: 100_000, invoiced_minor: 100_000, received_minor: 100_000, terms: 1 },
  ],
  ...over,
});

/** The dashboard's calls, and the overview (a function: a failure until it answers). */
function accountsApi(api: MockApi, answer: () => AccountsOverview | 'fail' = () => overview()) {
  api
    .portal('get', '/common/home-data', () => ok(home))
    .portal('get', '/common/application-statuses', () => ok([]))
    .portal('get', '/common/applications', () => ok({ items: [], page: 1, page_size: 5, total: 0 }))
    .portal('get', '/common/accounts-overview', () => {
      const data = answer();
      return data === 'fail' ? { status: 503, message: 'unavailable' } : ok(data);
    });
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
/** The region named `name` once it says it could not be loaded. */
async function failedRegion(name: string) {
  const found = await region(name);
  expect(await within(found).findByRole('heading', { name: `${name} could not be loaded` }, { timeout: 5000 })).toBeTruthy();
  return found;
}
const hrefs = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('/accounts_home: the money overview', () => {
  it('shows receivables, overdue and received this month per currency, each leading to its invoices', async () => {
    await renderApp('app', { url: '/accounts_home', user: 'accounts', api: (api) => accountsApi(api) });
    // Never added across currencies: one line each, in its own currency's format.
    const panels: [string, string[], string, string[][]][] = [
      ['Receivables', ['₹20,80,000.002 invoices', '$11,800.001 invoice'], 'Open balances of issued and partially paid invoices, after payments and credit notes.', [
        ['Issued invoices', '/invoice?status=issued'],
        ['Partially paid invoices', '/invoice?status=partially_paid'],
      ]],
      ['Overdue', ['₹10,00,000.501 invoice'], 'Due 30 days after the issue date: overdue when issued on or before 1 March 2026.', [
        ['Overdue issued invoices', '/invoice?status=issued&to=2026-03-01'],
        ['Overdue partially paid invoices', '/invoice?status=partially_paid&to=2026-03-01'],
      ]],
      ['Received this month', ['₹1,00,000.003 payments'], 'Payments against invoices dated 1 April 2026 to 1 April 2026', [
        ['Paid invoices', '/invoice?status=paid'],
        ['Partially paid invoices', '/invoice?status=partially_paid'],
      ]],
    ];
    for (const [name, sums, note, links] of panels) {
      const panel = await region(name);
      const byCurrency = await within(panel).findByRole('list', { name: `${name} by currency` });
      expect(within(byCurrency).getAllByRole('listitem').map((item) => item.textContent)).toEqual(sums);
      expect(panel.textContent).toContain(note);
      expect(hrefs(panel)).toEqual(links);
    }
  });

  it('draws commission by university one currency at a time, with its words and its numbers as a table', async () => {
    const app = await renderApp('app', { url: '/accounts_home', user: 'accounts', api: (api) => accountsApi(api) });
    const commission = await region('Commission by university');
    const summary = await within(commission).findByText(/^In CAD, 2 universities/, undefined, { timeout: 5000 });
    expect(summary.textContent).toBe(
      'In CAD, 2 universities: CA$4,750.00 expected, CA$2,250.00 invoiced, CA$1,250.00 received. Most expected from Maple University (CA$3,750.00). Bars in whole units.',
    );
    // The canvas carries the same words for those who cannot see it (no chart is drawn in a test DOM).
    expect((await within(commission).findByRole('img')).getAttribute('aria-label')).toBe(summary.textContent);
    const table = within(commission).getByRole('table', { name: 'Commission by university' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameExpected (CAD)Invoiced (CAD)Received (CAD)',
      'Maple University3,7501,250250',
      'Harbour College1,0001,0001,000',
    ]);
    expect(within(commission).getByRole('link', { name: 'Commission statements' }).getAttribute('href')).toBe('/commission');

    await app.user.selectOptions(within(commission).getByLabelText('Currency'), 'GBP');
    expect(await within(commission).findByText(/^In GBP, 1 university: £5,000.99 expected/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(within(within(commission).getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('says plainly when there is nothing yet', async () => {
    await renderApp('app', {
      url: '/accounts_home',
      user: 'accounts',
      api: (api) => accountsApi(api, () => overview({ receivables: [], overdue: [], received_this_month: [], commission_by_university: [] })),
    });
    expect(await within(await region('Receivables')).findByText('Nothing is owed: no issued invoice has an open balance.')).toBeTruthy();
    expect(within(await region('Overdue')).getByText('Nothing is overdue.')).toBeTruthy();
    expect(within(await region('Received this month')).getByText('No payment has been received this month.')).toBeTruthy();
    const commission = await region('Commission by university');
    expect(within(commission).getByText(/No commission is in the ledger yet/)).toBeTruthy();
    expect(within(commission).queryByLabelText('Currency')).toBeNull();
  });

  it('a failed overview shows in its panels with a retry, the rest of the dashboard stays, and the retry brings the figures', async () => {
    let answer: AccountsOverview | 'fail' = 'fail';
    const app = await renderApp('app', { url: '/accounts_home', user: 'accounts', api: (api) => accountsApi(api, () => answer) });
    const receivables = await failedRegion('Receivables');
    await failedRegion('Commission by university');
    expect(await within(await region('At a glance')).findByRole('list', { name: 'Counts' })).toBeTruthy();
    answer = overview();
    await app.user.click(within(receivables).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(receivables).getByRole('list', { name: 'Receivables by currency' })).toBeTruthy());
  });

  it('is not asked for on the other dashboards', async () => {
    const calls: string[] = [];
    await renderApp('app', {
      url: '/staff_home',
      user: 'operations_manager',
      api: (api) => {
        accountsApi(api);
        api.portal('get', '/common/accounts-overview', () => {
          calls.push('overview');
          return ok(overview());
        });
      },
    });
    expect(await region('At a glance')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Receivables' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('daysBefore', () => {
  it('counts calendar days across months and leap years', () => {
    expect(daysBefore('2026-04-01', 31)).toBe('2026-03-01');
    expect(daysBefore('2028-03-30', 31)).toBe('2028-02-28');
    expect(daysBefore('2027-01-15', 31)).toBe('2026-12-15');
  });
});
