import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearNoMatch, expectTexts, exportList, filterRows, openList, renderServed, retryList } from '@/app/test/money-kit';
import { transactionsServer } from '@/app/test/transactions-server';
import { transactionFixture, type PaymentTransaction } from '@/entities/payment-transaction';
import { lendObjectUrls } from '@/shared/lib/download/lend-object-urls';

const seeded = (): PaymentTransaction[] => [
  transactionFixture({ transaction_id: 'TXN-3', discount_minor: 250000, amount_minor: 2250000, coupon_code: 'DIWALI10' }),
  transactionFixture({ transaction_id: 'TXN-2', status: 'failed', so_id: null, paid_at: null, failure_reason: 'The card was declined', created_at: '2026-11-19T09:00:00.000Z' }),
  transactionFixture({ transaction_id: 'TXN-1', status: 'refund_due', so_id: null, amount_minor: 1000050, failure_reason: 'Paid twice for one order', created_at: '2026-11-18T09:00:00.000Z' }),
];

describe('the transactions page', () => {
  it('lists the payments with id, student link, plan, amount with its coupon, a status badge and the reason, and the server’s totals', async () => {
    const { table } = await openList('/transactions', 'Payments', (api) => transactionsServer(api, seeded()));
    const paid = within(table).getByRole('row', { name: 'TXN-3' });
    expect(within(paid).getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe('/student_details/31');
    expect(within(paid).getByRole('link', { name: 'Order #12' }).getAttribute('href')).toBe('/shop_order_details/12');
    expectTexts(paid, ['20-11-2026', 'Application support · Standard', 'Full price', '₹22,500.00', '₹25,000.00 less ₹2,500.00 (coupon DIWALI10)']);
    expect(within(paid).getByText('Paid')).toBeTruthy();
    const failed = within(table).getByRole('row', { name: 'TXN-2' });
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(failed.textContent).toContain('The card was declined');
    const refund = within(table).getByRole('row', { name: 'TXN-1' });
    expect(within(refund).getByText('Refund due')).toBeTruthy();
    expect(refund.textContent).toContain('Paid twice for one order');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('1–3 of 3 payments');
    const totals = screen.getByRole('list', { name: 'Totals of every matching payment' });
    expect(totals.textContent).toBe('Paid ₹22,500.00 (1 payment) · Refunds due ₹10,000.50');
  });

  it('shows the totals the server sends for the whole filtered list, not sums of the page', async () => {
    const totals = [
      { currency: 'INR', count: 240, paid_count: 230, paid_minor: 575000000, refund_due_minor: 0 },
      { currency: 'USD', count: 2, paid_count: 2, paid_minor: 90000, refund_due_minor: 0 },
    ];
    await renderServed('/transactions', (api) => transactionsServer(api, seeded(), { totals }));
    const list = await screen.findByRole('list', { name: 'Totals of every matching payment' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paid ₹57,50,000.00 (230 payments)', 'Paid $900.00 (2 payments)']);
  });

  it('reads the days and the search from the address', async () => {
    const { sent } = await renderServed('/transactions?q=asha&from=2026-11-01&to=2026-11-30&page=1', (api) => transactionsServer(api, seeded()));
    expect(await screen.findByRole('row', { name: 'TXN-3' }, { timeout: 5000 })).toBeTruthy();
    const query = sent.listQueries.at(-1)!;
    expect([query.get('q'), query.get('from'), query.get('to'), query.get('page')]).toEqual(['asha', '2026-11-01', '2026-11-30', '1']);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('keeps the filters in the address and sends them to the server; no match offers to clear them', async () => {
    const { app, sent } = await openList('/transactions', 'Payments', (api) => transactionsServer(api, seeded()));
    await filterRows(app, sent, ['Status', 'Paid', '/transactions?status=paid'], 'TXN-2', 'TXN-3');
    await clearNoMatch(app, ['Status', 'Expired', '/transactions?status=expired'], 'No payment matches', ['Clear filters', '/transactions', 'TXN-2']);
  });

  it('says on the end date when the server refuses dates the wrong way round (422)', async () => {
    await renderServed('/transactions?from=2026-11-30&to=2026-11-01', (api) => transactionsServer(api, seeded()));
    expect(await screen.findByText('The end date must not be before from.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'The payments could not be loaded' })).toBeNull();
  });

  it('tells a student with no payments where to buy a plan, and shows no student links or orders', async () => {
    await renderServed('/transactions', (api) => transactionsServer(api, []), 'student');
    expect(await screen.findByRole('heading', { name: 'No payments yet' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the services' }).getAttribute('href')).toBe('/services');
  });

  it('gives a student plain text where staff get links', async () => {
    await renderServed('/transactions', (api) => transactionsServer(api, seeded()), 'student');
    const row = await screen.findByRole('row', { name: 'TXN-3' }, { timeout: 5000 });
    expect(row.textContent).toContain('Asha Rao');
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('shows a failure with a retry', () => retryList('/transactions', (api, options) => transactionsServer(api, seeded(), options), 'The payments could not be loaded', 'TXN-2'));

  it('exports every page of the filtered list as CSV', async () => {
    const createObjectURL = lendObjectUrls('blob:transactions');
    const { query, csv } = await exportList('/transactions?status=failed', (api) => transactionsServer(api, seeded()), 'TXN-2', '1 payment was exported.', createObjectURL);
    expect([query.get('status'), query.get('page_size')]).toEqual(['failed', '100']);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Date,Transaction ID,Student,Email,Service,Plan,Kind,List price,Discount,Amount,Currency,Status,Provider,Coupon,Order,Paid at');
    expect(row).toBe('2026-11-19,TXN-2,Asha Rao,asha@example.test,Application support,Standard,Full price,25000.00,0.00,25000.00,INR,failed,sandbox,,,');
  });
});
