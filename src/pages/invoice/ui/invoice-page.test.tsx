import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTexts, ok, renderServed } from '@/app/test/money-kit';
import { invoicesServer } from '@/app/test/invoices-server';
import { invoiceFixture, type TaxInvoice } from '@/entities/invoice';
import { catchDownloads } from '@/shared/lib/download/catch-downloads';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const interState = (): TaxInvoice =>
  invoiceFixture({
    inv_id: 5,
    inter_state: true,
    reverse_charge: true,
    place_of_supply: '27',
    buyer: { legal_name: 'Asha Rao', address: '4 Lake View, Pune', country_code: 'IN', state_code: '27', gstin: '27ABCDE1234F1Z5', pan: null, email: null },
    lines: [{ ...invoiceFixture({ inv_id: 1 }).lines[0], cgst_minor: 0, sgst_minor: 0, igst_minor: 180000 }],
    totals: { taxable_minor: 1000000, cgst_minor: 0, sgst_minor: 0, igst_minor: 180000, tax_minor: 180000, total_minor: 1000000 },
    amount_in_words: 'Rupees Ten Thousand Only',
    balance_minor: 1000000,
  });

describe('the invoice page', () => {
  it('shows what a GST invoice carries: supplier and buyer with GSTIN and state, lines with SAC and CGST + SGST, totals, words, history', async () => {
    await renderServed('/tax-invoice/2', (api) => invoicesServer(api, [invoiceFixture({ inv_id: 2 })]));
    expect(await heading('Tax invoice INV/26-27/2')).toBeTruthy();
    const sheet = screen.getByRole('article', { name: 'The invoice' });
    const supplier = within(sheet).getByRole('region', { name: 'Supplier' });
    expectTexts(supplier, ['Unipath Education Pvt Ltd', '29ABCDE1234F1Z5', 'State code29']);
    const buyer = within(sheet).getByRole('region', { name: 'Buyer' });
    expectTexts(buyer, ['University of Leeds', 'GSTINUnregistered', 'Outside India (GB)']);
    const lines = within(sheet).getByRole('table', { name: 'Lines' });
    expect(within(lines).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Description', 'SAC/HSN', 'Qty', 'Unit price', 'Taxable value', 'GST', 'CGST', 'SGST', 'Total']);
    expect(within(lines).getAllByRole('row')[1].textContent).toBe('1Counselling services9992931₹10,000.00₹10,000.0018 %₹900.00₹900.00₹11,800.00');
    expectTexts(sheet, [
      'Place of supply29',
      'Reverse chargeNo',
      'Invoice total₹11,800.00',
      'Balance due₹11,800.00',
      'Amount in words: Rupees Eleven Thousand Eight Hundred Only',
    ]);
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent?.split(' · ')[0])).toEqual(['Draft', 'Draft → Issued']);
    // The transition table gives accounts the payment and the void of an issued invoice; a credit note is possible.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Void invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue credit note' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('shows IGST alone across states, and the reverse charge', async () => {
    await renderServed('/tax-invoice/5', (api) => invoicesServer(api, [interState()]));
    await heading('Tax invoice INV/26-27/5');
    const lines = screen.getByRole('table', { name: 'Lines' });
    const headers = within(lines).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toContain('IGST');
    expect(headers).not.toContain('CGST');
    const sheet = screen.getByRole('article', { name: 'The invoice' });
    expectTexts(sheet, ['Reverse chargeYes — the tax is paid by the recipient', 'IGST₹1,800.00', 'Invoice total₹10,000.00']);
  });

  it('gives an agent the invoice to read with no action (the table names only accounts and operations managers)', async () => {
    await renderServed('/tax-invoice/2', (api) => invoicesServer(api, [invoiceFixture({ inv_id: 2 })]), 'agent');
    await heading('Tax invoice INV/26-27/2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy());
    for (const name of ['Issue invoice', 'Record payment', 'Void invoice', 'Issue credit note']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('issues a draft, then records a payment with a reference in paise until it is paid', async () => {
    const draft = invoiceFixture({ inv_id: 9, status: 'draft', invoice_no: null, issue_date: null, supplier: null, history: [{ from: null, to: 'draft', changed_by: 41, changed_at: '2026-11-25T09:00:00.000Z', note: null }] });
    const { app, sent } = await renderServed('/tax-invoice/9', (api) => invoicesServer(api, [draft]));
    await heading('Draft invoice #9');
    expect(screen.getByRole('region', { name: 'Supplier' }).textContent).toContain('printed when the invoice is issued');
    await app.user.click(await screen.findByRole('button', { name: 'Issue invoice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Issue invoice' }));
    expect(await heading('Tax invoice INV/26-27/8')).toBeTruthy();
    expect(screen.getByText('Issued as INV/26-27/8.')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    const amount = within(form).getByLabelText('Amount received (INR)') as HTMLInputElement;
    expect(amount.value).toBe('11800.00');
    await app.user.clear(amount);
    await app.user.type(amount, '1000.25');
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByText('Enter the bank or gateway reference (UTR, cheque number…).')).toBeTruthy();
    await app.user.type(within(form).getByLabelText('Reference'), 'UTR-0001');
    await app.user.selectOptions(within(form).getByLabelText('Method'), 'UPI');
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The payment was recorded: INV/26-27/8 is partially paid.')).toBeTruthy();
    expect(sent.payments[0]).toMatchObject({ amount_minor: 100025, method: 'upi', reference: 'UTR-0001' });
    expect(screen.getByRole('article', { name: 'The invoice' }).textContent).toContain('Balance due₹10,799.75');

    await app.user.click(screen.getByRole('button', { name: 'Record payment' }));
    const rest = await screen.findByRole('form', { name: 'Record a payment' });
    expect((within(rest).getByLabelText('Amount received (INR)') as HTMLInputElement).value).toBe('10799.75');
    await app.user.type(within(rest).getByLabelText('Reference'), 'UTR-0002');
    await app.user.click(within(rest).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The payment was recorded: INV/26-27/8 is paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent?.split(' · ')[0])).toEqual([
      'Draft',
      'Draft → Issued',
      'Issued → Partially paid',
      'Partially paid → Paid',
    ]);
  });

  it('voids with a reason, and issues a credit note that opens on its own page', async () => {
    const invoices = [invoiceFixture({ inv_id: 2 }), invoiceFixture({ inv_id: 4 })];
    const { app, sent } = await renderServed('/tax-invoice/2', (api) => invoicesServer(api, invoices), 'operations_manager');
    await heading('Tax invoice INV/26-27/2');
    await app.user.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const form = await screen.findByRole('form', { name: 'Void the invoice' });
    await app.user.type(within(form).getByLabelText('Reason'), 'no');
    await app.user.click(within(form).getByRole('button', { name: 'Void invoice' }));
    expect(within(form).getByText('Say why in at least 3 characters.')).toBeTruthy();
    await app.user.type(within(form).getByLabelText('Reason'), 't needed: raised twice');
    await app.user.click(within(form).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('INV/26-27/2 is void.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'The invoice' }).textContent).toContain('Voided becausenot needed: raised twice');

    await app.router.navigate('/tax-invoice/4');
    await heading('Tax invoice INV/26-27/4');
    await app.user.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const note = await screen.findByRole('form', { name: 'Issue a credit note' });
    await app.user.type(within(note).getByLabelText('Reason'), 'Scholarship discount');
    await app.user.type(within(note).getByLabelText('Description'), 'Discount');
    await app.user.type(within(note).getByLabelText('Unit price (INR)'), '1000');
    await app.user.click(within(note).getByRole('button', { name: 'Issue credit note' }));
    expect(await heading('Credit note CN/26-27/1')).toBeTruthy();
    expect(app.location()).toBe('/tax-invoice/201');
    expect(screen.getByText('Credit note CN/26-27/1 was issued against INV/26-27/4.')).toBeTruthy();
    expect(sent.credits[0]).toEqual({ reason: 'Scholarship discount', lines: [{ description: 'Discount', sac: '999293', quantity: 1, unit_price_minor: 100000, gst_rate: 18 }] });
    const sheet = screen.getByRole('article', { name: 'The credit note' });
    expect(within(sheet).getByRole('link', { name: 'INV/26-27/4' }).getAttribute('href')).toBe('/tax-invoice/4');
    expect(within(sheet).getByRole('region', { name: 'Recipient' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).toBeNull();
    // The notice belongs to the credit note's page, not to the invoice opened from it.
    await app.user.click(within(sheet).getByRole('link', { name: 'INV/26-27/4' }));
    await heading('Tax invoice INV/26-27/4');
    expect(screen.queryByText(/was issued against/)).toBeNull();
  });

  it('downloads the PDF under the invoice number, with the bearer token, and says so when it fails', async () => {
    const saved = catchDownloads();
    let fail = false;
    const { app } = await renderServed('/tax-invoice/2', (api) => {
      invoicesServer(api, [invoiceFixture({ inv_id: 2 })]);
      api.portal('get', '/common/invoices/{inv_id}/pdf', () => (fail ? { status: 500, message: 'Down' } : ({}) as never));
    }, 'agent');
    await heading('Tax invoice INV/26-27/2');
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['INV-26-27-2.pdf']));
    const request = app.api.requests.find((r) => r.url.endsWith('/api/common/invoices/2/pdf'));
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('alert')).toBeNull();

    fail = true;
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The PDF could not be downloaded');
    expect(saved).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says an invoice the caller may not see is not theirs', async () => {
    await renderServed('/tax-invoice/77', (api) => invoicesServer(api, []), 'agent');
    expect(await screen.findByRole('heading', { name: 'This invoice is not one you may see, or it does not exist' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the invoices' }).getAttribute('href')).toBe('/invoice');
  });

  it('offers a retry when the invoice could not be loaded', async () => {
    let fail = true;
    const { app } = await renderServed('/tax-invoice/2', (api) => {
      invoicesServer(api, [invoiceFixture({ inv_id: 2 })]);
      api.portal('get', '/common/invoices/{inv_id}', () => (fail ? { status: 500, message: 'Down' } : ok(invoiceFixture({ inv_id: 2 }))));
    });
    expect(await screen.findByRole('heading', { name: 'The invoice could not be loaded' }, { timeout: 8000 })).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Tax invoice INV/26-27/2')).toBeTruthy();
  });
});
