import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { ManualInvoice } from '@/entities/partner-invoice';

const manual = (mi: number, term: number, overrides: Partial<ManualInvoice> = {}): ManualInvoice => ({
  inv_id: mi, mi_id: mi, invoice_no: `PCI/26-27/${mi}`, sa_mapper_id: 11, term, term_label: `Year 1 - Semester ${term}`, due_date: '2026-12-31',
  student: { student_user_id: 31, name: 'Ananya Reddy', email: null },
  university: { university_id: 7, name: 'University of Leeds', country: 'United Kingdom' }, course: null,
  intake: 'Sep 2026', census_date: '2026-10-01', tuition_minor: 1_000_000, rate_type: 'percent', rate_basis_points: 1250,
  share_basis_points: 5000, ledger_share_minor: 62_500, amount_minor: 62_500, currency: 'INR', status: 'raised', manual: true,
  raised_by: { user_id: 6, name: 'Rahul Mehta', user_type: 'agent' }, created_by: { user_id: 10, name: 'Rohit Gupta', user_type: 'accounts' },
  created_at: '2026-11-20T05:00:00Z', raised_at: '2026-11-20T05:00:00Z', reviewed_by: null, reviewed_at: null, paid_at: null,
  note: null, ci_id: null, ...overrides,
});

describe('the termwise invoice page', { timeout: 30_000 }, () => {
  it('lists the student\'s manual invoices by term, each linking to its page', async () => {
    const app = await renderApp('app', {
      user: 'accounts', url: '/termwise-invoice/31',
      api: (api) => api.portal('get', '/common/termwise-manual-invoices', (request) => {
        expect(new URL(request.url).searchParams.get('student_user_id')).toBe('31');
        return { status: true as const, data: { items: [manual(3, 1, { status: 'paid' }), manual(4, 2, { due_date: null })], page: 1, page_size: 50, total: 2 } };
      }),
    });
    const table = await screen.findByRole('table', { name: 'Termwise invoices' }, { timeout: 25_000 });
    expect(screen.getByRole('heading', { name: 'Term-wise invoice: Ananya Reddy' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('Year 1 - Semester 1');
    expect(rows[1].textContent).toContain('₹625.00');
    expect(rows[1].textContent).toContain('Paid');
    expect(rows[2].textContent).toContain('—');
    await app.user.click(within(table).getByRole('link', { name: 'PCI/26-27/4' }));
    expect(app.location()).toBe('/manual-invoice/4');
  });

  it('says when there are none', async () => {
    await renderApp('app', {
      user: 'agent', url: '/termwise-invoice/31',
      api: (api) => api.portal('get', '/common/termwise-manual-invoices', () => ({ status: true as const, data: { items: [], page: 1, page_size: 50, total: 0 } })),
    });
    expect(await screen.findByRole('heading', { name: 'No termwise invoices' }, { timeout: 25_000 })).toBeTruthy();
  });

  it('says a student the caller does not reach is not shown', async () => {
    await renderApp('app', {
      user: 'agent', url: '/termwise-invoice/32',
      api: (api) => api.portal('get', '/common/termwise-manual-invoices', () => ({ status: 404, message: 'querystring/student_user_id: no such student' })),
    });
    expect(await screen.findByRole('heading', { name: 'This student is not one you may see, or does not exist' }, { timeout: 25_000 })).toBeTruthy();
  });
});
