// The signed-in user's postal address: the country, state and city it names must agree.
import { Unprocessable, type FieldError } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './address.repository.ts';
import type { Address } from './address.repository.ts';

type OptionalField = 'address_line2' | 'city_id' | 'city_name' | 'state_id';
/**
 * The body of saveUserAddress. The contract's `anyOf: [required city_id, required city_name]` makes the generated
 * AddressBody `{…} | unknown`, which TypeScript reads as `unknown`; so it is derived from the generated Address (the
 * same fields, those above optional). The router has validated the body against the contract.
 */
export type AddressBody = Pick<Address, 'address_line1' | 'country_id' | 'postal_code'> & {
  [K in OptionalField]?: NonNullable<Address[K]>;
};

export function makeAddressService({ db }: Pick<Deps, 'db'>) {
  return {
    get: (userId: number) => repo.findAddress(db, userId),

    /**
     * Saves the caller's address. The country, state and city must agree (422 naming the field): the state is of
     * the country, the city of the country and of the state; a city from the list fills in its state and name.
     */
    async save(userId: number, body: AddressBody): Promise<Address> {
      const errors: FieldError[] = [];
      const country = await repo.countryExists(db, body.country_id);
      if (!country) errors.push({ field: 'body/country_id', message: `no country ${body.country_id}` });

      let stateId = body.state_id ?? null;
      if (stateId !== null) {
        const stateCountry = await repo.findStateCountry(db, stateId);
        if (stateCountry === undefined) errors.push({ field: 'body/state_id', message: `no state ${stateId}` });
        else if (country && stateCountry !== body.country_id) {
          errors.push({ field: 'body/state_id', message: `state ${stateId} is not in country ${body.country_id}` });
        }
      }

      let cityName = body.city_name?.trim() ?? '';
      const cityId = body.city_id ?? null;
      if (cityId !== null) {
        const city = await repo.findCity(db, cityId);
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
        throw new Unprocessable(`address not saved: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
      }

      return db.transaction(async (tx) => {
        await repo.upsertAddress(tx, userId, {
          address_line1: body.address_line1.trim(),
          address_line2: body.address_line2?.trim() || null,
          country_id: body.country_id,
          state_id: stateId,
          city_id: cityId,
          city_name: cityName,
          postal_code: body.postal_code.trim().toUpperCase(),
        });
        return (await repo.findAddress(tx, userId))!;
      });
    },
  };
}

export type AddressService = ReturnType<typeof makeAddressService>;
