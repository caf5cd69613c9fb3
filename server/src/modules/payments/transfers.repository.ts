// The SQL of transfers: the provider's universities (flywire_universities, written only by the sync) and the payments
// students owe or made to universities (university_payments and their events). Money leaves in integer minor units.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type FlywireUniversity = PortalSchemas['FlywireUniversity'];
export type FlywireUniversityDetails = PortalSchemas['FlywireUniversityDetails'];
export type UniversityPayment = PortalSchemas['PaymentUniversityFee'];
export type PaymentStatus = UniversityPayment['status'];

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

// ---------------------------------------------------------------- the provider's universities

/** A recipient as the sync writes it (country_name already resolved). */
export type RecipientRow = {
  id: string; name: string; country: string; country_name: string; city: string | null; currency: string;
  payment_types: { code: string; name: string }[]; payer_currencies: string[];
  fields: { name: string; label: string; required: boolean }[]; payment_url: string | null; logo_url: string | null;
};

/**
 * Inserts or refreshes every recipient (one row per recipient_code, whoever syncs at the same time), matching our
 * country by its code and our university by country and name. The rows are written in code order, so two
 * concurrent syncs lock them in the same order. Answers how many rows were written.
 */
export async function upsertRecipients(tx: Queryable, recipients: RecipientRow[]): Promise<number> {
  const sorted = [...recipients].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const { rows } = await tx.query<{ n: number }>(
    `WITH written AS (
       INSERT INTO flywire_universities AS f (recipient_code, name, country_iso2, country_name, country_id, city, currency,
                                              payment_types, payer_currencies, required_fields, payment_url, logo_url,
                                              university_id, synced_at)
       SELECT r.id, r.name, r.country, coalesce(k.name, r.country_name), k.country_id, r.city, r.currency,
              r.payment_types, ARRAY(SELECT jsonb_array_elements_text(r.payer_currencies)), r.fields, r.payment_url,
              r.logo_url,
              (SELECT u.university_id FROM universities u
                WHERE u.country_id = k.country_id AND lower(u.name) = lower(r.name) ORDER BY u.university_id LIMIT 1),
              now()
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, country text, country_name text,
                city text, currency text, payment_types jsonb, payer_currencies jsonb, fields jsonb, payment_url text,
                logo_url text)
         LEFT JOIN countries k ON k.iso2 = r.country
        ORDER BY r.id
       ON CONFLICT (recipient_code) DO UPDATE SET
         name = EXCLUDED.name, country_iso2 = EXCLUDED.country_iso2, country_name = EXCLUDED.country_name,
         country_id = EXCLUDED.country_id, city = EXCLUDED.city, currency = EXCLUDED.currency,
         payment_types = EXCLUDED.payment_types, payer_currencies = EXCLUDED.payer_currencies,
         required_fields = EXCLUDED.required_fields, payment_url = EXCLUDED.payment_url, logo_url = EXCLUDED.logo_url,
         university_id = EXCLUDED.university_id, synced_at = EXCLUDED.synced_at
       RETURNING 1)
     SELECT count(*)::int AS n FROM written`,
    [JSON.stringify(sorted)],
  );
  return rows[0].n;
}

/** Removes the recipients the provider no longer lists; answers how many. */
export async function deleteRecipientsNotIn(tx: Queryable, codes: string[]): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `WITH gone AS (DELETE FROM flywire_universities WHERE NOT (recipient_code = ANY($1::text[])) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [codes],
  );
  return rows[0].n;
}

type UniversityRow = {
  id: number; recipient_code: string; name: string; country_id: number | null; country_name: string; city: string | null;
  currency: string; university_id: number | null;
};
type DetailsRow = UniversityRow & {
  payment_types: { code: string; name: string }[]; payer_currencies: string[];
  required_fields: { name: string; label: string; required: boolean }[]; payment_url: string | null; logo_url: string | null;
  synced_at: Date | string;
};

const UNIVERSITY_COLUMNS = 'f.id, f.recipient_code, f.name, f.country_id, f.country_name, f.city, f.currency, f.university_id';

function toUniversity(row: UniversityRow): FlywireUniversity {
  return {
    id: row.id, recipient_code: row.recipient_code, name: row.name,
    country: { country_id: row.country_id, name: row.country_name },
    city: row.city, currency: row.currency, university_id: row.university_id,
  };
}

export function listUniversities(db: Queryable, filters: { q?: string; countryId?: number }, window: PageWindow): Promise<Page<FlywireUniversity>> {
  const where = new Conditions().eq('f.country_id', filters.countryId).ilike("concat_ws(' ', f.name, f.recipient_code, f.city)", filters.q);
  return queryPage(db, window, where, {
    select: `SELECT ${UNIVERSITY_COLUMNS} FROM flywire_universities f ${where.sql} ORDER BY f.name, f.id`,
    count: `SELECT count(*)::int AS total FROM flywire_universities f ${where.sql}`,
  }, toUniversity);
}

export async function findUniversity(db: Queryable, id: number): Promise<FlywireUniversityDetails | undefined> {
  const { rows } = await db.query<DetailsRow>(
    `SELECT ${UNIVERSITY_COLUMNS}, f.payment_types, f.payer_currencies, f.required_fields, f.payment_url, f.logo_url, f.synced_at
       FROM flywire_universities f WHERE f.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toUniversity(row),
    payment_types: row.payment_types, payer_currencies: row.payer_currencies.map((c) => c.trim()),
    required_fields: row.required_fields, payment_url: row.payment_url, logo_url: row.logo_url, synced_at: iso(row.synced_at)!,
  };
}

