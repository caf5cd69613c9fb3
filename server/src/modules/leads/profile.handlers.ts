// Thin handlers of the lead-tool profile (/home/user-profile), by operationId.
import { requireCaller } from '../../http/caller.ts';
import type { LeadsHandlers } from '../../http/typed.ts';
import type { ProfileService } from './profile.service.ts';

export function profileHandlers(profile: ProfileService): LeadsHandlers {
  return {
    getLeadProfile: async (request) => profile.get(requireCaller(request), request.query),
    saveLeadProfile: async (request) => profile.save(requireCaller(request), request.body),
  };
}
