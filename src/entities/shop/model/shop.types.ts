import type { ShopOrderStatus } from '@contract/portal-schemas';
import { parseMajor } from '@/shared/lib/money';

export type {
  Service as ShopService, Plan as ShopPlan, Cart, CartItem, ShopOrder, ShopOrderDetails, ShopOrderStatus,
  ShopOrderStatusChange, CouponVerification,
} from '@contract/portal-schemas';

/** Every status of an order, in the order of its life (the contract's enum). */
export const SHOP_ORDER_STATUSES: readonly ShopOrderStatus[] = ['placed', 'processing', 'delivered', 'cancelled', 'refunded'];

export const ORDER_STATUS_LABEL: Record<ShopOrderStatus, string> = {
  placed: 'Placed',
  processing: 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The button that moves an order to a status. */
export const MOVE_LABEL: Record<ShopOrderStatus, string> = {
  placed: 'Mark placed',
  processing: 'Start work',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  refunded: 'Mark refunded',
};

export const orderPath = (soId: number) => `/shop_order_details/${soId}`;

/**
 * A shop amount in integer minor units. The shop's calls answer major units as JSON numbers (4999, 4999.5): their
 * shortest decimal text is exact to the paisa, so it is read as text, never multiplied as a float.
 */
export function shopMinor(major: number): bigint {
  const minor = parseMajor(String(major));
  if (minor === null) throw new RangeError(`not an amount: ${major}`);
  return minor;
}
