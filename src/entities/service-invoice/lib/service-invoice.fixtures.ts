import type { ServiceInvoice } from '../model/service-invoice.types';

// A service invoice as the server answers it (typed from the contract), for page tests; each field overridable.
export const serviceInvoiceFixture = (extra: Partial<ServiceInvoice> = {}): ServiceInvoice => ({
  inv_id: 7, invoice_no: 'SRV/26-27/3', so_id: 12,
  student: { student_user_id: 41, name: 'Aarav Sharma', email: 'aarav@example.test' },
  service_name: 'IELTS', total_minor: 449_900, paid_minor: 449_900, credited_minor: 0, currency: 'INR', status: 'paid',
  issued_at: '2026-11-20T06:00:00.000Z', paid_at: '2026-11-20T06:00:00.000Z', sci_id: null,
  taxable_minor: 381_271, cgst_minor: 0, sgst_minor: 0, igst_minor: 68_629, balance_minor: 0,
  total_in_words: 'Rupees Four Thousand Four Hundred Ninety Nine Only',
  supplier: { name: 'Unipath Education Services Pvt Ltd', address: 'New Delhi', state: 'Delhi', state_code: '07', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R' },
  recipient: { name: 'Aarav Sharma', address: null, state: 'Maharashtra', state_code: '27', gstin: null, pan: null },
  place_of_supply: '27-Maharashtra', tax_type: 'inter_state',
  lines: [{
    service_id: 1, description: 'IELTS: IELTS Self-Paced', hsn_sac_code: '999293', quantity: 1, unit_price_minor: 381_271,
    taxable_minor: 381_271, cgst_rate: 0, cgst_minor: 0, sgst_rate: 0, sgst_minor: 0, igst_rate: 18, igst_minor: 68_629, line_total_minor: 449_900,
  }],
  transaction_id: 'TXN0000000000000001', due_date: '2026-11-20', signatory_signature_url: null,
  list_price_minor: 499_900, discount_minor: 50_000, coupon_code: 'IELTS500', prices_include_gst: true, credit_notes: [],
  ...extra,
});
