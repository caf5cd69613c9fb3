// The SQL of shop orders: the order a paid plan makes (or its balance completes), the lists and details, and the
// order's moves with their history.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, escapeLike, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { ShopOrderStatus, UserType } from './types.ts';

export type OrderRow = {
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
  items: { plan_id: number; plan_name: string; service_id: number; service_name: string; service_type: string; price: number; amount: number; currency: string }[];
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

/** The day of an order in the business's time zone. */
const ORDER_DAY = `(o.created_at AT TIME ZONE 'Asia/Kolkata')::date`;

export type OrderFilter = { status?: ShopOrderStatus; from?: string; to?: string; q?: string };

/** Who handles every order (/shop_orders): they list all of them; anyone else the orders they placed. */
const ORDER_HANDLERS: readonly string[] = ['accounts', 'operations_manager'];

/** The orders the caller placed (accounts and operations managers: all of them), newest first. */
export function listOrders(db: Queryable, caller: Caller, filter: OrderFilter, window: PageWindow): Promise<Page<OrderRow>> {
  const where = new Conditions().eq('o.user_id', ORDER_HANDLERS.includes(caller.role) ? undefined : caller.userId).eq('o.status', filter.status);
  if (filter.from !== undefined) where.push(`${ORDER_DAY} >= ${where.param(filter.from)}::date`);
  if (filter.to !== undefined) where.push(`${ORDER_DAY} <= ${where.param(filter.to)}::date`);
  if (filter.q) {
    where.raw(
      `st.first_name || ' ' || st.last_name ILIKE $1 OR o.coupon_code ILIKE $1
       OR EXISTS (SELECT 1 FROM shop_order_items i WHERE i.so_id = o.so_id AND (i.plan_name ILIKE $1 OR i.service_name ILIKE $1))`,
      `%${escapeLike(filter.q)}%`,
    );
  }
  return queryPage(db, window, where, {
    select: `${ORDER_SELECT} ${where.sql} ORDER BY o.created_at DESC, o.so_id DESC`,
    count: `SELECT count(*)::int AS total FROM shop_orders o JOIN users st ON st.user_id = o.student_user_id ${where.sql}`,
  });
}

export async function findOrder(q: Queryable, soId: number): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.so_id = $1`, [soId]);
  return rows[0];
}

export type OrderPaymentRow = { transaction_id: string; provider: 'razorpay' | 'payu' | 'sandbox'; amount: number; currency: string; kind: string; paid_at: Date };

/** The paid payments of an order, in the order they were paid. */
export async function listOrderPayments(q: Queryable, soId: number): Promise<OrderPaymentRow[]> {
  const { rows } = await q.query<OrderPaymentRow>(
    `SELECT transaction_id, provider, amount, currency, kind, paid_at FROM payments
      WHERE so_id = $1 AND status = 'paid' ORDER BY paid_at, transaction_id`,
    [soId],
  );
  return rows;
}

export type OrderMoveRow = {
  status: ShopOrderStatus;
  note: string | null;
  changed_at: Date;
  by_id: number | null;
  by_first: string | null;
  by_last: string | null;
  by_type: UserType | null;
};

export async function listOrderMoves(q: Queryable, soId: number): Promise<OrderMoveRow[]> {
  const { rows } = await q.query<OrderMoveRow>(
    `SELECT h.status, h.note, h.changed_at, u.user_id AS by_id, u.first_name AS by_first, u.last_name AS by_last,
            u.user_type AS by_type
       FROM shop_order_status_history h LEFT JOIN users u ON u.user_id = h.changed_by
      WHERE h.so_id = $1 ORDER BY h.history_id`,
    [soId],
  );
  return rows;
}

/** The order's state and people, locked for the rest of the transaction. */
export async function lockOrder(tx: Queryable, soId: number): Promise<{ status: ShopOrderStatus; user_id: number; student_user_id: number } | undefined> {
  const { rows } = await tx.query<{ status: ShopOrderStatus; user_id: number; student_user_id: number }>(
    'SELECT status, user_id, student_user_id FROM shop_orders WHERE so_id = $1 FOR UPDATE',
    [soId],
  );
  return rows[0];
}

/** Moves an order and keeps the move: to which state, why, who (null: the system) and when (now). */
export async function moveOrder(tx: Queryable, soId: number, status: ShopOrderStatus, note: string | null, by: number | null): Promise<void> {
  await tx.query('UPDATE shop_orders SET status = $2, updated_at = now() WHERE so_id = $1', [soId, status]);
  await tx.query('INSERT INTO shop_order_status_history (so_id, status, note, changed_by) VALUES ($1, $2, $3, $4)', [soId, status, note, by]);
}

export type LiveOrder = { so_id: number; amount: number; amount_paid: number; cc_id: number | null; discount_amount: number };

/** The order of the student's plan that is still running (not cancelled or refunded): at most one (shop_orders_live_key). */
export async function liveOrder(q: Queryable, studentId: number, planId: number, lock = false): Promise<LiveOrder | null> {
  const { rows } = await q.query<LiveOrder>(
    `SELECT so_id, amount, amount_paid, cc_id, discount_amount FROM shop_orders
      WHERE student_user_id = $1 AND plan_id = $2 AND status NOT IN ('cancelled', 'refunded')${lock ? ' FOR UPDATE' : ''}`,
    [studentId, planId],
  );
  return rows[0] ?? null;
}

/** Whether a running order has paid the student's plan in full. */
export async function isPlanPaid(q: Queryable, studentId: number, planId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM shop_orders WHERE student_user_id = $1 AND plan_id = $2 AND status NOT IN ('cancelled', 'refunded')
        AND amount_paid >= amount`,
    [studentId, planId],
  );
  return rows.length > 0;
}

