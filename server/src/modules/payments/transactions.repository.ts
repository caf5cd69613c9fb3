// The payments as the /transactions screen lists them (listPaymentTransactions): every payment of the students the
// caller reaches, with the sums of the whole filtered list per currency. Amounts leave the database in minor units
// (numeric × 100, exact), never through a float.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type PaymentTransaction = PortalSchemas['TransactionListItem'];
export type TransactionListTotal = PortalSchemas['TransactionListTotal'];
export type TransactionFilters = {
  studentUserId?: number;
  status?: PaymentTransaction['status'];
  from?: string;
  to?: string;
  q?: string;
};

type Row = Omit<PaymentTransaction, 'student' | 'paid_by' | 'created_at' | 'paid_at'> & {
  student_user_id: number; student_name: string; student_email: string;
  payer_user_id: number; payer_name: string; payer_email: string;
  created_at: Date | string; paid_at: Date | string | null;
};

const FROM = `FROM payments p
  JOIN users s ON s.user_id = p.student_user_id
  JOIN users b ON b.user_id = p.created_by
  LEFT JOIN coupons c ON c.cc_id = p.cc_id`;

const DAY = `(p.created_at AT TIME ZONE 'Asia/Kolkata')::date`;

function conditions(caller: Caller, filters: TransactionFilters): Conditions {
  const where = new Conditions();
  const me = where.param(caller.userId);
  const role = where.param(caller.role);
  where.push(studentReachSql('s', me, role));
  where.eq('p.student_user_id', filters.studentUserId).eq('p.status', filters.status);
  if (filters.from) where.push(`${DAY} >= ${where.param(filters.from)}::date`);
  if (filters.to) where.push(`${DAY} <= ${where.param(filters.to)}::date`);
  where.ilike("concat_ws(' ', p.transaction_id, s.first_name, s.last_name, s.email, p.plan_name, p.service_name)", filters.q);
  return where;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toTransaction(row: Row): PaymentTransaction {
  return {
    transaction_id: row.transaction_id,
    student: { user_id: row.student_user_id, name: row.student_name, email: row.student_email },
    paid_by: { user_id: row.payer_user_id, name: row.payer_name, email: row.payer_email },
    service_name: row.service_name,
    plan_name: row.plan_name,
    kind: row.kind,
    list_price_minor: row.list_price_minor,
    discount_minor: row.discount_minor,
    amount_minor: row.amount_minor,
    currency: row.currency,
    status: row.status,
    channel: row.channel,
    provider: row.provider,
    coupon_code: row.coupon_code,
    so_id: row.so_id,
    failure_reason: row.failure_reason,
    created_at: iso(row.created_at)!,
    paid_at: iso(row.paid_at),
  };
}

export function listTransactions(db: Queryable, caller: Caller, filters: TransactionFilters, window: PageWindow): Promise<Page<PaymentTransaction>> {
  const where = conditions(caller, filters);
  return queryPage(db, window, where, {
    select: `SELECT p.transaction_id, p.service_name, p.plan_name, p.kind,
                    (p.list_price * 100)::bigint AS list_price_minor, (p.discount_amount * 100)::bigint AS discount_minor,
                    (p.amount * 100)::bigint AS amount_minor, p.currency, p.status, p.channel, p.provider,
                    c.code AS coupon_code, p.so_id, coalesce(p.refund_reason, p.failure_reason) AS failure_reason,
                    p.created_at, p.paid_at,
                    s.user_id AS student_user_id, trim(s.first_name || ' ' || s.last_name) AS student_name, s.email AS student_email,
                    b.user_id AS payer_user_id, trim(b.first_name || ' ' || b.last_name) AS payer_name, b.email AS payer_email
               ${FROM} ${where.sql}
              ORDER BY p.created_at DESC, p.transaction_id DESC`,
    count: `SELECT count(*)::int AS total ${FROM} ${where.sql}`,
  }, toTransaction);
}

/** The sums per currency over everything the filters match. */
export async function transactionTotals(db: Queryable, caller: Caller, filters: TransactionFilters): Promise<TransactionListTotal[]> {
  const where = conditions(caller, filters);
  const { rows } = await db.query<TransactionListTotal>(
    `SELECT p.currency, count(*)::int AS count,
            (count(*) FILTER (WHERE p.status = 'paid'))::int AS paid_count,
            coalesce((sum(p.amount) FILTER (WHERE p.status = 'paid') * 100)::bigint, 0) AS paid_minor,
            coalesce((sum(p.amount) FILTER (WHERE p.status = 'refund_due') * 100)::bigint, 0) AS refund_due_minor
       ${FROM} ${where.sql}
      GROUP BY p.currency ORDER BY p.currency`,
    where.params,
  );
  return rows;
}
