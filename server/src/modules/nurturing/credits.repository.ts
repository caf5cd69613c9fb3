// The SQL of the credit ledger (migrations/0030_nurturing.sql): entries are appended, never changed; a balance is a
// sum. Holds are serialised per user by a transaction-scoped advisory lock, so two holds cannot both read the same
// balance.
import type { Queryable } from '../../db/types.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import type { LeadsSchemas } from '../../contract-types.ts';

export type LedgerKind = 'purchase' | 'hold' | 'spend' | 'release' | 'refund' | 'adjustment';
export type CreditService = LeadsSchemas['CreditService'];

export type NewEntry = {
  userId: number;
  kind: LedgerKind;
  credits: number;
  service?: CreditService | null;
  referenceType?: 'email_campaign' | 'message' | 'payment' | 'broadcast' | 'enrolment' | null;
  referenceId?: number | null;
  description: string;
  amountMinor?: number | null;
  currency?: string | null;
  key: string;
  createdBy?: number | null;
};

/** The first key of the advisory lock that serialises one user's ledger ("nu" in ASCII). */
const LEDGER_LOCK = 0x6e75;

/** Takes the user's ledger lock until the end of the transaction `tx`. */
export async function lockLedger(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [LEDGER_LOCK, userId]);
}

export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    'SELECT coalesce(sum(delta), 0)::int AS balance FROM credit_ledger WHERE user_id = $1',
    [userId],
  );
  return rows[0].balance;
}

const DELTA: Record<LedgerKind, 1 | -1 | 0> = { purchase: 1, hold: -1, spend: 0, release: 1, refund: 1, adjustment: 1 };

/** Appends an entry unless its key was written before; answers the new entry's id, or null when it existed. */
export async function appendEntry(tx: Queryable, entry: NewEntry): Promise<number | null> {
  const { rows } = await tx.query<{ entry_id: number }>(
    `INSERT INTO credit_ledger (user_id, kind, credits, delta, service, reference_type, reference_id, description,
                                amount_minor, currency, idempotency_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING entry_id::int AS entry_id`,
    [
      entry.userId, entry.kind, entry.credits, DELTA[entry.kind] * entry.credits, entry.service ?? null,
      entry.referenceType ?? null, entry.referenceId ?? null, entry.description, entry.amountMinor ?? null,
      entry.currency ?? null, entry.key, entry.createdBy ?? null,
    ],
  );
  return rows[0]?.entry_id ?? null;
}

/** What a reference (a campaign) holds, has spent and has released. */
export async function referenceTotals(db: Queryable, referenceType: string, referenceId: number): Promise<{ held: number; spent: number; released: number; spends: number }> {
  const { rows } = await db.query<{ held: number; spent: number; released: number; spends: number }>(
    `SELECT coalesce(sum(credits) FILTER (WHERE kind = 'hold'), 0)::int AS held,
            coalesce(sum(credits) FILTER (WHERE kind = 'spend'), 0)::int AS spent,
            coalesce(sum(credits) FILTER (WHERE kind = 'release'), 0)::int AS released,
            count(*) FILTER (WHERE kind = 'spend')::int AS spends
       FROM credit_ledger WHERE reference_type = $1 AND reference_id = $2`,
    [referenceType, referenceId],
  );
  return rows[0];
}

export type LedgerSummary = {
  balance: number;
  purchased: number;
  held: number;
  returned: number;
  held_this_month: number;
  last_entry_at: Date | null;
  last_purchase_at: Date | null;
};

