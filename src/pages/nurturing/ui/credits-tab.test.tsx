import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';
import { creditSummaryFixture, type CreditTransaction } from '@/entities/nurturing';
import type { PortalComponents } from '@/shared/api';

type Service = PortalComponents['schemas']['Service'];
type Plan = PortalComponents['schemas']['Plan'];
type StudentSummary = PortalComponents['schemas']['StudentSummary'];

const ok = <T,>(data: T) => ({ status: true as const, data });
const page = <T,>(items: T[]) => ok({ items, page: 1, page_size: 20, total: items.length });

const plan = (plan_id: number, name: string, price: number, credits: number | null, currency = 'INR'): Plan => ({
  plan_id, service_id: plan_id, name, description: null, price, currency, price_usd: null, allows_part_payment: false, part_payment_amount: null,
  features: [], validity_days: null, credits,
});
const service = (service_id: number, name: string, type: Service['type'], plans: Plan[]): Service => ({
  service_id, name, type, description: null, icon_url: null, plans, availed: null, availed_plan_id: null,
});
const CATALOGUE: Service[] = [
  service(1, 'IELTS', 'IELTS', [plan(11, 'IELTS Self-Paced', 4999, null)]),
  service(5, 'Lead Automation', 'automation', [plan(51, 'Automation Starter: 1,000 credits', 2500, 1000)]),
  service(7, 'Email Campaigns', 'emails', [plan(71, 'Emails: 5,000 credits', 1000, 5000), plan(72, 'Emails: 50,000 credits', 96.5, 50000, 'USD')]),
];
const student = (user_id: number, first_name: string, last_name: string): StudentSummary => ({
  user_id, first_name, last_name, email: `${first_name.toLowerCase()}@example.com`, mobile: null, active: true, agent_user_id: 41, agent_name: 'Demo Agent',
  sc_user_id: null, preferred_country_id: null, preferred_course_level_id: null, application_count: 0, latest_application_status: null,
  created_at: '2026-11-01T10:00:00Z',
});
const purchase: CreditTransaction = {
  ct_id: 30, type: 'purchase', service: null, credits: 5000, balance_after: 6250, description: 'Emails: 5,000 credits', reference_id: null,
  amount: 1000, currency: 'INR', created_at: '2026-11-20T10:00:00Z',
};

/** The credits tab's calls: the ledger reads (the purchase shows once `state.bought`), the catalogue, the students, the payment. */
function creditsServer(api: MockApi, { students = [student(7, 'Aarav', 'Sharma'), student(8, 'Ananya', 'Iyer')] }: { students?: StudentSummary[] } = {}) {
  const state = { bought: false, summaries: 0, makes: [] as { path: string; query: URLSearchParams }[], verifies: [] as URLSearchParams[] };
  api
    .leads('get', '/my-lead/nurturing-credits', () => {
      state.summaries += 1;
      return ok(creditSummaryFixture({ balance: state.bought ? 6250 : 1250 }));
    })
    .leads('get', '/my-lead/nurturing-credit-chart', () => ok({ user_id: 41, granularity: 'day' as const, from: '2026-11-20', to: '2026-11-20', points: [] }))
    .leads('get', '/my-lead/transactions', () => page(state.bought ? [purchase] : []))
    .portal('get', '/common/services-and-plans', () => ok(CATALOGUE))
    .portal('get', '/common/assigned-student', () => ok({ items: students, page: 1, page_size: 100, total: students.length }))
    .portal('get', '/common/razorpay-payment/make/{student_user_id}/{plan_id}', (request) => {
      const url = new URL(request.url);
      state.makes.push({ path: url.pathname, query: url.searchParams });
      // The provider's page: an address the test browser can "leave" for (a change of the hash).
      const redirect = `${window.location.href.split('#')[0]}#sandbox-pay`;
      return ok({
        transaction_id: 'TXN1', provider: 'sandbox', status: 'pending', student_user_id: 8,
        plan: { plan_id: 71, name: 'Emails: 5,000 credits', service_id: 7, service_name: 'Email Campaigns', service_type: 'emails', price: 1000, currency: 'INR' },
        list_price: 1000, discount_amount: 0, amount: 1000, currency: 'INR', part_payment: false, balance_after: 0, coupon: null,
        checkout: { provider: 'sandbox', redirect_url: redirect }, created_at: '2026-11-20T10:00:00Z',
      } as unknown as PortalComponents['schemas']['PaymentStart']);
    })
    .portal('get', '/common/razorpay-payment/verify/{transaction_id}', (request) => {
      state.verifies.push(new URL(request.url).searchParams);
      // The server writes the purchase in the ledger while it captures the payment.
      state.bought = true;
      return ok({
        transaction_id: 'TXN1', provider: 'sandbox' as const, status: 'paid' as const, amount: 1000, currency: 'INR', paid_at: '2026-11-20T10:01:00Z',
        plan_id: 71, student_user_id: 8, part_payment: false, provider_payment_id: null, failure_reason: null, so_id: 3,
      });
    });
  return state;
}

