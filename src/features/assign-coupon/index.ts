export { AssignCouponDialog } from './ui/assign-coupon-dialog.lazy';
export type { AssignCouponDialogProps } from './ui/assign-coupon-dialog';
