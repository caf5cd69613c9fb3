export { shopQueries, addToCart, removeFromCart, verifyCoupon, moveShopOrder } from './api/shop.queries';
export type { ShopOrderListParams } from './api/shop.queries';
export { SHOP_ORDER_STATUSES, ORDER_STATUS_LABEL, MOVE_LABEL, orderPath, shopMinor } from './model/shop.types';
export type {
  ShopService,
  ShopPlan,
  Cart,
  CartItem,
  ShopOrder,
  ShopOrderDetails,
  ShopOrderStatus,
  ShopOrderStatusChange,
  CouponVerification,
} from './model/shop.types';
export { ShopOrderStatusBadge } from './ui/shop-order-status-badge';
export { planFixture, serviceFixture, cartItemFixture, cartFixture, orderFixture } from './lib/shop.fixtures';
export { couponQueries, assignCoupon } from './api/coupon.queries';
export type { CouponListParams, AssignedCouponParams } from './api/coupon.queries';
export { couponDiscount, couponMinimum, couponValidity, couponUses } from './model/coupon.types';
export type { Coupon, CouponAssignment, CouponOffer, CouponAssignBody, CouponAssignResult } from './model/coupon.types';
export { couponFixture, couponAssignmentFixture, couponOfferFixture } from './lib/coupon.fixtures';
