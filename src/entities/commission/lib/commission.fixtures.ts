import type { AnnualTarget, CommissionRate, CommissionStatement, CommissionTerm } from '../model/commission.types';

/** A rate as the server answers it to staff (12.5 % of the tuition, every level, from April 2026), for component tests. */
export function rateFixture(overrides: Partial<CommissionRate> & { commission_rate_id: number }): CommissionRate {
  return {
    university: { university_id: 7, name: 'University of Leeds', country: 'United Kingdom' },
    course_level: null,
    rate_type: 'percent',
    rate_basis_points: 1250,
    flat_amount_minor: null,
    currency: null,
    valid_from: '2026-04-01',
    valid_to: null,
    your_share_basis_points: null,
    your_rate_basis_points: null,
    your_flat_amount_minor: null,
    notes: null,
    ...overrides,
  };
}

/**
 * A term as the statement gives it: tuition £20,000.00 at 12.5 % = £2,500.00 expected, the partner's basic share 50 %
 * = £1,250.00 gross, TDS 2 % (a PAN on file) = £25.00, net £1,225.00.
 */
export function termFixture(overrides: Partial<CommissionTerm> & { sa_mapper_id: number }): CommissionTerm {
  return {
    term: 1,
    student: { student_user_id: 31, name: 'Ananya Reddy', email: null },
    university: { university_id: 7, name: 'University of Leeds', country: 'United Kingdom' },
    course: { course_id: 70, name: 'MSc Data Science', course_level: 'Postgraduate' },
    partner: { user_id: 6, name: 'Rahul Mehta', user_type: 'agent' },
    status: 'expected',
    currency: 'GBP',
    tuition_minor: 2000000,
    rate_type: 'percent',
    rate_basis_points: 1250,
    census_date: '2025-09-15',
    expected_minor: 250000,
    invoiced_minor: 0,
    received_minor: 0,
    outstanding_minor: 0,
    aging_bucket: null,
    inv_id: null,
    invoice_no: null,
    partner_share: { share_basis_points: 5000, gross_minor: 125000, tds_rate_basis_points: 200, tds_minor: 2500, net_minor: 122500, paid_on: null, reference: null },
    entries: [],
    ...overrides,
  };
}

/** A statement of the demo agent for 2025-26 over the given terms, with the totals of one currency. */
export function statementFixture(lines: CommissionTerm[], overrides: Partial<CommissionStatement> = {}): CommissionStatement {
  const sum = (pick: (t: CommissionTerm) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const paid = lines.filter((line) => line.partner_share?.paid_on);
  return {
    partner: { user_id: 6, name: 'Rahul Mehta', user_type: 'agent' },
    financial_year: '2025-26',
    pan_on_file: true,
    tds_rate_basis_points: 200,
    lines,
    totals: lines.length
      ? [
          {
            currency: lines[0].currency,
            expected_minor: sum((t) => t.expected_minor),
            invoiced_minor: sum((t) => t.invoiced_minor),
            received_minor: sum((t) => t.received_minor),
            outstanding_minor: sum((t) => t.outstanding_minor),
            aging: { days_0_30: sum((t) => t.outstanding_minor), days_31_60: 0, days_61_90: 0, days_over_90: 0 },
            gross_minor: sum((t) => t.partner_share?.gross_minor ?? 0),
            tds_minor: sum((t) => t.partner_share?.tds_minor ?? 0),
            net_minor: sum((t) => t.partner_share?.net_minor ?? 0),
            paid_gross_minor: paid.reduce((s, t) => s + t.partner_share!.gross_minor, 0),
            paid_tds_minor: paid.reduce((s, t) => s + t.partner_share!.tds_minor, 0),
            paid_net_minor: paid.reduce((s, t) => s + t.partner_share!.net_minor, 0),
          },
        ]
      : [],
    ...overrides,
  };
}

/** An enrolment target of 10 for 2025-26 with 3 reached. */
export function targetFixture(overrides: Partial<AnnualTarget> = {}): AnnualTarget {
  return {
    user_id: 6,
    financial_year: '2025-26',
    starts_on: '2025-04-01',
    ends_on: '2026-03-31',
    target_type: 'enrolments',
    target_value: 10,
    currency: null,
    achieved_value: 3,
    achieved_percent: 30,
    set_by: { user_id: 41, name: 'Meera Iyer', user_type: 'accounts' },
    set_at: '2025-04-02T10:00:00.000Z',
    ...overrides,
  };
}
