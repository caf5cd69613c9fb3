// The cart (plans for students, paid one by one through make/verify) and the shop orders that paid plans make.
import type { Db, Queryable } from '../../db/types.ts';
import type { Caller } from '../../http/ownership.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.ts';
import { planOnSale, requirePlan } from './catalog.service.ts';
import { toMajor, toMinor } from './money.ts';
import { planRef } from './payments.service.ts';
import { notify } from '../messaging/index.ts';
import type { CartOut, Paged, ShopOrderDetailsOut, ShopOrderOut, ShopOrderStatus, UserType } from './types.ts';
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

type OrderRow = {
  so_id: number;
  status: ShopOrderStatus;
  user_id: number;
  p_first: string;
  p_last: string;
  p_type: UserType;
  student_user_id: number;
  s_first: string;
  s_last: string;
  amount: number;
  amount_paid: number;
  currency: string;
  coupon_code: string | null;
  discount_amount: number;
  created_at: Date;
  updated_at: Date;
  items: {
    plan_id: number;
    plan_name: string;
    service_id: number;
    service_name: string;
    service_type: string;
    price: number;
    amount: number;
    currency: string;
  }[];
};

const ORDER_SELECT = `
  SELECT o.so_id, o.status, o.user_id, pb.first_name AS p_first, pb.last_name AS p_last, pb.user_type AS p_type,
         o.student_user_id, st.first_name AS s_first, st.last_name AS s_last, o.amount, o.amount_paid, o.currency,
         o.coupon_code, o.discount_amount, o.created_at, o.updated_at,
         coalesce((SELECT json_agg(json_build_object('plan_id', i.plan_id, 'plan_name', i.plan_name,
                                                     'service_id', i.service_id, 'service_name', i.service_name,
                                                     'service_type', i.service_type, 'price', i.price,
                                                     'amount', i.amount, 'currency', i.currency) ORDER BY i.item_id)
                     FROM shop_order_items i WHERE i.so_id = o.so_id), '[]'::json) AS items
    FROM shop_orders o
    JOIN users pb ON pb.user_id = o.user_id
    JOIN users st ON st.user_id = o.student_user_id`;

