import type { components } from '../../../../openapi/generated/portal.d.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { unprocessable, type FieldError } from '../../http/errors.ts';

type S = components['schemas'];
export type Address = S['Address'];
/**
 * The body of save-user-address. Written out here because the contract's `anyOf: [required city_id, required
 * city_name]` makes the generated type `{…} | unknown`, which is `unknown`; the router has validated the body.
 */
export type AddressBody = {
  address_line1: string;
  address_line2?: string;
  city_id?: number;
  city_name?: string;
  state_id?: number;
  country_id: number;
  postal_code: string;
};

type AddressRow = Omit<Address, 'updated_at'> & { updated_at: Date };

async function load(db: Queryable, userId: number): Promise<Address | null> {
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

export function makeAddressService(db: Db) {
  return {
    get: (userId: number) => load(db, userId),

    /**
     * Saves the caller's address. The country, state and city must agree (422 naming the field): the state is of
     * the country, the city of the country and of the state; a city from the list fills in its state and name.
     */
    async save(userId: number, body: AddressBody): Promise<Address> {
      const errors: FieldError[] = [];
      const { rows: countries } = await db.query('SELECT 1 FROM countries WHERE country_id = $1', [body.country_id]);
      if (countries.length === 0) errors.push({ field: 'body/country_id', message: `no country ${body.country_id}` });

      let stateId = body.state_id ?? null;
      if (stateId !== null) {
        const { rows } = await db.query<{ country_id: number }>('SELECT country_id FROM states WHERE state_id = $1', [stateId]);
        if (rows.length === 0) errors.push({ field: 'body/state_id', message: `no state ${stateId}` });
        else if (countries.length > 0 && rows[0].country_id !== body.country_id) {
          errors.push({ field: 'body/state_id', message: `state ${stateId} is not in country ${body.country_id}` });
        }
      }

      let cityName = body.city_name?.trim() ?? '';
      const cityId = body.city_id ?? null;
      if (cityId !== null) {
        const { rows } = await db.query<{ country_id: number; state_id: number | null; name: string }>(
          'SELECT country_id, state_id, name FROM cities WHERE city_id = $1',
          [cityId],
        );
        const city = rows[0];
        if (!city) errors.push({ field: 'body/city_id', message: `no city ${cityId}` });
        else if (city.country_id !== body.country_id) {
          errors.push({ field: 'body/city_id', message: `city ${cityId} is not in country ${body.country_id}` });
        } else if (stateId !== null && city.state_id !== stateId) {
          errors.push({ field: 'body/city_id', message: `city ${cityId} is not in state ${stateId}` });
        } else {
          if (cityName !== '' && cityName.toLowerCase() !== city.name.toLowerCase()) {
            errors.push({ field: 'body/city_name', message: `does not match city ${cityId} (${city.name})` });
          }
          cityName = city.name;
          stateId = stateId ?? city.state_id;
        }
      } else if (cityName === '') {
        errors.push({ field: 'body/city_name', message: 'must not be blank' });
      }
      if (body.address_line1.trim() === '') errors.push({ field: 'body/address_line1', message: 'must not be blank' });
      if (errors.length > 0) {
        throw unprocessable(`address not saved: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
      }

      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO user_addresses (user_id, address_line1, address_line2, country_id, state_id, city_id, city_name,
                                       postal_code, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
           ON CONFLICT (user_id) DO UPDATE SET address_line1 = EXCLUDED.address_line1,
             address_line2 = EXCLUDED.address_line2, country_id = EXCLUDED.country_id, state_id = EXCLUDED.state_id,
             city_id = EXCLUDED.city_id, city_name = EXCLUDED.city_name, postal_code = EXCLUDED.postal_code,
             updated_at = now()`,
          [
            userId, body.address_line1.trim(), body.address_line2?.trim() || null, body.country_id, stateId, cityId, cityName,
            body.postal_code.trim().toUpperCase(),
          ],
        );
        return (await load(tx, userId))!;
      });
    },
  };
}

export type AddressService = ReturnType<typeof makeAddressService>;
