// Invoice profiles: a student's, agent's or franchise's own; for accounts staff the business's, the supplier printed
// on every invoice we issue. A GSTIN carries its state code in its first two digits.
import type { PortalBody } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Invalid, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './profile.repository.ts';

/** Accounts staff keep the business's profile; everyone else their own. */
export const ownerOf = (caller: Caller): repo.ProfileOwner => (caller.role === 'accounts' ? null : caller.userId);

export function makeInvoiceProfileService({ db }: Pick<Deps, 'db'>) {
  return {
    get(caller: Caller) {
      return repo.findProfile(db, ownerOf(caller));
    },

    async save(caller: Caller, body: PortalBody<'saveInvoiceProfile'>) {
      if (body.gstin && !body.state_code) throw new Invalid([{ field: 'body/state_code', message: 'is required with a GSTIN' }]);
      if (body.gstin && body.state_code && body.gstin.slice(0, 2) !== body.state_code) {
        throw new Unprocessable('the GSTIN is not of this state', [
          { field: 'body/gstin', message: `starts with ${body.gstin.slice(0, 2)}, the state code is ${body.state_code}` },
        ]);
      }
      return db.transaction(async (tx) => {
        const place = await repo.findPlace(tx, body.country_id, body.state_id ?? null);
        if (!place) throw new Unprocessable('no such country', [{ field: 'body/country_id', message: 'is not a country of the list' }]);
        if (!place.state_ok) throw new Unprocessable('the state is not of this country', [{ field: 'body/state_id', message: 'is not a state of country_id' }]);
        if (body.state_code && place.iso2 !== 'IN') {
          throw new Unprocessable('a GST state code is for an Indian address', [{ field: 'body/state_code', message: 'is only for country IN' }]);
        }
        await repo.upsertProfile(tx, ownerOf(caller), body);
        return (await repo.findProfile(tx, ownerOf(caller)))!;
      });
    },
  };
}

export type InvoiceProfileService = ReturnType<typeof makeInvoiceProfileService>;
