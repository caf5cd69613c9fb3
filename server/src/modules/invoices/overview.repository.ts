// The SQL of the accounts dashboard's overview (getAccountsOverview; docs/invoices.md "Accounts dashboard"): sums per
// currency in minor units, computed by the database over the tax invoices, their payments and the commission ledger.
// Amounts come back as text (a bigint sum) and become numbers here: every amount is below 2^53 by the contract.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';

type Amount = PortalSchemas['OverviewAmount'];
type UniversityCommission = PortalSchemas['UniversityCommission'];
type AmountRow = { currency: string; amount: string; count: number };

const toAmount = (row: AmountRow): Amount => ({ currency: row.currency.trim(), amount_minor: Number(row.amount), count: row.count });

// The open balance of one tax invoice: never below 0 (a credit note after a part payment can cover more than is open).
const OPEN = 'GREATEST(i.total_minor - i.paid_minor - i.credited_minor, 0)';
const RECEIVABLE = `i.kind = 'invoice' AND i.status IN ('issued', 'partially_paid') AND ${OPEN} > 0`;

/** Open balances of issued and partially paid invoices, per currency. */
export async function receivables(db: Queryable): Promise<Amount[]> {
  const { rows } = await db.query<AmountRow>(
    `SELECT i.currency, sum(${OPEN})::text AS amount, count(*)::int AS count
       FROM invoices i WHERE ${RECEIVABLE} GROUP BY i.currency ORDER BY i.currency`,
  );
  return rows.map(toAmount);
}

/** The receivables whose due date (issue date + terms days) is before `today`, per currency. */
export async function overdue(db: Queryable, today: string, termsDays: number): Promise<Amount[]> {
  const { rows } = await db.query<AmountRow>(
    `SELECT i.currency, sum(${OPEN})::text AS amount, count(*)::int AS count
       FROM invoices i
      WHERE ${RECEIVABLE} AND i.issue_date + $2::int < $1::date
      GROUP BY i.currency ORDER BY i.currency`,
    [today, termsDays],
  );
  return rows.map(toAmount);
}

/** Payments whose payment day is between `from` and `to` (inclusive), per the invoice's currency. */
export async function received(db: Queryable, from: string, to: string): Promise<Amount[]> {
  const { rows } = await db.query<AmountRow>(
    `SELECT i.currency, sum(p.amount_minor)::text AS amount, count(*)::int AS count
       FROM invoice_payments p JOIN invoices i ON i.inv_id = p.inv_id
      WHERE p.paid_on BETWEEN $1::date AND $2::date
      GROUP BY i.currency ORDER BY i.currency`,
    [from, to],
  );
  return rows.map(toAmount);
}

/** The commission ledger summed per university and currency (reversals are negative lines), largest expected first. */
export async function commissionByUniversity(db: Queryable): Promise<UniversityCommission[]> {
  const { rows } = await db.query<{ university_id: number; name: string; currency: string; expected: string; invoiced: string; received: string; terms: number }>(
    `SELECT t.university_id, u.name, t.currency,
            coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'expected'), 0)::text AS expected,
            coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'invoiced'), 0)::text AS invoiced,
            coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'received'), 0)::text AS received,
            count(DISTINCT (t.sa_mapper_id, t.term))::int AS terms
       FROM commission_terms t
       JOIN universities u ON u.university_id = t.university_id
       LEFT JOIN commission_entries e ON e.sa_mapper_id = t.sa_mapper_id AND e.term = t.term
      GROUP BY t.university_id, u.name, t.currency
      ORDER BY coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'expected'), 0) DESC, u.name, t.currency`,
  );
  return rows.map((row) => ({
    university_id: row.university_id,
    university_name: row.name,
    currency: row.currency.trim(),
    expected_minor: Number(row.expected),
    invoiced_minor: Number(row.invoiced),
    received_minor: Number(row.received),
    terms: row.terms,
  }));
}

/** Makes the rest of the transaction read one snapshot: the four sums agree with each other. First statement only. */
export async function readOneSnapshot(tx: Queryable): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
}
