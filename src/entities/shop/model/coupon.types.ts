import type { Coupon } from '@contract/portal-schemas';
import { formatMinor } from '@/shared/lib/money';
import { shopMinor } from './shop.types';

export type { Coupon, CouponAssignment, CouponOffer, CouponAssignBody, CouponAssignResult } from '@contract/portal-schemas';

/** What the coupon takes off: "10 % (at most 2000 in the plan's currency)" or "₹500.00". */
export function couponDiscount(c: Pick<Coupon, 'discount_type' | 'value' | 'currency' | 'max_discount'>): string {
  if (c.discount_type === 'flat') return formatMinor(shopMinor(c.value), c.currency ?? 'INR');
  // A percent coupon has no currency: its cap is in the currency of the plan it is used on.
  const cap = c.max_discount === null ? '' : ` (at most ${c.max_discount} in the plan's currency)`;
  return `${c.value} %${cap}`;
}

/** The minimum order ("at least ₹10,000.00"), or "None". */
export const couponMinimum = (c: Pick<Coupon, 'min_amount_minor' | 'min_currency'>): string =>
  c.min_amount_minor === null || c.min_currency === null ? 'None' : `At least ${formatMinor(BigInt(c.min_amount_minor), c.min_currency)}`;

/** When it can be used: "Until 31-12-2026", "From … to …", "Always". Days come as YYYY-MM-DD. */
export function couponValidity(c: Pick<Coupon, 'valid_from' | 'valid_until'>, day: (iso: string) => string): string {
  if (c.valid_from && c.valid_until) return `${day(c.valid_from)} to ${day(c.valid_until)}`;
  if (c.valid_until) return `Until ${day(c.valid_until)}`;
  if (c.valid_from) return `From ${day(c.valid_from)}`;
  return 'No end date';
}

/** Uses taken of the limit, and the limit per student: "3 of 200 · 1 per student". */
export function couponUses(c: Pick<Coupon, 'usage'>): string {
  const total = c.usage.limit === null ? `${c.usage.used} used, no limit` : `${c.usage.used} of ${c.usage.limit} used`;
  return c.usage.per_student_limit === null ? total : `${total} · ${c.usage.per_student_limit} per student`;
}
