// The rules of the lead masters: what each picker lists for the caller. The masters are reference data every lead-tool
// role reads alike; the people pickers depend on who asks (the staff directory is for staff, a team is the caller's).
import type { LeadsOperations, QueryOf } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './masters.repository.ts';

type Q<K extends keyof LeadsOperations> = QueryOf<LeadsOperations[K]>;

export function makeMastersService({ db }: Pick<Deps, 'db'>) {
  return {
    states: (query: Q<'listLeadMasterStates'>) => repo.listStates(db, query),

    /** 404 for a state that does not exist (an empty list would read as "no cities"). */
    async cities(query: Q<'listLeadMasterCities'>) {
      if (!(await repo.stateExists(db, query.state_id))) throw new NotFound(`querystring/state_id: no state ${query.state_id}`);
      return repo.listCities(db, query);
    },

    stages: (query: Q<'listLeadStages'>) => repo.listStages(db, query.include_inactive),
    subStages: (query: Q<'listLeadSubStages'>) => repo.listSubStages(db, query),
    categories: (query: Q<'listLeadCategories'>) => repo.listCategories(db, query),

    async categoryFields(query: Q<'listLeadCategoryFields'>) {
      if (query.category_id === undefined) return repo.listCategoryFields(db);
      if (!(await repo.categoryExists(db, query.category_id))) {
        throw new NotFound(`querystring/category_id: no category ${query.category_id}`);
      }
      return repo.listCategoryFields(db, [query.category_id]);
    },

    /** The active categories of the caller's own role, each with its active fields in form order. */
    async categoriesByRole(caller: Caller) {
      const categories = await repo.listCategories(db, { user_type: caller.role });
      const fields = await repo.listCategoryFields(db, categories.map((c) => c.category_id));
      return {
        user_type: caller.role,
        categories: categories.map((category) => ({
          ...category,
          fields: fields.filter((f) => f.category_id === category.category_id),
        })),
      };
    },

    sources: (query: Q<'listLeadSources'>) => repo.listSources(db, query.include_inactive),
    mediums: (query: Q<'listLeadMediums'>) => repo.listMediums(db, query),
    campaigns: (query: Q<'listLeadCampaigns'>) => repo.listCampaigns(db, query),
    users: (query: Q<'listLeadMasterUsers'>) => repo.listUsers(db, query, pageWindow(query)),

    team: (caller: Caller) =>
      repo.listTeam(db, {
        callerId: caller.userId,
        allStaff: caller.role === 'operations_manager',
        masterFranchise: caller.role === 'franchise' && caller.franchiseType === 'master',
      }),
  };
}

export type MastersService = ReturnType<typeof makeMastersService>;
