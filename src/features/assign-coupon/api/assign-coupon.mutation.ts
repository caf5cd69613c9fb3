import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignCoupon, couponQueries, type CouponAssignBody } from '@/entities/shop';

/** Assigns a coupon to students; the coupon lists (codes, assignments, a student's available ones) are read again. */
export function useAssignCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponAssignBody) => assignCoupon(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: couponQueries.all() }),
  });
}
