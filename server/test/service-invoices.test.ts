// Service invoices (docs/invoices.md "Service invoices"): a paid shop order issues one GST tax invoice of series SRV
// in the payment's transaction (or waits for the business profile), the GST-inclusive back-computation, who reads
// them, and refunds with credit notes (partial, the rest, over-refund, repeats, the order's full refund).
import { describe, expect, it } from 'vitest';
import { inclusiveSplit } from '../src/modules/invoices/service-tax.ts';
import { taxLine, totalsOf } from '../src/modules/invoices/gst.ts';
import { businessProfile } from './invoices.fixtures.ts';
import { call, coupon, idOf, pay, server } from './payments-kit.ts';
import { setUpPaymentsServer } from './payments-kit.ts';

setUpPaymentsServer();

const india = async () =>
  (await server.db.query<{ country_id: number }>("SELECT country_id FROM countries WHERE iso2 = 'IN'")).rows[0].country_id;

const invoiceOf = async (soId: number, as = 'accounts') => {
  const list = await call({ url: `/common/service-invoices?so_id=${soId}`, as });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().data.items as { inv_id: number; invoice_no: string; status: string; total_minor: number }[];
};

const refund = (soId: number, payload: unknown, as = 'accounts') =>
  call({ method: 'POST', url: `/common/shop-orders/${soId}/refunds`, as, payload });

describe('the GST-inclusive back-computation', () => {
  it('taxable + tax is the price exactly, for every price up to ₹300, intra- and inter-state, at 5, 12, 18 and 28 %', () => {
    for (const rate of [5, 12, 18, 28]) {
      for (const inter of [false, true]) {
        for (let gross = 1; gross <= 30_000; gross += 1) {
          const parts = inclusiveSplit(gross, rate, inter);
          const lines = parts.map((p, i) => taxLine({ description: 'x', quantity: 1, unit_price_minor: p, gst_rate: rate }, i + 1, inter));
          const totals = totalsOf(lines, false);
          if (totals.total_minor !== gross) throw new Error(`${gross} at ${rate} % (${inter}) gives ${totals.total_minor}`);
          if (parts.length === 2) expect(parts[1]).toBeLessThanOrEqual(inter ? 1 : 2);
        }
      }
    }
  });

  it('a table of prices: the taxable value and the split', () => {
    // ₹4,999 intra-state: 4,236.44 + CGST 381.28 + SGST 381.28.
    expect(inclusiveSplit(499_900, 18, false)).toEqual([423_644]);
    // ₹4,999 inter-state: 4,236.44 + IGST 762.56.
    expect(inclusiveSplit(499_900, 18, true)).toEqual([423_644]);
    // ₹1.00 intra: 0.85 + 0.08 + 0.08 = 1.01 > 1.00, so 0.84 + 0.08 + 0.08 = 1.00.
    expect(inclusiveSplit(100, 18, false)).toEqual([84]);
    // A price CGST + SGST steps over (₹0.12: 0.10 + 2 × 0.01 = 0.12 exact; ₹0.13: 0.11 + 0 ... rounding line).
    const parts = inclusiveSplit(13, 18, false);
    expect(parts.reduce((a, b) => a + b, 0) + parts.map((p) => 2 * Math.round((p * 9) / 100)).reduce((a, b) => a + b, 0)).toBe(13);
  });
});

