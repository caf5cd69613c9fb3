// All SQL of partner commission invoices (docs/partner-invoices.md): the claim of a term (its uniqueness is the
// partial unique index of migration 0038), the row lock of a move, the history, the lists by reach, clubbed bills and
// the payout's link. Rows become the contract's Invoice here. The gapless number comes from the invoices module's
// counters (takeNumber); the franchises' student summaries are in franchise-students.repository.ts.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { ALL_STUDENTS_ROLES, type Caller } from '../../domain/caller.ts';
import { Conflict } from '../../domain/errors.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import type { PartnerInvoiceStatus } from './partner-invoice-lifecycle.ts';

export type Invoice = PortalSchemas['Invoice'];
type UserRef = PortalSchemas['InvoiceUserRef'];

type InvoiceRow = {
  pi_id: number; invoice_no: string | null; sa_mapper_id: number; term: number; partner_user_id: number; manual: boolean;
  term_label: string | null; due_date: string | null; status: PartnerInvoiceStatus; currency: string; share_bp: number;
  ledger_share_minor: number; amount_minor: number; note: string | null; ci_id: number | null; created_at: Date;
  raised_at: Date | null; reviewed_at: Date | null; paid_at: Date | null; student_user_id: number; student_name: string;
  student_email: string | null; university_id: number; university_name: string; country: string; course_id: number;
  course_name: string; course_level: string | null; intake: string; intake_year: number; census_date: string;
  tuition_minor: number; rate_type: 'percent' | 'flat'; rate_bp: number | null; raiser_name: string; raiser_type: string;
  master_franchise_id: number | null; creator_id: number; creator_name: string; creator_type: string;
  reviewer_id: number | null; reviewer_name: string | null; reviewer_type: string | null;
};

/** An Invoice with what the service needs besides: the raiser's master franchise, the term label and due date. */
export type InvoiceRecord = Invoice & { master_franchise_id: number | null; term_label: string | null; due_date: string | null };

const SELECT = `
  SELECT pi.pi_id, pi.invoice_no, pi.sa_mapper_id, pi.term, pi.partner_user_id, pi.manual, pi.term_label, pi.due_date,
         pi.status, pi.currency, pi.share_bp, pi.ledger_share_minor, pi.amount_minor, pi.note, pi.ci_id, pi.created_at,
         pi.raised_at, pi.reviewed_at, pi.paid_at, a.student_user_id, concat_ws(' ', s.first_name, s.last_name) AS student_name,
         s.email AS student_email, un.university_id, un.name AS university_name, co.name AS country, c.course_id,
         c.name AS course_name, cl.name AS course_level, a.intake, a.intake_year, t.census_date, t.tuition_minor,
         r.rate_type, r.rate_bp, concat_ws(' ', p.first_name, p.last_name) AS raiser_name, p.user_type AS raiser_type,
         p.master_franchise_id, cb.user_id AS creator_id, concat_ws(' ', cb.first_name, cb.last_name) AS creator_name,
         cb.user_type AS creator_type, rv.user_id AS reviewer_id, concat_ws(' ', rv.first_name, rv.last_name) AS reviewer_name,
         rv.user_type AS reviewer_type`;
const FROM = `
    FROM partner_invoices pi
    JOIN commission_terms t ON t.sa_mapper_id = pi.sa_mapper_id AND t.term = pi.term
    JOIN student_applications a ON a.sa_mapper_id = pi.sa_mapper_id
    JOIN users s ON s.user_id = a.student_user_id
    JOIN courses c ON c.course_id = a.course_id
    LEFT JOIN course_levels cl ON cl.course_level_id = c.course_level_id
    JOIN universities un ON un.university_id = t.university_id
    JOIN countries co ON co.country_id = un.country_id
    JOIN commission_rates r ON r.commission_rate_id = t.commission_rate_id
    JOIN users p ON p.user_id = pi.partner_user_id
    JOIN users cb ON cb.user_id = pi.created_by
    LEFT JOIN users rv ON rv.user_id = pi.reviewed_by`;

