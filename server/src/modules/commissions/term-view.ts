// The contract's CommissionTerm from a term's rows: the sums of its lines, its status, the aging of what is
// outstanding, and the partner's share (the payout as made, or what a payout would be today). Pure.
import type { PortalSchemas } from '../../contract-types.ts';
import { agingBucket, daysBetween, partnerSplit, type TdsRateBp } from './commission-math.ts';
import type { CommissionTerm } from './commissions.repository.ts';
import type { EntryRow, PayoutRow, TermRow, TermRows } from './terms.repository.ts';

type Status = PortalSchemas['CommissionTermStatus'];

const sumOf = (entries: readonly EntryRow[], kind: EntryRow['kind']) =>
  entries.filter((e) => e.kind === kind).reduce((total, e) => total + BigInt(e.amount_minor), 0n);

function statusOf(row: TermRow, sums: { invoiced: bigint; received: bigint }, paid: boolean): Status {
  if (row.withdrawn) return 'withdrawn';
  if (paid) return 'paid_out';
  if (sums.invoiced > 0n && sums.received >= sums.invoiced) return 'received';
  if (sums.received > 0n) return 'partially_received';
  if (sums.invoiced > 0n) return 'invoiced';
  return 'expected';
}

export function termView(row: TermRow, entries: readonly EntryRow[], payout: PayoutRow | undefined, today: string): CommissionTerm {
  const expected = sumOf(entries, 'expected');
  const invoiced = sumOf(entries, 'invoiced');
  const received = sumOf(entries, 'received');
  const outstanding = invoiced > received ? invoiced - received : 0n;
  const invoicedOn = entries.find((e) => e.kind === 'invoiced' && e.amount_minor > 0)?.effective_on;
  const partnerShare = row.partner_user_id === null
    ? null
    : payout
      ? {
          share_basis_points: row.share_bp!, gross_minor: payout.gross_minor, tds_rate_basis_points: payout.tds_rate_bp as TdsRateBp,
          tds_minor: payout.tds_minor, net_minor: payout.net_minor, paid_on: payout.paid_on, reference: payout.reference,
        }
      : { ...partnerSplit(Number(expected), row.share_bp!, row.pan !== null), paid_on: null, reference: null };
  return {
    sa_mapper_id: row.sa_mapper_id,
    term: row.term,
    student: { student_user_id: row.student_user_id, name: row.student_name, email: row.student_email },
    university: { university_id: row.university_id, name: row.university_name, country: row.country },
    course: { course_id: row.course_id, name: row.course_name, course_level: row.course_level },
    partner: row.partner_user_id === null
      ? null
      : { user_id: row.partner_user_id, name: row.partner_name!, user_type: row.partner_type as PortalSchemas['UserType'] },
    status: statusOf(row, { invoiced, received }, payout !== undefined),
    currency: row.currency,
    tuition_minor: row.tuition_minor,
    rate_type: row.rate_type,
    rate_basis_points: row.rate_bp,
    census_date: row.census_date,
    expected_minor: Number(expected),
    invoiced_minor: Number(invoiced),
    received_minor: Number(received),
    outstanding_minor: Number(outstanding),
    aging_bucket: outstanding > 0n && invoicedOn ? agingBucket(daysBetween(invoicedOn, today)) : null,
    inv_id: row.inv_id,
    invoice_no: row.invoice_no,
    partner_share: partnerShare,
    entries: entries.map((e) => ({
      entry_id: e.entry_id, kind: e.kind, amount_minor: e.amount_minor, inv_id: e.inv_id, reference: e.reference,
      note: e.note, recorded_by: e.recorded_by, recorded_at: e.recorded_at.toISOString(),
    })),
  };
}

/** Every term of `rows` as the contract's CommissionTerm, in the rows' order. */
export function termViews(rows: TermRows, today: string): CommissionTerm[] {
  return rows.terms.map((row) => {
    const mine = (x: { sa_mapper_id: number; term: number }) => x.sa_mapper_id === row.sa_mapper_id && x.term === row.term;
    return termView(row, rows.entries.filter(mine), rows.payouts.find(mine), today);
  });
}

type Totals = PortalSchemas['CommissionTotals'];

/** The statement's sums per currency. */
export function totalsByCurrency(terms: readonly CommissionTerm[]): Totals[] {
  const by = new Map<string, Totals>();
  for (const t of terms) {
    const total = by.get(t.currency) ?? {
      currency: t.currency, expected_minor: 0, invoiced_minor: 0, received_minor: 0, outstanding_minor: 0,
      aging: { days_0_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
      gross_minor: 0, tds_minor: 0, net_minor: 0, paid_gross_minor: 0, paid_tds_minor: 0, paid_net_minor: 0,
    };
    total.expected_minor += t.expected_minor;
    total.invoiced_minor += t.invoiced_minor;
    total.received_minor += t.received_minor;
    total.outstanding_minor += t.outstanding_minor;
    if (t.aging_bucket) total.aging[t.aging_bucket] += t.outstanding_minor;
    if (t.partner_share && t.status !== 'withdrawn') {
      total.gross_minor += t.partner_share.gross_minor;
      total.tds_minor += t.partner_share.tds_minor;
      total.net_minor += t.partner_share.net_minor;
      if (t.partner_share.paid_on) {
        total.paid_gross_minor += t.partner_share.gross_minor;
        total.paid_tds_minor += t.partner_share.tds_minor;
        total.paid_net_minor += t.partner_share.net_minor;
      }
    }
    by.set(t.currency, total);
  }
  return [...by.values()];
}
