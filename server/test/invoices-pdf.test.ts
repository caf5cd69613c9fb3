// The PDF of an invoice and of a credit note (getInvoicePdf): read back by its text (pdftotext) and rendered to an image
// (pdftoppm), as an accountant would open it; the draft marked DRAFT; the issuer's signature on it; who may download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfile, caller, draftBody, startInvoices, type Ctx } from './invoices.fixtures.ts';
import { download, expectA4, pdfTools, signaturePng, uploadSignature as upload, type PdfTools } from './pdf-tools.ts';

let ctx: Ctx;
let call: ReturnType<typeof caller>;
let tools: PdfTools;

beforeAll(async () => {
  ctx = await startInvoices();
  call = caller(ctx);
  tools = await pdfTools('invoice-pdf');
  expect((await call('POST', 'accounts', '/common/invoice-profile', businessProfile(ctx.india))).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx?.server.close();
  await tools?.close();
});

const pdf = (as: string, invId: number) => download(ctx.server, ctx.tokens[as], `/common/invoices/${invId}/pdf`);
const textOf = (bytes: Buffer, name: string, mode?: '-layout' | '-raw') => tools.textOf(bytes, name, mode);
const uploadSignature = (as: string, png: Buffer) => upload(ctx.server, ctx.tokens[as], png);

type Inv = { inv_id: number; invoice_no: string | null };

describe('an invoice as a PDF', () => {
  let draft: Inv;
  let issued: Inv;

  it('a draft prints marked DRAFT, without a number, and downloads as draft-<id>.pdf', async () => {
    const created = await call('POST', 'accounts', '/common/invoices/draft', draftBody({
      lines: [
        { description: 'Application support', quantity: 1, unit_price_minor: 1_000_000, gst_rate: 18 },
        { description: 'Visa file review', quantity: 2, unit_price_minor: 250_050, gst_rate: 18, sac: '998311' },
      ],
    }));
    expect(created.status).toBe(201);
    draft = created.body.data;
    const file = await pdf('accounts', draft.inv_id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="draft-${draft.inv_id}.pdf"`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(file.bytes, 'draft', '-raw');
    expect(text).toContain('Tax invoice (draft)');
    expect(text).toContain('Number given when issued');
    expect(text).toContain('DRAFT');
  });

  it('issued: the number, both parties with GSTIN, SAC per line, IGST across states, totals in ₹ and in words, the signatory', async () => {
    await uploadSignature('accounts', signaturePng());
    const response = await call('POST', 'accounts', `/common/invoices/${draft.inv_id}/issue`);
    expect(response.status).toBe(200);
    issued = response.body.data;
    expect(issued.invoice_no).toMatch(/^INV\/\d\d-\d\d\/\d+$/);
    const file = await pdf('accounts', issued.inv_id);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${issued.invoice_no!.replace(/\//g, '-')}.pdf"`);
    const text = await textOf(file.bytes, 'issued');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Tax invoice ${issued.invoice_no}`);
    expect(text).not.toContain('DRAFT');
    for (const expected of [
      'Unipath Education Services Pvt Ltd', 'GSTIN: 07AABCU9603R1ZX', 'PAN: AABCU9603R', 'State code: 07', // supplier
      'Aarav Sharma', 'State code: 27', 'GSTIN: Unregistered', // buyer
      'Place of supply 27', 'IGST (inter-state)', 'Reverse charge No',
      '999293', '998311', 'Visa file review',
    ]) expect(flat).toContain(expected);
    // 10,000.00 + 2 × 2,500.50 = 15,001.00 taxable; IGST 18 % per line: 1,800.00 + 900.18 = 2,700.18.
    expect(flat).toMatch(/Taxable value ₹15,001\.00/);
    expect(flat).toMatch(/IGST ₹2,700\.18/);
    expect(flat).toMatch(/Invoice total ₹17,701\.18/);
    expect(flat).toMatch(/Balance due ₹17,701\.18/);
    expect(flat).toContain('Amount in words: Rupees Seventeen Thousand Seven Hundred One and Eighteen Paise Only');
    expect(flat).not.toMatch(/CGST ₹/);
    expect(flat).toMatch(/Authorised signatory \(.+\)/);
    expect(flat).toContain(`${issued.invoice_no} · page 1 of 1`);

    expectA4(await tools.rendered(file.bytes, 'issued'));
  });

  it('inside one state: CGST and SGST, no IGST', async () => {
    const created = await call('POST', 'accounts', '/common/invoices/draft', draftBody({
      buyer: { legal_name: 'Delhi Buyer', address: 'Connaught Place', country_code: 'IN', gstin: '07AAACB1234C1Z5' },
    }));
    const file = await pdf('accounts', created.body.data.inv_id);
    const flat = (await textOf(file.bytes, 'intra')).replace(/\s+/g, ' ');
    expect(flat).toContain('CGST + SGST (intra-state)');
    expect(flat).toMatch(/CGST ₹900\.00 SGST ₹900\.00/);
    expect(flat).not.toMatch(/IGST ₹/);
  });

  it('a credit note names the invoice it corrects and prints its own number', async () => {
    const note = await call('POST', 'accounts', `/common/invoices/${issued.inv_id}/credit-notes`, {
      reason: 'Visa review not delivered', lines: [{ description: 'Visa file review', quantity: 1, unit_price_minor: 250_050, gst_rate: 18 }],
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const file = await pdf('accounts', note.body.data.inv_id);
    expect(file.status).toBe(200);
    const flat = (await textOf(file.bytes, 'note')).replace(/\s+/g, ' ');
    expect(flat).toContain(`Credit note ${note.body.data.invoice_no}`);
    expect(flat).toContain(`Against invoice ${issued.invoice_no}`);
    expect(flat).toContain('Reason Visa review not delivered');
    expect(flat).toContain('Recipient');
    expect(flat).toMatch(/Credit note total ₹2,950\.59/);
    expect(flat).not.toContain('Balance due');
  });

  it('the same readers as the invoice: 403 for a student and for an agent who does not reach it, 404 for none', async () => {
    expect((await pdf('student', issued.inv_id)).status).toBe(403);
    expect((await pdf('agent', issued.inv_id)).status).toBe(403);
    const missing = await pdf('accounts', 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.json().message).toMatch(/inv_id/);
    expect((await pdf('manager', issued.inv_id)).status).toBe(200);
  });
});
