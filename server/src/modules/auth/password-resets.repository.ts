// The SQL of password resets: a mailed link's token is stored as its hash, usable once before it expires.
import type { Queryable } from '../../db/types.ts';

export async function insertReset(tx: Queryable, tokenHash: string, userId: number, validMinutes: number): Promise<void> {
  await tx.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash, userId, validMinutes],
  );
}

/** Marks the reset used and answers its user; undefined when it is unknown, used or expired. */
export async function consumeReset(tx: Queryable, tokenHash: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}
