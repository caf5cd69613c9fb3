// Services and plans on sale, and the services a user availed (the services-availed flags read them).
import type { Queryable } from '../../db/types.ts';
import { NotFound } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './catalog.repository.ts';
import type { PlanRow, PlanWithFeatures } from './catalog.repository.ts';
import type { PlanOut, ServiceOut, ServicesAvailedOut, ServiceType, UserType } from './types.ts';
import { iso, isoNN } from './types.ts';

export type { PlanRow } from './catalog.repository.ts';

export async function requirePlan(db: Queryable, planId: number, field = 'plan_id'): Promise<PlanRow> {
  const plan = await repo.loadPlan(db, planId);
  if (!plan) throw new NotFound(`no plan with ${field} ${planId}`);
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

export function planOut(p: PlanWithFeatures): PlanOut {
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
    credits: p.credits === null ? null : Number(p.credits),
  };
}

export function makeCatalogService({ db }: Pick<Deps, 'db'>) {
  /** The services on sale (with at least one plan on sale), their plans, and what `studentId` availed. */
  async function list(filter: { serviceName?: string; type?: ServiceType }, studentId: number | null): Promise<ServiceOut[]> {
    const services = await repo.listServicesOnSale(db, filter);
    if (services.length === 0) return [];
    const plans = await repo.listPlansOnSale(db, services.map((s) => s.service_id));
    const availed = studentId === null ? new Map<number, number | null>() : await repo.latestAvailedPlans(db, studentId);
    return services
      .map((s) => ({
        ...s,
        plans: plans.filter((p) => p.service_id === s.service_id).map(planOut),
        availed: studentId === null ? null : availed.has(s.service_id),
        availed_plan_id: studentId === null ? null : (availed.get(s.service_id) ?? null),
      }))
      .filter((s) => s.plans.length > 0);
  }

  /** The three flags of a user: a lead-tool service availed, not cancelled, within its validity. */
  async function flags(userId: number): Promise<Flags> {
    const out: Flags = { user_automation_avail: false, user_messages_avail: false, user_emails_avail: false };
    for (const type of await repo.serviceTypesInForce(db, userId)) {
      const flag = FLAG_OF[type];
      if (flag) out[flag] = true;
    }
    return out;
  }

  async function availedBy(studentId: number): Promise<ServicesAvailedOut> {
    const rows = await repo.listAvailed(db, studentId);
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

export type CatalogService = ReturnType<typeof makeCatalogService>;
