// The SQL of payout bank accounts and signatures.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type BankAccount = PortalSchemas['BankAccount'];
type Row = Omit<BankAccount, 'account_number_masked' | 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

const SELECT = `
  SELECT b.bank_id, b.user_id, concat_ws(' ', u.first_name, u.last_name) AS owner_name, b.account_holder_name,
         b.bank_name, b.account_number, b.account_type, b.ifsc_code, b.swift_code, b.branch, b.country_code,
         b.currency, b.is_primary, b.created_at, b.updated_at
    FROM bank_accounts b JOIN users u ON u.user_id = b.user_id`;

/** XXXXXXXX1234: all but the last four characters hidden. */
const mask = (number: string): string => `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

const toBank = (masked: boolean) => (row: Row): BankAccount => ({
  ...row,
  account_number: masked ? mask(row.account_number) : row.account_number,
  account_number_masked: masked,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function findBank(db: Queryable, bankId: number): Promise<BankAccount | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE b.bank_id = $1`, [bankId]);
  return rows[0] ? toBank(false)(rows[0]) : undefined;
}

/** One page of accounts, primary first; `userId` undefined = everyone's; `masked` hides numbers. */
export function listBanks(db: Queryable, userId: number | undefined, masked: boolean, window: PageWindow): Promise<Page<BankAccount>> {
  const where = new Conditions().eq('b.user_id', userId);
  return queryPage(db, window, where, {
    select: `${SELECT} ${where.sql} ORDER BY b.user_id, b.is_primary DESC, b.bank_id`,
    count: `SELECT count(*)::int AS total FROM bank_accounts b ${where.sql}`,
  }, toBank(masked));
}

/**
 * Serialises the saves of one user's accounts (the user row's lock, so also the first save, when there is no account
 * row to lock, waits its turn: the primary flag and the number check are settled by one save at a time) and answers
 * the accounts' ids.
 */
export async function lockUserBanks(db: Queryable, userId: number): Promise<{ bank_id: number; user_id: number }[]> {
  await db.query('SELECT 1 FROM users WHERE user_id = $1 FOR NO KEY UPDATE', [userId]);
  const { rows } = await db.query<{ bank_id: number; user_id: number }>(
    'SELECT bank_id, user_id FROM bank_accounts WHERE user_id = $1 ORDER BY bank_id FOR UPDATE', [userId]);
  return rows;
}

export async function ownerOfBank(db: Queryable, bankId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM bank_accounts WHERE bank_id = $1', [bankId]);
  return rows[0]?.user_id;
}

export async function accountNumberTaken(db: Queryable, userId: number, number: string, except: number | null): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM bank_accounts WHERE user_id = $1 AND account_number = $2 AND bank_id IS DISTINCT FROM $3::int', [userId, number, except]);
  return rows.length > 0;
}

export async function clearPrimary(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE bank_accounts SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
}

/**
 * The body of saveBank. The contract's `anyOf: [required ifsc_code, required swift_code]` makes the generated
 * BankSaveBody `{…} | unknown`, which TypeScript reads as `unknown`; so it is derived from the generated BankAccount.
 * The router has validated the body against the contract.
 */
export type BankBody = Pick<BankAccount, 'account_holder_name' | 'bank_name' | 'account_number' | 'country_code' | 'currency' | 'is_primary'> & {
  bank_id?: number;
  account_type?: 'savings' | 'current';
  ifsc_code?: string;
  swift_code?: string;
  branch?: string;
};
const bankValues = (b: BankBody, primary: boolean) => [
  b.account_holder_name, b.bank_name, b.account_number, b.account_type ?? null, b.ifsc_code ?? null, b.swift_code ?? null,
  b.branch ?? null, b.country_code, b.currency, primary,
];

export async function insertBank(db: Queryable, userId: number, body: BankBody, primary: boolean): Promise<number> {
  const { rows } = await db.query<{ bank_id: number }>(
    `INSERT INTO bank_accounts (account_holder_name, bank_name, account_number, account_type, ifsc_code, swift_code,
                                branch, country_code, currency, is_primary, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING bank_id`,
    [...bankValues(body, primary), userId],
  );
  return rows[0].bank_id;
}

export async function updateBank(db: Queryable, bankId: number, body: BankBody, primary: boolean): Promise<void> {
  await db.query(
    `UPDATE bank_accounts SET account_holder_name = $1, bank_name = $2, account_number = $3, account_type = $4,
            ifsc_code = $5, swift_code = $6, branch = $7, country_code = $8, currency = $9, is_primary = $10, updated_at = now()
      WHERE bank_id = $11`,
    [...bankValues(body, primary), bankId],
  );
}

export type SignatureRow = { user_id: number; file_key: string; content_type: 'image/png' | 'image/jpeg'; size_bytes: number; uploaded_at: Date | string };

/** A user's signature with their name as it prints under it. */
export async function findSignatory(db: Queryable, userId: number): Promise<(SignatureRow & { name: string }) | undefined> {
  const { rows } = await db.query<SignatureRow & { name: string }>(
    `SELECT s.user_id, s.file_key, s.content_type, s.size_bytes, s.uploaded_at, trim(u.first_name || ' ' || u.last_name) AS name
       FROM user_signatures s JOIN users u ON u.user_id = s.user_id WHERE s.user_id = $1`, [userId]);
  return rows[0];
}

export async function findSignature(db: Queryable, userId: number): Promise<SignatureRow | undefined> {
  const { rows } = await db.query<SignatureRow>(
    'SELECT user_id, file_key, content_type, size_bytes, uploaded_at FROM user_signatures WHERE user_id = $1', [userId]);
  return rows[0];
}

/** Stores the new signature row, answering the key of the file it replaces (null when there was none). */
export async function replaceSignature(db: Queryable, userId: number, key: string, contentType: string, size: number): Promise<string | null> {
  const { rows } = await db.query<{ old_key: string | null }>(
    `WITH old AS (SELECT file_key FROM user_signatures WHERE user_id = $1 FOR UPDATE)
     INSERT INTO user_signatures (user_id, file_key, content_type, size_bytes) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET file_key = EXCLUDED.file_key, content_type = EXCLUDED.content_type,
       size_bytes = EXCLUDED.size_bytes, uploaded_at = now()
     RETURNING (SELECT file_key FROM old) AS old_key`,
    [userId, key, contentType, size],
  );
  return rows[0].old_key;
}
