// The SQL of service invoices: the link of a shop order to its tax invoice (series SRV), what the invoice is issued
// from (the order, its student, its paid payments), the order's refunds, and the list scoped to the caller's reach.
// The invoice rows themselves are written by invoices.repository.ts (one invoice engine).
import type { PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

const num = (value: unknown): number => Number(value);
const iso = (value: Date | string): string => new Date(value).toISOString();

/** The service invoice status of a tax invoice row `i` (docs/invoices.md "Service invoices"). */
export const SERVICE_STATUS_SQL = `CASE
    WHEN i.status = 'void' THEN 'cancelled'
    WHEN i.credited_minor > 0 AND i.credited_minor >= i.total_minor THEN 'refunded'
    WHEN i.status = 'issued' THEN 'unpaid'
    ELSE i.status END`;

export type ServiceStatus = 'unpaid' | 'partially_paid' | 'paid' | 'cancelled' | 'refunded';

/** A shop order as its service invoice needs it, locked for the rest of the transaction. Amounts in minor units. */
export type OrderForInvoice = {
  so_id: number; status: string; user_id: number; student_user_id: number; currency: string;
  amount_minor: number; paid_minor: number; discount_minor: number; coupon_code: string | null;
  list_price_minor: number; plan_name: string; service_id: number; service_name: string;
};

export async function lockOrderForInvoice(tx: Queryable, soId: number): Promise<OrderForInvoice | undefined> {
  const { rows } = await tx.query<OrderForInvoice>(
    `SELECT o.so_id, o.status, o.user_id, o.student_user_id, o.currency, (o.amount * 100)::bigint AS amount_minor,
            (o.amount_paid * 100)::bigint AS paid_minor, (o.discount_amount * 100)::bigint AS discount_minor, o.coupon_code,
            (i.price * 100)::bigint AS list_price_minor, i.plan_name, i.service_id, i.service_name
       FROM shop_orders o
       JOIN LATERAL (SELECT * FROM shop_order_items it WHERE it.so_id = o.so_id ORDER BY it.item_id LIMIT 1) i ON true
      WHERE o.so_id = $1 FOR UPDATE OF o`,
    [soId],
  );
  const row = rows[0];
  return row && {
    ...row, amount_minor: num(row.amount_minor), paid_minor: num(row.paid_minor), discount_minor: num(row.discount_minor),
    list_price_minor: num(row.list_price_minor),
  };
}

/** The tax invoice that bills an order, if any: its own service invoice, or the partner's clubbed invoice it is on. */
export async function invoiceOfOrder(q: Queryable, soId: number): Promise<number | null> {
  const { rows } = await q.query<{ inv_id: number }>(
    `SELECT inv_id FROM service_invoices WHERE so_id = $1
     UNION ALL
     SELECT c.inv_id FROM service_clubbed_orders m JOIN service_clubbed_invoices c ON c.sci_id = m.sci_id WHERE m.so_id = $1`,
    [soId],
  );
  return rows[0]?.inv_id ?? null;
}

/** Whether the id is a service invoice (a student's or a clubbed one) or a credit note against one. */
export async function isServiceDocument(q: Queryable, invId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM invoices i WHERE i.inv_id = $1 AND (
       EXISTS (SELECT 1 FROM service_invoices s WHERE s.inv_id = coalesce(i.credit_of, i.inv_id))
       OR EXISTS (SELECT 1 FROM service_clubbed_invoices c WHERE c.inv_id = coalesce(i.credit_of, i.inv_id)))`,
    [invId],
  );
  return rows.length > 0;
}

export async function linkInvoice(tx: Queryable, invId: number, soId: number): Promise<void> {
  await tx.query('INSERT INTO service_invoices (inv_id, so_id) VALUES ($1, $2)', [invId, soId]);
}

export type StudentBuyer = {
  first_name: string; last_name: string; email: string; country_code: string | null; country_name: string | null;
};

export async function findStudentBuyer(q: Queryable, studentId: number): Promise<StudentBuyer> {
  const { rows } = await q.query<StudentBuyer>(
    `SELECT u.first_name, u.last_name, u.email, c.iso2 AS country_code, c.name AS country_name
       FROM users u LEFT JOIN countries c ON c.country_id = u.country_id WHERE u.user_id = $1`,
    [studentId],
  );
  return rows[0];
}

export type OrderPayment = { transaction_id: string; provider: string; amount_minor: number; paid_at: Date; created_by: number };

/** The paid payments of an order, oldest first. */
export async function paidPayments(q: Queryable, soId: number): Promise<OrderPayment[]> {
  const { rows } = await q.query<OrderPayment>(
    `SELECT transaction_id, provider, (amount * 100)::bigint AS amount_minor, paid_at, created_by
       FROM payments WHERE so_id = $1 AND status = 'paid' ORDER BY paid_at, transaction_id`,
    [soId],
  );
  return rows.map((r) => ({ ...r, amount_minor: num(r.amount_minor) }));
}

/** A payment recorded on an invoice (by its reference), if it is. */
export async function hasInvoicePayment(q: Queryable, invId: number, reference: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM invoice_payments WHERE inv_id = $1 AND reference = $2', [invId, reference]);
  return rows.length > 0;
}

export type RefundRow = { amount_minor: number; credit_note_id: number | null };

export async function findRefund(q: Queryable, soId: number, reference: string): Promise<RefundRow | undefined> {
  const { rows } = await q.query<RefundRow>(
    'SELECT amount_minor, credit_note_id FROM shop_order_refunds WHERE so_id = $1 AND reference = $2', [soId, reference]);
  return rows[0] && { ...rows[0], amount_minor: num(rows[0].amount_minor) };
}

export async function refundedOf(q: Queryable, soId: number): Promise<number> {
  const { rows } = await q.query<{ sum: unknown }>('SELECT coalesce(sum(amount_minor), 0) AS sum FROM shop_order_refunds WHERE so_id = $1', [soId]);
  return num(rows[0].sum);
}

export async function insertRefund(
  tx: Queryable,
  r: { soId: number; reference: string; amount: number; currency: string; reason: string; creditNoteId: number | null; by: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO shop_order_refunds (so_id, reference, amount_minor, currency, reason, credit_note_id, refunded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [r.soId, r.reference, r.amount, r.currency, r.reason, r.creditNoteId, r.by],
  );
}

/** A line of the order's history: a move (or, with the same status, a refund note) by whom, now. */
export async function addOrderHistory(tx: Queryable, soId: number, status: string, note: string, by: number | null): Promise<void> {
  await tx.query('INSERT INTO shop_order_status_history (so_id, status, note, changed_by) VALUES ($1, $2, $3, $4)', [soId, status, note, by]);
}

/** Moves an order to refunded (everything paid was given back) and ends the services it gave. */
export async function markOrderRefunded(tx: Queryable, soId: number, note: string, by: number): Promise<void> {
  await tx.query(`UPDATE shop_orders SET status = 'refunded', updated_at = now() WHERE so_id = $1`, [soId]);
  await addOrderHistory(tx, soId, 'refunded', note, by);
  await tx.query(`UPDATE user_services SET status = 'cancelled' WHERE so_id = $1 AND status = 'active'`, [soId]);
}

/** What a service invoice adds to its tax invoice: the order, the student, the service, the coupon, the credit notes;
 * for an order on a partner's clubbed invoice, the clubbed invoice and the order's line on it. */
export type ServiceExtra = {
  so_id: number; sci_id: number | null; line_no: number | null; student_user_id: number; student_name: string; student_email: string;
  service_id: number; service_name: string; list_price_minor: number; discount_minor: number; coupon_code: string | null;
  service_status: ServiceStatus; paid_at: string | null; transaction_id: string | null;
  credit_notes: { inv_id: number; invoice_no: string; total_minor: number; reason: string | null; issued_at: string }[];
};

/**
 * The caller's reach over a clubbed invoice billed to `alias.partner_user_id`: all for accounts and operations
 * managers, else the partner billed, and a master franchise also its area franchises'.
 */
export function clubbedReachSql(alias: string, me: string, role: string): string {
  return `(${role} IN ('accounts', 'operations_manager') OR ${alias}.partner_user_id = ${me}
    OR (${role} = 'franchise' AND ${alias}.partner_user_id IN (SELECT f.user_id FROM users f WHERE f.master_franchise_id = ${me})))`;
}

/** Every billed order with the tax invoice that bills it: a student's own service invoice, or its line on a
 * partner's clubbed invoice (sci_id, line_no, the line's total and the partner). */
const MEMBERS = `(
    SELECT inv_id, so_id, NULL::int AS sci_id, NULL::int AS line_no, NULL::bigint AS m_total, NULL::int AS partner_user_id
      FROM service_invoices
    UNION ALL
    SELECT c.inv_id, m.so_id, m.sci_id, m.line_no, m.total_minor, c.partner_user_id
      FROM service_clubbed_orders m JOIN service_clubbed_invoices c ON c.sci_id = m.sci_id)`;

/** A clubbed order's own status, from what was paid and credited for that order on the clubbed invoice. */
const MEMBER_STATUS_SQL = `CASE
    WHEN i.status = 'void' THEN 'cancelled'
    WHEN mm.credited > 0 AND mm.credited >= s.m_total THEN 'refunded'
    WHEN mm.paid >= s.m_total THEN 'paid'
    WHEN mm.paid > 0 THEN 'partially_paid'
    ELSE 'unpaid' END`;

const EXTRA_COLUMNS = `s.so_id, s.sci_id, s.line_no, o.student_user_id, trim(st.first_name || ' ' || st.last_name) AS student_name,
         st.email AS student_email, it.service_id, it.service_name, (it.price * 100)::bigint AS list_price_minor,
         (o.discount_amount * 100)::bigint AS discount_minor, o.coupon_code,
         CASE WHEN s.sci_id IS NULL THEN ${SERVICE_STATUS_SQL} ELSE ${MEMBER_STATUS_SQL} END AS service_status,
         CASE WHEN s.sci_id IS NULL
              THEN (SELECT max(h.changed_at) FROM invoice_status_history h WHERE h.inv_id = i.inv_id AND h.to_status = 'paid')
              WHEN mm.paid >= s.m_total THEN mm.last_paid END AS paid_at,
         (SELECT p.transaction_id FROM payments p WHERE p.so_id = o.so_id AND p.status = 'paid'
           ORDER BY p.paid_at DESC, p.transaction_id DESC LIMIT 1) AS transaction_id,
         (SELECT coalesce(json_agg(json_build_object('inv_id', c.inv_id, 'invoice_no', c.invoice_no, 'total_minor', c.total_minor,
                   'reason', c.reason, 'issued_at', c.issued_at) ORDER BY c.inv_id), '[]')
            FROM invoices c WHERE c.credit_of = i.inv_id
             AND (s.sci_id IS NULL OR c.inv_id IN (SELECT r.credit_note_id FROM shop_order_refunds r WHERE r.so_id = s.so_id))) AS credit_notes`;

const EXTRA_FROM = `
    FROM ${MEMBERS} s
    JOIN invoices i ON i.inv_id = s.inv_id
    JOIN shop_orders o ON o.so_id = s.so_id
    JOIN users st ON st.user_id = o.student_user_id
    JOIN LATERAL (SELECT * FROM shop_order_items x WHERE x.so_id = o.so_id ORDER BY x.item_id LIMIT 1) it ON true
    LEFT JOIN LATERAL (
      SELECT (SELECT coalesce(sum(ip.amount_minor), 0) FROM invoice_payments ip WHERE ip.inv_id = i.inv_id
                 AND ip.reference IN (SELECT p.transaction_id FROM payments p WHERE p.so_id = s.so_id)) AS paid,
             (SELECT coalesce(sum(r.amount_minor), 0) FROM shop_order_refunds r
               WHERE r.so_id = s.so_id AND r.credit_note_id IS NOT NULL) AS credited,
             (SELECT max(p.paid_at) FROM payments p WHERE p.so_id = s.so_id AND p.status = 'paid') AS last_paid
    ) mm ON s.sci_id IS NOT NULL`;

type ExtraRow = Omit<ServiceExtra, 'paid_at' | 'credit_notes'> & {
  paid_at: Date | string | null; credit_notes: { inv_id: number; invoice_no: string; total_minor: unknown; reason: string | null; issued_at: string }[];
};

function toExtra(row: ExtraRow): ServiceExtra {
  return {
    ...row, list_price_minor: num(row.list_price_minor), discount_minor: num(row.discount_minor),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    credit_notes: row.credit_notes.map((c) => ({ ...c, total_minor: num(c.total_minor), issued_at: iso(c.issued_at) })),
  };
}

/** The order behind a service invoice; for a clubbed invoice the order `soId` on it, or its first line. */
export async function findExtra(q: Queryable, invId: number, soId: number | null = null): Promise<ServiceExtra | undefined> {
  const { rows } = await q.query<ExtraRow>(
    `SELECT ${EXTRA_COLUMNS} ${EXTRA_FROM} WHERE s.inv_id = $1 AND ($2::int IS NULL OR s.so_id = $2::int)
      ORDER BY s.line_no NULLS FIRST LIMIT 1`,
    [invId, soId],
  );
  return rows[0] && toExtra(rows[0]);
}

export type ListedRow = ServiceExtra & {
  inv_id: number; invoice_no: string; currency: string; total_minor: number; paid_minor: number; credited_minor: number; issued_at: string;
};

/** A listed row's own number and amounts: a clubbed order's are its line's ("SC/26-27/4 line 2"). */
const LISTED_COLUMNS = `i.inv_id, i.currency, i.issued_at,
         CASE WHEN s.sci_id IS NULL THEN i.invoice_no ELSE i.invoice_no || ' line ' || s.line_no END AS invoice_no,
         coalesce(s.m_total, i.total_minor) AS total_minor,
         CASE WHEN s.sci_id IS NULL THEN i.paid_minor ELSE mm.paid END AS paid_minor,
         CASE WHEN s.sci_id IS NULL THEN i.credited_minor ELSE mm.credited END AS credited_minor`;

type RawListed = ExtraRow & {
  inv_id: number; invoice_no: string; currency: string; total_minor: unknown; paid_minor: unknown; credited_minor: unknown; issued_at: Date | string;
};

const toListed = (row: RawListed): ListedRow => ({
  ...toExtra(row), inv_id: row.inv_id, invoice_no: row.invoice_no, currency: row.currency, total_minor: num(row.total_minor),
  paid_minor: num(row.paid_minor), credited_minor: num(row.credited_minor), issued_at: iso(row.issued_at),
});

/** listServiceInvoices: all for accounts and operations managers, else the invoices of the students the caller
 * reaches or whose order the caller paid; an order on a clubbed invoice only for the readers of that invoice.
 * Newest first. */
export function listServiceInvoices(
  db: Queryable, caller: Caller, query: PortalQuery<'listServiceInvoices'>, window: PageWindow,
): Promise<Page<ListedRow>> {
  const where = new Conditions();
  const me = where.param(caller.userId);
  const role = where.param(caller.role);
  where.push(`((s.sci_id IS NULL AND (o.user_id = ${me} OR ${studentReachSql('st', me, role)}))
    OR (s.sci_id IS NOT NULL AND ${clubbedReachSql('s', me, role)}))`);
  where.eq('o.student_user_id', query.student_user_id).eq('s.so_id', query.so_id);
  if (query.status) where.push(`(CASE WHEN s.sci_id IS NULL THEN ${SERVICE_STATUS_SQL} ELSE ${MEMBER_STATUS_SQL} END) = ${where.param(query.status)}`);
  if (query.from) where.push(`i.issue_date >= ${where.param(query.from)}::date`);
  if (query.to) where.push(`i.issue_date <= ${where.param(query.to)}::date`);
  if (query.q) where.ilike(`concat_ws(' ', i.invoice_no, st.first_name, st.last_name, st.email, it.service_name)`, query.q);
  return queryPage(db, window, where, {
    select: `SELECT ${LISTED_COLUMNS}, ${EXTRA_COLUMNS} ${EXTRA_FROM} ${where.sql} ORDER BY i.issued_at DESC, i.inv_id DESC, s.line_no`,
    count: `SELECT count(*)::int AS total ${EXTRA_FROM} ${where.sql}`,
  }, toListed);
}

/** The orders on a clubbed invoice as listed, by their line. */
export async function clubbedMembers(q: Queryable, sciId: number): Promise<ListedRow[]> {
  const { rows } = await q.query<RawListed>(
    `SELECT ${LISTED_COLUMNS}, ${EXTRA_COLUMNS} ${EXTRA_FROM} WHERE s.sci_id = $1 ORDER BY s.line_no`, [sciId]);
  return rows.map(toListed);
}

/** A savepoint in the caller's transaction: what is done after it can be undone alone (the payment stays). */
export async function savepoint(tx: Queryable, name: string): Promise<void> {
  await tx.query(`SAVEPOINT ${name}`);
}

export async function releaseSavepoint(tx: Queryable, name: string): Promise<void> {
  await tx.query(`RELEASE SAVEPOINT ${name}`);
}

export async function rollbackToSavepoint(tx: Queryable, name: string): Promise<void> {
  await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
}