/** A user as the contract names one on an invoice. */
export const ref = (id: number, name: string, type: string): UserRef => ({ user_id: id, name, user_type: type as UserRef['user_type'] });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toInvoice(row: InvoiceRow): InvoiceRecord {
  return {
    inv_id: row.pi_id,
    invoice_no: row.invoice_no,
    sa_mapper_id: row.sa_mapper_id,
    student: { student_user_id: row.student_user_id, name: row.student_name, email: row.student_email },
    university: { university_id: row.university_id, name: row.university_name, country: row.country },
    course: { course_id: row.course_id, name: row.course_name, course_level: row.course_level },
    term: row.term,
    intake: `${row.intake} ${row.intake_year}`,
    census_date: row.census_date,
    tuition_minor: row.tuition_minor,
    rate_type: row.rate_type,
    rate_basis_points: row.rate_bp,
    share_basis_points: row.share_bp,
    ledger_share_minor: row.ledger_share_minor,
    amount_minor: row.amount_minor,
    currency: row.currency,
    status: row.status,
    manual: row.manual,
    raised_by: ref(row.partner_user_id, row.raiser_name, row.raiser_type),
    created_by: ref(row.creator_id, row.creator_name, row.creator_type),
    created_at: row.created_at.toISOString(),
    raised_at: iso(row.raised_at),
    reviewed_by: row.reviewer_id === null ? null : ref(row.reviewer_id, row.reviewer_name!, row.reviewer_type!),
    reviewed_at: iso(row.reviewed_at),
    paid_at: iso(row.paid_at),
    note: row.note,
    ci_id: row.ci_id,
    master_franchise_id: row.master_franchise_id,
    term_label: row.term_label,
    due_date: row.due_date,
  };
}

/** The contract's Invoice alone (the record without the service's extras). */
export function publicInvoice(record: InvoiceRecord): Invoice {
  const { master_franchise_id: _m, term_label: _t, due_date: _d, ...invoice } = record;
  return invoice;
}

export async function findInvoice(db: Queryable, piId: number): Promise<InvoiceRecord | undefined> {
  const { rows } = await db.query<InvoiceRow>(`${SELECT} ${FROM} WHERE pi.pi_id = $1`, [piId]);
  return rows[0] && toInvoice(rows[0]);
}

/** The reach of a list: every invoice for accounts and operations managers, the raiser's own, a master's area franchises'. */
export function reachCondition(where: Conditions, caller: Caller): Conditions {
  if (ALL_STUDENTS_ROLES.includes(caller.role)) return where;
  if (caller.role === 'agent' || caller.role === 'franchise') return where.raw('pi.partner_user_id = $1 OR p.master_franchise_id = $1', caller.userId);
  return where.raw('false');
}

export type ListFilter = {
  status?: PartnerInvoiceStatus; studentUserId?: number; partnerUserId?: number; manual?: boolean; miId?: number; term?: number; q?: string;
};

export async function listInvoices(
  db: Queryable, caller: Caller, filter: ListFilter, window: PageWindow, order: 'newest' | 'student_term' = 'newest',
): Promise<Page<InvoiceRecord>> {
  const where = reachCondition(new Conditions(), caller)
    .eq('pi.status', filter.status).eq('a.student_user_id', filter.studentUserId).eq('pi.partner_user_id', filter.partnerUserId)
    .eq('pi.manual', filter.manual).eq('pi.pi_id', filter.miId).eq('pi.term', filter.term);
  if (filter.q) where.raw("pi.invoice_no ILIKE $1 OR concat_ws(' ', s.first_name, s.last_name) ILIKE $1", `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`);
  const orderBy = order === 'newest' ? 'pi.pi_id DESC' : "concat_ws(' ', s.first_name, s.last_name), a.student_user_id, pi.term, pi.pi_id";
  return queryPage<InvoiceRow, InvoiceRecord>(db, window, where, {
    select: `${SELECT} ${FROM} ${where.sql} ORDER BY ${orderBy}`,
    count: `SELECT count(*)::int AS total ${FROM} ${where.sql}`,
  }, toInvoice);
}

/** The latest open invoice about a student, of one raiser (or of anybody when `raiserId` is undefined). */
export async function latestOpen(db: Queryable, studentUserId: number, raiserId: number | undefined): Promise<InvoiceRecord | undefined> {
  const { rows } = await db.query<InvoiceRow>(
    `${SELECT} ${FROM}
      WHERE a.student_user_id = $1 AND pi.status IN ('draft', 'raised', 'under_review') AND ($2::int IS NULL OR pi.partner_user_id = $2)
      ORDER BY pi.pi_id DESC LIMIT 1`,
    [studentUserId, raiserId ?? null],
  );
  return rows[0] && toInvoice(rows[0]);
}

