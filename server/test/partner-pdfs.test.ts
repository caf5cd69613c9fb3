// The PDFs of a partner commission invoice, a clubbed bill and a student's statement of account: read back by their
// text (pdftotext) and rendered to images (pdftoppm); the raiser's signature or a line to sign by hand; the bank
// account masked as the read masks it; sums per currency; long lists over several pages; the readers of each read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderStatementPdf } from '../src/modules/commissions/statement-pdf.ts';
import { formatMinor } from '../src/platform/pdf/pdf-kit.ts';
import { draftBody } from './invoices.fixtures.ts';
import { accrued, approved, claim, kolkataToday, move, PAST_CENSUS, startPartnerInvoices, type Fx } from './partner-invoices.fixtures.ts';
import { download, expectA4, pdfTools, signaturePng, uploadSignature, type PdfTools } from './pdf-tools.ts';

let fx: Fx;
let tools: PdfTools;
beforeAll(async () => {
  fx = await startPartnerInvoices();
  tools = await pdfTools('partner-pdf');
}, 120_000);
afterAll(async () => {
  await fx?.ctx.server.close();
  await tools?.close();
});

const get = (as: string | null, url: string) => download(fx.ctx.server, as === null ? null : fx.ctx.tokens[as], url);
const flat = async (bytes: Buffer, name: string, mode?: '-layout' | '-raw') => (await tools.textOf(bytes, name, mode)).replace(/\s+/g, ' ');
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

