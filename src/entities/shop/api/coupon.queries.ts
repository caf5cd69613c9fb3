import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { CouponAssignBody, CouponAssignResult } from '../model/coupon.types';

export type CouponListParams = { active?: boolean; q?: string; page?: number; pageSize?: number };
export type AssignedCouponParams = { used?: boolean; page?: number; pageSize?: number };

const codesQuery = ({ active, q, page = 1, pageSize = 20 }: CouponListParams) => ({ active, q, page, page_size: pageSize });
const assignedQuery = ({ used, page = 1, pageSize = 20 }: AssignedCouponParams) => ({ used, page, page_size: pageSize });

// Coupons: the codes (staff; for agents and franchises the ones they hand out), the assignments made to the students
// the caller reaches, and the coupons a student may use now. An assignment invalidates `couponQueries.all()`.
export const couponQueries = {
  all: () => ['coupons'] as const,
  codes: (params: CouponListParams) =>
    apiQuery([...couponQueries.all(), 'codes', codesQuery(params)], (signal) => portalApi.GET('/common/coupon-codes', { params: { query: codesQuery(params) }, signal }), {
      keepPrevious: true,
    }),
  assigned: (params: AssignedCouponParams) =>
    apiQuery(
      [...couponQueries.all(), 'assigned', assignedQuery(params)],
      (signal) => portalApi.GET('/common/assigned-coupons', { params: { query: assignedQuery(params) }, signal }),
      { keepPrevious: true },
    ),
  /** The coupons the student (the caller, or the one named by a payer) may use today; with a plan, those valid for it and their discount. */
  available: ({ studentUserId, planId }: { studentUserId?: number; planId?: number } = {}) => {
    const query = { ...(studentUserId ? { student_user_id: studentUserId } : {}), ...(planId ? { plan_id: planId } : {}) };
    return apiQuery([...couponQueries.all(), 'available', query], (signal) => portalApi.GET('/common/available-coupons', { params: { query }, signal }));
  },
};

/** POST /common/assign-coupon-student: who got it now and who had it already. */
export async function assignCoupon(body: CouponAssignBody): Promise<CouponAssignResult> {
  return unwrap(await portalApi.POST('/common/assign-coupon-student', { body })).data;
}
