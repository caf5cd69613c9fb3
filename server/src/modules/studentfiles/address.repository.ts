// The SQL of a user's postal address and of the places it names (countries, states, cities).
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';

export type Address = PortalSchemas['Address'];

type AddressRow = Omit<Address, 'updated_at'> & { updated_at: Date };

export async function findAddress(db: Queryable, userId: number): Promise<Address | null> {
  const { rows } = await db.query<AddressRow>(
    `SELECT a.address_line1, a.address_line2, a.city_id, a.city_name, a.state_id, s.name AS state_name, a.country_id,
            c.name AS country_name, a.postal_code, a.updated_at
       FROM user_addresses a
       JOIN countries c ON c.country_id = a.country_id
       LEFT JOIN states s ON s.state_id = a.state_id
      WHERE a.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { ...row, updated_at: new Date(row.updated_at).toISOString() } : null;
}

export async function countryExists(db: Queryable, countryId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM countries WHERE country_id = $1', [countryId]);
  return rows.length > 0;
}

/** The country of a state; undefined when there is no such state. */
export async function findStateCountry(db: Queryable, stateId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ country_id: number }>('SELECT country_id FROM states WHERE state_id = $1', [stateId]);
  return rows[0]?.country_id;
}

export type City = { country_id: number; state_id: number | null; name: string };

export async function findCity(db: Queryable, cityId: number): Promise<City | undefined> {
  const { rows } = await db.query<City>('SELECT country_id, state_id, name FROM cities WHERE city_id = $1', [cityId]);
  return rows[0];
}

/** The fields of an address as stored (trimmed, the city's name filled in). */
export type AddressFields = {
  address_line1: string;
  address_line2: string | null;
  country_id: number;
  state_id: number | null;
  city_id: number | null;
  city_name: string;
  postal_code: string;
};

/** Writes the user's one address (a new one, or over the old). */
export async function upsertAddress(tx: Queryable, userId: number, fields: AddressFields): Promise<void> {
  await tx.query(
    `INSERT INTO user_addresses (user_id, address_line1, address_line2, country_id, state_id, city_id, city_name,
                                 postal_code, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (user_id) DO UPDATE SET address_line1 = EXCLUDED.address_line1,
       address_line2 = EXCLUDED.address_line2, country_id = EXCLUDED.country_id, state_id = EXCLUDED.state_id,
       city_id = EXCLUDED.city_id, city_name = EXCLUDED.city_name, postal_code = EXCLUDED.postal_code,
       updated_at = now()`,
    [
      userId, fields.address_line1, fields.address_line2, fields.country_id, fields.state_id, fields.city_id,
      fields.city_name, fields.postal_code,
    ],
  );
}
