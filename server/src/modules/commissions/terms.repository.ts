// The reading side of the ledger: terms with their parties, lines, payouts and the partner's PAN, for one term or for
// a partner's financial year. term-view.ts turns the rows into the contract's CommissionTerm.
import type { Queryable } from '../../db/types.ts';
import type { EntryKind } from './commissions.repository.ts';

export type TermRow = {
  sa_mapper_id: number; term: number; student_user_id: number; student_name: string; student_email: string | null;
  university_id: number; university_name: string; country: string; course_id: number; course_name: string;
  course_level: string | null; partner_user_id: number | null; partner_name: string | null; partner_type: string | null;
  share_bp: number | null; currency: string; tuition_minor: number; rate_type: 'percent' | 'flat'; rate_bp: number | null;
  census_date: string; inv_id: number | null; invoice_no: string | null; withdrawn: boolean; pan: string | null;
};
export type EntryRow = {
  entry_id: number; sa_mapper_id: number; term: number; kind: EntryKind; amount_minor: number; inv_id: number | null;
  reference: string | null; note: string | null; effective_on: string; recorded_by: number | null; recorded_at: Date;
};
export type PayoutRow = {
  sa_mapper_id: number; term: number; gross_minor: number; tds_rate_bp: number; tds_minor: number; net_minor: number;
  paid_on: string; reference: string;
};

const TERMS = `
  SELECT t.sa_mapper_id, t.term, a.student_user_id, concat_ws(' ', s.first_name, s.last_name) AS student_name,
         s.email AS student_email, un.university_id, un.name AS university_name, co.name AS country, c.course_id,
         c.name AS course_name, cl.name AS course_level, t.partner_user_id,
         concat_ws(' ', p.first_name, p.last_name) AS partner_name, p.user_type AS partner_type, t.share_bp, t.currency,
         t.tuition_minor, r.rate_type, r.rate_bp, t.census_date, t.inv_id, i.invoice_no,
         EXISTS (SELECT 1 FROM commission_withdrawals w WHERE w.sa_mapper_id = t.sa_mapper_id AND w.term = t.term) AS withdrawn,
         ip.pan
    FROM commission_terms t
    JOIN student_applications a ON a.sa_mapper_id = t.sa_mapper_id
    JOIN users s ON s.user_id = a.student_user_id
    JOIN courses c ON c.course_id = a.course_id
    JOIN course_levels cl ON cl.course_level_id = c.course_level_id
    JOIN universities un ON un.university_id = t.university_id
    JOIN countries co ON co.country_id = un.country_id
    JOIN commission_rates r ON r.commission_rate_id = t.commission_rate_id
    LEFT JOIN users p ON p.user_id = t.partner_user_id
    LEFT JOIN invoice_profiles ip ON ip.user_id = t.partner_user_id
    LEFT JOIN invoices i ON i.inv_id = t.inv_id`;

export type TermRows = { terms: TermRow[]; entries: EntryRow[]; payouts: PayoutRow[] };

async function withLines(db: Queryable, terms: TermRow[]): Promise<TermRows> {
  const ids = terms.map((t) => t.sa_mapper_id);
  const entries = await db.query<EntryRow>(
    `SELECT entry_id, sa_mapper_id, term, kind, amount_minor, inv_id, reference, note, effective_on, recorded_by, recorded_at
       FROM commission_entries WHERE sa_mapper_id = ANY($1) ORDER BY entry_id`,
    [ids],
  );
  const payouts = await db.query<PayoutRow>(
    `SELECT sa_mapper_id, term, gross_minor, tds_rate_bp, tds_minor, net_minor, paid_on, reference
       FROM commission_payouts WHERE sa_mapper_id = ANY($1)`,
    [ids],
  );
  return { terms, entries: entries.rows, payouts: payouts.rows };
}

export async function termRows(db: Queryable, saMapperId: number, term: number): Promise<TermRows> {
  const { rows } = await db.query<TermRow>(`${TERMS} WHERE t.sa_mapper_id = $1 AND t.term = $2`, [saMapperId, term]);
  return withLines(db, rows);
}

/** A partner's terms whose census date falls in [from, to], oldest first. */
export async function partnerTermRows(db: Queryable, partnerUserId: number, from: string, to: string): Promise<TermRows> {
  const { rows } = await db.query<TermRow>(
    `${TERMS} WHERE t.partner_user_id = $1 AND t.census_date BETWEEN $2 AND $3 ORDER BY t.census_date, t.sa_mapper_id, t.term`,
    [partnerUserId, from, to],
  );
  return withLines(db, rows);
}

/** Every term of one student's applications, by census date, application and term. */
export async function studentTermRows(db: Queryable, studentUserId: number): Promise<TermRows> {
  const { rows } = await db.query<TermRow>(
    `${TERMS} WHERE a.student_user_id = $1 ORDER BY t.census_date, t.sa_mapper_id, t.term`,
    [studentUserId],
  );
  return withLines(db, rows);
}

export type PartnerRow = { user_id: number; name: string; user_type: string; master_franchise_id: number | null; pan: string | null };

/** A live agent or franchise with their PAN; undefined for anybody else. */
export async function findPartner(db: Queryable, userId: number): Promise<PartnerRow | undefined> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT u.user_id, concat_ws(' ', u.first_name, u.last_name) AS name, u.user_type, u.master_franchise_id, ip.pan
       FROM users u LEFT JOIN invoice_profiles ip ON ip.user_id = u.user_id
      WHERE u.user_id = $1 AND u.deleted_at IS NULL AND u.user_type IN ('agent', 'franchise')`,
    [userId],
  );
  return rows[0];
}