/** Adds a paid amount (a balance) to an order. */
export async function addToOrderPaid(tx: Queryable, soId: number, amount: number): Promise<void> {
  await tx.query('UPDATE shop_orders SET amount_paid = amount_paid + $2, updated_at = now() WHERE so_id = $1', [soId, amount]);
}

/** The order a paid transaction places: its one item (the plan at its list price) and its first move, placed. */
export async function placeOrder(tx: Queryable, txn: PaymentRow, totalMajor: number): Promise<number> {
  const { rows } = await tx.query<{ so_id: number }>(
    `INSERT INTO shop_orders (user_id, student_user_id, plan_id, status, amount, amount_paid, currency, cc_id, coupon_code, discount_amount)
     VALUES ($1, $2, $3, 'placed', $4, $5, $6, $7, (SELECT code FROM coupons WHERE cc_id = $7), $8) RETURNING so_id`,
    [txn.created_by, txn.student_user_id, txn.plan_id, totalMajor, txn.amount, txn.currency, txn.cc_id, txn.discount_amount],
  );
  const soId = rows[0].so_id;
  await tx.query(
    `INSERT INTO shop_order_items (so_id, plan_id, plan_name, service_id, service_name, service_type, price, amount, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [soId, txn.plan_id, txn.plan_name, txn.service_id, txn.service_name, txn.service_type, txn.list_price, totalMajor, txn.currency],
  );
  await tx.query(`INSERT INTO shop_order_status_history (so_id, status, note, changed_by) VALUES ($1, 'placed', $2, NULL)`, [
    soId, `placed when transaction ${txn.transaction_id} was paid`,
  ]);
  return soId;
}

/** What an order costs and what has been paid of it. */
export async function orderAmounts(q: Queryable, soId: number): Promise<{ amount: number; amount_paid: number }> {
  const { rows } = await q.query<{ amount: number; amount_paid: number }>('SELECT amount, amount_paid FROM shop_orders WHERE so_id = $1', [soId]);
  return rows[0];
}
