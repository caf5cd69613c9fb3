// The SQL of the cart: plans a payer put aside for students, paid one by one through make/verify.
import type { Queryable } from '../../db/types.ts';

export type CartRow = {
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
};

/** The user's cart, oldest first; `available` says whether the plan is still on sale. */
export async function listCart(q: Queryable, userId: number): Promise<CartRow[]> {
  const { rows } = await q.query<CartRow>(
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
  return rows;
}

/** Locks the user's row: one change of their cart at a time (the cart's limit stays true). */
export async function lockCartOwner(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [userId]);
}

/** Whether the cart holds the plan for the student already, and how many items it holds. */
export async function cartFacts(tx: Queryable, userId: number, studentId: number, planId: number): Promise<{ has: boolean; count: number }> {
  const { rows } = await tx.query<{ has: boolean; count: number }>(
    `SELECT EXISTS (SELECT 1 FROM cart_items WHERE user_id = $1 AND student_user_id = $2 AND plan_id = $3) AS has,
            (SELECT count(*)::int FROM cart_items WHERE user_id = $1) AS count`,
    [userId, studentId, planId],
  );
  return rows[0];
}

export async function insertCartItem(tx: Queryable, userId: number, studentId: number, planId: number): Promise<void> {
  await tx.query('INSERT INTO cart_items (user_id, student_user_id, plan_id) VALUES ($1, $2, $3)', [userId, studentId, planId]);
}

/** Removes these items of the user's cart; answers the ids removed. */
export async function deleteCartItems(tx: Queryable, userId: number, ids: number[]): Promise<number[]> {
  const { rows } = await tx.query<{ cart_item_id: number }>(
    'DELETE FROM cart_items WHERE user_id = $1 AND cart_item_id = ANY($2::int[]) RETURNING cart_item_id',
    [userId, ids],
  );
  return rows.map((r) => r.cart_item_id);
}

/** A paid plan leaves the carts of the student and of whoever paid for them. */
export async function deletePaidFromCarts(tx: Queryable, paid: { planId: number; studentId: number; payerId: number }): Promise<void> {
  await tx.query('DELETE FROM cart_items WHERE plan_id = $1 AND student_user_id = $2 AND user_id IN ($3, $2)', [
    paid.planId, paid.studentId, paid.payerId,
  ]);
}
