import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { Cart, CouponVerification, ShopOrderDetails, ShopOrderStatus } from '../model/shop.types';

export type ShopOrderListParams = { status?: ShopOrderStatus; q?: string; page?: number; pageSize?: number };

const orderQuery = ({ status, q, page = 1, pageSize = 20 }: ShopOrderListParams) => ({ status, q, page, page_size: pageSize });

// The shop: the plans on sale (for a student), the caller's cart, the orders (the caller's, or every one for those
// who handle them) and one order. What changes the cart or an order invalidates by `shopQueries.cart()` / `.orders()`.
export const shopQueries = {
  all: () => ['shop'] as const,
  /** The services and plans on sale, with what the student (the caller, or the one named) has availed. */
  plans: (studentUserId?: number) =>
    apiQuery([...shopQueries.all(), 'plans', studentUserId ?? null], (signal) =>
      portalApi.GET('/common/services-and-plans', { params: { query: studentUserId ? { student_user_id: studentUserId } : {} }, signal }),
    ),
  cart: () => apiQuery([...shopQueries.all(), 'cart'], (signal) => portalApi.GET('/common/shop-cart-items', { signal })),
  orders: () => [...shopQueries.all(), 'orders'] as const,
  orderList: (params: ShopOrderListParams) =>
    apiQuery([...shopQueries.orders(), 'list', orderQuery(params)], (signal) => portalApi.GET('/common/shop-orders', { params: { query: orderQuery(params) }, signal }), {
      keepPrevious: true,
    }),
  order: (soId: number) =>
    apiQuery([...shopQueries.orders(), 'detail', soId], (signal) => portalApi.GET('/common/shop-order-details/{so_id}', { params: { path: { so_id: soId } }, signal })),
};

/** POST /common/save-cart-item: the cart as it is now. A student buys for themself; a partner names the student. */
export async function addToCart(planId: number, studentUserId?: number): Promise<Cart> {
  const body = studentUserId ? { plan_id: planId, student_user_id: studentUserId } : { plan_id: planId };
  return unwrap(await portalApi.POST('/common/save-cart-item', { body })).data;
}

/** POST /common/remove-cart-items (all or nothing): the cart as it is now. */
export async function removeFromCart(cartItemIds: number[]): Promise<Cart> {
  return unwrap(await portalApi.POST('/common/remove-cart-items', { body: { cart_item_ids: cartItemIds } })).data;
}

/** GET /common/verify-coupon/{code}: the discount on the plan, or a refusal (404 unknown, 422 with the reason). */
export async function verifyCoupon(code: string, planId: number, studentUserId?: number): Promise<CouponVerification> {
  const query = studentUserId ? { plan_id: planId, student_user_id: studentUserId } : { plan_id: planId };
  return unwrap(await portalApi.GET('/common/verify-coupon/{code}', { params: { path: { code }, query } })).data;
}

/** POST /common/shop-order-status with the status the caller saw (409 when someone moved it meanwhile). */
export async function moveShopOrder(soId: number, status: Exclude<ShopOrderStatus, 'placed'>, expected: ShopOrderStatus, note?: string): Promise<ShopOrderDetails> {
  const body = { so_id: soId, status, expected_status: expected, ...(note ? { note } : {}) };
  return unwrap(await portalApi.POST('/common/shop-order-status', { body })).data;
}