describe('a paid shop order issues its service invoice', () => {
  it('without the business profile the order is still paid and its invoice waits; accounts issue it once the profile is saved', async () => {
    const paid = await pay({ as: 'student', student: 'student', planName: 'Accommodation Search', outcome: 'success' });
    const soId = paid.verified.so_id as number;
    expect(soId).toBeGreaterThan(0);
    expect(await invoiceOf(soId)).toEqual([]);
    const early = await call({ method: 'POST', url: `/common/shop-orders/${soId}/service-invoice`, as: 'accounts' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/invoice profile/);
    const noInvoice = await refund(soId, { amount_minor: 100, reason: 'goodwill', reference: 'R-early' });
    expect([noInvoice.statusCode, noInvoice.json().errors?.[0]?.field]).toEqual([422, 'path/so_id']);

    expect((await call({ method: 'POST', url: '/common/invoice-profile', as: 'accounts', payload: businessProfile(await india()) })).statusCode).toBe(200);
    // Only accounts and operations managers issue.
    expect((await call({ method: 'POST', url: `/common/shop-orders/${soId}/service-invoice`, as: 'student' })).statusCode).toBe(403);
    const issued = await call({ method: 'POST', url: `/common/shop-orders/${soId}/service-invoice`, as: 'accounts' });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoice = issued.json().data;
    expect(invoice).toMatchObject({
      so_id: soId, status: 'paid', service_name: 'Accommodation Help', total_minor: 300_000, paid_minor: 300_000, balance_minor: 0,
      currency: 'INR', tax_type: 'intra_state', place_of_supply: '07-Delhi', prices_include_gst: true, transaction_id: paid.verified.transaction_id,
      supplier: { name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', state_code: '07', state: 'Delhi' },
      recipient: { name: 'Aarav Sharma', gstin: null },
    });
    expect(invoice.invoice_no).toMatch(/^SRV\/\d\d-\d\d\/1$/);
    expect(invoice.taxable_minor + invoice.cgst_minor + invoice.sgst_minor + invoice.igst_minor).toBe(300_000);
    expect(invoice.cgst_minor).toBe(invoice.sgst_minor);
    expect(invoice.lines[0]).toMatchObject({ hsn_sac_code: '999293', cgst_rate: 9, sgst_rate: 9, igst_rate: 0, igst_minor: 0 });
    // Exactly once: asked again, the same invoice (200).
    const again = await call({ method: 'POST', url: `/common/shop-orders/${soId}/service-invoice`, as: 'accounts' });
    expect([again.statusCode, again.json().data.inv_id]).toEqual([200, invoice.inv_id]);
    expect(await invoiceOf(soId)).toHaveLength(1);
  });

  it('in the verify: inter-state IGST for a student in Maharashtra, the coupon off the taxable value, once however often verified', async () => {
    const profile = { ...businessProfile(await india()), legal_name: 'Aarav Sharma', gstin: undefined, pan: undefined, state_code: '27', billing_email: 'student@demo.unipath.test' };
    expect((await call({ method: 'POST', url: '/common/invoice-profile', as: 'student', payload: profile })).statusCode).toBe(200);
    const paid = await pay({ as: 'student', student: 'student', planName: 'IELTS Self-Paced', outcome: 'success', query: `cc_id=${coupon.IELTS500}` });
    const soId = paid.verified.so_id as number;
    // The same verify again (the browser and the webhook racing): still one invoice.
    const replay = await call({ url: `${paid.verifyUrl}?${paid.verifyQuery}`, as: 'student' });
    expect(replay.statusCode).toBe(200);
    const [listed] = await invoiceOf(soId, 'student');
    expect(await invoiceOf(soId)).toHaveLength(1);
    const invoice = (await call({ url: `/common/service-invoice/${listed.inv_id}`, as: 'student' })).json().data;
    // ₹4,999 less ₹500 = ₹4,499 paid incl. GST: taxable 3,812.71 + IGST 686.29.
    expect(invoice).toMatchObject({
      status: 'paid', tax_type: 'inter_state', place_of_supply: '27-Maharashtra', list_price_minor: 499_900, discount_minor: 50_000,
      coupon_code: 'IELTS500', total_minor: 449_900, taxable_minor: 381_271, igst_minor: 68_629, cgst_minor: 0, sgst_minor: 0,
      recipient: { name: 'Aarav Sharma', state_code: '27', state: 'Maharashtra' }, total_in_words: 'Rupees Four Thousand Four Hundred Ninety Nine Only',
    });
    expect(invoice.lines).toEqual([expect.objectContaining({ igst_rate: 18, cgst_rate: 0, taxable_minor: 381_271, igst_minor: 68_629, line_total_minor: 449_900 })]);
    // The same document as a PDF, for the student too.
    const pdf = await call({ url: `/common/service-invoice/${listed.inv_id}/pdf`, as: 'student' });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The tax invoice under it: series SRV, issued and paid by the system on the payment (no person).
    const tax = (await call({ url: `/common/invoices/${listed.inv_id}`, as: 'accounts' })).json().data;
    expect(tax).toMatchObject({ series: 'SRV', status: 'paid', student_user_id: idOf('student') });
    expect(tax.history.map((h: { to: string; changed_by: number | null }) => [h.to, h.changed_by])).toEqual([['issued', null], ['paid', null]]);
  });

  // (An order an agent or franchise pays for is billed to the partner instead: service-clubbed-invoices.test.ts.)
  it('a first instalment issues the invoice for the whole order, partially paid; the balance settles it', async () => {
    const first = await pay({ as: 's-ananya', student: 's-ananya', planName: 'Visa Filing and Mock Interview', outcome: 'success', query: 'part_payment=true' });
    const soId = first.verified.so_id as number;
    const [partly] = await invoiceOf(soId, 'agent');
    expect(partly).toMatchObject({ status: 'partially_paid', total_minor: 2_200_000 });
    expect((await call({ url: `/common/service-invoice/${partly.inv_id}`, as: 'agent' })).json().data).toMatchObject({ paid_minor: 800_000, balance_minor: 1_400_000 });
    await pay({ as: 's-ananya', student: 's-ananya', planName: 'Visa Filing and Mock Interview', outcome: 'success' });
    const [settled] = await invoiceOf(soId, 'agent');
    expect(settled).toMatchObject({ inv_id: partly.inv_id, status: 'paid', paid_minor: 2_200_000 });
  });
});

describe('who reads service invoices', () => {
  it('a student their own; another student 403; counselor of the student; the statuses list; 400 naming the field; 404 for a commission invoice', async () => {
    const paid = await pay({ as: 'student', student: 'student', planName: 'Visa Filing', outcome: 'success' });
    const [mine] = await invoiceOf(paid.verified.so_id, 'student');
    expect((await call({ url: `/common/service-invoice/${mine.inv_id}`, as: 's-zara' })).statusCode).toBe(403);
    expect((await call({ url: `/common/service-invoice/${mine.inv_id}/pdf`, as: 's-zara' })).statusCode).toBe(403);
    expect((await call({ url: `/common/service-invoice/${mine.inv_id}`, as: 'counselor' })).statusCode).toBe(200);
    expect((await call({ url: `/common/service-invoice/${mine.inv_id}`, as: 'agent' })).statusCode).toBe(200);
    expect((await call({ url: '/common/service-invoice/999999', as: 'accounts' })).statusCode).toBe(404);
    // Another student's list: 403 by the name; their own list holds only theirs.
    expect((await call({ url: `/common/service-invoices?student_user_id=${idOf('student')}`, as: 's-zara' })).statusCode).toBe(403);
    expect((await call({ url: '/common/service-invoices', as: 's-zara' })).json().data.items).toEqual([]);
    const bad = await call({ url: '/common/service-invoice/abc', as: 'student' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/params\/id/);
    const badStatus = await call({ url: '/common/service-invoices?status=lost', as: 'accounts' });
    expect([badStatus.statusCode, badStatus.json().message]).toEqual([400, expect.stringMatching(/querystring\/status/)]);
    const statuses = (await call({ url: '/common/service-invoice-statuses/', as: 'student' })).json().data;
    expect(statuses.map((s: { value: string }) => s.value)).toEqual(['unpaid', 'partially_paid', 'paid', 'cancelled', 'refunded']);
    // A tax invoice that is not a service invoice: 404 here.
    const draft = await call({
      method: 'POST', url: '/common/invoices/draft', as: 'accounts',
      payload: { buyer: { legal_name: 'Uni', address: 'Somewhere', country_code: 'IN', state_code: '27' }, lines: [{ description: 'Commission', quantity: 1, unit_price_minor: 1000 }] },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await call({ url: `/common/service-invoice/${draft.json().data.inv_id}`, as: 'accounts' })).statusCode).toBe(404);
    expect((await call({ url: `/common/service-invoice/${draft.json().data.inv_id}/pdf`, as: 'accounts' })).statusCode).toBe(404);
  });
});

describe('refunds issue credit notes', () => {
  it('partial, repeated, over the rest (422), the rest: the order moves to refunded and its history shows each', async () => {
    const paid = await pay({ as: 'student', student: 'student', planName: 'Application Premium', outcome: 'success' });
    const soId = paid.verified.so_id as number;
    const [invoice] = await invoiceOf(soId);
    expect(invoice.total_minor).toBe(5_000_000);

    expect((await refund(soId, { amount_minor: 100, reason: 'x', reference: 'R1' }, 'student')).statusCode).toBe(403);
    const missing = await refund(soId, { reason: 'x', reference: 'R1' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, expect.stringMatching(/amount_minor/)]);
    expect((await refund(soId, { amount_minor: 0, reason: 'x', reference: 'R1' })).statusCode).toBe(400);

    const part = await refund(soId, { amount_minor: 1_000_001, reason: 'two applications not filed', reference: 'RFND-1' });
    expect(part.statusCode, part.body).toBe(201);
    const afterPart = part.json().data;
    expect(afterPart).toMatchObject({ status: 'paid', credited_minor: 1_000_001, balance_minor: 0 });
    expect(afterPart.credit_notes).toHaveLength(1);
    expect(afterPart.credit_notes[0]).toMatchObject({ total_minor: 1_000_001, reason: 'two applications not filed' });
    expect(afterPart.credit_notes[0].invoice_no).toMatch(/^CN\//);
    // The credit note is a tax document of its own: the invoice's place of supply and tax rule (the student saved a
    // Maharashtra profile above: IGST), its total exactly the refund.
    const note = (await call({ url: `/common/invoices/${afterPart.credit_notes[0].inv_id}`, as: 'accounts' })).json().data;
    expect(note).toMatchObject({ kind: 'credit_note', credit_of: { inv_id: invoice.inv_id }, inter_state: true, place_of_supply: '27' });
    expect(note.totals.taxable_minor + note.totals.igst_minor).toBe(1_000_001);
    expect((await call({ url: `/common/service-invoice/${note.inv_id}/pdf`, as: 'student' })).statusCode).toBe(200);

    // The same reference and amount: nothing new (200); another amount: 409.
    const repeat = await refund(soId, { amount_minor: 1_000_001, reason: 'two applications not filed', reference: 'RFND-1' });
    expect([repeat.statusCode, repeat.json().data.credit_notes.length]).toEqual([200, 1]);
    const clash = await refund(soId, { amount_minor: 5, reason: 'x', reference: 'RFND-1' });
    expect([clash.statusCode, clash.json().errors?.[0]?.field]).toEqual([409, 'body/reference']);
    // More than the rest: 422 on the amount.
    const over = await refund(soId, { amount_minor: 4_000_000, reason: 'everything', reference: 'RFND-2' });
    expect([over.statusCode, over.json().errors?.[0]?.field]).toEqual([422, 'body/amount_minor']);

    let order = (await call({ url: `/common/shop-order-details/${soId}`, as: 'accounts' })).json().data;
    expect(order.status).toBe('placed');
    expect(order.status_history.at(-1).note).toMatch(/refund of INR 10000\.01 \(RFND-1\), credit note CN\//);

    const rest = await refund(soId, { amount_minor: 3_999_999, reason: 'cancelled by the student', reference: 'RFND-2' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({ status: 'refunded', credited_minor: 5_000_000 });
    order = (await call({ url: `/common/shop-order-details/${soId}`, as: 'accounts' })).json().data;
    expect(order.status).toBe('refunded');
    expect(order.status_history.at(-1)).toMatchObject({ status: 'refunded', changed_by: { user_id: idOf('accounts') } });
    expect((await invoiceOf(soId, 'student'))[0].status).toBe('refunded');
    // Refunded is final.
    const after = await refund(soId, { amount_minor: 1, reason: 'x', reference: 'RFND-3' });
    expect(after.statusCode).toBe(409);
  });

  it('saveShopOrderStatus to refunded credits what was paid and not refunded yet', async () => {
    const paid = await pay({ as: 'student', student: 'student', planName: 'Application Standard', outcome: 'success' });
    const soId = paid.verified.so_id as number;
    expect((await refund(soId, { amount_minor: 500_000, reason: 'part', reference: 'P-1' }, 'manager')).statusCode).toBe(201);
    const moved = await call({ method: 'POST', url: '/common/shop-order-status', as: 'accounts', payload: { so_id: soId, status: 'refunded', note: 'student withdrew' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [invoice] = await invoiceOf(soId);
    const full = (await call({ url: `/common/service-invoice/${invoice.inv_id}`, as: 'accounts' })).json().data;
    expect(full).toMatchObject({ status: 'refunded', credited_minor: 2_500_000 });
    expect(full.credit_notes.map((c: { total_minor: number; reason: string }) => [c.total_minor, c.reason])).toEqual([[500_000, 'part'], [2_000_000, 'student withdrew']]);
  });
});
