import type { PortalComponents } from '@/shared/api';
import type { CommissionRate, CommissionTermStatus } from '@contract/portal-schemas';
import { formatBasisPoints, formatMinor } from '@/shared/lib/money';

type Schemas = PortalComponents['schemas'];

export type {
  CommissionRate, CommissionRateBody, CommissionRateType, CommissionTerm, CommissionTermStatus, CommissionTotals,
  CommissionReceivedBody, CommissionPayoutBody, CommissionWithdrawalBody, AnnualTarget, AnnualTargetBody,
  AnnualTargetType, AssociatePlanType, AssociatePlanCode, AssociatePlanBody,
} from '@contract/portal-schemas';
export type CommissionStatement = Schemas['CommissionStatement']['data'];

export const TERM_STATUS_LABEL: Record<CommissionTermStatus, string> = {
  expected: 'Expected',
  invoiced: 'Invoiced',
  partially_received: 'Partly received',
  received: 'Received',
  paid_out: 'Paid out',
  withdrawn: 'Withdrawn',
};

/** What a rate pays: "12.5 % of tuition" or "US$2,000.00 per enrolment". */
export function rateText(rate: Pick<CommissionRate, 'rate_type' | 'rate_basis_points' | 'flat_amount_minor' | 'currency'>): string {
  if (rate.rate_type === 'percent') return `${formatBasisPoints(rate.rate_basis_points ?? 0)} of tuition`;
  return `${formatMinor(rate.flat_amount_minor ?? 0, rate.currency ?? 'INR')} per enrolment`;
}

/** The partner's own part of a rate (their plan's share of it), or null for staff. */
export function yourRateText(rate: CommissionRate): string | null {
  if (rate.your_share_basis_points === null) return null;
  const part = rate.rate_type === 'percent' ? `${formatBasisPoints(rate.your_rate_basis_points ?? 0)} of tuition` : `${formatMinor(rate.your_flat_amount_minor ?? 0, rate.currency ?? 'INR')}`;
  return `${part} (your share ${formatBasisPoints(rate.your_share_basis_points)})`;
}

/** The financial year (April–March, India) a day falls in: 2026-11-28 → "2026-27", 2026-02-01 → "2025-26". */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The user's calendar day, `YYYY-MM-DD`. */
export const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