function orderOut(o: OrderRow): ShopOrderOut {
  const balance = Math.max(0, toMinor(o.amount) - toMinor(o.amount_paid));
  return {
    so_id: o.so_id,
    status: o.status,
    placed_by: { user_id: o.user_id, name: `${o.p_first} ${o.p_last}`, user_type: o.p_type },
    student: { student_user_id: o.student_user_id, name: `${o.s_first} ${o.s_last}` },
    items: o.items.map((i) => ({
      plan: planRef({ ...i, list_price: i.price } as Parameters<typeof planRef>[0]),
      amount: Number(i.amount),
      currency: i.currency,
    })),
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

export function makeShopService(db: Db) {
  async function cart(q: Queryable, userId: number): Promise<CartOut> {
    const { rows } = await q.query<{
      cart_item_id: number;
      added_at: Date;
      student_user_id: number;
      s_first: string;
      s_last: string;
      plan_id: number;
      plan_name: string;
      service_id: number;
      service_name: string;
      service_type: string;
      price: number;
      currency: string;
      allows_part_payment: boolean;
      available: boolean;
    }>(
      `SELECT c.cart_item_id, c.added_at, c.student_user_id, st.first_name AS s_first, st.last_name AS s_last,
              p.plan_id, p.name AS plan_name, s.service_id, s.name AS service_name, s.type AS service_type, p.price,
              p.currency, p.allows_part_payment, (p.on_sale AND s.on_sale) AS available
         FROM cart_items c
         JOIN plans p ON p.plan_id = c.plan_id
         JOIN services s ON s.service_id = p.service_id
         JOIN users st ON st.user_id = c.student_user_id
        WHERE c.user_id = $1
        ORDER BY c.added_at, c.cart_item_id`,
      [userId],
    );
    const totals = new Map<string, number>();
    for (const r of rows) if (r.available) totals.set(r.currency, (totals.get(r.currency) ?? 0) + toMinor(r.price));
    return {
      items: rows.map((r) => ({
        cart_item_id: r.cart_item_id,
        plan: planRef({ ...r, list_price: r.price } as Parameters<typeof planRef>[0]),
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
      throw unprocessable('name the student the plan is for', [{ field: 'body/student_user_id', message: 'is required for this role' }]);
    } else studentId = named;
    return db.transaction(async (tx) => {
      // One cart changes at a time: the caller's row is the lock that keeps the 20-item limit true.
      await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [caller.userId]);
      const plan = await requirePlan(tx, planId);
      if (!planOnSale(plan)) throw unprocessable(`the plan ${plan.name} is not on sale`, [{ field: 'body/plan_id', message: 'is not on sale' }]);
      const { rows: paid } = await tx.query(
        `SELECT 1 FROM shop_orders WHERE student_user_id = $1 AND plan_id = $2 AND status NOT IN ('cancelled', 'refunded')
            AND amount_paid >= amount`,
        [studentId, planId],
      );
      if (paid.length) throw unprocessable(`the plan ${plan.name} is already paid for this student`, [{ field: 'body/plan_id', message: 'is already paid' }]);
      const { rows: same } = await tx.query('SELECT 1 FROM cart_items WHERE user_id = $1 AND student_user_id = $2 AND plan_id = $3', [
        caller.userId, studentId, planId,
      ]);
      if (same.length) throw conflict('the plan is already in the cart for this student', [{ field: 'body/plan_id', message: 'is already in the cart' }]);
      const { rows: count } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE user_id = $1', [caller.userId]);
      if (count[0].n >= CART_LIMIT) throw unprocessable(`the cart already holds ${CART_LIMIT} items`);
      await tx.query('INSERT INTO cart_items (user_id, student_user_id, plan_id) VALUES ($1, $2, $3)', [caller.userId, studentId, planId]);
      return cart(tx, caller.userId);
    });
  }

  async function removeFromCart(caller: Caller, ids: number[]): Promise<CartOut> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ cart_item_id: number }>(
        'DELETE FROM cart_items WHERE user_id = $1 AND cart_item_id = ANY($2::int[]) RETURNING cart_item_id',
        [caller.userId, ids],
      );
      if (rows.length !== ids.length) {
        const removed = new Set(rows.map((r) => r.cart_item_id));
        const missing = ids.filter((id) => !removed.has(id));
        // Thrown inside the transaction: nothing is removed.
        throw notFound(`not in your cart: ${missing.join(', ')}`);
      }
      return cart(tx, caller.userId);
    });
  }

  async function listOrders(
    caller: Caller,
    filter: { status?: ShopOrderStatus; from?: string; to?: string; q?: string; page: number; pageSize: number },
  ): Promise<Paged<ShopOrderOut>> {
    if (filter.from && filter.to && filter.to < filter.from) {
      // The parameter says 422, but listShopOrders declares no 422: the declared 400 names the field.
      throw badRequest('invalid request: querystring/to must not be before from', [{ field: 'querystring/to', message: 'must not be before from' }]);
    }
    const where = `($1 = 'accounts' OR o.user_id = $2)
      AND ($3::text IS NULL OR o.status = $3)
      AND ($4::date IS NULL OR (o.created_at AT TIME ZONE 'Asia/Kolkata')::date >= $4::date)
      AND ($5::date IS NULL OR (o.created_at AT TIME ZONE 'Asia/Kolkata')::date <= $5::date)
      AND ($6::text IS NULL OR st.first_name || ' ' || st.last_name ILIKE '%' || $6 || '%'
           OR o.coupon_code ILIKE '%' || $6 || '%'
           OR EXISTS (SELECT 1 FROM shop_order_items i WHERE i.so_id = o.so_id
                         AND (i.plan_name ILIKE '%' || $6 || '%' OR i.service_name ILIKE '%' || $6 || '%')))`;
    const params = [caller.role, caller.userId, filter.status ?? null, filter.from ?? null, filter.to ?? null, filter.q ?? null];
    const { rows: count } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shop_orders o JOIN users st ON st.user_id = o.student_user_id WHERE ${where}`,
      params,
    );
    const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.so_id DESC LIMIT $7 OFFSET $8`, [
      ...params,
      filter.pageSize,
      (filter.page - 1) * filter.pageSize,
    ]);
    return { items: rows.map(orderOut), page: filter.page, page_size: filter.pageSize, total: count[0].n };
  }

  async function orderDetails(q: Queryable, soId: number): Promise<ShopOrderDetailsOut> {
    const { rows } = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.so_id = $1`, [soId]);
    if (rows.length === 0) throw notFound(`no shop order ${soId}`);
    const { rows: payments } = await q.query<{
      transaction_id: string;
      provider: 'razorpay' | 'payu' | 'sandbox';
      amount: number;
      currency: string;
      kind: string;
      paid_at: Date;
    }>(
      `SELECT transaction_id, provider, amount, currency, kind, paid_at FROM payments
        WHERE so_id = $1 AND status = 'paid' ORDER BY paid_at, transaction_id`,
      [soId],
    );
    const { rows: history } = await q.query<{
      status: ShopOrderStatus;
      note: string | null;
      changed_at: Date;
      by_id: number | null;
      by_first: string | null;
      by_last: string | null;
      by_type: UserType | null;
    }>(
      `SELECT h.status, h.note, h.changed_at, u.user_id AS by_id, u.first_name AS by_first, u.last_name AS by_last,
              u.user_type AS by_type
         FROM shop_order_status_history h LEFT JOIN users u ON u.user_id = h.changed_by
        WHERE h.so_id = $1 ORDER BY h.history_id`,
      [soId],
    );
    return {
      ...orderOut(rows[0]),
      payments: payments.map((p) => ({
        transaction_id: p.transaction_id,
        provider: p.provider,
        amount: Number(p.amount),
        currency: p.currency,
        part_payment: p.kind === 'first_instalment',
        paid_at: isoNN(p.paid_at),
      })),
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
      const { rows } = await tx.query<{ status: ShopOrderStatus; user_id: number; student_user_id: number }>(
        'SELECT status, user_id, student_user_id FROM shop_orders WHERE so_id = $1 FOR UPDATE',
        [soId],
      );
      if (rows.length === 0) throw notFound(`no shop order ${soId}`);
      const current = rows[0].status;
      if (expected !== undefined && expected !== current) {
        throw conflict(`the order is ${current} now, not ${expected}: someone else moved it`, [
          { field: 'body/expected_status', message: `is ${current} now` },
        ]);
      }
      if (current === next) throw conflict(`the order is already ${current}`);
      if (MOVES[current].length === 0) throw conflict(`the order is ${current}: that is final`);
      if (!MOVES[current].includes(next)) {
        throw unprocessable(`an order cannot move from ${current} to ${next}`, [{ field: 'body/status', message: `cannot follow ${current}` }]);
      }
      await tx.query('UPDATE shop_orders SET status = $2, updated_at = now() WHERE so_id = $1', [soId, next]);
      await tx.query('INSERT INTO shop_order_status_history (so_id, status, note, changed_by) VALUES ($1, $2, $3, $4)', [
        soId, next, note ?? null, caller.userId,
      ]);
      if (next === 'cancelled' || next === 'refunded') {
        // The service bought by the order ends with it (the services-availed flags follow).
        await tx.query(`UPDATE user_services SET status = 'cancelled' WHERE so_id = $1 AND status = 'active'`, [soId]);
      }
      await notify(tx, {
        userIds: [rows[0].user_id, rows[0].student_user_id],
        name: 'shop_order_status_changed',
        heading: `Order ${soId} is ${next}`,
        text: note ? `Order ${soId} moved from ${current} to ${next}: ${note}` : `Order ${soId} moved from ${current} to ${next}.`,
        link: '/shop/orders',
      });
      return orderDetails(tx, soId);
    });
  }

  return { cart: (userId: number) => cart(db, userId), addToCart, removeFromCart, listOrders, orderDetails: (soId: number) => orderDetails(db, soId), setOrderStatus };
}

export type ShopService = ReturnType<typeof makeShopService>;