function expectPdfHeaders(file: Awaited<ReturnType<typeof get>>, fileName: string) {
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(file.headers['cache-control']).toBe('private, no-store');
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('a partner invoice as a PDF', () => {
  let id: number;
  let number: string;

  it('a draft prints marked DRAFT, without a number, with a line to sign by hand, as draft-partner-<id>.pdf', async () => {
    const made = await claim(fx, 'agent', await accrued(fx, 's-ananya'));
    expect(made.status).toBe(201);
    id = made.body.data.inv_id;
    const file = await get('agent', `/common/partner-invoices/${id}/pdf`);
    expectPdfHeaders(file, `draft-partner-${id}.pdf`);
    const text = await flat(file.bytes, 'draft', '-raw');
    expect(text).toContain('Commission invoice (draft)');
    expect(text).toContain('Number given when raised');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Authorised signatory (sign here)');
  });

  it('raised, corrected and approved: number, partner with PAN, the term in figures, the correction, reviewer, history', async () => {
    const profile = await fx.call('POST', 'agent', '/common/invoice-profile', {
      legal_name: 'Bright Future Overseas', pan: 'ABCPM1234K', address_line1: '2 Mall Road', city_name: 'Delhi',
      country_id: fx.ctx.india, postal_code: '110002', billing_email: 'agent@bright.test',
    });
    expect(profile.status).toBe(200);
    number = (await move(fx, 'agent', id, 'raised')).body.data.invoice_no;
    expect(number).toMatch(/^PCI\/\d\d-\d\d\/\d+$/);
    expect((await move(fx, 'accounts', id, 'under_review')).status).toBe(200);
    const corrected = await fx.call('POST', 'accounts', `/common/partner-invoices/${id}/amount`, { amount_minor: 60_050, note: 'Scholarship deducted' });
    expect(corrected.status).toBe(200);
    const invoice = (await move(fx, 'accounts', id, 'approved', 'Checked')).body.data;

    const file = await get('agent', `/common/partner-invoices/${id}/pdf`);
    expectPdfHeaders(file, `${number.replace(/\//g, '-')}.pdf`);
    const text = await flat(file.bytes, 'approved');
    const money = (minor: number) => formatMinor(minor, invoice.currency);
    for (const expected of [
      `Commission invoice ${number}`, 'Status Approved', `Partner ${invoice.raised_by.name}`, 'PAN ABCPM1234K',
      `Student ${invoice.student.name}`, invoice.university.name, `Census date ${ddmmyyyy(PAST_CENSUS)}`,
      `Tuition ${money(1_000_000)}`, 'Commission rate 12.5 % of tuition', `Partner share 50 % · ${money(62_500)} by the ledger`,
      `Amount claimed ${money(60_050)} (corrected by accounts)`, `Reviewed by ${invoice.reviewed_by.name}`,
      `Amount ${money(62_500)} → ${money(60_050)}`, 'Scholarship deducted', 'Under review → Approved', 'Checked',
      'Authorised signatory (sign here)', `${number} · page 1 of 1`,
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('DRAFT');
    if (invoice.currency === 'INR') expect(text).toContain('₹600.50');
    expectA4(await tools.rendered(file.bytes, 'approved'));
  });

  it("signed: the raiser's uploaded signature is drawn with 'Authorised signatory: <name>'", async () => {
    const before = await tools.rendered((await get('accounts', `/common/partner-invoices/${id}/pdf`)).bytes, 'unsigned');
    await uploadSignature(fx.ctx.server, fx.ctx.tokens.agent, signaturePng());
    const file = await get('accounts', `/common/partner-invoices/${id}/pdf`);
    expect(file.status).toBe(200);
    const text = await flat(file.bytes, 'signed');
    const name = (await fx.call('GET', 'agent', `/common/partner-invoices/${id}`)).body.data.raised_by.name;
    expect(text).toContain(`Authorised signatory: ${name}`);
    expect(text).not.toContain('sign here');
    const after = await tools.rendered(file.bytes, 'signed');
    expectA4(after);
    // The signature's black bar is ink the unsigned page does not have.
    expect(after.ink).toBeGreaterThan(before.ink);
  });

  it('the readers of getPartnerInvoice: 403 for another agent and for a student, 404 for none, 401 anonymous', async () => {
    expect((await get('agent2', `/common/partner-invoices/${id}/pdf`)).status).toBe(403);
    expect((await get('student', `/common/partner-invoices/${id}/pdf`)).status).toBe(403);
    const missing = await get('accounts', '/common/partner-invoices/2000000000/pdf');
    expect(missing.status).toBe(404);
    expect(missing.json().message).toMatch(/inv_id/);
    expect((await get(null, `/common/partner-invoices/${id}/pdf`)).status).toBe(401);
    expect((await get('manager', `/common/partner-invoices/${id}/pdf`)).status).toBe(200);
  });
});

describe('a clubbed bill as a PDF', () => {
  let ciId: number;
  let billNo: string;
  let members: { invoice_no: string; amount_minor: number; currency: string; student: { name: string } }[];

  it('number, partner, its invoices, the total; the account in full for the raiser and masked for a manager', async () => {
    const bank = await fx.call('POST', 'agent', '/common/banks/save', {
      account_holder_name: 'Rahul Mehta', bank_name: 'HDFC Bank', account_number: '50100012345678', account_type: 'current',
      ifsc_code: 'HDFC0001234', country_code: 'IN', currency: 'INR', is_primary: true,
    });
    expect(bank.status).toBe(201);
    const ids = [await approved(fx, 'agent', await accrued(fx, 's-ishaan')), await approved(fx, 'agent', await accrued(fx, 's-ananya'))];
    const made = await fx.call('POST', 'agent', '/common/clubbed-invoices', { inv_ids: ids });
    expect(made.status).toBe(201);
    ({ ci_id: ciId, clubbed_invoice_no: billNo, invoices: members } = made.body.data);
    expect(billNo).toMatch(/^PCB\//);

    const file = await get('agent', `/common/clubbed-invoices/${ciId}/pdf`);
    expectPdfHeaders(file, `${billNo.replace(/\//g, '-')}.pdf`);
    const text = await flat(file.bytes, 'bill');
    expect(text).toContain(`Clubbed invoice ${billNo}`);
    expect(text).toContain('Status Approved');
    for (const m of members) {
      expect(text).toContain(m.invoice_no);
      expect(text).toContain(m.student.name);
    }
    const { currency } = members[0];
    const total = members.reduce((sum, m) => sum + m.amount_minor, 0);
    expect(text).toContain(`Total (${currency}) ${formatMinor(total, currency)}`);
    expect(text).toContain('Account number 50100012345678');
    expect(text).toContain('IFSC HDFC0001234');
    expectA4(await tools.rendered(file.bytes, 'bill'));

    const masked = await flat((await get('manager', `/common/clubbed-invoices/${ciId}/pdf`)).bytes, 'bill-masked');
    expect(masked).toMatch(/Account number X+5678/);
    expect(masked).not.toContain('50100012345678');
  });

  it('the readers of getClubbedInvoice: 403 for another agent, 404 for none, 401 anonymous', async () => {
    expect((await get('agent2', `/common/clubbed-invoices/${ciId}/pdf`)).status).toBe(403);
    const missing = await get('accounts', '/common/clubbed-invoices/2000000000/pdf');
    expect(missing.status).toBe(404);
    expect(missing.json().message).toMatch(/ci_id/);
    expect((await get(null, `/common/clubbed-invoices/${ciId}/pdf`)).status).toBe(401);
  });
});

describe("a student's statement of account as a PDF", () => {
  it('every issued document oldest first, credit notes negative, sums per currency, never across; drafts left out', async () => {
    const student = fx.ctx.ids['s-ishaan'];
    const issue = async (body: Record<string, unknown>) => {
      const draft = await fx.call('POST', 'accounts', '/common/invoices/draft', draftBody({ student_user_id: student, ...body }));
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      const issued = await fx.call('POST', 'accounts', `/common/invoices/${draft.body.data.inv_id}/issue`);
      expect(issued.status).toBe(200);
      return issued.body.data as { inv_id: number; invoice_no: string; totals: { total_minor: number } };
    };
    // 11,800.00 incl. IGST; paid 5,000.00; credited 1,180.00.
    const first = await issue({});
    const paid = await fx.call('POST', 'accounts', `/common/invoices/${first.inv_id}/payments`, { amount_minor: 500_000, paid_on: kolkataToday(), method: 'upi', reference: 'UPI-1' });
    expect(paid.status).toBe(201);
    const note = await fx.call('POST', 'accounts', `/common/invoices/${first.inv_id}/credit-notes`, {
      reason: 'Discount agreed', lines: [{ description: 'Application support', quantity: 1, unit_price_minor: 100_000, gst_rate: 18 }],
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    // A second currency, to a buyer abroad (no GST state).
    const usd = await issue({ currency: 'USD', buyer: { legal_name: 'Kabir Abroad', address: '1 Main St, Boston', country_code: 'US' }, lines: [{ description: 'Visa file review', quantity: 1, unit_price_minor: 20_000, gst_rate: 18 }] });
    const draft = await fx.call('POST', 'accounts', '/common/invoices/draft', draftBody({ student_user_id: student, lines: [{ description: 'Not issued', quantity: 1, unit_price_minor: 777_700, gst_rate: 18 }] }));
    expect(draft.status).toBe(201);

    const file = await get('agent', `/common/student-statements/${student}/pdf`);
    expectPdfHeaders(file, `statement-${student}-${kolkataToday()}.pdf`);
    const text = await flat(file.bytes, 'statement');
    expect(text).toContain('Statement of account');
    expect(text).toContain(`As on ${ddmmyyyy(kolkataToday())}`);
    for (const n of [first.invoice_no, note.body.data.invoice_no, usd.invoice_no]) expect(text).toContain(n);
    expect(text).toContain('-₹1,180.00');
    expect(text).not.toContain('Not issued');
    expect(text).not.toContain('9,177.');
    expect(text.indexOf(first.invoice_no)).toBeLessThan(text.indexOf(usd.invoice_no));
    // INR: invoiced 11,800.00, credited 1,180.00, paid 5,000.00, due 11,800 − 5,000 − 1,180 = 5,620.00; USD apart.
    expect(text).toMatch(/In INR: invoiced ₹11,800\.00 Credited ₹1,180\.00 Paid ₹5,000\.00 Balance due ₹5,620\.00/);
    const usdTotal = formatMinor(usd.totals.total_minor, 'USD');
    expect(text).toContain(`In USD: invoiced ${usdTotal} Credited $0.00 Paid $0.00 Balance due ${usdTotal}`);
    expectA4(await tools.rendered(file.bytes, 'statement'));

    // The readers of listInvoices for that student: another agent does not reach Ishaan; no such student; anonymous.
    expect((await get('agent2', `/common/student-statements/${student}/pdf`)).status).toBe(403);
    expect((await get('student', `/common/student-statements/${student}/pdf`)).status).toBe(403);
    expect((await get('accounts', '/common/student-statements/2000000000/pdf')).status).toBe(404);
    expect((await get(null, `/common/student-statements/${student}/pdf`)).status).toBe(401);
  });

  it('a long statement flows onto further pages, the table header repeated on each', async () => {
    const documents = Array.from({ length: 90 }, (_, i) => ({
      inv_id: i + 1, invoice_no: `INV/26-27/${i + 1}`, kind: 'invoice' as const, status: 'issued' as const, currency: 'INR',
      issue_date: '2026-06-01', buyer: { legal_name: `Buyer ${i + 1}` }, totals: { total_minor: 100_00 }, paid_minor: 0, balance_minor: 100_00,
    }));
    const student = { student_user_id: 9, name: 'Long Statement', email: 'long@test', mobile: null };
    const bytes = await renderStatementPdf(student, documents as never, '2026-11-29', false);
    const pages = await tools.pages(bytes, 'long');
    expect(pages).toBeGreaterThan(1);
    const all = await flat(bytes, 'long');
    expect(all.match(/Billed to/g)?.length).toBe(pages);
    expect(all).toContain('INV/26-27/90');
    expect(all).toContain(`page ${pages} of ${pages}`);
    expect(all).toContain('In INR: invoiced ₹9,000.00');
    expectA4(await tools.rendered(bytes, 'long'));
    const last = await tools.rendered(bytes, 'long-last', pages);
    expect(last.height).toBe(842);
  });
});
