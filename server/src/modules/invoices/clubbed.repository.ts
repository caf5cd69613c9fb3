// The SQL of clubbed service invoices (docs/invoices.md "Clubbed service invoices"): the orders a partner paid for,
// held for its monthly invoice, the clubbed invoice row that links the partner and month to its tax invoice (series
// SC), and the list scoped to the caller. The invoice rows themselves are written by invoices.repository.ts.
import type { PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { clubbedReachSql, SERVICE_STATUS_SQL, type ServiceStatus } from './service-invoices.repository.ts';

const num = (value: unknown): number => Number(value);
const iso = (value: Date | string): string => new Date(value).toISOString();

/** The key of the transaction lock that serialises holding and issuing for one partner (with the partner's id). */
const CLUBBED_LOCK = 7_340_013;

/** Holds the partner's lock until the transaction ends: a hold and an issue of one partner never interleave. */
export async function lockPartner(tx: Queryable, partnerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [CLUBBED_LOCK, partnerId]);
}

export type Partner = { user_id: number; name: string; user_type: 'agent' | 'franchise' };

/** A live agent or franchise, or undefined. */
export async function findPartner(q: Queryable, userId: number): Promise<Partner | undefined> {
  const { rows } = await q.query<Partner>(
    `SELECT user_id, trim(first_name || ' ' || last_name) AS name, user_type FROM users
      WHERE user_id = $1 AND user_type IN ('agent', 'franchise') AND deleted_at IS NULL`,
    [userId],
  );
  return rows[0];
}

export type Membership = { period: string; sci_id: number | null; inv_id: number | null };

/** Whether the order is billed to a partner: held (no sci_id yet) or on its clubbed invoice. */
export async function membershipOf(q: Queryable, soId: number): Promise<Membership | undefined> {
  const { rows } = await q.query<Membership>(
    `SELECT to_char(m.period, 'YYYY-MM') AS period, m.sci_id, c.inv_id
       FROM service_clubbed_orders m LEFT JOIN service_clubbed_invoices c ON c.sci_id = m.sci_id WHERE m.so_id = $1`,
    [soId],
  );
  return rows[0];
}

/** The partner's clubbed invoice of a month (`YYYY-MM`), if issued. */
export async function clubbedOf(q: Queryable, partnerId: number, month: string): Promise<{ sci_id: number; inv_id: number } | undefined> {
  const { rows } = await q.query<{ sci_id: number; inv_id: number }>(
    `SELECT sci_id, inv_id FROM service_clubbed_invoices WHERE partner_user_id = $1 AND period = ($2 || '-01')::date`,
    [partnerId, month],
  );
  return rows[0];
}

export async function holdOrder(tx: Queryable, soId: number, partnerId: number, month: string): Promise<void> {
  await tx.query(
    `INSERT INTO service_clubbed_orders (so_id, partner_user_id, period) VALUES ($1, $2, ($3 || '-01')::date)`,
    [soId, partnerId, month],
  );
}

/** The orders held for the partner's month that are still to bill (not cancelled or refunded), oldest first. */
export async function heldOrders(tx: Queryable, partnerId: number, month: string): Promise<number[]> {
  const { rows } = await tx.query<{ so_id: number }>(
    `SELECT m.so_id FROM service_clubbed_orders m JOIN shop_orders o ON o.so_id = m.so_id
      WHERE m.partner_user_id = $1 AND m.period = ($2 || '-01')::date AND m.sci_id IS NULL
        AND o.status NOT IN ('cancelled', 'refunded')
      ORDER BY m.held_at, m.so_id`,
    [partnerId, month],
  );
  return rows.map((r) => r.so_id);
}

export async function insertClubbed(tx: Queryable, invId: number, partnerId: number, month: string, by: number | null): Promise<number> {
  const { rows } = await tx.query<{ sci_id: number }>(
    `INSERT INTO service_clubbed_invoices (inv_id, partner_user_id, period, issued_by) VALUES ($1, $2, ($3 || '-01')::date, $4)
     RETURNING sci_id`,
    [invId, partnerId, month, by],
  );
  return rows[0].sci_id;
}

export async function setMember(
  tx: Queryable, soId: number, m: { sciId: number; lineNo: number; taxable: number; tax: number; total: number },
): Promise<void> {
  await tx.query(
    `UPDATE service_clubbed_orders SET sci_id = $2, line_no = $3, taxable_minor = $4, tax_minor = $5, total_minor = $6
      WHERE so_id = $1 AND sci_id IS NULL`,
    [soId, m.sciId, m.lineNo, m.taxable, m.tax, m.total],
  );
}