// The tab's code and the payment flow load lazily; their first transform on a busy machine takes seconds.
beforeAll(async () => {
  await Promise.all([import('./nurturing-page'), import('./credits-tab'), import('@/features/pay-plan')]);
}, 60_000);

describe('buying credits on the Credits tab', () => {
  it('lists the credit packs with their credits and price, and pays one by card for the chosen student, coming back to this tab', async () => {
    let state: ReturnType<typeof creditsServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing?tab=credits', api: (api) => (state = creditsServer(api)) });

    const packs = await screen.findByRole('list', { name: 'Credit packs' }, { timeout: 20_000 });
    // Only the plans that buy credits, each with its credits and its price in its currency.
    expect(within(packs).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Automation Starter: 1,000 credits', 'Emails: 5,000 credits', 'Emails: 50,000 credits',
    ]);
    const starter = within(packs).getByRole('listitem', { name: 'Automation Starter: 1,000 credits' });
    expect(starter.textContent).toContain('1,000 credits');
    expect(starter.textContent).toContain('₹2,500.00');
    expect(within(packs).getByRole('listitem', { name: 'Emails: 50,000 credits' }).textContent).toContain('$96.50');

    // The payment is recorded for a student the caller reaches (the newest first by default); the card provider only.
    const who = screen.getByLabelText('Record the payment for') as HTMLSelectElement;
    expect(who.value).toBe('7');
    await view.user.selectOptions(who, '8');
    const emails = within(packs).getByRole('listitem', { name: 'Emails: 5,000 credits' });
    expect(within(emails).queryByRole('button', { name: /PayU/ })).toBeNull();
    await view.user.click(await within(emails).findByRole('button', { name: 'Pay by card: Emails: 5,000 credits' }, { timeout: 20_000 }));

    await waitFor(() => expect(window.location.hash).toBe('#sandbox-pay'));
    expect(state!.makes).toHaveLength(1);
    expect(state!.makes[0].path).toBe('/api/common/razorpay-payment/make/8/71');
    expect(new URL(state!.makes[0].query.get('url')!).pathname + new URL(state!.makes[0].query.get('url')!).search).toBe('/nurturing?tab=credits');
    expect(await screen.findByText("Taking you to the payment provider's page…")).toBeTruthy();
    window.location.hash = '';
  }, 45_000);

  it('back from the provider: verifies the payment, then the balance and the transactions show the purchase', async () => {
    let state: ReturnType<typeof creditsServer> | undefined;
    const view = await renderApp('app', {
      user: 'agent',
      url: '/nurturing?tab=credits&transaction_id=TXN1&outcome=success&signature=abc',
      api: (api) => (state = creditsServer(api)),
    });
    expect(await screen.findByText(/^Payment received\. Thank you! The pack's credits are on your balance\. \(payment TXN1, 1000 INR\)$/, undefined, { timeout: 20_000 })).toBeTruthy();
    expect(state!.verifies.map((query) => Object.fromEntries(query))).toEqual([{ outcome: 'success', signature: 'abc' }]);
    // Read again once paid: the new balance and the purchase row.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your credits' }).textContent).toContain('6,250 credits'));
    const row = await within(await screen.findByRole('table', { name: 'Credit transactions' })).findByText('Emails: 5,000 credits');
    expect(row.closest('tr')?.textContent).toContain('+5,000');
    // On a return, the packs show without pay buttons; "Done" leaves the result for the packs.
    expect(screen.queryByRole('button', { name: /^Pay by card: / })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.location()).toBe('/nurturing?tab=credits'));
    expect(await screen.findByRole('button', { name: 'Pay by card: Emails: 5,000 credits' }, { timeout: 20_000 })).toBeTruthy();
    expect(state!.verifies).toHaveLength(1);
  }, 45_000);

  it('says why nothing can be paid when the caller reaches no student', async () => {
    await renderApp('app', { user: 'franchise', url: '/nurturing?tab=credits', api: (api) => creditsServer(api, { students: [] }) });
    expect(await screen.findByText(/you have none yet: add a student to buy credits/, undefined, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Credit packs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay by card: / })).toBeNull();
  }, 45_000);
});
