import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { invoicesServer } from '@/app/test/invoices-server';
import { invoiceFixture, type TaxInvoice } from '@/entities/invoice';
import { catchDownloads, fileAnswer } from '@/shared/lib/download/catch-downloads';
import { statementTotals } from './student-invoices-print-page';

const ok = <T,>(data: T) => ({ status: true as const, data });
const asha = { user_id: 41, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', mobile: '9876543210' };

const documents = (): TaxInvoice[] => [
  // Paid in part, then a credit note of ₹1,000.00 against it: the balance counts the credit note.
  invoiceFixture({ inv_id: 3, student_user_id: 41, issue_date: '2026-10-02', status: 'partially_paid', paid_minor: 500_000, credited_minor: 100_000, balance_minor: 580_000 }),
  invoiceFixture({
    inv_id: 4, kind: 'credit_note', series: 'CN', invoice_no: 'CN/26-27/1', student_user_id: 41, issue_date: '2026-10-05', credit_of: { inv_id: 3, invoice_no: 'INV/26-27/3' },
    totals: { taxable_minor: 84_746, cgst_minor: 7_627, sgst_minor: 7_627, igst_minor: 0, tax_minor: 15_254, total_minor: 100_000 }, balance_minor: 0,
  }),
  // Void: listed, never counted.
  invoiceFixture({ inv_id: 5, student_user_id: 41, issue_date: '2026-09-01', status: 'void', balance_minor: 0 }),
  // A draft is not a document yet.
  invoiceFixture({ inv_id: 6, student_user_id: 41, invoice_no: null, issue_date: null, status: 'draft' }),
  invoiceFixture({ inv_id: 7, student_user_id: 41, issue_date: '2026-11-01', currency: 'GBP', status: 'paid', paid_minor: 1_180_000, balance_minor: 0 }),
];

const render = (invoices: TaxInvoice[], { failList = false, failPdf = (): boolean => false } = {}) =>
  renderApp('app', {
    user: 'accounts',
    url: '/student_list-print/41',
    api: (api) => {
      invoicesServer(api, invoices, { failList });
      api.portal('get', '/common/student-details/{id}', () => ok(asha as never));
      api.portal('get', '/common/student-statements/{student_user_id}/pdf', () =>
        failPdf() ? { status: 503, message: 'Busy' } : fileAnswer('statement-41-2026-11-29.pdf'));
    },
  });

describe("a student's statement of account", () => {
  it('lists the issued invoices and credit notes oldest first and sums them per currency, never across currencies', async () => {
    await render(documents());
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of account: Asha Rao' }, { timeout: 10_000 })).toBeTruthy();
    const sheet = screen.getByRole('article', { name: 'The statement' });
    const table = within(sheet).getByRole('table', { name: 'Invoices and credit notes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['INV/26-27/5', 'INV/26-27/3', 'CN/26-27/1', 'INV/26-27/7']);
    expect(within(rows[2]).getAllByRole('cell')[5].textContent).toBe('-₹1,000.00');
    const inr = within(sheet).getByLabelText('Summary in INR');
    expect(inr.textContent).toBe('Invoiced₹11,800.00Credited₹1,000.00Paid₹5,000.00Balance due₹5,800.00');
    expect(within(sheet).getByLabelText('Summary in GBP').textContent).toContain('Paid£11,800.00');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Asha Rao' }).getAttribute('href')).toBe('/student_details/41');
  });

  it('says so when nothing was issued (a draft is not a document yet), with Print and Download PDF disabled', async () => {
    await render([invoiceFixture({ inv_id: 6, student_user_id: 41, invoice_no: null, issue_date: null, status: 'draft' })]);
    expect(await screen.findByRole('heading', { name: 'No invoices yet' }, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("downloads the statement's PDF under the server's file name, says when it fails, and tries again", async () => {
    const saved = catchDownloads();
    let fail = false;
    const app = await render(documents(), { failPdf: () => fail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of account: Asha Rao' }, { timeout: 10_000 })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['statement-41-2026-11-29.pdf']));
    expect(app.api.calls()).toContain('GET /api/common/student-statements/41/pdf');

    fail = true;
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The PDF could not be downloaded');
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(false);
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the statement cannot be loaded', async () => {
    await render([], { failList: true });
    expect(await screen.findByRole('heading', { name: 'The statement could not be loaded' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sums in exact minor units', () => {
    const big = invoiceFixture({ inv_id: 9, issue_date: '2026-11-01', totals: { ...invoiceFixture({ inv_id: 9 }).totals, total_minor: 900_719_925_474_099 }, balance_minor: 900_719_925_474_099 });
    const [inr] = statementTotals([big, { ...big, inv_id: 10 }]);
    expect(inr.invoiced).toBe(1_801_439_850_948_198n);
    expect(inr.due).toBe(1_801_439_850_948_198n);
  });
});