/** Every partner and month with orders still held, of months before `month` (`YYYY-MM`): the schedule's work. */
export async function dueMonths(q: Queryable, month: string): Promise<{ partner_user_id: number; month: string }[]> {
  const { rows } = await q.query<{ partner_user_id: number; month: string }>(
    `SELECT DISTINCT m.partner_user_id, to_char(m.period, 'YYYY-MM') AS month
       FROM service_clubbed_orders m JOIN shop_orders o ON o.so_id = m.so_id
      WHERE m.sci_id IS NULL AND m.period < ($1 || '-01')::date AND o.status NOT IN ('cancelled', 'refunded')
      ORDER BY month, m.partner_user_id`,
    [month],
  );
  return rows;
}

/** Whether the caller reaches a clubbed invoice (the list's own reach rule), or undefined when there is none. */
export async function clubbedReach(q: Queryable, sciId: number, caller: Caller): Promise<{ reachable: boolean } | undefined> {
  const { rows } = await q.query<{ reachable: boolean }>(
    `SELECT ${clubbedReachSql('c', '$2::int', '$3::text')} AS reachable FROM service_clubbed_invoices c WHERE c.sci_id = $1`,
    [sciId, caller.userId, caller.role],
  );
  return rows[0];
}

export type ClubbedRow = {
  sci_id: number; inv_id: number; month: string; clubbed_invoice_no: string; partner_user_id: number; partner_name: string;
  partner_type: 'agent' | 'franchise'; invoice_count: number; total_minor: number; currency: string; status: ServiceStatus;
  issued_at: string; paid_at: string | null;
};

const CLUBBED_SELECT = `
  SELECT c.sci_id, c.inv_id, to_char(c.period, 'YYYY-MM') AS month, i.invoice_no AS clubbed_invoice_no, c.partner_user_id,
         trim(p.first_name || ' ' || p.last_name) AS partner_name, p.user_type AS partner_type,
         (SELECT count(*)::int FROM service_clubbed_orders m WHERE m.sci_id = c.sci_id) AS invoice_count,
         i.total_minor, i.currency, ${SERVICE_STATUS_SQL} AS status, i.issued_at,
         (SELECT max(h.changed_at) FROM invoice_status_history h WHERE h.inv_id = i.inv_id AND h.to_status = 'paid') AS paid_at`;
const CLUBBED_FROM = `
    FROM service_clubbed_invoices c
    JOIN invoices i ON i.inv_id = c.inv_id
    JOIN users p ON p.user_id = c.partner_user_id`;

type RawClubbed = Omit<ClubbedRow, 'total_minor' | 'issued_at' | 'paid_at'> & { total_minor: unknown; issued_at: Date | string; paid_at: Date | string | null };

const toClubbed = (row: RawClubbed): ClubbedRow => ({
  ...row, total_minor: num(row.total_minor), issued_at: iso(row.issued_at), paid_at: row.paid_at === null ? null : iso(row.paid_at),
});

export async function findClubbed(q: Queryable, sciId: number): Promise<ClubbedRow | undefined> {
  const { rows } = await q.query<RawClubbed>(`${CLUBBED_SELECT} ${CLUBBED_FROM} WHERE c.sci_id = $1`, [sciId]);
  return rows[0] && toClubbed(rows[0]);
}

/** listServiceClubbedInvoices: the caller's reach, filters, newest first. */
export function listClubbed(
  db: Queryable, caller: Caller, query: PortalQuery<'listServiceClubbedInvoices'>, window: PageWindow,
): Promise<Page<ClubbedRow>> {
  const where = new Conditions();
  where.push(clubbedReachSql('c', where.param(caller.userId), where.param(caller.role)));
  if (query.status) where.push(`${SERVICE_STATUS_SQL} = ${where.param(query.status)}`);
  if (query.from) where.push(`i.issue_date >= ${where.param(query.from)}::date`);
  if (query.to) where.push(`i.issue_date <= ${where.param(query.to)}::date`);
  if (query.q) where.ilike(`concat_ws(' ', i.invoice_no, p.first_name, p.last_name, p.email)`, query.q);
  return queryPage(db, window, where, {
    select: `${CLUBBED_SELECT} ${CLUBBED_FROM} ${where.sql} ORDER BY i.issued_at DESC, c.sci_id DESC`,
    count: `SELECT count(*)::int AS total ${CLUBBED_FROM} ${where.sql}`,
  }, toClubbed);
}
