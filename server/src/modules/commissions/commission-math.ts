// Commission arithmetic, pure: percentages of amounts, the partner's share and TDS under section 194H, aging, the
// financial year. Money is integer minor units, percentages integer basis points (10000 = 100 %). The one rounding
// rule (docs/commissions.md): every product is rounded half-up to the minor unit, once, where it is computed;
// sums are of rounded amounts and never rounded again. BigInt inside, as in the invoices module's gst.ts.

export const BP_WHOLE = 10_000n;
/** TDS under section 194H with the partner's PAN on file: 2 %; without a PAN (section 206AA): 20 %. */
export const TDS_WITH_PAN_BP = 200;
export const TDS_WITHOUT_PAN_BP = 2000;
export type TdsRateBp = typeof TDS_WITH_PAN_BP | typeof TDS_WITHOUT_PAN_BP;

/** numerator / denominator rounded half-up, for non-negative integers. */
export function divHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

const toNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount out of range');
  return Number(value);
};

/** amount × bp / 10000, half-up to the minor unit (amount ≥ 0). */
export function percentOf(amountMinor: number, bp: number): number {
  return toNumber(divHalfUp(BigInt(amountMinor) * BigInt(bp), BP_WHOLE));
}

/** The expected commission of a term: a percentage of the tuition, or the flat amount. */
export function expectedCommission(rate: { rate_type: 'percent' | 'flat'; rate_bp: number | null; flat_minor: number | null }, tuitionMinor: number): number {
  return rate.rate_type === 'percent' ? percentOf(tuitionMinor, rate.rate_bp!) : rate.flat_minor!;
}

export const tdsRateBp = (hasPan: boolean): TdsRateBp => (hasPan ? TDS_WITH_PAN_BP : TDS_WITHOUT_PAN_BP);

export type PartnerSplit = { share_basis_points: number; gross_minor: number; tds_rate_basis_points: TdsRateBp; tds_minor: number; net_minor: number };

/** The partner's gross share of a commission, TDS on that gross, and the net: each rounded half-up once. */
export function partnerSplit(commissionMinor: number, shareBp: number, hasPan: boolean): PartnerSplit {
  const gross = percentOf(Math.max(commissionMinor, 0), shareBp);
  const rate = tdsRateBp(hasPan);
  const tds = percentOf(gross, rate);
  return { share_basis_points: shareBp, gross_minor: gross, tds_rate_basis_points: rate, tds_minor: tds, net_minor: gross - tds };
}

/** TDS on a gross share fixed elsewhere (an approved partner invoice, possibly corrected by accounts), and the net. */
export function splitOfGross(grossMinor: number, shareBp: number, hasPan: boolean): PartnerSplit {
  const rate = tdsRateBp(hasPan);
  const tds = percentOf(grossMinor, rate);
  return { share_basis_points: shareBp, gross_minor: grossMinor, tds_rate_basis_points: rate, tds_minor: tds, net_minor: grossMinor - tds };
}

export type AgingBucket = 'days_0_30' | 'days_31_60' | 'days_61_90' | 'days_over_90';

/** Days since the invoice date → its bucket. */
export function agingBucket(days: number): AgingBucket {
  if (days <= 30) return 'days_0_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_over_90';
}

/** Whole days from one calendar date to another ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date in Asia/Kolkata (UTC+05:30 all year) of an instant. */
export function kolkataDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The financial year (April–March) of a date, written 2026-27. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a financial year written 2026-27; null when the two years do not follow or lie outside 2000–2099. */
export function financialYearRange(fy: string): { starts_on: string; ends_on: string } | null {
  const start = Number(fy.slice(0, 4));
  if (!(start >= 2000 && start <= 2099) || String((start + 1) % 100).padStart(2, '0') !== fy.slice(5, 7)) return null;
  return { starts_on: `${start}-04-01`, ends_on: `${start + 1}-03-31` };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The default census date of an application: the first day of its intake month. */
export function intakeStart(intake: string, year: number): string {
  return `${year}-${String(MONTHS.indexOf(intake) + 1).padStart(2, '0')}-01`;
}

/** The share of a rate an associate earns: rate bp × share bp / 10000, half-up to a basis point. */
export const shareOfRate = (rateBp: number, shareBp: number): number => percentOf(rateBp, shareBp);
