import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearNoMatch, expectTexts, exportList, fill, filterRows, openForm, openList, renderServed, retryList } from '@/app/test/money-kit';
import { invoicesServer } from '@/app/test/invoices-server';
import { invoiceFixture, type TaxInvoice } from '@/entities/invoice';
import { lendObjectUrls } from '@/shared/lib/download/lend-object-urls';

const seeded = (): TaxInvoice[] => [
  invoiceFixture({ inv_id: 3, status: 'paid', paid_minor: 1180000, balance_minor: 0, buyer: { ...invoiceFixture({ inv_id: 1 }).buyer, legal_name: 'Deakin University' } }),
  invoiceFixture({ inv_id: 2 }),
  invoiceFixture({ inv_id: 1, status: 'draft', invoice_no: null, issue_date: null, totals: { taxable_minor: 50, cgst_minor: 5, sgst_minor: 4, igst_minor: 0, tax_minor: 9, total_minor: 59 }, balance_minor: 59 }),
];

describe('the invoices page', () => {
  it('lists the invoices with number, buyer, status and amounts in rupees and paise, and totals the page', async () => {
    const { table } = await openList('/invoice', 'Invoices', (api) => invoicesServer(api, seeded()));
    const paid = within(table).getByRole('row', { name: 'INV/26-27/3' });
    expect(within(paid).getByRole('link', { name: 'INV/26-27/3' }).getAttribute('href')).toBe('/tax-invoice/3');
    expectTexts(paid, ['Deakin University', 'Paid', '₹11,800.00']);
    const draft = within(table).getByRole('row', { name: 'Draft #1' });
    expect(draft.textContent).toContain('not yet');
    expect(draft.textContent).toContain('₹0.59');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('1–3 of 3 invoices');
    // 11,800 + 11,800 + 0.59 invoiced; 11,800 + 0.59 still open.
    expect(screen.getByText(/^This page:/).textContent).toBe('This page: ₹23,600.59 invoiced, ₹11,800.59 open');
  });

  it('keeps the filters in the address and sends them to the server; no match offers to clear them', async () => {
    const { app, sent } = await openList('/invoice', 'Invoices', (api) => invoicesServer(api, seeded()));
    await filterRows(app, sent, ['Status', 'Paid', '/invoice?status=paid'], 'INV/26-27/2', 'INV/26-27/3');
    await clearNoMatch(app, ['Kind', 'Credit note', '/invoice?status=paid&kind=credit_note'], 'No invoice matches', ['Clear the search and filters', '/invoice', 'INV/26-27/2']);
  });

  it('reads dates and search from the address', async () => {
    const { sent } = await renderServed('/invoice?q=deakin&from=2026-11-01&to=2026-11-30', (api) => invoicesServer(api, seeded()));
    expect(await screen.findByRole('row', { name: 'INV/26-27/3' }, { timeout: 5000 })).toBeTruthy();
    const query = sent.listQueries.at(-1)!;
    expect([query.get('q'), query.get('from'), query.get('to')]).toEqual(['deakin', '2026-11-01', '2026-11-30']);
    expect((screen.getByLabelText('Issued from') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('says when there are no invoices yet', async () => {
    await renderServed('/invoice', (api) => invoicesServer(api, []));
    expect(await screen.findByRole('heading', { name: 'No invoices yet' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a failure with a retry', () => retryList('/invoice', (api, options) => invoicesServer(api, seeded(), options), 'The invoices could not be loaded', 'INV/26-27/2'));

  it('offers a draft only to the roles createInvoiceDraft allows: an agent reads the list without it', async () => {
    await openList('/invoice', 'Invoices', (api) => invoicesServer(api, seeded()), 'agent');
    expect(screen.queryByRole('button', { name: 'New draft invoice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('exports every page of the filtered list as CSV', async () => {
    const createObjectURL = lendObjectUrls('blob:invoices');
    const { query, csv } = await exportList('/invoice?status=issued', (api) => invoicesServer(api, seeded()), 'INV/26-27/2', '1 invoice was exported.', createObjectURL);
    expect([query.get('status'), query.get('page_size')]).toEqual(['issued', '100']);
    expect(csv.split('\r\n')[1]).toMatch(/^INV\/26-27\/2,Invoice,issued,2026-11-20,University of Leeds,.*,11800\.00,0\.00,0\.00,11800\.00,,$/);
  });

  it('creates a draft: the form checks the buyer and lines first, sends the price in paise, and opens the draft', async () => {
    const invoices = seeded();
    const { app, sent } = await openList('/invoice', 'Invoices', (api) => invoicesServer(api, invoices));
    const form = await openForm(app, 'New draft invoice', 'New draft invoice');
    await app.user.click(within(form).getByRole('button', { name: 'Save draft' }));
    for (const error of ['Enter the buyer’s legal name.', 'Say what is invoiced.', 'Enter the price of one unit.']) expect(within(form).getByText(error)).toBeTruthy();
    expect(sent.drafts).toHaveLength(0);

    await fill(app, form, { 'Legal name': 'Asha Rao', Address: '4 Lake View, Pune', 'GST state code (optional)': '27' });
    const line = within(form).getByRole('group', { name: 'Line 1' });
    await fill(app, line, { Description: 'Application support', 'Unit price (INR)': '12,500.50' });
    expect(line.textContent).toContain('Taxable value: ₹12,500.50');
    await app.user.click(within(form).getByRole('button', { name: 'Add a line' }));
    const second = within(form).getByRole('group', { name: 'Line 2' });
    await fill(app, second, { Description: 'Courier', 'SAC/HSN (optional)': '996812', Quantity: '2', 'Unit price (INR)': '250', 'GST rate': '5 %' });
    await app.user.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Draft invoice #101' })).toBeTruthy();
    expect(app.location()).toBe('/tax-invoice/101');
    expect(screen.getByText('The draft was saved. Check it, then issue it.')).toBeTruthy();
    expect(sent.drafts[0]).toEqual({
      buyer: { legal_name: 'Asha Rao', address: '4 Lake View, Pune', country_code: 'IN', state_code: '27' },
      currency: 'INR',
      lines: [
        { description: 'Application support', quantity: 1, unit_price_minor: 1250050, gst_rate: 18 },
        { description: 'Courier', sac: '996812', quantity: 2, unit_price_minor: 25000, gst_rate: 5 },
      ],
    });
  });
});
