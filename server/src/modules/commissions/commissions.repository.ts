// All SQL of the commission ledger: the application facts an accrual reads, the terms and their ledger lines,
// withdrawals and payouts, and the term view (sums of the lines, never a stored balance).
import type { PortalSchemas } from '../../contract-types.ts';
import type { Db, Queryable } from '../../db/types.ts';

/**
 * `db` seen from inside an open transaction: another module's service built on it runs its `db.transaction(…)` as part
 * of this one (the commission invoice, its credit notes and payments commit or roll back with the ledger line).
 */
export function inTransaction(tx: Queryable, db: Db): Db {
  return {
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
    close: async () => {},
    kind: db.kind,
  };
}

export type CommissionTerm = PortalSchemas['CommissionTerm'];
export type EntryKind = PortalSchemas['CommissionEntryKind'];

export type ApplicationFacts = {
  sa_mapper_id: number;
  status: string;
  student_user_id: number;
  university_id: number;
  course_level_id: number;
  tuition_minor: number | null;
  course_currency: string;
  intake: string;
  intake_year: number;
  partner_user_id: number | null;
};

/** An application with its course's tuition (exact minor units) and the student's partner (an agent or franchise). */
export async function findApplication(db: Queryable, saMapperId: number): Promise<ApplicationFacts | undefined> {
  const { rows } = await db.query<ApplicationFacts>(
    `SELECT a.sa_mapper_id, a.status, a.student_user_id, c.university_id, c.course_level_id,
            (c.tuition_fee * 100)::bigint AS tuition_minor, c.currency AS course_currency, a.intake, a.intake_year,
            CASE WHEN p.user_type IN ('agent', 'franchise') THEN p.user_id END AS partner_user_id
       FROM student_applications a
       JOIN courses c ON c.course_id = a.course_id
       JOIN users s ON s.user_id = a.student_user_id
       LEFT JOIN users p ON p.user_id = s.agent_user_id
      WHERE a.sa_mapper_id = $1`,
    [saMapperId],
  );
  return rows[0];
}

/**
 * Enrolled applications without a first term yet whose course has a tuition fee and whose university has a rate in
 * force on the first day of the intake month (what the schedule accrues), oldest first.
 */
export async function enrolledWithoutCommission(db: Queryable, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ sa_mapper_id: number }>(
    `SELECT a.sa_mapper_id
       FROM student_applications a
       JOIN courses c ON c.course_id = a.course_id
      WHERE a.status = 'enrolled' AND c.tuition_fee > 0
        AND NOT EXISTS (SELECT 1 FROM commission_terms t WHERE t.sa_mapper_id = a.sa_mapper_id AND t.term = 1)
        AND EXISTS (SELECT 1 FROM commission_rates r
                     WHERE r.university_id = c.university_id AND (r.course_level_id = c.course_level_id OR r.course_level_id IS NULL)
                       AND r.valid_from <= to_date(a.intake || ' ' || a.intake_year, 'Mon YYYY')
                       AND (r.valid_to IS NULL OR r.valid_to >= to_date(a.intake || ' ' || a.intake_year, 'Mon YYYY')))
      ORDER BY a.sa_mapper_id
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.sa_mapper_id);
}

export type RateRow = { commission_rate_id: number; rate_type: 'percent' | 'flat'; rate_bp: number | null; flat_minor: number | null; currency: string | null };

/** The rate in force on a date for a university and level: the level's own rate before the rate for every level. */
export async function rateInForce(db: Queryable, universityId: number, levelId: number, on: string): Promise<RateRow | undefined> {
  const { rows } = await db.query<RateRow>(
    `SELECT commission_rate_id, rate_type, rate_bp, flat_minor, currency
       FROM commission_rates
      WHERE university_id = $1 AND (course_level_id = $2 OR course_level_id IS NULL)
        AND valid_from <= $3 AND (valid_to IS NULL OR valid_to >= $3)
      ORDER BY course_level_id NULLS LAST, valid_from DESC
      LIMIT 1`,
    [universityId, levelId, on],
  );
  return rows[0];
}

/** The share of a partner's plan; the basic plan's while none is assigned. */
export async function partnerShareBp(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ share_bp: number }>(
    `SELECT t.share_bp FROM associate_plan_types t
      WHERE t.plan_type = coalesce((SELECT plan_type FROM associate_plans WHERE user_id = $1), 'basic')`,
    [userId],
  );
  return rows[0].share_bp;
}

export type NewTerm = {
  saMapperId: number; term: number; universityId: number; partnerUserId: number | null; shareBp: number | null;
  currency: string; tuitionMinor: number; rateId: number; censusDate: string;
};

/** Inserts the term once; false when it was there already (another request, another server). */
export async function insertTerm(tx: Queryable, t: NewTerm): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO commission_terms (sa_mapper_id, term, university_id, partner_user_id, share_bp, currency, tuition_minor,
                                   commission_rate_id, census_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (sa_mapper_id, term) DO NOTHING RETURNING sa_mapper_id`,
    [t.saMapperId, t.term, t.universityId, t.partnerUserId, t.shareBp, t.currency, t.tuitionMinor, t.rateId, t.censusDate],
  );
  return rows.length === 1;
}

export type NewEntry = {
  kind: EntryKind; amount: number; key: string; invId?: number | null; reference?: string | null; note?: string | null;
  effectiveOn: string; by: number | null;
};

