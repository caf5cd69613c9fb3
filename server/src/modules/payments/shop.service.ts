// The cart (plans for students, paid one by one through make/verify) and the shop orders that paid plans make.
import type { PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { serviceCreditOnOrderRefunded } from '../invoices/index.ts';
import { notify } from '../messaging/index.ts';
import * as cartRepo from './cart.repository.ts';
import { cancelOrderServices } from './catalog.repository.ts';
import { planOnSale, requirePlan } from './catalog.service.ts';
import { toMajor, toMinor } from './money.ts';
import * as orders from './orders.repository.ts';
import { planRef } from './payment-rules.ts';
import type { CartOut, ShopOrderDetailsOut, ShopOrderOut, ShopOrderStatus, UserType } from './types.ts';
import { isoNN } from './types.ts';

export const CART_LIMIT = 20;

/** Allowed moves of an order (our design); cancelled and refunded are final. */
const MOVES: Record<ShopOrderStatus, readonly ShopOrderStatus[]> = {
  placed: ['processing', 'cancelled', 'refunded'],
  processing: ['delivered', 'cancelled', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** A plan as an order's item or a cart's item carries it (its price at the time). */
const itemPlan = (i: { plan_id: number; plan_name: string; service_id: number; service_name: string; service_type: string; price: number; currency: string }) =>
  planRef({ ...i, list_price: i.price } as Parameters<typeof planRef>[0]);

function orderOut(o: orders.OrderRow): ShopOrderOut {
  const balance = Math.max(0, toMinor(o.amount) - toMinor(o.amount_paid));
  return {
    so_id: o.so_id,
    status: o.status,
    placed_by: { user_id: o.user_id, name: `${o.p_first} ${o.p_last}`, user_type: o.p_type },
    student: { student_user_id: o.student_user_id, name: `${o.s_first} ${o.s_last}` },
    items: o.items.map((i) => ({ plan: itemPlan(i), amount: Number(i.amount), currency: i.currency })),
    amount: Number(o.amount),
    amount_paid: Number(o.amount_paid),
    balance_due: toMajor(balance),
    currency: o.currency,
    coupon_code: o.coupon_code,
    discount_amount: Number(o.discount_amount),
    created_at: isoNN(o.created_at),
    updated_at: isoNN(o.updated_at),
  };
}

export function makeShopService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function cart(q: Queryable, userId: number): Promise<CartOut> {
    const rows = await cartRepo.listCart(q, userId);
    const totals = new Map<string, number>();
    for (const r of rows) if (r.available) totals.set(r.currency, (totals.get(r.currency) ?? 0) + toMinor(r.price));
    return {
      items: rows.map((r) => ({
        cart_item_id: r.cart_item_id,
        plan: itemPlan(r),
        student: { student_user_id: r.student_user_id, name: `${r.s_first} ${r.s_last}` },
        price: Number(r.price),
        currency: r.currency,
        allows_part_payment: r.allows_part_payment,
        available: r.available,
        added_at: isoNN(r.added_at),
      })),
      totals: [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, minor]) => ({ currency, amount: toMajor(minor) })),
    };
  }

  async function addToCart(caller: Caller, planId: number, named: number | undefined): Promise<CartOut> {
    let studentId: number;
    if (caller.role === 'student') studentId = caller.userId;
    else if (named === undefined) {
      throw new Unprocessable('name the student the plan is for', [{ field: 'body/student_user_id', message: 'is required for this role' }]);
    } else studentId = named;
    return db.transaction(async (tx) => {
      await cartRepo.lockCartOwner(tx, caller.userId);
      const plan = await requirePlan(tx, planId);
      if (!planOnSale(plan)) throw new Unprocessable(`the plan ${plan.name} is not on sale`, [{ field: 'body/plan_id', message: 'is not on sale' }]);
      if (await orders.isPlanPaid(tx, studentId, planId)) {
        throw new Unprocessable(`the plan ${plan.name} is already paid for this student`, [{ field: 'body/plan_id', message: 'is already paid' }]);
      }
      const facts = await cartRepo.cartFacts(tx, caller.userId, studentId, planId);
      if (facts.has) throw new Conflict('the plan is already in the cart for this student', [{ field: 'body/plan_id', message: 'is already in the cart' }]);
      if (facts.count >= CART_LIMIT) throw new Unprocessable(`the cart already holds ${CART_LIMIT} items`);
      await cartRepo.insertCartItem(tx, caller.userId, studentId, planId);
      return cart(tx, caller.userId);
    });
  }

  async function removeFromCart(caller: Caller, ids: number[]): Promise<CartOut> {
    return db.transaction(async (tx) => {
      const removed = new Set(await cartRepo.deleteCartItems(tx, caller.userId, ids));
      // Thrown inside the transaction: nothing is removed.
      if (removed.size !== ids.length) throw new NotFound(`not in your cart: ${ids.filter((id) => !removed.has(id)).join(', ')}`);
      return cart(tx, caller.userId);
    });
  }

  async function listOrders(caller: Caller, query: PortalQuery<'listShopOrders'>): Promise<Page<ShopOrderOut>> {
    if (query.from && query.to && query.to < query.from) {
      // The parameter says 422, but listShopOrders declares no 422: the declared 400 names the field.
      throw new Invalid([{ field: 'querystring/to', message: 'must not be before from' }]);
    }
    const { status, from, to, q } = query;
    const page = await orders.listOrders(db, caller, { status, from, to, q }, pageWindow(query));
    return { ...page, items: page.items.map(orderOut) };
  }

  async function orderDetails(q: Queryable, soId: number): Promise<ShopOrderDetailsOut> {
    const order = await orders.findOrder(q, soId);
    if (!order) throw new NotFound(`no shop order ${soId}`);
    const payments = await orders.listOrderPayments(q, soId);
    const history = await orders.listOrderMoves(q, soId);
    return {
      ...orderOut(order),
      payments: payments.map((p) => ({
        transaction_id: p.transaction_id,
        provider: p.provider,
        amount: Number(p.amount),
        currency: p.currency,
        part_payment: p.kind === 'first_instalment',
        paid_at: isoNN(p.paid_at),
      })),
      next_statuses: [...MOVES[order.status]],
      status_history: history.map((h) => ({
        status: h.status,
        note: h.note,
        changed_by: h.by_id === null ? null : { user_id: h.by_id, name: `${h.by_first} ${h.by_last}`, user_type: h.by_type as UserType },
        changed_at: isoNN(h.changed_at),
      })),
    };
  }

  async function setOrderStatus(
    caller: Caller,
    soId: number,
    next: ShopOrderStatus,
    expected: ShopOrderStatus | undefined,
    note: string | undefined,
  ): Promise<ShopOrderDetailsOut> {
    return db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, soId);
      if (!order) throw new NotFound(`no shop order ${soId}`);
      const current = order.status;
      if (expected !== undefined && expected !== current) {
        throw new Conflict(`the order is ${current} now, not ${expected}: someone else moved it`, [
          { field: 'body/expected_status', message: `is ${current} now` },
        ]);
      }
      if (current === next) throw new Conflict(`the order is already ${current}`);
      if (MOVES[current].length === 0) throw new Conflict(`the order is ${current}: that is final`);
      if (!MOVES[current].includes(next)) {
        throw new Unprocessable(`an order cannot move from ${current} to ${next}`, [{ field: 'body/status', message: `cannot follow ${current}` }]);
      }
      await orders.moveOrder(tx, soId, next, note ?? null, caller.userId);
      if (next === 'cancelled' || next === 'refunded') await cancelOrderServices(tx, soId);
      // A full refund credits the order's service invoice for what was paid and not refunded yet.
      if (next === 'refunded') await serviceCreditOnOrderRefunded(tx, soId, caller.userId, note ?? null, clock.now());
      await notify(tx, {
        userIds: [order.user_id, order.student_user_id],
        name: 'shop_order_status_changed',
        heading: `Order ${soId} is ${next}`,
        text: note ? `Order ${soId} moved from ${current} to ${next}: ${note}` : `Order ${soId} moved from ${current} to ${next}.`,
        link: '/shop/orders',
      });
      return orderDetails(tx, soId);
    });
  }

  return {
    cart: (userId: number) => cart(db, userId),
    addToCart,
    removeFromCart,
    listOrders,
    orderDetails: (soId: number) => orderDetails(db, soId),
    setOrderStatus,
  };
}

export type ShopService = ReturnType<typeof makeShopService>;
