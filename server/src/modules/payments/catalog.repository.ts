// The SQL of the services and plans on sale, and of the services a user availed (what a paid plan grants).
import type { Queryable } from '../../db/types.ts';
import type { ServiceType, UserType } from './types.ts';

export type PlanRow = {
  plan_id: number;
  service_id: number;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  price_usd: number | null;
  allows_part_payment: boolean;
  part_payment_amount: number | null;
  validity_days: number | null;
  credits: number | null;
  on_sale: boolean;
  service_name: string;
  service_type: ServiceType;
  service_on_sale: boolean;
};

const PLAN_SELECT = `
  SELECT p.plan_id, p.service_id, p.name, p.description, p.price, p.currency, p.price_usd, p.allows_part_payment,
         p.part_payment_amount, p.validity_days, p.credits, p.on_sale,
         s.name AS service_name, s.type AS service_type, s.on_sale AS service_on_sale
    FROM plans p JOIN services s ON s.service_id = p.service_id`;

export async function loadPlan(db: Queryable, planId: number): Promise<PlanRow | null> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} WHERE p.plan_id = $1`, [planId]);
  return rows[0] ?? null;
}

export type ServiceRow = { service_id: number; name: string; type: ServiceType; description: string | null; icon_url: string | null };

/** The services on sale, by name (case-insensitive) and type when given, in their order. */
export async function listServicesOnSale(db: Queryable, filter: { serviceName?: string; type?: ServiceType }): Promise<ServiceRow[]> {
  const { rows } = await db.query<ServiceRow>(
    `SELECT service_id, name, type, description, icon_url FROM services
      WHERE on_sale AND ($1::text IS NULL OR lower(name) = lower($1)) AND ($2::text IS NULL OR type = $2)
      ORDER BY sort_order, service_id`,
    [filter.serviceName ?? null, filter.type ?? null],
  );
  return rows;
}

export type PlanWithFeatures = Omit<PlanRow, 'service_name' | 'service_type' | 'service_on_sale' | 'on_sale'> & { features: string[] };

/** The plans on sale of these services, cheapest first, with their features' names. */
export async function listPlansOnSale(db: Queryable, serviceIds: number[]): Promise<PlanWithFeatures[]> {
  const { rows } = await db.query<PlanWithFeatures>(
    `SELECT p.plan_id, p.service_id, p.name, p.description, p.price, p.currency, p.price_usd, p.allows_part_payment,
            p.part_payment_amount, p.validity_days, p.credits,
            coalesce((SELECT json_agg(f.name ORDER BY f.sort_order, f.feature_id) FROM plan_features f
                       WHERE f.plan_id = p.plan_id), '[]'::json) AS features
       FROM plans p
      WHERE p.on_sale AND p.service_id = ANY($1::int[])
      ORDER BY p.price, p.plan_id`,
    [serviceIds],
  );
  return rows;
}

/** Per service the user availed (not cancelled), the plan of the latest purchase. */
export async function latestAvailedPlans(db: Queryable, userId: number): Promise<Map<number, number | null>> {
  const { rows } = await db.query<{ service_id: number; plan_id: number | null }>(
    `SELECT DISTINCT ON (service_id) service_id, plan_id FROM user_services
      WHERE user_id = $1 AND status <> 'cancelled' ORDER BY service_id, purchased_at DESC, availed_id DESC`,
    [userId],
  );
  return new Map(rows.map((r) => [r.service_id, r.plan_id]));
}

/** The types of the services the user has in force: availed, not cancelled, within their validity. */
export async function serviceTypesInForce(db: Queryable, userId: number): Promise<ServiceType[]> {
  const { rows } = await db.query<{ type: ServiceType }>(
    `SELECT DISTINCT s.type FROM user_services us JOIN services s ON s.service_id = us.service_id
      WHERE us.user_id = $1 AND us.status IN ('active', 'delivered') AND (us.valid_until IS NULL OR us.valid_until > now())`,
    [userId],
  );
  return rows.map((r) => r.type);
}

export type AvailedRow = {
  availed_id: number;
  service_id: number;
  service_name: string;
  plan_id: number | null;
  plan_name: string | null;
  purchased_at: Date;
  status: 'active' | 'delivered' | 'cancelled';
  final_delivered_at: Date | null;
  final_delivery_note: string | null;
  by_id: number | null;
  by_first: string | null;
  by_last: string | null;
  by_type: UserType | null;
  features: { feature_id: number; feature_name: string; completed_at: string | null }[];
};

/** Every service the user availed, newest first, with its features' progress and who delivered it. */
export async function listAvailed(db: Queryable, userId: number): Promise<AvailedRow[]> {
  const { rows } = await db.query<AvailedRow>(
    `SELECT us.availed_id, us.service_id, s.name AS service_name, us.plan_id, p.name AS plan_name, us.purchased_at,
            us.status, us.final_delivered_at, us.final_delivery_note,
            d.user_id AS by_id, d.first_name AS by_first, d.last_name AS by_last, d.user_type AS by_type,
            coalesce((SELECT json_agg(json_build_object('feature_id', f.feature_id, 'feature_name', f.name,
                                                        'completed_at', usf.completed_at)
                                      ORDER BY f.sort_order, f.feature_id)
                        FROM user_service_features usf JOIN plan_features f ON f.feature_id = usf.feature_id
                       WHERE usf.availed_id = us.availed_id), '[]'::json) AS features
       FROM user_services us
       JOIN services s ON s.service_id = us.service_id
       LEFT JOIN plans p ON p.plan_id = us.plan_id
       LEFT JOIN users d ON d.user_id = us.final_delivered_by
      WHERE us.user_id = $1
      ORDER BY us.purchased_at DESC, us.availed_id DESC`,
    [userId],
  );
  return rows;
}

/**
 * Grants the plan's service to the student for a paid transaction (with the plan's features, valid for its days),
 * unless the student has the plan's service already (not cancelled).
 */
export async function availPlan(tx: Queryable, grant: { studentId: number; planId: number; soId: number; transactionId: string }): Promise<void> {
  const { rows: live } = await tx.query('SELECT 1 FROM user_services WHERE user_id = $1 AND plan_id = $2 AND status <> $3', [
    grant.studentId, grant.planId, 'cancelled',
  ]);
  if (live.length > 0) return;
  const { rows } = await tx.query<{ availed_id: number }>(
    `INSERT INTO user_services (user_id, service_id, plan_id, so_id, transaction_id, valid_until)
     SELECT $1, p.service_id, p.plan_id, $3, $4, CASE WHEN p.validity_days IS NULL THEN NULL
                                                  ELSE now() + make_interval(days => p.validity_days) END
       FROM plans p WHERE p.plan_id = $2
     RETURNING availed_id`,
    [grant.studentId, grant.planId, grant.soId, grant.transactionId],
  );
  await tx.query('INSERT INTO user_service_features (availed_id, feature_id) SELECT $1, feature_id FROM plan_features WHERE plan_id = $2', [
    rows[0].availed_id, grant.planId,
  ]);
}

/** The services an order bought end with it (cancelled or refunded); the services-availed flags follow. */
export async function cancelOrderServices(tx: Queryable, soId: number): Promise<void> {
  await tx.query(`UPDATE user_services SET status = 'cancelled' WHERE so_id = $1 AND status = 'active'`, [soId]);
}
