// Services and plans on sale, and the services a user availed (the services-availed flags read them).
import type { Db, Queryable } from '../../db/types.ts';
import { notFound } from '../../http/errors.ts';
import type { PlanOut, ServiceOut, ServicesAvailedOut, ServiceType, UserType } from './types.ts';
import { iso, isoNN } from './types.ts';

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

export const PLAN_SELECT = `
  SELECT p.plan_id, p.service_id, p.name, p.description, p.price, p.currency, p.price_usd, p.allows_part_payment,
         p.part_payment_amount, p.validity_days, p.credits, p.on_sale,
         s.name AS service_name, s.type AS service_type, s.on_sale AS service_on_sale
    FROM plans p JOIN services s ON s.service_id = p.service_id`;

export async function loadPlan(db: Queryable, planId: number, lock = false): Promise<PlanRow | null> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} WHERE p.plan_id = $1${lock ? ' FOR SHARE OF p' : ''}`, [planId]);
  return rows[0] ?? null;
}

export async function requirePlan(db: Queryable, planId: number, field = 'plan_id'): Promise<PlanRow> {
  const plan = await loadPlan(db, planId);
  if (!plan) throw notFound(`no plan with ${field} ${planId}`);
  return plan;
}

export const planOnSale = (plan: PlanRow) => plan.on_sale && plan.service_on_sale;

/** The lead tool's three services and the flag each one sets. */
const FLAG_OF: Partial<Record<ServiceType, 'user_automation_avail' | 'user_messages_avail' | 'user_emails_avail'>> = {
  automation: 'user_automation_avail',
  messages: 'user_messages_avail',
  emails: 'user_emails_avail',
};

/** Roles that use the lead-management tool (the leads API's flags are theirs; everyone else's are false). */
export const LEAD_TOOL_ROLES: readonly UserType[] = ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'];

export type Flags = { user_automation_avail: boolean; user_messages_avail: boolean; user_emails_avail: boolean };

export function makeCatalogService(db: Db) {
  /** The services on sale (with at least one plan on sale), their plans, and what `studentId` availed. */
  async function list(filter: { serviceName?: string; type?: ServiceType }, studentId: number | null): Promise<ServiceOut[]> {
    const { rows: services } = await db.query<{
      service_id: number;
      name: string;
      type: ServiceType;
      description: string | null;
      icon_url: string | null;
    }>(
      `SELECT service_id, name, type, description, icon_url FROM services
        WHERE on_sale AND ($1::text IS NULL OR lower(name) = lower($1)) AND ($2::text IS NULL OR type = $2)
        ORDER BY sort_order, service_id`,
      [filter.serviceName ?? null, filter.type ?? null],
    );
    if (services.length === 0) return [];
    const { rows: plans } = await db.query<PlanRow & { features: string[] }>(
      `SELECT p.plan_id, p.service_id, p.name, p.description, p.price, p.currency, p.price_usd, p.allows_part_payment,
              p.part_payment_amount, p.validity_days,
              coalesce((SELECT json_agg(f.name ORDER BY f.sort_order, f.feature_id) FROM plan_features f
                         WHERE f.plan_id = p.plan_id), '[]'::json) AS features
         FROM plans p
        WHERE p.on_sale AND p.service_id = ANY($1::int[])
        ORDER BY p.price, p.plan_id`,
      [services.map((s) => s.service_id)],
    );
    const availed = new Map<number, number | null>();
    if (studentId !== null) {
      const { rows } = await db.query<{ service_id: number; plan_id: number | null }>(
        `SELECT DISTINCT ON (service_id) service_id, plan_id FROM user_services
          WHERE user_id = $1 AND status <> 'cancelled' ORDER BY service_id, purchased_at DESC, availed_id DESC`,
        [studentId],
      );
      for (const row of rows) availed.set(row.service_id, row.plan_id);
    }
    return services
      .map((s) => ({
        service_id: s.service_id,
        name: s.name,
        type: s.type,
        description: s.description,
        icon_url: s.icon_url,
        plans: plans.filter((p) => p.service_id === s.service_id).map(planOut),
        availed: studentId === null ? null : availed.has(s.service_id),
        availed_plan_id: studentId === null ? null : (availed.get(s.service_id) ?? null),
      }))
      .filter((s) => s.plans.length > 0);
  }

  /** The three flags of a user: a lead-tool service availed, not cancelled, within its validity. */
  async function flags(userId: number): Promise<Flags> {
    const { rows } = await db.query<{ type: ServiceType }>(
      `SELECT DISTINCT s.type FROM user_services us JOIN services s ON s.service_id = us.service_id
        WHERE us.user_id = $1 AND us.status IN ('active', 'delivered') AND (us.valid_until IS NULL OR us.valid_until > now())`,
      [userId],
    );
    const out: Flags = { user_automation_avail: false, user_messages_avail: false, user_emails_avail: false };
    for (const row of rows) {
      const flag = FLAG_OF[row.type];
      if (flag) out[flag] = true;
    }
    return out;
  }

  async function availedBy(studentId: number): Promise<ServicesAvailedOut> {
    const { rows } = await db.query<{
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
    }>(
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
      [studentId],
    );
    return {
      student_user_id: studentId,
      ...(await flags(studentId)),
      services: rows.map((r) => ({
        service_id: r.service_id,
        service_name: r.service_name,
        plan_id: r.plan_id,
        plan_name: r.plan_name,
        purchased_at: isoNN(r.purchased_at),
        status: r.status,
        final_delivered_at: iso(r.final_delivered_at),
        final_delivered_by:
          r.by_id === null ? null : { user_id: r.by_id, name: `${r.by_first} ${r.by_last}`, role: r.by_type as UserType },
        final_delivery_note: r.final_delivery_note,
        features: r.features.map((f) => ({ ...f, completed_at: f.completed_at === null ? null : isoNN(f.completed_at) })),
      })),
    };
  }

  return { list, flags, availedBy };
}

export function planOut(p: Omit<PlanRow, 'service_name' | 'service_type' | 'service_on_sale' | 'credits' | 'on_sale'> & { features: string[] }): PlanOut {
  return {
    plan_id: p.plan_id,
    service_id: p.service_id,
    name: p.name,
    description: p.description,
    price: Number(p.price),
    currency: p.currency,
    price_usd: p.price_usd === null ? null : Number(p.price_usd),
    allows_part_payment: p.allows_part_payment,
    part_payment_amount: p.part_payment_amount === null ? null : Number(p.part_payment_amount),
    features: p.features,
    validity_days: p.validity_days,
  };
}

export type CatalogService = ReturnType<typeof makeCatalogService>;
