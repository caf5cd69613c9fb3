// Thin handlers of the lead masters, by operationId.
import { requireCaller } from '../../http/caller.ts';
import type { LeadsHandlers } from '../../http/typed.ts';
import type { MastersService } from './masters.service.ts';

export function mastersHandlers(masters: MastersService): LeadsHandlers {
  return {
    listLeadMasterStates: async (request) => masters.states(request.query),
    listLeadMasterCities: async (request) => masters.cities(request.query),
    listLeadMasterUsers: async (request) => masters.users(request.query),
    listLeadTeamMembers: async (request) => masters.team(requireCaller(request)),
    listLeadSources: async (request) => masters.sources(request.query),
    listLeadMediums: async (request) => masters.mediums(request.query),
    listLeadCampaigns: async (request) => masters.campaigns(request.query),
    listLeadStages: async (request) => masters.stages(request.query),
    listLeadSubStages: async (request) => masters.subStages(request.query),
    listLeadCategories: async (request) => masters.categories(request.query),
    listLeadCategoryFields: async (request) => masters.categoryFields(request.query),
    listLeadCategoriesByRole: async (request) => masters.categoriesByRole(requireCaller(request)),
  };
}
