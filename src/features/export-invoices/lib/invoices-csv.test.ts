import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '@/entities/invoice';
import { invoicesCsv } from './invoices-csv';

const rows = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the invoices CSV', () => {
  it('has a header and one row per invoice, amounts in major units with two decimals and no grouping', () => {
    const csv = invoicesCsv([invoiceFixture({ inv_id: 7 })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row, end] = rows(csv);
    expect(header).toBe(
      'Number,Kind,Status,Issue date,Buyer,Buyer GSTIN,Buyer state code,Place of supply,Reverse charge,Currency,Taxable value,CGST,SGST,IGST,Total,Paid,Credited,Balance,Credit note of,Reason',
    );
    expect(row).toBe('INV/26-27/7,Invoice,issued,2026-11-20,University of Leeds,,,29,N,INR,10000.00,900.00,900.00,0.00,11800.00,0.00,0.00,11800.00,,');
    expect(end).toBe('');
  });

  it('quotes commas, quotes and line breaks, and defuses a name a spreadsheet would run as a formula', () => {
    const buyer = { ...invoiceFixture({ inv_id: 1 }).buyer, legal_name: '=HYPERLINK("x"), Ltd', address: 'a' };
    const note = invoiceFixture({ inv_id: 2, kind: 'credit_note', invoice_no: 'CN/26-27/1', reason: 'Fee "reduced",\nsee mail', buyer, credit_of: { inv_id: 1, invoice_no: 'INV/26-27/1' } });
    const csv = invoicesCsv([note]);
    expect(csv).toContain(`"'=HYPERLINK(""x""), Ltd"`);
    expect(csv).toContain('"Fee ""reduced"",\nsee mail"');
    expect(csv).toContain(',INV/26-27/1,');
    expect(csv).toContain('CN/26-27/1,Credit note,');
  });

  it('writes a draft without a number and a large amount to the paisa', () => {
    const draft = invoiceFixture({ inv_id: 3, invoice_no: null, status: 'draft', issue_date: null, balance_minor: 899999999999999 });
    expect(rows(invoicesCsv([draft]))[1]).toMatch(/^,Invoice,draft,,.*,8999999999999\.99,,$/);
  });
});
