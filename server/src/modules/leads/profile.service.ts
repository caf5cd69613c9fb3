// The rules of the lead-tool profile: whose profile a caller reads (their own, or a managed user's: the contract's
// x-access checks `user_id` as a team member), and the save of the caller's own, with the working hours checked and
// the signature sanitised.
import type { LeadsOperations, QueryOf, BodyOf } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './profile.repository.ts';
import { sanitiseSignature } from './profile.signature.ts';

type Body = BodyOf<LeadsOperations['saveLeadProfile']>;

/** 422 when a working day ends before it starts or a day is listed twice (naming the day's field). */
function checkWorkingHours(hours: Body['working_hours']): void {
  if (!hours) return;
  const seen = new Set<string>();
  hours.days.forEach((day, i) => {
    const field = `body/working_hours/days/${i}`;
    if (seen.has(day.day)) throw new Unprocessable(`${field}/day: ${day.day} is listed twice`, [{ field: `${field}/day`, message: 'is listed twice' }]);
    seen.add(day.day);
    if (day.end <= day.start) throw new Unprocessable(`${field}/end must be after start`, [{ field: `${field}/end`, message: 'must be after start' }]);
  });
}

export function makeProfileService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function read(userId: number) {
    const profile = await repo.findProfile(db, userId);
    if (!profile) throw new NotFound(`querystring/user_id: no user ${userId}`);
    return profile;
  }

  return {
    get: (caller: Caller, query: QueryOf<LeadsOperations['getLeadProfile']>) => read(query.user_id ?? caller.userId),

    async save(caller: Caller, body: Body) {
      checkWorkingHours(body.working_hours);
      await db.transaction((tx) =>
        repo.saveProfile(tx, caller.userId, {
          sender_name: body.sender_name.trim() || body.sender_name,
          reply_to_email: body.reply_to_email,
          signature_html: sanitiseSignature(body.signature_html),
          whatsapp_number: body.whatsapp_number ?? null,
          designation: body.designation ?? null,
          company_name: body.company_name ?? null,
          website: body.website ?? null,
          working_hours: body.working_hours ?? null,
        }, clock.now()),
      );
      return read(caller.userId);
    },
  };
}

export type ProfileService = ReturnType<typeof makeProfileService>;
