// The SQL of tax invoices and credit notes: drafts with their lines, the row lock of a change, the gapless counter,
// payments, status history, and the list scoped to the caller's reach.
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { amountInWords, type TaxedLine, type Totals } from './gst.ts';
import type { InvoiceStatus } from './lifecycle.ts';

export type TaxInvoice = PortalSchemas['TaxInvoice'];
export type Party = PortalSchemas['Party'];

/** Numbers as the drivers answer bigint (text or bigint) → number; every amount is below 2^53 by the contract. */
const num = (value: unknown): number => Number(value);
const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

const SELECT = `
  SELECT i.inv_id, i.kind, i.series, i.invoice_no, i.fy AS financial_year, i.status, i.currency,
         to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, i.supplier, i.buyer, i.place_of_supply, i.inter_state,
         i.reverse_charge, i.student_user_id, i.taxable_minor, i.cgst_minor, i.sgst_minor, i.igst_minor,
         i.total_minor, i.paid_minor, i.credited_minor, i.reason, i.raised_by AS created_by, i.created_at, i.issued_at,
         CASE WHEN o.inv_id IS NOT NULL THEN json_build_object('inv_id', o.inv_id, 'invoice_no', o.invoice_no) END AS credit_of,
         (SELECT coalesce(json_agg(json_build_object('line_no', l.line_no, 'description', l.description, 'sac', l.sac,
                   'quantity', l.quantity, 'unit_price_minor', l.unit_price_minor, 'gst_rate', l.gst_rate,
                   'taxable_minor', l.taxable_minor, 'cgst_minor', l.cgst_minor, 'sgst_minor', l.sgst_minor,
                   'igst_minor', l.igst_minor) ORDER BY l.line_no), '[]')
            FROM invoice_lines l WHERE l.inv_id = i.inv_id) AS lines,
         (SELECT coalesce(json_agg(json_build_object('from', h.from_status, 'to', h.to_status, 'changed_by', h.changed_by,
                   'changed_at', h.changed_at, 'note', h.note) ORDER BY h.history_id), '[]')
            FROM invoice_status_history h WHERE h.inv_id = i.inv_id) AS history
    FROM invoices i
    LEFT JOIN invoices o ON o.inv_id = i.credit_of`;

type LineRow = Omit<TaxInvoice['lines'][number], 'total_minor'>;
type Row = {
  inv_id: number; kind: TaxInvoice['kind']; series: string; invoice_no: string | null; financial_year: string | null;
  status: InvoiceStatus; currency: string; issue_date: string | null; supplier: Party | null; buyer: Party;
  place_of_supply: string; inter_state: boolean; reverse_charge: boolean; student_user_id: number | null;
  taxable_minor: unknown; cgst_minor: unknown; sgst_minor: unknown; igst_minor: unknown; total_minor: unknown;
  paid_minor: unknown; credited_minor: unknown; reason: string | null; created_by: number; created_at: Date | string;
  issued_at: Date | string | null; credit_of: TaxInvoice['credit_of']; lines: LineRow[];
  history: { from: InvoiceStatus | null; to: InvoiceStatus; changed_by: number | null; changed_at: string; note: string | null }[];
};

function toInvoice(row: Row): TaxInvoice {
  const totals = {
    taxable_minor: num(row.taxable_minor), cgst_minor: num(row.cgst_minor), sgst_minor: num(row.sgst_minor),
    igst_minor: num(row.igst_minor), total_minor: num(row.total_minor),
  };
  const paid = num(row.paid_minor);
  const credited = num(row.credited_minor);
  return {
    inv_id: row.inv_id, kind: row.kind, series: row.series, invoice_no: row.invoice_no, financial_year: row.financial_year,
    status: row.status, currency: row.currency, issue_date: row.issue_date, supplier: row.supplier, buyer: row.buyer,
    place_of_supply: row.place_of_supply, inter_state: row.inter_state, reverse_charge: row.reverse_charge,
    student_user_id: row.student_user_id,
    lines: row.lines.map((l) => {
      const line = { ...l, unit_price_minor: num(l.unit_price_minor), taxable_minor: num(l.taxable_minor),
        cgst_minor: num(l.cgst_minor), sgst_minor: num(l.sgst_minor), igst_minor: num(l.igst_minor) };
      return { ...line, total_minor: line.taxable_minor + line.cgst_minor + line.sgst_minor + line.igst_minor };
    }),
    totals: { ...totals, tax_minor: totals.cgst_minor + totals.sgst_minor + totals.igst_minor },
    amount_in_words: amountInWords(totals.total_minor, row.currency),
    paid_minor: paid,
    credited_minor: credited,
    balance_minor: row.kind === 'credit_note' || row.status === 'void' ? 0 : Math.max(0, totals.total_minor - paid - credited),
    credit_of: row.credit_of, reason: row.reason, created_by: row.created_by,
    created_at: iso(row.created_at), issued_at: isoOrNull(row.issued_at),
    history: row.history.map((h) => ({ ...h, changed_at: iso(h.changed_at) })),
  };
}

