// The SQL of invoice profiles: a user's own, or the business's (user_id NULL), the supplier on every invoice we issue.
import type { PortalBody, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';

export type InvoiceProfile = PortalSchemas['InvoiceProfile'];
/** Whose profile: a user's, or the business's (null). */
export type ProfileOwner = number | null;

const OWNER = (param: string) => `p.user_id IS NOT DISTINCT FROM ${param}::int`;

const SELECT = `
  SELECT p.legal_name, p.gstin, p.pan, p.address_line1, p.address_line2, p.city_name, p.state_id, p.state_code,
         p.country_id, c.iso2 AS country_code, c.name AS country_name, s.name AS state_name, p.postal_code,
         p.billing_email, p.updated_at
    FROM invoice_profiles p
    JOIN countries c ON c.country_id = p.country_id
    LEFT JOIN states s ON s.state_id = p.state_id`;

type Row = Omit<InvoiceProfile, 'updated_at'> & { updated_at: Date | string };
const toProfile = (row: Row): InvoiceProfile => ({ ...row, updated_at: new Date(row.updated_at).toISOString() });

export async function findProfile(db: Queryable, owner: ProfileOwner): Promise<InvoiceProfile | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE ${OWNER('$1')}`, [owner]);
  return rows[0] ? toProfile(rows[0]) : null;
}

/** The ISO code of a country and whether a state belongs to it (null state: true). undefined: no such country. */
export async function findPlace(db: Queryable, countryId: number, stateId: number | null) {
  const { rows } = await db.query<{ iso2: string; state_ok: boolean }>(
    `SELECT c.iso2, ($2::int IS NULL OR EXISTS (SELECT 1 FROM states s WHERE s.state_id = $2 AND s.country_id = c.country_id)) AS state_ok
       FROM countries c WHERE c.country_id = $1`,
    [countryId, stateId],
  );
  return rows[0];
}

/** Creates or replaces the owner's profile in one statement (two first saves at once: one inserts, one updates). */
export async function upsertProfile(db: Queryable, owner: ProfileOwner, body: PortalBody<'saveInvoiceProfile'>): Promise<void> {
  const target = owner === null ? '((true)) WHERE user_id IS NULL' : '(user_id)';
  await db.query(
    `INSERT INTO invoice_profiles (user_id, legal_name, gstin, pan, address_line1, address_line2, city_name, state_id,
                                   state_code, country_id, postal_code, billing_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT ${target} DO UPDATE SET
       legal_name = EXCLUDED.legal_name, gstin = EXCLUDED.gstin, pan = EXCLUDED.pan, address_line1 = EXCLUDED.address_line1,
       address_line2 = EXCLUDED.address_line2, city_name = EXCLUDED.city_name, state_id = EXCLUDED.state_id,
       state_code = EXCLUDED.state_code, country_id = EXCLUDED.country_id, postal_code = EXCLUDED.postal_code,
       billing_email = EXCLUDED.billing_email, updated_at = now()`,
    [
      owner, body.legal_name, body.gstin ?? null, body.pan ?? null, body.address_line1, body.address_line2 ?? null,
      body.city_name, body.state_id ?? null, body.state_code ?? null, body.country_id, body.postal_code, body.billing_email,
    ],
  );
}
