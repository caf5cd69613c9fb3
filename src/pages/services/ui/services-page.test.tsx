import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { PortalComponents } from '@/shared/api';
import { QueryProvider } from '@/shared/api/query';
import { ServicesPage } from './services-page';

type Service = PortalComponents['schemas']['Service'];
type Plan = PortalComponents['schemas']['Plan'];

const ui = (
  <QueryProvider>
    <ServicesPage title="Services" />
  </QueryProvider>
);
const ok = <T,>(data: T) => ({ status: true as const, data });
const plan = (plan_id: number, name: string, price: number, extra: Partial<Plan> = {}): Plan => ({
  plan_id, service_id: 1, name, description: null, price, currency: 'INR', price_usd: Math.round(price / 84), allows_part_payment: false,
  part_payment_amount: null, features: [], validity_days: 90, credits: null, ...extra,
});
const ielts = (availed: boolean): Service => ({
  service_id: 1, name: 'IELTS', type: 'IELTS', description: 'Preparation for the IELTS test.', icon_url: null,
  plans: [
    plan(11, 'IELTS Live Classes', 8400, { features: ['20 live classes', '4 mock tests'] }),
    plan(12, 'IELTS One-to-One', 16800, { allows_part_payment: true, part_payment_amount: 8400, validity_days: null }),
  ],
  availed, availed_plan_id: availed ? 12 : null,
});
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Opens `url` as a student with `plans` on sale; answers the query strings the page sent. */
async function openServices(url: string, plans: ReturnType<typeof ielts>[]) {
  const queries: Record<string, string>[] = [];
  await renderApp(ui, {
    user: 'student',
    url,
    api: (api) => api.portal('get', '/common/services-and-plans', (request) => {
      queries.push(queryOf(request));
      return ok(plans);
    }),
  });
  return queries;
}

describe('services and plans', () => {
  it('narrows to ?service_name=IELTS and lists the plans with prices, features and the pay buttons', async () => {
    const queries = await openServices('/services?service_name=IELTS', [ielts(false)]);
    const live = await screen.findByRole('listitem', { name: 'IELTS Live Classes' });
    expect(queries).toEqual([{ service_name: 'IELTS' }]);
    expect(live.textContent).toContain('₹8,400');
    expect(live.textContent).toContain('(about $100)');
    expect(live.textContent).toContain('Runs 90 days once paid.');
    expect(within(within(live).getByRole('list', { name: 'IELTS Live Classes includes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['20 live classes', '4 mock tests']);
    const oneToOne = screen.getByRole('listitem', { name: 'IELTS One-to-One' });
    expect(oneToOne.textContent).toContain('No time limit. First instalment ₹8,400.');
    expect(screen.getByText(/Plans for IELTS\./)).toBeTruthy();
    expect(await within(oneToOne).findByRole('button', { name: 'Pay by card: IELTS One-to-One' })).toBeTruthy();
    expect(within(oneToOne).getByRole('button', { name: 'Pay in parts: IELTS One-to-One, the first part now' })).toBeTruthy();
    expect(screen.queryByText(/You have this service/)).toBeNull();
  });

  it('sends a known ?type= and says when nothing is on sale', async () => {
    const queries = await openServices('/services?type=visa', []);
    expect(await screen.findByRole('heading', { name: 'No visa plans on sale' })).toBeTruthy();
    expect(queries).toEqual([{ type: 'visa' }]);
    expect(screen.getAllByRole('link', { name: 'See every service' }).length).toBeGreaterThan(0);
  });

  it('refreshes the availed flags once a payment the browser came back from is verified as paid', async () => {
    let bought = false;
    let listed = 0;
    const app = await renderApp(ui, {
      user: 'student',
      url: '/services?transaction_id=pay_tx_1&outcome=success&signature=abc',
      api: (api) => {
        api.portal('get', '/common/services-and-plans', () => {
          listed += 1;
          return ok([ielts(bought)]);
        });
        api.portal('get', '/common/razorpay-payment/verify/{transaction_id}', async () => {
          // The server records the purchase while it verifies.
          await new Promise((resolve) => setTimeout(resolve, 30));
          bought = true;
          return ok({
            transaction_id: 'pay_tx_1', provider: 'sandbox' as const, status: 'paid' as const, amount: 16800, currency: 'INR', paid_at: '2026-05-02T10:00:00.000Z',
            plan_id: 12, student_user_id: 41, part_payment: false, provider_payment_id: null, failure_reason: null, so_id: 3,
          });
        });
      },
    });
    expect(await screen.findByRole('listitem', { name: 'IELTS One-to-One' })).toBeTruthy();
    expect(screen.queryByText(/You have this service/)).toBeNull();
    expect(await screen.findByText(/Payment received\. Thank you!/)).toBeTruthy();
    expect(await screen.findByText('You have this service: IELTS One-to-One.')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'IELTS One-to-One' })).getByText('your plan')).toBeTruthy();
    await waitFor(() => expect(listed).toBe(2));
    expect(app.api.calls().filter((c) => c.includes('/verify/'))).toEqual(['GET /api/common/razorpay-payment/verify/pay_tx_1']);
    // On a return, the plans show without pay buttons: this page is the payment's result.
    expect(screen.queryByRole('button', { name: /^Pay by card: / })).toBeNull();
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    let fail = true;
    const app = await renderApp(ui, {
      user: 'student',
      url: '/services',
      api: (api) => api.portal('get', '/common/services-and-plans', () => (fail ? { status: 403, message: 'Forbidden' } : ok([ielts(true)]))),
    });
    expect(await screen.findByRole('heading', { name: 'The plans could not be loaded' })).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have this service: IELTS One-to-One.')).toBeTruthy();
  });
});
