import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '@/entities/invoice';
import { emptyLine } from '@/entities/invoice-line';
import { ApiFailure } from '@/shared/api';
import {
  creditNoteFailure,
  paymentFailure,
  paymentFieldsFor,
  toCreditNoteBody,
  toPaymentBody,
  validateCreditNote,
  validatePayment,
  validateVoid,
} from './invoice-action-forms';

const refusal = (status: number, message: string, errors: { field: string; message: string }[] = []) =>
  new ApiFailure(new Response(null, { status }), { status: false, message, errors } as never);

const invoice = invoiceFixture({ inv_id: 7, balance_minor: 1180000 });
const now = new Date(2026, 10, 25, 12);

describe('the payment form', () => {
  it('starts with the balance, today and a bank transfer, and sends minor units', () => {
    const fields = paymentFieldsFor(invoice, now);
    expect(fields).toEqual({ amount: '11800.00', paid_on: '2026-11-25', method: 'bank_transfer', reference: '' });
    expect(toPaymentBody({ ...fields, amount: '1,180.55', reference: ' UTR123 ' })).toEqual({ amount_minor: 118055, paid_on: '2026-11-25', method: 'bank_transfer', reference: 'UTR123' });
  });

  it('asks for a reference, an amount of at most two decimals within the balance, and a day not in the future', () => {
    const fields = paymentFieldsFor(invoice, now);
    expect(validatePayment(fields, invoice, now)).toEqual({ reference: 'Enter the bank or gateway reference (UTR, cheque number…).' });
    expect(validatePayment({ ...fields, reference: 'R', amount: '10.005' }, invoice, now).amount).toBe('Enter an amount like 1180.50 (at most two decimals).');
    expect(validatePayment({ ...fields, reference: 'R', amount: '11800.01' }, invoice, now).amount).toBe('Enter at most the balance, ₹11,800.00.');
    expect(validatePayment({ ...fields, reference: 'R', amount: '0' }, invoice, now).amount).toBe('Enter an amount above zero.');
    expect(validatePayment({ ...fields, reference: 'R', amount: '' }, invoice, now).amount).toBe('Enter the amount received.');
    expect(validatePayment({ ...fields, reference: 'R', paid_on: '2026-11-26' }, invoice, now).paid_on).toBe('Enter today or an earlier day.');
    expect(validatePayment({ ...fields, reference: 'R' }, invoice, now)).toEqual({});
  });

  it('puts a reference used with another amount on the reference, a balance refusal on the amount, a status change above the form', () => {
    expect(paymentFailure(refusal(409, 'this reference was recorded with another amount', [{ field: 'body/reference', message: 'is already recorded' }])).fields.reference).toMatch(/another amount/);
    expect(paymentFailure(refusal(422, 'too much', [{ field: 'body/amount_minor', message: 'must be at most 100' }])).fields).toEqual({ amount: 'Not accepted: must be at most 100.' });
    const moved = paymentFailure(refusal(409, 'an invoice that is void cannot become paid', [{ field: 'path/inv_id', message: 'is void' }]));
    expect(moved.fields).toEqual({});
    expect(moved.form).toContain('an invoice that is void cannot become paid');
    expect(paymentFailure(new TypeError('offline')).form).toMatch(/could not be reached/);
  });
});

describe('the void and credit note forms', () => {
  it('needs a reason of at least 3 characters to void', () => {
    expect(validateVoid({ reason: '' })).toEqual({ reason: 'Say why the invoice is void.' });
    expect(validateVoid({ reason: 'no' })).toEqual({ reason: 'Say why in at least 3 characters.' });
    expect(validateVoid({ reason: 'Raised twice' })).toEqual({});
  });

  it('checks the reason and every line, and sends the lines in minor units', () => {
    const line = { ...emptyLine(), description: 'Fee reduced', unit_price: '500', sac: '', gst_rate: '18' };
    expect(validateCreditNote({ reason: 'Fee reduced', lines: [line, { ...emptyLine(), sac: '12' }] })).toEqual({
      'lines.1.description': 'Say what is invoiced.',
      'lines.1.sac': 'Enter a SAC/HSN code of 4 to 8 digits, or leave it empty for 999293.',
      'lines.1.unit_price': 'Enter the price of one unit.',
    });
    expect(toCreditNoteBody({ reason: ' Fee reduced ', lines: [line] })).toEqual({
      reason: 'Fee reduced',
      lines: [{ description: 'Fee reduced', quantity: 1, unit_price_minor: 50000, gst_rate: 18 }],
    });
  });

  it('says a credit note above what is creditable above the form, and a line the server refused on its field', () => {
    expect(creditNoteFailure(refusal(422, 'the credit note is more than the 100 still creditable')).form).toBe(
      'The credit note was not issued: the credit note is more than the 100 still creditable.',
    );
    expect(creditNoteFailure(refusal(400, 'bad', [{ field: 'body/lines/0/unit_price_minor', message: 'must be <= 10000000000' }])).fields).toEqual({
      'lines.0.unit_price': 'Not accepted: must be <= 10000000000.',
    });
  });
});