export async function summaryOf(db: Queryable, userId: number): Promise<LedgerSummary> {
  const { rows } = await db.query<LedgerSummary>(
    `SELECT coalesce(sum(delta), 0)::int AS balance,
            coalesce(sum(credits) FILTER (WHERE kind = 'purchase'), 0)::int AS purchased,
            coalesce(sum(credits) FILTER (WHERE kind = 'hold'), 0)::int AS held,
            coalesce(sum(credits) FILTER (WHERE kind IN ('release', 'refund')), 0)::int AS returned,
            coalesce(sum(credits) FILTER (WHERE kind = 'hold' AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::int AS held_this_month,
            max(created_at) AS last_entry_at,
            max(created_at) FILTER (WHERE kind = 'purchase') AS last_purchase_at
       FROM credit_ledger WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

export async function usageByService(db: Queryable, userId: number): Promise<Array<{ service: CreditService; used: number; contacts: number }>> {
  const { rows } = await db.query<{ service: CreditService; used: number; contacts: number }>(
    `SELECT service,
            (coalesce(sum(credits) FILTER (WHERE kind = 'hold'), 0) - coalesce(sum(credits) FILTER (WHERE kind IN ('release', 'refund')), 0))::int AS used,
            count(*) FILTER (WHERE kind = 'spend')::int AS contacts
       FROM credit_ledger WHERE user_id = $1 AND service IS NOT NULL
      GROUP BY service ORDER BY service`,
    [userId],
  );
  return rows;
}

/** The credits one message of a kind costs (data in nurturing_rates). */
export async function rateOf(db: Queryable, kind: string): Promise<number> {
  const { rows } = await db.query<{ credits: number }>('SELECT credits FROM nurturing_rates WHERE kind = $1', [kind]);
  if (!rows[0]) throw new Error(`no rate for ${kind}`);
  return rows[0].credits;
}

type TransactionRow = {
  entry_id: number;
  kind: LedgerKind;
  service: CreditService | null;
  delta: number;
  balance_after: number;
  description: string;
  reference_id: number | null;
  amount_minor: number | null;
  currency: string | null;
  created_at: Date;
};
export type CreditTransaction = LeadsSchemas['CreditTransaction'];

const TYPE_OF: Record<LedgerKind, CreditTransaction['type']> = {
  purchase: 'purchase', hold: 'debit', release: 'refund', refund: 'refund', adjustment: 'adjustment', spend: 'debit',
};
const KINDS_OF: Record<CreditTransaction['type'], LedgerKind[]> = {
  purchase: ['purchase'], debit: ['hold'], refund: ['release', 'refund'], adjustment: ['adjustment'],
};

const toTransaction = (row: TransactionRow): CreditTransaction => ({
  ct_id: row.entry_id,
  type: TYPE_OF[row.kind],
  service: row.kind === 'purchase' || row.kind === 'adjustment' ? null : row.service,
  credits: row.delta,
  balance_after: Math.max(0, row.balance_after),
  description: row.description,
  reference_id: row.reference_id,
  amount: row.amount_minor === null ? null : row.amount_minor / 100,
  currency: row.currency,
  created_at: row.created_at.toISOString(),
});

/**
 * The user's entries that move the balance (a spend does not: it is shown by its hold), newest first, each with the
 * balance after it (a running sum over every entry of the user).
 */
export async function listTransactions(
  db: Queryable,
  userId: number,
  filter: { type?: CreditTransaction['type']; service?: CreditService; from?: string; to?: string },
  window: PageWindow,
): Promise<Page<CreditTransaction>> {
  const where = new Conditions();
  where.push(`t.user_id = ${where.param(userId)}`);
  where.push("t.kind <> 'spend'");
  if (filter.type) where.push(`t.kind = ANY(${where.param(KINDS_OF[filter.type])}::text[])`);
  where.eq('t.service', filter.service);
  if (filter.from) where.push(`t.created_at >= ${where.param(filter.from)}::date`);
  if (filter.to) where.push(`t.created_at < ${where.param(filter.to)}::date + 1`);
  const running = `SELECT entry_id::int AS entry_id, user_id, kind, service, delta, description, reference_id::int AS reference_id,
                          amount_minor::int AS amount_minor, currency, created_at,
                          sum(delta) OVER (PARTITION BY user_id ORDER BY entry_id)::int AS balance_after
                     FROM credit_ledger WHERE user_id = ${where.param(userId)}`;
  return queryPage(db, window, where, {
    select: `SELECT t.* FROM (${running}) t ${where.sql} ORDER BY t.entry_id DESC`,
    count: `SELECT count(*)::int AS total FROM (${running}) t ${where.sql}`,
  }, toTransaction);
}
