// Whose statement and target a caller reads: an agent or franchise its own, a master franchise also its area
// franchises', accounts and operations managers anyone's. The service-side half of the contract's x-access.
import type { Queryable } from '../../db/types.ts';
import { ALL_STUDENTS_ROLES, type Caller } from '../../domain/caller.ts';
import { Forbidden, Invalid, NotFound } from '../../domain/errors.ts';
import { findPartner, type PartnerRow } from './terms.repository.ts';

export const isPartner = (caller: Caller): boolean => caller.role === 'agent' || caller.role === 'franchise';

/** The partner a query names, else the calling partner; staff must name one (400). */
export function partnerIdOf(caller: Caller, named: number | undefined, field: string): number {
  if (named !== undefined) return named;
  if (isPartner(caller)) return caller.userId;
  throw new Invalid([{ field, message: 'is required for staff' }]);
}

/** The partner, when the caller reaches it: 404 when the user is not an agent or franchise, 403 when not theirs. */
export async function reachPartner(db: Queryable, caller: Caller, partnerId: number, field: string): Promise<PartnerRow> {
  const partner = await findPartner(db, partnerId);
  if (!partner) throw new NotFound(`${field}: no agent or franchise ${partnerId}`);
  const ok = partnerId === caller.userId
    || ALL_STUDENTS_ROLES.includes(caller.role)
    || (caller.role === 'franchise' && caller.franchiseType === 'master' && partner.master_franchise_id === caller.userId);
  if (!ok) throw new Forbidden(`${field}: partner ${partnerId} is not yours`);
  return partner;
}
