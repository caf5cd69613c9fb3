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