/** Takes a share lock of the term (a withdrawal or payout, which lock it for update, waits; claims do not). */
export async function shareLockTerm(tx: Queryable, saMapperId: number, term: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM commission_terms WHERE sa_mapper_id = $1 AND term = $2 FOR SHARE', [saMapperId, term]);
  return rows.length > 0;
}

export type NewClaim = {
  saMapperId: number; term: number; partnerUserId: number; manual: boolean; termLabel: string | null; dueDate: string | null;
  currency: string; shareBp: number; amountMinor: number; note: string | null; createdBy: number;
};

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string }).code === '23505' && String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(constraint);

/**
 * The claim, as a draft. The partial unique index partner_invoices_one_claim decides between claims of one term: a
 * second claim fails there and is answered 409 (the transaction is rolled back with it).
 */
export async function insertClaim(tx: Queryable, claim: NewClaim): Promise<number> {
  try {
    const { rows } = await tx.query<{ pi_id: number }>(
      `INSERT INTO partner_invoices (sa_mapper_id, term, partner_user_id, manual, term_label, due_date, currency, share_bp,
                                     ledger_share_minor, amount_minor, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11) RETURNING pi_id`,
      [claim.saMapperId, claim.term, claim.partnerUserId, claim.manual, claim.termLabel, claim.dueDate, claim.currency,
        claim.shareBp, claim.amountMinor, claim.note, claim.createdBy],
    );
    return rows[0].pi_id;
  } catch (error) {
    if (isUniqueViolation(error, 'partner_invoices_one_claim')) {
      throw new Conflict('this commission term is already claimed by another invoice', [{ field: 'body/term', message: 'is already claimed' }]);
    }
    throw error;
  }
}

export type LockedInvoice = { pi_id: number; status: PartnerInvoiceStatus; partner_user_id: number; amount_minor: number; ledger_share_minor: number; invoice_no: string | null };

export async function lockInvoice(tx: Queryable, piId: number): Promise<LockedInvoice | undefined> {
  const { rows } = await tx.query<LockedInvoice>(
    'SELECT pi_id, status, partner_user_id, amount_minor, ledger_share_minor, invoice_no FROM partner_invoices WHERE pi_id = $1 FOR UPDATE',
    [piId],
  );
  return rows[0];
}

/** The invoice holding a term's claim that is not paid yet (draft … approved), locked. */
export async function lockUnpaidClaim(tx: Queryable, saMapperId: number, term: number): Promise<LockedInvoice | undefined> {
  const { rows } = await tx.query<LockedInvoice>(
    `SELECT pi_id, status, partner_user_id, amount_minor, ledger_share_minor, invoice_no FROM partner_invoices
      WHERE sa_mapper_id = $1 AND term = $2 AND status IN ('draft', 'raised', 'under_review', 'approved') FOR UPDATE`,
    [saMapperId, term],
  );
  return rows[0];
}

export async function markRaised(tx: Queryable, piId: number, n: { series: string; fy: string; seq: number; invoiceNo: string }): Promise<void> {
  await tx.query(
    `UPDATE partner_invoices SET status = 'raised', series = $2, fy = $3, seq = $4, invoice_no = $5, raised_at = now(), updated_at = now()
      WHERE pi_id = $1`,
    [piId, n.series, n.fy, n.seq, n.invoiceNo],
  );
}

export async function setStatus(tx: Queryable, piId: number, to: PartnerInvoiceStatus, by: number, note: string | null, review: boolean): Promise<void> {
  await tx.query(
    `UPDATE partner_invoices SET status = $2, note = coalesce($4, note), updated_at = now(),
            reviewed_by = CASE WHEN $5 THEN $3 ELSE reviewed_by END, reviewed_at = CASE WHEN $5 THEN now() ELSE reviewed_at END,
            paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END
      WHERE pi_id = $1`,
    [piId, to, by, note, review],
  );
}

export async function setAmount(tx: Queryable, piId: number, amount: number, note: string): Promise<void> {
  await tx.query('UPDATE partner_invoices SET amount_minor = $2, note = $3, updated_at = now() WHERE pi_id = $1', [piId, amount, note]);
}

