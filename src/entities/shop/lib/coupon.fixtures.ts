import type { Coupon, CouponAssignment, CouponOffer } from '../model/coupon.types';

// Shapes of the coupon calls' answers for page tests (typed from the contract), each overridable.

export const couponFixture = (cc_id: number, code: string, extra: Partial<Coupon> = {}): Coupon => ({
  cc_id, code, description: null, discount_type: 'percent', value: 10, currency: null, max_discount: null, valid_from: null,
  valid_until: null, usage: { limit: null, used: 0, per_student_limit: null }, assigned_only: false, plan_ids: null,
  is_active: true, min_amount_minor: null, min_currency: null, ...extra,
});

export const couponAssignmentFixture = (assignment_id: number, coupon: Coupon, extra: Partial<CouponAssignment> = {}): CouponAssignment => ({
  assignment_id, coupon, student: { student_user_id: 41, name: 'Aarav Sharma' }, assigned_by: { user_id: 2, name: 'Priya Nair' },
  assigned_at: '2026-11-20T06:00:00.000Z', used: false, used_at: null, transaction_id: null, ...extra,
});

export const couponOfferFixture = (coupon: Coupon, extra: Partial<CouponOffer> = {}): CouponOffer => ({
  coupon, uses_left: 1, discount_amount: null, amount_after_discount: null, ...extra,
});
