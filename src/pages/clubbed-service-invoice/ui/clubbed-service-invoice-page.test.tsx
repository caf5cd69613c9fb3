import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectTexts, FIRST, listPage, ok, pickFilter, renderServed } from '@/app/test/money-kit';
import type { MockApi } from '@/app/test/mock-api';
import type { ServiceInvoiceClubbed, ServiceInvoiceSummary } from '@/entities/service-invoice';

const member = (line: number, over: Partial<ServiceInvoiceSummary> = {}): ServiceInvoiceSummary => ({
  inv_id: 40, invoice_no: `SC/26-27/4 line ${line}`, so_id: 10 + line, student: { student_user_id: 30 + line, name: line === 1 ? 'Aarav Sharma' : 'Ananya Reddy', email: null },
  service_name: line === 1 ? 'Accommodation Help' : 'Visa Service', total_minor: line === 1 ? 300_000 : 2_200_000,
  paid_minor: line === 1 ? 300_000 : 800_000, credited_minor: 0, currency: 'INR', status: line === 1 ? 'paid' : 'partially_paid',
  issued_at: '2026-11-30T06:00:00.000Z', paid_at: null, sci_id: 4, ...over,
});

const line = (description: string, taxable: number, cgst: number, total: number) => ({
  service_id: null, description, hsn_sac_code: '999293', quantity: 1, unit_price_minor: taxable, taxable_minor: taxable,
  cgst_rate: 9, cgst_minor: cgst, sgst_rate: 9, sgst_minor: cgst, igst_rate: 0, igst_minor: 0, line_total_minor: total,
});

