export { AssignCouponDialog } from './ui/assign-coupon-dialog.lazy';
export type { AssignCouponDialogProps } from './ui/assign-coupon-dialog';
export { toAssignCouponBody, validateAssignCoupon, assignCouponFailure } from './model/assign-coupon-form';
export type { AssignCouponFields } from './model/assign-coupon-form';