export async function addHistory(
  tx: Queryable, piId: number, change: { from: PartnerInvoiceStatus | null; to: PartnerInvoiceStatus; amountFrom?: number; amountTo?: number },
  by: number | null, note: string | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO partner_invoice_history (pi_id, from_status, to_status, amount_from_minor, amount_to_minor, changed_by, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [piId, change.from, change.to, change.amountFrom ?? null, change.amountTo ?? null, by, note],
  );
}

type HistoryRow = {
  from_status: PartnerInvoiceStatus | null; to_status: PartnerInvoiceStatus; amount_from_minor: number | null; amount_to_minor: number | null;
  changed_by: number | null; name: string | null; user_type: string | null; changed_at: Date; note: string | null;
};

export async function history(db: Queryable, piId: number): Promise<PortalSchemas['PartnerInvoiceHistoryEntry'][]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT h.from_status, h.to_status, h.amount_from_minor, h.amount_to_minor, h.changed_by,
            concat_ws(' ', u.first_name, u.last_name) AS name, u.user_type, h.changed_at, h.note
       FROM partner_invoice_history h LEFT JOIN users u ON u.user_id = h.changed_by
      WHERE h.pi_id = $1 ORDER BY h.history_id`,
    [piId],
  );
  return rows.map((r) => ({
    from_status: r.from_status, to_status: r.to_status, amount_from_minor: r.amount_from_minor, amount_to_minor: r.amount_to_minor,
    changed_by: r.changed_by === null ? null : ref(r.changed_by, r.name!, r.user_type!), changed_at: r.changed_at.toISOString(), note: r.note,
  }));
}

/** Cancels the unpaid claim of a withdrawn term (in the withdrawal's transaction); answers the invoice cancelled, if any. */
export async function cancelUnpaidClaim(tx: Queryable, saMapperId: number, term: number, by: number, note: string): Promise<number | null> {
  const claim = await lockUnpaidClaim(tx, saMapperId, term);
  if (!claim) return null;
  await tx.query(
    "UPDATE partner_invoices SET status = 'cancelled', ci_id = NULL, note = $2, updated_at = now() WHERE pi_id = $1",
    [claim.pi_id, note],
  );
  await addHistory(tx, claim.pi_id, { from: claim.status, to: 'cancelled' }, by, note);
  return claim.pi_id;
}

// ---- Clubbed invoices ----

export type ClubbingRow = LockedInvoice & { ci_id: number | null; currency: string };

export async function lockForClubbing(tx: Queryable, piIds: readonly number[]): Promise<ClubbingRow[]> {
  const { rows } = await tx.query<ClubbingRow>(
    `SELECT pi_id, status, partner_user_id, amount_minor, ledger_share_minor, invoice_no, ci_id, currency
       FROM partner_invoices WHERE pi_id = ANY($1) ORDER BY pi_id FOR UPDATE`,
    [piIds],
  );
  return rows;
}

export async function insertClubbed(
  tx: Queryable, c: { partnerUserId: number; currency: string; series: string; fy: string; seq: number; number: string; by: number },
): Promise<number> {
  const { rows } = await tx.query<{ ci_id: number }>(
    `INSERT INTO partner_clubbed_invoices (partner_user_id, currency, series, fy, seq, clubbed_no, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ci_id`,
    [c.partnerUserId, c.currency, c.series, c.fy, c.seq, c.number, c.by],
  );
  return rows[0].ci_id;
}

export async function setClubbed(tx: Queryable, ciId: number, piIds: readonly number[]): Promise<void> {
  await tx.query('UPDATE partner_invoices SET ci_id = $1, updated_at = now() WHERE pi_id = ANY($2)', [ciId, piIds]);
}

type ClubRow = {
  ci_id: number; clubbed_no: string; partner_user_id: number; name: string; user_type: string; master_franchise_id: number | null;
  invoice_count: number; total_minor: number; currency: string; all_paid: boolean; paid_at: Date | null; created_at: Date;
};
export type ClubbedSummary = PortalSchemas['ClubbedInvoiceSummary'] & { master_franchise_id: number | null };

const CLUB_SELECT = `
  SELECT ci.ci_id, ci.clubbed_no, ci.partner_user_id, concat_ws(' ', p.first_name, p.last_name) AS name, p.user_type,
         p.master_franchise_id, m.invoice_count, m.total_minor, ci.currency, m.all_paid, m.paid_at, ci.created_at
    FROM partner_clubbed_invoices ci
    JOIN users p ON p.user_id = ci.partner_user_id
    JOIN LATERAL (SELECT count(*)::int AS invoice_count, sum(amount_minor)::bigint AS total_minor,
                         bool_and(status = 'paid') AS all_paid, max(paid_at) AS paid_at
                    FROM partner_invoices WHERE ci_id = ci.ci_id) m ON true`;

const toClub = (r: ClubRow): ClubbedSummary => ({
  ci_id: r.ci_id, clubbed_invoice_no: r.clubbed_no, raised_by: ref(r.partner_user_id, r.name, r.user_type),
  invoice_count: r.invoice_count, total_minor: r.total_minor, currency: r.currency, status: r.all_paid ? 'paid' : 'approved',
  created_at: r.created_at.toISOString(), paid_at: r.all_paid ? iso(r.paid_at) : null, master_franchise_id: r.master_franchise_id,
});

export async function findClubbed(db: Queryable, ciId: number): Promise<ClubbedSummary | undefined> {
  const { rows } = await db.query<ClubRow>(`${CLUB_SELECT} WHERE ci.ci_id = $1`, [ciId]);
  return rows[0] && toClub(rows[0]);
}

export async function clubMembers(db: Queryable, ciId: number): Promise<InvoiceRecord[]> {
  const { rows } = await db.query<InvoiceRow>(`${SELECT} ${FROM} WHERE pi.ci_id = $1 ORDER BY pi.pi_id`, [ciId]);
  return rows.map(toInvoice);
}

export async function listClubbed(
  db: Queryable, caller: Caller, f: { status?: PartnerInvoiceStatus; from?: string; to?: string; q?: string }, window: PageWindow,
): Promise<Page<ClubbedSummary>> {
  const where = new Conditions();
  if (caller.role === 'agent' || caller.role === 'franchise') where.raw('ci.partner_user_id = $1 OR p.master_franchise_id = $1', caller.userId);
  else if (!ALL_STUDENTS_ROLES.includes(caller.role)) where.raw('false');
  if (f.status === 'paid') where.raw('m.all_paid');
  else if (f.status === 'approved') where.raw('NOT m.all_paid');
  else if (f.status !== undefined) where.raw('false');
  if (f.from) where.raw("(ci.created_at AT TIME ZONE 'Asia/Kolkata')::date >= $1::date", f.from);
  if (f.to) where.raw("(ci.created_at AT TIME ZONE 'Asia/Kolkata')::date <= $1::date", f.to);
  if (f.q) where.raw("ci.clubbed_no ILIKE $1 OR concat_ws(' ', p.first_name, p.last_name) ILIKE $1", `%${f.q.replace(/[\\%_]/g, '\\$&')}%`);
  const base = `${CLUB_SELECT} ${where.sql}`;
  return queryPage<ClubRow, ClubbedSummary>(db, window, where, {
    select: `${base} ORDER BY ci.ci_id DESC`,
    count: `SELECT count(*)::int AS total FROM (${base}) x`,
  }, toClub);
}

type BankRow = {
  bank_id: number; user_id: number; owner_name: string; account_holder_name: string; bank_name: string; account_number: string;
  account_type: 'savings' | 'current' | null; ifsc_code: string | null; swift_code: string | null; branch: string | null;
  country_code: string; currency: string; is_primary: boolean; created_at: Date; updated_at: Date;
};

/** The raiser's primary payout account, its number masked unless `full`. */
export async function primaryBank(db: Queryable, userId: number, full: boolean): Promise<PortalSchemas['BankAccount'] | null> {
  const { rows } = await db.query<BankRow>(
    `SELECT b.bank_id, b.user_id, concat_ws(' ', u.first_name, u.last_name) AS owner_name, b.account_holder_name, b.bank_name,
            b.account_number, b.account_type, b.ifsc_code, b.swift_code, b.branch, b.country_code, b.currency, b.is_primary,
            b.created_at, b.updated_at
       FROM bank_accounts b JOIN users u ON u.user_id = b.user_id WHERE b.user_id = $1 AND b.is_primary`,
    [userId],
  );
  const b = rows[0];
  if (!b) return null;
  const number = full ? b.account_number : `${'X'.repeat(Math.max(b.account_number.length - 4, 0))}${b.account_number.slice(-4)}`;
  return { ...b, account_number: number, account_number_masked: !full, created_at: b.created_at.toISOString(), updated_at: b.updated_at.toISOString() };
}
