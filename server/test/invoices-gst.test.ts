// The GST arithmetic as a table: each line's tax (CGST + SGST inside one state, IGST across), the one rounding rule
// (half-up on the paisa, per line), totals, reverse charge, amounts in words (lakh, crore), the financial year in
// Asia/Kolkata and the longest invoice number.
import { describe, expect, it } from 'vitest';
import {
  amountInWords, computeInvoice, divHalfUp, financialYear, invoiceNumber, kolkataDate, MAX_NUMBER_LENGTH, MAX_SEQ, taxLine,
} from '../src/modules/invoices/gst.ts';

describe('one line', () => {
  // [what, quantity, unit price (paise), rate, inter-state, taxable, cgst, sgst, igst]
  const cases: [string, number, number, number, boolean, number, number, number, number][] = [
    ['18 % inside one state', 1, 100_000, 18, false, 100_000, 9_000, 9_000, 0],
    ['18 % across states', 1, 100_000, 18, true, 100_000, 0, 0, 18_000],
    ['one paisa rounds to no tax', 1, 1, 18, false, 1, 0, 0, 0],
    ['a half paisa rounds up (CGST 0.5 → 1)', 1, 20, 5, false, 20, 1, 1, 0],
    ['a half paisa rounds up (IGST 0.5 → 1)', 1, 10, 5, true, 10, 0, 0, 1],
    ['below a half rounds down (2.25 → 2)', 1, 25, 18, false, 25, 2, 2, 0],
    ['28 % on 3 × 33.33 inside (1399.86 → 1400 each)', 3, 3_333, 28, false, 9_999, 1_400, 1_400, 0],
    ['28 % on 3 × 33.33 across (2799.72 → 2800)', 3, 3_333, 28, true, 9_999, 0, 0, 2_800],
    ['0 %', 4, 12_345, 0, false, 49_380, 0, 0, 0],
    ['12 % on the largest line (10000 × 10 crore rupees)', 10_000, 10_000_000_000, 12, true, 100_000_000_000_000, 0, 0, 12_000_000_000_000],
  ];
  it.each(cases)('%s', (_what, quantity, unit, rate, inter, taxable, cgst, sgst, igst) => {
    const line = taxLine({ description: 'x', quantity, unit_price_minor: unit, gst_rate: rate }, 1, inter);
    expect(line).toMatchObject({ taxable_minor: taxable, cgst_minor: cgst, sgst_minor: sgst, igst_minor: igst, total_minor: taxable + cgst + sgst + igst });
    expect(line.cgst_minor).toBe(line.sgst_minor);
  });

  it('defaults: the fixed HSN code 999293 and 18 %', () => {
    expect(taxLine({ description: 'x', quantity: 1, unit_price_minor: 100 }, 3, true)).toMatchObject({ line_no: 3, sac: '999293', gst_rate: 18, igst_minor: 18 });
  });

  it('divHalfUp', () => {
    expect([divHalfUp(5n, 10n), divHalfUp(4n, 10n), divHalfUp(15n, 10n), divHalfUp(0n, 7n)]).toEqual([1n, 0n, 2n, 0n]);
  });
});

describe('an invoice', () => {
  const lines = [
    { description: 'Counselling', quantity: 1, unit_price_minor: 100_000, gst_rate: 18 },
    { description: 'Courier', quantity: 2, unit_price_minor: 5_050, gst_rate: 5 },
  ];

  it('inside one state: per-line rounding, then sums (10100 × 5 % / 2 = 252.5 → 253)', () => {
    const result = computeInvoice(lines, '07', '07', false);
    expect(result.interState).toBe(false);
    expect(result.lines.map((l) => l.cgst_minor)).toEqual([9_000, 253]);
    expect(result.totals).toEqual({ taxable_minor: 110_100, cgst_minor: 9_253, sgst_minor: 9_253, igst_minor: 0, tax_minor: 18_506, total_minor: 128_606 });
  });

  it('across states (supplier 07, place of supply 27): IGST, 505 exactly', () => {
    const result = computeInvoice(lines, '07', '27', false);
    expect(result.interState).toBe(true);
    expect(result.totals).toEqual({ taxable_minor: 110_100, cgst_minor: 0, sgst_minor: 0, igst_minor: 18_505, tax_minor: 18_505, total_minor: 128_605 });
  });

  it('abroad (96) is inter-state', () => {
    expect(computeInvoice(lines, '07', '96', false).interState).toBe(true);
  });

  it('under reverse charge the tax is shown but the total is the taxable value', () => {
    expect(computeInvoice(lines, '07', '27', true).totals).toMatchObject({ igst_minor: 18_505, tax_minor: 18_505, total_minor: 110_100 });
  });
});

describe('amounts in words', () => {
  const cases: [number, string, string][] = [
    [0, 'INR', 'Rupees Zero Only'],
    [118_000, 'INR', 'Rupees One Thousand One Hundred Eighty Only'],
    [10_000_000, 'INR', 'Rupees One Lakh Only'],
    [11_800_050, 'INR', 'Rupees One Lakh Eighteen Thousand and Fifty Paise Only'],
    [12_345_678_950, 'INR', 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paise Only'],
    [100_000_000_000_000, 'INR', 'Rupees One Lakh Crore Only'],
    [1_205, 'USD', 'USD Twelve and 05/100 Only'],
  ];
  it.each(cases)('%i %s', (minor, currency, words) => expect(amountInWords(minor, currency)).toBe(words));
});

describe('financial year and number', () => {
  it('the date in Asia/Kolkata decides the financial year (April to March)', () => {
    expect(kolkataDate(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(kolkataDate(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(financialYear('2027-03-31')).toBe('26-27');
    expect(financialYear('2027-04-01')).toBe('27-28');
    expect(financialYear('2099-12-31')).toBe('99-00');
  });

  it('the longest number is 16 characters', () => {
    const longest = invoiceNumber('ABCD', '26-27', MAX_SEQ);
    expect(longest).toBe('ABCD/26-27/99999');
    expect(longest.length).toBe(MAX_NUMBER_LENGTH);
  });
});