const clubbed: ServiceInvoiceClubbed = {
  sci_id: 4, inv_id: 40, month: '2026-11', clubbed_invoice_no: 'SC/26-27/4', billed_to: { user_id: 6, name: 'Rahul Mehta', user_type: 'agent' },
  invoice_count: 2, total_minor: 2_500_000, currency: 'INR', status: 'partially_paid', issued_at: '2026-11-30T06:00:00.000Z', paid_at: null,
  taxable_minor: 2_118_644, cgst_minor: 190_678, sgst_minor: 190_678, igst_minor: 0, paid_minor: 1_100_000, credited_minor: 0,
  balance_minor: 1_400_000, total_in_words: 'Rupees Twenty Five Thousand Only',
  supplier: { name: 'Unipath Education Services Pvt Ltd', address: '14 Barakhamba Road, New Delhi', state: 'Delhi', state_code: '07', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R' },
  recipient: { name: 'Rahul Mehta', address: null, state: null, state_code: null, gstin: null, pan: null },
  place_of_supply: '07-Delhi', tax_type: 'intra_state',
  lines: [line('Aarav Sharma: Accommodation Help: Accommodation Search', 254_238, 22_881, 300_000), line('Ananya Reddy: Visa Service: Visa Filing and Mock Interview', 1_864_406, 167_797, 2_200_000)],
  invoices: [member(1), member(2)],
};
const { supplier: _s, recipient: _r, lines: _l, invoices: _i, taxable_minor: _t, cgst_minor: _c, sgst_minor: _g, igst_minor: _ig, paid_minor: _p,
  credited_minor: _cr, balance_minor: _b, total_in_words: _w, place_of_supply: _pl, tax_type: _tt, ...summary } = clubbed;

/** The clubbed list and one clubbed invoice, with the list queries and issue bodies the page sent. */
function clubbedServer(api: MockApi, { items = [summary], one = (): ServiceInvoiceClubbed | { status: number; message: string } => clubbed } = {}) {
  const sent = { listQueries: [] as URLSearchParams[], issued: [] as unknown[] };
  api.portal('get', '/common/service-clubbed-invoice/', (request) => {
    const query = new URL(request.url).searchParams;
    sent.listQueries.push(query);
    return listPage(items.filter((c) => !query.get('status') || c.status === query.get('status')));
  });
  api.portal('get', '/common/service-clubbed-invoice/single', () => {
    const answer = one();
    return 'sci_id' in answer ? ok(answer) : answer;
  });
  api.portal('post', '/common/service-clubbed-invoice/', async (request) => {
    const body = (await request.json()) as { partner_user_id: number; month: string };
    sent.issued.push(body);
    if (body.month === '2025-01') return { status: 422, message: 'no order paid by Rahul Mehta is held for 2025-01', errors: [{ field: 'body/month', message: 'has no order held for partner 6' }] };
    return ok(clubbed);
  });
  return sent;
}

describe('the clubbed service invoice page', { timeout: 60_000 }, () => {
  it('lists the clubbed invoices with number, partner, count, total, status and date; filters live in the address', async () => {
    const { app, sent } = await renderServed('/clubbed-service-invoice', (api) => clubbedServer(api));
    const table = await screen.findByRole('table', { name: 'Clubbed service invoices' }, FIRST);
    const row = within(table).getByRole('row', { name: 'SC/26-27/4' });
    expectTexts(row, ['Rahul Mehta', '2', '₹25,000.00', 'Partially paid', '30 Nov 2026']);
    expect(within(row).getByRole('link', { name: 'SC/26-27/4' }).getAttribute('href')).toBe('/clubbed-service-invoice?sci_id=4');
    await pickFilter(app, 'Status', 'Paid', '/clubbed-service-invoice?status=paid');
    expect(await screen.findByRole('heading', { name: 'No clubbed service invoice matches' })).toBeTruthy();
    expect(sent.listQueries.at(-1)?.get('status')).toBe('paid');
  });

  it('opens one: parties, place of supply, the tax split, its lines and orders, totals, and the PDF button', async () => {
    const { app } = await renderServed('/clubbed-service-invoice', (api) => clubbedServer(api), 'agent');
    expect(screen.queryByRole('button', { name: 'Issue clubbed invoice' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Clubbed service invoices' }, FIRST);
    await app.user.click(within(table).getByRole('link', { name: 'SC/26-27/4' }));
    expect(await screen.findByRole('heading', { name: 'Clubbed service invoice SC/26-27/4' })).toBeTruthy();
    expect(app.location()).toBe('/clubbed-service-invoice?sci_id=4');
    expectTexts(screen.getByRole('region', { name: 'Supplier' }), ['Unipath Education Services Pvt Ltd', '07AABCU9603R1ZX']);
    expectTexts(screen.getByRole('region', { name: 'Recipient' }), ['Rahul Mehta', 'Unregistered']);
    expect(document.body.textContent).toContain('07-Delhi');
    expect(document.body.textContent).toContain('CGST + SGST (same state)');
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expectTexts(lines, ['Aarav Sharma: Accommodation Help: Accommodation Search', '999293', '₹2,542.38', '₹457.62', '₹3,000.00']);
    const orders = screen.getByRole('table', { name: 'Orders on this invoice' });
    expectTexts(within(orders).getByRole('row', { name: 'SC/26-27/4 line 2' }), ['Ananya Reddy', 'Visa Service', '₹22,000.00', '₹8,000.00', 'Partially paid']);
    expect(document.body.textContent).toContain('Rupees Twenty Five Thousand Only');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    // Print: the browser's print of the sheet alone (the print stylesheet of shared/ui/print-sheet, A4).
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await app.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    await app.user.click(screen.getByRole('link', { name: 'All clubbed service invoices' }));
    await waitFor(() => expect(app.location()).toBe('/clubbed-service-invoice'));
  });

  it('says when a clubbed invoice does not exist or is out of reach (404)', async () => {
    await renderServed('/clubbed-service-invoice?sci_id=9', (api) => clubbedServer(api, { one: () => ({ status: 404, message: 'no such clubbed service invoice' }) }), 'agent');
    expect(await screen.findByRole('heading', { name: 'This clubbed service invoice is not one you may see, or it does not exist' }, FIRST)).toBeTruthy();
  });

  it('shows the empty state', async () => {
    await renderServed('/clubbed-service-invoice', (api) => clubbedServer(api, { items: [] }), 'franchise');
    expect(await screen.findByRole('heading', { name: 'No clubbed service invoices yet' }, FIRST)).toBeTruthy();
  });

  it('issues a partner’s month for accounts: checks before sending, the server’s refusal on its field, then opens it', async () => {
    const { app, sent } = await renderServed('/clubbed-service-invoice', (api) => clubbedServer(api));
    await app.user.click(await screen.findByRole('button', { name: 'Issue clubbed invoice' }, FIRST));
    const form = await screen.findByRole('form', { name: 'Issue clubbed invoice' });
    const month = within(form).getByLabelText('Month');
    await app.user.clear(month);
    await app.user.type(month, '2025-1');
    await app.user.click(within(form).getByRole('button', { name: 'Issue' }));
    expect(within(form).getByText("Enter the partner's user ID (a whole number).")).toBeTruthy();
    expect(within(form).getByText('Enter the month as YYYY-MM, e.g. 2026-11.')).toBeTruthy();
    expect(sent.issued).toEqual([]);
    await app.user.type(within(form).getByLabelText('Partner user ID'), '6');
    await app.user.clear(month);
    await app.user.type(month, '2025-01');
    await app.user.click(within(form).getByRole('button', { name: 'Issue' }));
    expect(await within(form).findByText('The month has no order held for partner 6.')).toBeTruthy();
    await app.user.clear(month);
    await app.user.type(month, '2026-11');
    await app.user.click(within(form).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('heading', { name: 'Clubbed service invoice SC/26-27/4' })).toBeTruthy();
    expect(app.location()).toBe('/clubbed-service-invoice?sci_id=4');
    expect(sent.issued.at(-1)).toEqual({ partner_user_id: 6, month: '2026-11' });
    // The fake answers 200 (it existed): the page says so.
    expect(screen.getByText('Rahul Mehta already has SC/26-27/4 for 2026-11.')).toBeTruthy();
  });
});