export async function findInvoice(db: Queryable, invId: number): Promise<TaxInvoice | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE i.inv_id = $1`, [invId]);
  return rows[0] ? toInvoice(rows[0]) : undefined;
}

/** What a change reads under the row lock. */
export type InvoiceState = {
  inv_id: number; kind: TaxInvoice['kind']; status: InvoiceStatus; series: string; currency: string; buyer: Party;
  place_of_supply: string; reverse_charge: boolean; inter_state: boolean; supplier: Party | null; student_user_id: number | null;
  total: number; paid: number; credited: number;
};

export async function lockInvoice(db: Queryable, invId: number): Promise<InvoiceState | undefined> {
  const { rows } = await db.query<InvoiceState & { total: unknown; paid: unknown; credited: unknown }>(
    `SELECT inv_id, kind, status, series, currency, buyer, place_of_supply, reverse_charge, inter_state, supplier, student_user_id,
            total_minor AS total, paid_minor AS paid, credited_minor AS credited
       FROM invoices WHERE inv_id = $1 FOR UPDATE`,
    [invId],
  );
  const row = rows[0];
  return row && { ...row, total: num(row.total), paid: num(row.paid), credited: num(row.credited) };
}

export type NewInvoice = {
  kind: TaxInvoice['kind']; series: string; currency: string; buyer: Party; placeOfSupply: string; interState: boolean;
  reverseCharge: boolean; studentUserId: number | null; createdBy: number; creditOf: number | null; reason: string | null;
  lines: TaxedLine[]; totals: Totals;
};

/** Inserts a draft (or, with `issued`, an issued credit note's row before its number) and its lines. */
export async function insertInvoice(db: Queryable, inv: NewInvoice): Promise<number> {
  const { rows } = await db.query<{ inv_id: number }>(
    `INSERT INTO invoices (kind, series, currency, buyer, place_of_supply, inter_state, reverse_charge, student_user_id,
                           raised_by, credit_of, reason, taxable_minor, cgst_minor, sgst_minor, igst_minor, total_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING inv_id`,
    [inv.kind, inv.series, inv.currency, JSON.stringify(inv.buyer), inv.placeOfSupply, inv.interState, inv.reverseCharge,
      inv.studentUserId, inv.createdBy, inv.creditOf, inv.reason, inv.totals.taxable_minor, inv.totals.cgst_minor,
      inv.totals.sgst_minor, inv.totals.igst_minor, inv.totals.total_minor],
  );
  const invId = rows[0].inv_id;
  await writeLines(db, invId, inv.lines);
  return invId;
}

async function writeLines(db: Queryable, invId: number, lines: TaxedLine[]): Promise<void> {
  await db.query(
    `INSERT INTO invoice_lines (inv_id, line_no, description, sac, quantity, unit_price_minor, gst_rate, taxable_minor,
                                cgst_minor, sgst_minor, igst_minor)
     SELECT $1, l.line_no, l.description, l.sac, l.quantity, l.unit_price_minor, l.gst_rate, l.taxable_minor,
            l.cgst_minor, l.sgst_minor, l.igst_minor
       FROM json_to_recordset($2::json) AS l(line_no int, description text, sac text, quantity int, unit_price_minor bigint,
            gst_rate int, taxable_minor bigint, cgst_minor bigint, sgst_minor bigint, igst_minor bigint)`,
    [invId, JSON.stringify(lines)],
  );
}

/** Replaces a draft's computed lines and totals (the tax is recomputed at issue with the supplier then in force). */
export async function retaxDraft(db: Queryable, invId: number, interState: boolean, lines: TaxedLine[], totals: Totals): Promise<void> {
  await db.query('DELETE FROM invoice_lines WHERE inv_id = $1', [invId]);
  await writeLines(db, invId, lines);
  await db.query(
    `UPDATE invoices SET inter_state = $2, taxable_minor = $3, cgst_minor = $4, sgst_minor = $5, igst_minor = $6,
            total_minor = $7, updated_at = now() WHERE inv_id = $1`,
    [invId, interState, totals.taxable_minor, totals.cgst_minor, totals.sgst_minor, totals.igst_minor, totals.total_minor],
  );
}

/**
 * The next number of a series in a financial year. The upsert locks the counter row until the caller's transaction
 * ends, so issuers of one series wait in turn, and a rolled-back issue gives its number back: no gap, no duplicate.
 * Null when the series has reached `max` in that year.
 */
export async function takeNumber(db: Queryable, series: string, fy: string, max: number): Promise<number | null> {
  const { rows } = await db.query<{ last_no: number }>(
    `INSERT INTO invoice_counters (series, fy, last_no) VALUES ($1, $2, 1)
     ON CONFLICT (series, fy) DO UPDATE SET last_no = invoice_counters.last_no + 1 WHERE invoice_counters.last_no < $3
     RETURNING last_no`,
    [series, fy, max],
  );
  return rows[0]?.last_no ?? null;
}

export async function markIssued(
  db: Queryable, invId: number, n: { fy: string; seq: number; invoiceNo: string; issueDate: string; supplier: Party },
): Promise<void> {
  await db.query(
    `UPDATE invoices SET status = 'issued', fy = $2, seq = $3, invoice_no = $4, issue_date = $5, supplier = $6,
            issued_at = now(), updated_at = now() WHERE inv_id = $1`,
    [invId, n.fy, n.seq, n.invoiceNo, n.issueDate, JSON.stringify(n.supplier)],
  );
}

export async function setStatus(db: Queryable, invId: number, status: InvoiceStatus, reason?: string): Promise<void> {
  await db.query('UPDATE invoices SET status = $2, reason = coalesce($3, reason), updated_at = now() WHERE inv_id = $1',
    [invId, status, reason ?? null]);
}

export async function addHistory(db: Queryable, invId: number, from: InvoiceStatus | null, to: InvoiceStatus, by: number | null, note: string | null): Promise<void> {
  await db.query('INSERT INTO invoice_status_history (inv_id, from_status, to_status, changed_by, note) VALUES ($1, $2, $3, $4, $5)',
    [invId, from, to, by, note]);
}

export async function findPayment(db: Queryable, invId: number, reference: string): Promise<{ amount: number } | undefined> {
  const { rows } = await db.query<{ amount: unknown }>(
    'SELECT amount_minor AS amount FROM invoice_payments WHERE inv_id = $1 AND reference = $2', [invId, reference]);
  return rows[0] && { amount: num(rows[0].amount) };
}

export async function insertPayment(
  db: Queryable, invId: number, p: { amount: number; paidOn: string; method: string; reference: string; by: number },
): Promise<void> {
  await db.query(
    'INSERT INTO invoice_payments (inv_id, amount_minor, paid_on, method, reference, recorded_by) VALUES ($1, $2, $3, $4, $5, $6)',
    [invId, p.amount, p.paidOn, p.method, p.reference, p.by],
  );
  await db.query('UPDATE invoices SET paid_minor = paid_minor + $2, updated_at = now() WHERE inv_id = $1', [invId, p.amount]);
}

export async function addCredited(db: Queryable, invId: number, amount: number): Promise<void> {
  await db.query('UPDATE invoices SET credited_minor = credited_minor + $2, updated_at = now() WHERE inv_id = $1', [invId, amount]);
}

/** The list of listInvoices: everything for accounts and operations managers, else what the caller raised or reaches. */
export function listInvoices(db: Queryable, caller: Caller, query: PortalQuery<'listInvoices'>, window: PageWindow): Promise<Page<TaxInvoice>> {
  const where = new Conditions();
  const me = where.param(caller.userId);
  const role = where.param(caller.role);
  // As the access rule of kind `invoice`: a credit note is listed to whoever raised the invoice it credits, and an
  // invoice raised by an area franchise to its master franchise.
  const raiser = 'coalesce((SELECT o.raised_by FROM invoices o WHERE o.inv_id = i.credit_of), i.raised_by)';
  where.push(`(i.raised_by = ${me} OR ${role} IN ('accounts', 'operations_manager') OR ${raiser} = ${me}
    OR EXISTS (SELECT 1 FROM users r WHERE r.user_id = ${raiser} AND r.master_franchise_id = ${me}) OR EXISTS (
      SELECT 1 FROM users s WHERE s.user_id = i.student_user_id AND ${studentReachSql('s', me, role)}))`);
  where.eq('i.student_user_id', query.student_user_id).eq('i.status', query.status).eq('i.kind', query.kind);
  if (query.from) where.push(`coalesce(i.issue_date, (i.created_at AT TIME ZONE 'Asia/Kolkata')::date) >= ${where.param(query.from)}::date`);
  if (query.to) where.push(`coalesce(i.issue_date, (i.created_at AT TIME ZONE 'Asia/Kolkata')::date) <= ${where.param(query.to)}::date`);
  if (query.q) {
    where.ilike("concat_ws(' ', i.invoice_no, i.buyer->>'legal_name')", query.q);
  }
  return queryPage(db, window, where, {
    select: `${SELECT} ${where.sql} ORDER BY coalesce(i.issue_date, (i.created_at AT TIME ZONE 'Asia/Kolkata')::date) DESC, i.inv_id DESC`,
    count: `SELECT count(*)::int AS total FROM invoices i ${where.sql}`,
  }, toInvoice);
}
