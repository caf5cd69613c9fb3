import type { TaxInvoice } from '../model/invoice.types';

const supplier = {
  legal_name: 'Unipath Education Pvt Ltd',
  address: '12 MG Road, Bengaluru 560001',
  country_code: 'IN',
  state_code: '29',
  gstin: '29ABCDE1234F1Z5',
  pan: 'ABCDE1234F',
  email: 'accounts@unipath.test',
};

/** A tax invoice as the server answers it (one line of ₹10,000 at 18 % inside Karnataka), for component tests. */
export function invoiceFixture(overrides: Partial<TaxInvoice> & { inv_id: number }): TaxInvoice {
  return {
    kind: 'invoice',
    series: 'INV',
    invoice_no: `INV/26-27/${overrides.inv_id}`,
    financial_year: '26-27',
    status: 'issued',
    currency: 'INR',
    issue_date: '2026-11-20',
    supplier,
    buyer: {
      legal_name: 'University of Leeds',
      address: 'Woodhouse, Leeds LS2 9JT',
      country_code: 'GB',
      state_code: null,
      gstin: null,
      pan: null,
      email: null,
    },
    place_of_supply: '29',
    inter_state: false,
    reverse_charge: false,
    student_user_id: null,
    lines: [
      {
        line_no: 1,
        description: 'Counselling services',
        sac: '999293',
        quantity: 1,
        unit_price_minor: 1000000,
        gst_rate: 18,
        taxable_minor: 1000000,
        cgst_minor: 90000,
        sgst_minor: 90000,
        igst_minor: 0,
        total_minor: 1180000,
      },
    ],
    totals: { taxable_minor: 1000000, cgst_minor: 90000, sgst_minor: 90000, igst_minor: 0, tax_minor: 180000, total_minor: 1180000 },
    amount_in_words: 'Rupees Eleven Thousand Eight Hundred Only',
    paid_minor: 0,
    credited_minor: 0,
    balance_minor: 1180000,
    credit_of: null,
    reason: null,
    created_by: 10,
    created_at: '2026-11-20T09:00:00.000Z',
    issued_at: '2026-11-20T10:00:00.000Z',
    history: [
      { from: null, to: 'draft', changed_by: 10, changed_at: '2026-11-20T09:00:00.000Z', note: null },
      { from: 'draft', to: 'issued', changed_by: 10, changed_at: '2026-11-20T10:00:00.000Z', note: null },
    ],
    ...overrides,
  };
}