/** Appends a ledger line once per term and key; false when that key is already on the ledger. */
export async function insertEntry(tx: Queryable, saMapperId: number, term: number, e: NewEntry): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO commission_entries (sa_mapper_id, term, kind, amount_minor, entry_key, inv_id, reference, note, effective_on, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (sa_mapper_id, term, entry_key) DO NOTHING RETURNING entry_id`,
    [saMapperId, term, e.kind, e.amount, e.key, e.invId ?? null, e.reference ?? null, e.note ?? null, e.effectiveOn, e.by],
  );
  return rows.length === 1;
}

export type TermState = {
  university_id: number; partner_user_id: number | null; share_bp: number | null; currency: string; census_date: string;
  inv_id: number | null; expected: number; invoiced: number; received: number; paid_out: number; withdrawn: boolean;
  paid: boolean; student_user_id: number;
};

/** Locks a term (its moves run one at a time) and answers its facts and ledger sums. */
export async function lockTerm(tx: Queryable, saMapperId: number, term: number): Promise<TermState | undefined> {
  const locked = await tx.query('SELECT 1 FROM commission_terms WHERE sa_mapper_id = $1 AND term = $2 FOR UPDATE', [saMapperId, term]);
  if (locked.rows.length === 0) return undefined;
  const { rows } = await tx.query<TermState>(
    `SELECT t.university_id, t.partner_user_id, t.share_bp, t.currency, t.census_date, t.inv_id, a.student_user_id,
            coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'expected'), 0)::bigint AS expected,
            coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'invoiced'), 0)::bigint AS invoiced,
            coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'received'), 0)::bigint AS received,
            coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'paid_out'), 0)::bigint AS paid_out,
            EXISTS (SELECT 1 FROM commission_withdrawals w WHERE w.sa_mapper_id = t.sa_mapper_id AND w.term = t.term) AS withdrawn,
            EXISTS (SELECT 1 FROM commission_payouts p WHERE p.sa_mapper_id = t.sa_mapper_id AND p.term = t.term) AS paid
       FROM commission_terms t
       JOIN student_applications a ON a.sa_mapper_id = t.sa_mapper_id
       LEFT JOIN commission_entries e ON e.sa_mapper_id = t.sa_mapper_id AND e.term = t.term
      WHERE t.sa_mapper_id = $1 AND t.term = $2
      GROUP BY t.sa_mapper_id, t.term, a.student_user_id`,
    [saMapperId, term],
  );
  return rows[0];
}

export async function setTermInvoice(tx: Queryable, saMapperId: number, term: number, invId: number): Promise<void> {
  await tx.query('UPDATE commission_terms SET inv_id = $3 WHERE sa_mapper_id = $1 AND term = $2', [saMapperId, term, invId]);
}

/** The term a commission invoice was issued for. */
export async function termOfInvoice(db: Queryable, invId: number): Promise<{ sa_mapper_id: number; term: number } | undefined> {
  const { rows } = await db.query<{ sa_mapper_id: number; term: number }>(
    'SELECT sa_mapper_id, term FROM commission_terms WHERE inv_id = $1',
    [invId],
  );
  return rows[0];
}

export async function findEntryByKey(db: Queryable, saMapperId: number, term: number, key: string): Promise<{ amount_minor: number } | undefined> {
  const { rows } = await db.query<{ amount_minor: number }>(
    'SELECT amount_minor FROM commission_entries WHERE sa_mapper_id = $1 AND term = $2 AND entry_key = $3',
    [saMapperId, term, key],
  );
  return rows[0];
}

export type UniversityParty = { name: string; city: string | null; country: string; iso2: string };

export async function universityParty(db: Queryable, universityId: number): Promise<UniversityParty> {
  const { rows } = await db.query<UniversityParty>(
    `SELECT u.name, ci.name AS city, co.name AS country, co.iso2
       FROM universities u JOIN countries co ON co.country_id = u.country_id LEFT JOIN cities ci ON ci.city_id = u.city_id
      WHERE u.university_id = $1`,
    [universityId],
  );
  return rows[0];
}

/** The partner's PAN on their invoice profile, or null. */
export async function panOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ pan: string | null }>('SELECT pan FROM invoice_profiles WHERE user_id = $1', [userId]);
  return rows[0]?.pan ?? null;
}

export async function insertWithdrawal(tx: Queryable, saMapperId: number, term: number, reason: string, creditInvId: number | null, by: number): Promise<void> {
  await tx.query(
    'INSERT INTO commission_withdrawals (sa_mapper_id, term, reason, credit_inv_id, recorded_by) VALUES ($1, $2, $3, $4, $5)',
    [saMapperId, term, reason, creditInvId, by],
  );
}

export type Payout = { gross_minor: number; tds_rate_bp: number; tds_minor: number; net_minor: number; pan: string | null; paid_on: string; reference: string };

export async function findPayout(db: Queryable, saMapperId: number, term: number): Promise<Payout | undefined> {
  const { rows } = await db.query<Payout>(
    'SELECT gross_minor, tds_rate_bp, tds_minor, net_minor, pan, paid_on, reference FROM commission_payouts WHERE sa_mapper_id = $1 AND term = $2',
    [saMapperId, term],
  );
  return rows[0];
}

export async function insertPayout(tx: Queryable, saMapperId: number, term: number, partner: number, p: Payout, by: number): Promise<void> {
  await tx.query(
    `INSERT INTO commission_payouts (sa_mapper_id, term, partner_user_id, gross_minor, tds_rate_bp, tds_minor, net_minor, pan,
                                     paid_on, reference, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [saMapperId, term, partner, p.gross_minor, p.tds_rate_bp, p.tds_minor, p.net_minor, p.pan, p.paid_on, p.reference, by],
  );
}
