import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { AssignCouponDialogProps } from './assign-coupon-dialog';

/** The assign-coupon form, loaded the first time someone opens it. */
export const AssignCouponDialog = lazyFormDialog<AssignCouponDialogProps>(() => import('./assign-coupon-dialog').then((m) => m.AssignCouponDialog));
