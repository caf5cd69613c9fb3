import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { localDate } from '@/entities/task';
import { universityPaymentFixture } from '@/entities/university-payment';
import { QueryProvider } from '@/shared/api/query';
import { UniversityPaymentsPanel } from './university-payments-panel';

const STUDENT_ID = 41;
const ok = <T,>(data: T) => ({ status: true as const, data });
const page = <T,>(items: T[]) => ({ items, page: 1, page_size: 5, total: items.length });
const dayFromToday = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));
const ui = (
  <QueryProvider>
    <UniversityPaymentsPanel studentUserId={STUDENT_ID} />
  </QueryProvider>
);

describe('the "Pay your university" panel', () => {
  it('lists what the student owes and paid; a due one the university takes through Flywire links to its payment page', async () => {
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) =>
        api.portal('get', '/common/university-payment', () =>
          ok(page([
            universityPaymentFixture({ payment_id: 1, due_date: dayFromToday(10) }),
            universityPaymentFixture({ payment_id: 2, purpose: 'application_fee', university: { university_id: 13, name: 'Harbour College' }, amount_minor: 7500, currency: 'GBP', due_date: dayFromToday(-1), flywire: null }),
            universityPaymentFixture({ payment_id: 3, purpose: 'tuition', status: 'paid', paid_at: '2026-11-01T10:00:00.000Z' }),
          ]))),
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Tuition deposit: Maple University', 'Application fee: Harbour College', 'Tuition: Maple University',
    ]);
    expect(items[0].textContent).toMatch(/CA\$5,000\.00 · Due in 10 days/);
    const pay = within(items[0]).getByRole('link', { name: 'Pay through Flywire: CA$5,000.00 to Maple University' });
    expect(pay.getAttribute('href')).toBe('https://payments.example.test/flywire-sandbox/MPU');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(pay.getAttribute('rel')).toContain('noopener');
    // No payment page for that university: owed, overdue, but no link.
    expect(items[1].textContent).toMatch(/£75\.00 · Overdue by 1 day/);
    expect(within(items[1]).queryByRole('link')).toBeNull();
    // Paid: its state, and nothing to pay.
    expect(items[2].textContent).toContain('Paid');
    expect(within(items[2]).queryByRole('link')).toBeNull();
    expect(app.api.requests.filter((r) => r.url.includes('/common/university-payment')).map((r) => new URL(r.url).search)).toEqual([`?student_user_id=${STUDENT_ID}&page=1&page_size=5`]);
  });

  it('says so when there is nothing to pay, and offers a retry when the list fails', async () => {
    let fail = true;
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => api.portal('get', '/common/university-payment', () => (fail ? { status: 500, message: 'internal server error' } : ok(page([])))),
    });
    expect(await screen.findByRole('heading', { name: 'Your university payments could not be loaded' }, { timeout: 4000 })).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to pay your universities right now.')).toBeTruthy();
  }, 15_000);
});