/** Every currency a payer may pay from, or a recipient is paid in, across the synced recipients. */
export async function currencyCodes(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT DISTINCT trim(c) AS code FROM (
       SELECT unnest(payer_currencies) AS c FROM flywire_universities
       UNION SELECT currency::text FROM flywire_universities) x
      ORDER BY 1`,
  );
  return rows.map((r) => r.code);
}

// ---------------------------------------------------------------- payments due to universities

type PaymentRow = {
  payment_id: number; student_user_id: number; student_name: string; sa_mapper_id: number | null;
  university_id: number; university_name: string; purpose: UniversityPayment['purpose']; amount_minor: number;
  currency: string; due_date: string | null; status: PaymentStatus; channel: UniversityPayment['channel'];
  provider_reference: string | null; paid_at: Date | string | null; source: UniversityPayment['source'];
  updated_at: Date | string; fw_id: number | null; fw_code: string | null; fw_url: string | null;
};

const PAYMENT_SELECT = `SELECT p.payment_id, p.student_user_id, trim(s.first_name || ' ' || s.last_name) AS student_name,
       p.sa_mapper_id, p.university_id, u.name AS university_name, p.purpose, p.amount_minor, p.currency, p.due_date,
       p.status, p.channel, p.provider_reference, p.paid_at, p.source, p.updated_at,
       fw.id AS fw_id, fw.recipient_code AS fw_code, fw.payment_url AS fw_url
  FROM university_payments p
  JOIN users s ON s.user_id = p.student_user_id
  JOIN universities u ON u.university_id = p.university_id
  LEFT JOIN LATERAL (SELECT f.id, f.recipient_code, f.payment_url FROM flywire_universities f
                      WHERE f.university_id = p.university_id ORDER BY f.id LIMIT 1) fw ON true`;

function toPayment(row: PaymentRow): UniversityPayment {
  return {
    payment_id: row.payment_id,
    student: { student_user_id: row.student_user_id, name: row.student_name },
    sa_mapper_id: row.sa_mapper_id,
    university: { university_id: row.university_id, name: row.university_name },
    purpose: row.purpose, amount_minor: row.amount_minor, currency: row.currency.trim(), due_date: row.due_date,
    status: row.status, channel: row.channel, provider_reference: row.provider_reference, paid_at: iso(row.paid_at),
    source: row.source,
    flywire: row.fw_id === null ? null : { id: row.fw_id, recipient_code: row.fw_code!, payment_url: row.fw_url },
    updated_at: iso(row.updated_at)!,
  };
}

export function listPayments(
  db: Queryable, caller: Caller, filters: { studentUserId?: number; status?: PaymentStatus }, window: PageWindow,
): Promise<Page<UniversityPayment>> {
  const where = new Conditions();
  const me = where.param(caller.userId);
  const role = where.param(caller.role);
  where.push(studentReachSql('s', me, role));
  where.eq('p.student_user_id', filters.studentUserId).eq('p.status', filters.status);
  return queryPage(db, window, where, {
    select: `${PAYMENT_SELECT} ${where.sql}
      ORDER BY (p.status IN ('due', 'initiated')) DESC,
               CASE WHEN p.status IN ('due', 'initiated') THEN p.due_date END ASC NULLS LAST,
               coalesce(p.paid_at, p.updated_at) DESC, p.payment_id DESC`,
    count: `SELECT count(*)::int AS total FROM university_payments p JOIN users s ON s.user_id = p.student_user_id ${where.sql}`,
  }, toPayment);
}

export async function findPayment(db: Queryable, paymentId: number): Promise<UniversityPayment | undefined> {
  const { rows } = await db.query<PaymentRow>(`${PAYMENT_SELECT} WHERE p.payment_id = $1`, [paymentId]);
  return rows[0] ? toPayment(rows[0]) : undefined;
}

/** The payment's state, locked for a change. */
export async function lockPayment(tx: Queryable, paymentId: number): Promise<{ student_user_id: number; status: PaymentStatus } | undefined> {
  const { rows } = await tx.query<{ student_user_id: number; status: PaymentStatus }>(
    'SELECT student_user_id, status FROM university_payments WHERE payment_id = $1 FOR UPDATE',
    [paymentId],
  );
  return rows[0];
}

export async function universityExists(db: Queryable, universityId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM universities WHERE university_id = $1', [universityId]);
  return rows.length > 0;
}

/** The application's student and university (through its course). */
export async function findApplication(db: Queryable, saMapperId: number): Promise<{ student_user_id: number; university_id: number } | undefined> {
  const { rows } = await db.query<{ student_user_id: number; university_id: number }>(
    `SELECT a.student_user_id, c.university_id FROM student_applications a JOIN courses c ON c.course_id = a.course_id
      WHERE a.sa_mapper_id = $1`,
    [saMapperId],
  );
  return rows[0];
}

export type StaffPaymentFields = {
  requestKey: string; studentUserId: number; universityId: number; saMapperId: number | null;
  purpose: UniversityPayment['purpose']; amountMinor: number; currency: string; dueDate: string | null;
  channel: UniversityPayment['channel'];
};

/** Records a staff payment; undefined when this caller already used the request key (nothing written). */
export async function insertStaffPayment(tx: Queryable, by: number, f: StaffPaymentFields): Promise<number | undefined> {
  const { rows } = await tx.query<{ payment_id: number }>(
    `INSERT INTO university_payments (student_user_id, sa_mapper_id, university_id, purpose, amount_minor, currency,
                                      due_date, channel, source, request_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'staff', $9, $10)
     ON CONFLICT (created_by, request_key) WHERE source = 'staff' DO NOTHING
     RETURNING payment_id`,
    [f.studentUserId, f.saMapperId, f.universityId, f.purpose, f.amountMinor, f.currency, f.dueDate, f.channel, f.requestKey, by],
  );
  return rows[0]?.payment_id;
}

/** The payment a caller recorded with a request key, with the fields the key stands for. */
export async function findByRequestKey(db: Queryable, by: number, requestKey: string): Promise<(StaffPaymentFields & { paymentId: number }) | undefined> {
  const { rows } = await db.query<{
    payment_id: number; student_user_id: number; university_id: number; sa_mapper_id: number | null; purpose: UniversityPayment['purpose'];
    amount_minor: number; currency: string; due_date: string | null; channel: UniversityPayment['channel'];
  }>(
    `SELECT payment_id, student_user_id, university_id, sa_mapper_id, purpose, amount_minor, currency, due_date, channel
       FROM university_payments WHERE source = 'staff' AND created_by = $1 AND request_key = $2`,
    [by, requestKey],
  );
  const r = rows[0];
  return r && {
    paymentId: r.payment_id, requestKey, studentUserId: r.student_user_id, universityId: r.university_id, saMapperId: r.sa_mapper_id,
    purpose: r.purpose, amountMinor: r.amount_minor, currency: r.currency.trim(), dueDate: r.due_date, channel: r.channel,
  };
}

export async function setStatus(tx: Queryable, paymentId: number, status: PaymentStatus, providerReference: string | null | undefined): Promise<void> {
  await tx.query(
    `UPDATE university_payments
        SET status = $2,
            paid_at = CASE WHEN $2 = 'paid' THEN coalesce(paid_at, now()) ELSE NULL END,
            provider_reference = CASE WHEN $3::boolean THEN $4 ELSE provider_reference END,
            updated_at = now()
      WHERE payment_id = $1`,
    [paymentId, status, providerReference !== undefined, providerReference ?? null],
  );
}

export async function insertEvent(
  tx: Queryable, paymentId: number, from: PaymentStatus | null, to: PaymentStatus, by: number | null, note: string | null,
): Promise<void> {
  await tx.query(
    'INSERT INTO university_payment_events (payment_id, from_status, to_status, note, by_user_id) VALUES ($1, $2, $3, $4, $5)',
    [paymentId, from, to, note, by],
  );
}

// ---------------------------------------------------------------- following the applications' deposits

export type DepositCandidate = {
  sa_mapper_id: number; student_user_id: number; university_id: number; amount: string; currency: string;
  due_date: string | null; app_status: string;
};

/** Applications past the accepted offer with a deposit amount and no deposit row yet. */
export async function depositsToCreate(db: Queryable, statuses: readonly string[]): Promise<DepositCandidate[]> {
  const { rows } = await db.query<DepositCandidate>(
    `SELECT a.sa_mapper_id, a.student_user_id, c.university_id, a.deposit_amount::text AS amount, a.deposit_currency AS currency,
            a.deposit_due_date AS due_date, a.status AS app_status
       FROM student_applications a JOIN courses c ON c.course_id = a.course_id
      WHERE a.status = ANY($1::text[]) AND a.deposit_amount > 0 AND a.deposit_currency IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM university_payments p WHERE p.sa_mapper_id = a.sa_mapper_id AND p.source = 'application')
      ORDER BY a.sa_mapper_id`,
    [statuses],
  );
  return rows.map((r) => ({ ...r, currency: r.currency.trim() }));
}

/** Inserts the deposit rows (a row another server inserted first is skipped); answers the new rows and their state. */
export async function insertDeposits(
  tx: Queryable,
  deposits: { saMapperId: number; studentUserId: number; universityId: number; amountMinor: number; currency: string; dueDate: string | null; paid: boolean }[],
): Promise<{ payment_id: number; status: PaymentStatus }[]> {
  if (deposits.length === 0) return [];
  const { rows } = await tx.query<{ payment_id: number; status: PaymentStatus }>(
    `INSERT INTO university_payments (student_user_id, sa_mapper_id, university_id, purpose, amount_minor, currency, due_date,
                                      status, paid_at, source)
     SELECT d."studentUserId", d."saMapperId", d."universityId", 'deposit', d."amountMinor", d.currency, d."dueDate",
            CASE WHEN d.paid THEN 'paid' ELSE 'due' END, CASE WHEN d.paid THEN now() END, 'application'
       FROM jsonb_to_recordset($1::jsonb) AS d("studentUserId" int, "saMapperId" int, "universityId" int, "amountMinor" bigint,
                                               currency text, "dueDate" date, paid boolean)
      ORDER BY d."saMapperId"
     ON CONFLICT (sa_mapper_id) WHERE source = 'application' DO NOTHING
     RETURNING payment_id, status`,
    [JSON.stringify(deposits)],
  );
  return rows;
}

/** Open application deposits whose application moved to `statuses`: set to `to`; answers the rows moved and their previous state. */
export async function moveDepositsOfApplications(
  tx: Queryable, statuses: readonly string[], to: 'paid' | 'cancelled',
): Promise<{ payment_id: number; from_status: PaymentStatus }[]> {
  const { rows } = await tx.query<{ payment_id: number; from_status: PaymentStatus }>(
    `WITH moving AS (
       SELECT p.payment_id, p.status AS from_status FROM university_payments p
         JOIN student_applications a ON a.sa_mapper_id = p.sa_mapper_id
        WHERE p.source = 'application' AND p.status IN ('due', 'initiated') AND a.status = ANY($1::text[])
        ORDER BY p.payment_id FOR UPDATE OF p)
     UPDATE university_payments p
        SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN now() END, updated_at = now()
       FROM moving m WHERE p.payment_id = m.payment_id
     RETURNING p.payment_id, m.from_status`,
    [statuses, to],
  );
  return rows;
}

/** Open (due) application deposits with what their application says now, for the service to compare. */
export async function openDeposits(db: Queryable): Promise<(DepositCandidate & { payment_id: number; amount_minor: number; current_currency: string; current_due: string | null })[]> {
  const { rows } = await db.query<DepositCandidate & { payment_id: number; amount_minor: number; current_currency: string; current_due: string | null }>(
    `SELECT p.payment_id, p.amount_minor, p.currency AS current_currency, p.due_date AS current_due,
            a.sa_mapper_id, a.student_user_id, p.university_id, a.deposit_amount::text AS amount,
            a.deposit_currency AS currency, a.deposit_due_date AS due_date, a.status AS app_status
       FROM university_payments p JOIN student_applications a ON a.sa_mapper_id = p.sa_mapper_id
      WHERE p.source = 'application' AND p.status = 'due' AND a.deposit_amount > 0 AND a.deposit_currency IS NOT NULL
      ORDER BY p.payment_id`,
  );
  return rows.map((r) => ({ ...r, currency: r.currency.trim(), current_currency: r.current_currency.trim() }));
}

export async function refreshDeposit(tx: Queryable, paymentId: number, amountMinor: number, currency: string, dueDate: string | null): Promise<void> {
  await tx.query(
    `UPDATE university_payments SET amount_minor = $2, currency = $3, due_date = $4, updated_at = now()
      WHERE payment_id = $1 AND status = 'due' AND (amount_minor, currency, due_date) IS DISTINCT FROM ($2::bigint, $3::char(3), $4::date)`,
    [paymentId, amountMinor, currency, dueDate],
  );
}

/** The id of the recipient with this code (for the local provider's page). */
export async function findUniversityIdByCode(db: Queryable, recipientCode: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM flywire_universities WHERE recipient_code = $1', [recipientCode]);
  return rows[0]?.id;
}
