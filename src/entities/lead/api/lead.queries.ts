import { ApiFailure, fileBody, leadsApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { FollowUpBody, LeadConvertBody, LeadDistributionDimension, LeadListQuery, LeadSaveBody, LeadStatsQuery } from '../model/lead.types';

const MASTER_STALE = 10 * 60_000;
/** Pages of a lead's follow-ups and history. */
export const LEAD_ACTIVITY_PAGE_SIZE = 20;

// The lead-management API (its own base path): the caller's leads and one lead with its follow-ups, history and
// assignments, the masters the form and the filters choose from, and the statistics. Features that change a lead
// invalidate by `leadQueries.all()` (lists, details and statistics are read again).
export const leadQueries = {
  all: () => ['lead'] as const,
  list: (query: LeadListQuery) =>
    apiQuery([...leadQueries.all(), 'list', query], (signal) => leadsApi.GET('/my-lead/all', { params: { query }, signal })),
  detail: (leadId: number) =>
    apiQuery([...leadQueries.all(), 'detail', leadId], (signal) => leadsApi.GET('/my-lead/single/{id}', { params: { path: { id: leadId } }, signal })),
  followUps: (leadId: number, page = 1) =>
    apiQuery([...leadQueries.all(), 'follow-ups', leadId, page], (signal) =>
      leadsApi.GET('/my-lead/follow-ups/{id}', { params: { path: { id: leadId }, query: { page, page_size: LEAD_ACTIVITY_PAGE_SIZE } }, signal }),
    { keepPrevious: true }),
  history: (leadId: number, page = 1) =>
    apiQuery([...leadQueries.all(), 'history', leadId, page], (signal) =>
      leadsApi.GET('/my-lead/history/{id}', { params: { path: { id: leadId }, query: { page, page_size: LEAD_ACTIVITY_PAGE_SIZE } }, signal }),
    { keepPrevious: true }),
  timeline: (leadId: number) =>
    apiQuery([...leadQueries.all(), 'timeline', leadId], (signal) => leadsApi.GET('/my-lead/assignee-timeline/{id}', { params: { path: { id: leadId } }, signal })),
  /** The caller's lead with this email or mobile (the mobile already sanitised), leaving out the one being edited. */
  duplicate: (contact: { email?: string; mobile?: string; excludeLeadId?: number }) =>
    apiQuery(
      [...leadQueries.all(), 'duplicate', contact],
      (signal) =>
        leadsApi.GET('/my-lead/lead-exists', {
          params: { query: { email: contact.email, mobile: contact.mobile, exclude_lead_id: contact.excludeLeadId } },
          signal,
        }),
      { staleTime: 30_000 },
    ),
  categoryFieldValues: (leadId: number, categoryId?: number) =>
    apiQuery([...leadQueries.all(), 'field-values', leadId, categoryId], (signal) =>
      leadsApi.GET('/my-lead/category-fields-values', { params: { query: { lead_id: leadId, category_id: categoryId } }, signal }),
    ),
};

/** The lists the filters and the form choose from: they change rarely. */
export const leadMasterQueries = {
  all: () => ['lead-master'] as const,
  stages: () => apiQuery([...leadMasterQueries.all(), 'stages'], (signal) => leadsApi.GET('/my-lead/master/lead-stages', { signal }), { staleTime: MASTER_STALE }),
  subStages: (stageId?: number) =>
    apiQuery([...leadMasterQueries.all(), 'sub-stages', stageId], (signal) => leadsApi.GET('/my-lead/master/lead-sub-stages', { params: { query: { stage_id: stageId } }, signal }), {
      staleTime: MASTER_STALE,
    }),
  /** The categories of the caller's role, each with its fields. */
  categories: () =>
    apiQuery([...leadMasterQueries.all(), 'categories-by-role'], (signal) => leadsApi.GET('/my-lead/lead-categories-by-role', { signal }), { staleTime: MASTER_STALE }),
  categoryFields: (categoryId: number) =>
    apiQuery([...leadMasterQueries.all(), 'category-fields', categoryId], (signal) =>
      leadsApi.GET('/my-lead/master/lead-category-fields', { params: { query: { category_id: categoryId } }, signal }),
    { staleTime: MASTER_STALE }),
  sources: () => apiQuery([...leadMasterQueries.all(), 'sources'], (signal) => leadsApi.GET('/my-lead/master/my-lead-sources', { signal }), { staleTime: MASTER_STALE }),
  mediums: (sourceId?: number) =>
    apiQuery([...leadMasterQueries.all(), 'mediums', sourceId], (signal) => leadsApi.GET('/my-lead/master/my-lead-mediums', { params: { query: { source_id: sourceId } }, signal }), {
      staleTime: MASTER_STALE,
    }),
  campaigns: (sourceId?: number, mediumId?: number) =>
    apiQuery(
      [...leadMasterQueries.all(), 'campaigns', sourceId, mediumId],
      (signal) => leadsApi.GET('/my-lead/master/my-lead-campaigns', { params: { query: { source_id: sourceId, medium_id: mediumId } }, signal }),
      { staleTime: MASTER_STALE },
    ),
  states: () => apiQuery([...leadMasterQueries.all(), 'states'], (signal) => leadsApi.GET('/my-lead/master/states', { signal }), { staleTime: MASTER_STALE }),
  cities: (stateId: number) =>
    apiQuery([...leadMasterQueries.all(), 'cities', stateId], (signal) => leadsApi.GET('/my-lead/master/cities', { params: { query: { state_id: stateId } }, signal }), {
      staleTime: MASTER_STALE,
    }),
  /** The caller and the users the caller manages (assignees). */
  teamMembers: () =>
    apiQuery([...leadMasterQueries.all(), 'team-members'], (signal) => leadsApi.GET('/my-lead/master/team-members', { signal }), { staleTime: MASTER_STALE }),
};

/** The lead statistics (the dashboards' charts and the counts above the list). Under `leadQueries.all()`: a change to a lead reads them again. */
export const leadStatsQueries = {
  all: () => [...leadQueries.all(), 'stats'] as const,
  count: (query: LeadStatsQuery = {}) =>
    apiQuery([...leadStatsQueries.all(), 'count', query], (signal) => leadsApi.GET('/my-lead/lead-count', { params: { query }, signal })),
  byMonth: (months = 12) =>
    apiQuery([...leadStatsQueries.all(), 'months', months], (signal) => leadsApi.GET('/my-lead/lead-count-months', { params: { query: { months } }, signal })),
  byMember: (query: Omit<LeadStatsQuery, 'assigned_to'> = {}) =>
    apiQuery([...leadStatsQueries.all(), 'members', query], (signal) => leadsApi.GET('/my-lead/lead-count-members', { params: { query }, signal })),
  byArea: (query: LeadStatsQuery = {}) =>
    apiQuery([...leadStatsQueries.all(), 'area-stage', query], (signal) =>
      leadsApi.GET('/my-lead/lead-count-by-area-stage-counseled', { params: { query }, signal }),
    ),
  distribution: (dimension: LeadDistributionDimension, query: LeadStatsQuery = {}) =>
    apiQuery([...leadStatsQueries.all(), 'distribution', dimension, query], (signal) =>
      leadsApi.GET('/my-lead/lead-distribution-count', { params: { query: { dimension, ...query } }, signal }),
    ),
  masterFranchise: () =>
    apiQuery([...leadStatsQueries.all(), 'master-franchise'], (signal) => leadsApi.GET('/my-lead/master-franchise-lead-statistics', { signal })),
  areaFranchises: (page = 1) =>
    apiQuery([...leadStatsQueries.all(), 'area-franchises', page], (signal) =>
      leadsApi.GET('/my-lead/area-franchise-stats-under-mf', { params: { query: { page, page_size: 50 } }, signal }),
    { keepPrevious: true }),
};

/** Creates a lead (no lead_id) or updates one; the saved lead comes back with what the save did (`outcome`). */
export async function saveLead(body: LeadSaveBody) {
  return unwrap(await leadsApi.POST('/my-lead/save', { body })).data;
}

/** Records a follow-up (and the stage move it makes); the follow-up and the updated lead come back. */
export async function saveLeadFollowUp(body: FollowUpBody) {
  return unwrap(await leadsApi.POST('/my-lead/save-follow-up', { body })).data;
}

/** Marks leads read (or unread again). */
export async function markLeadsRead(leadIds: number[], isRead = true) {
  return unwrap(await leadsApi.POST('/my-lead/mark-as-read', { body: { lead_ids: leadIds, is_read: isRead } })).data;
}

/** Gives up to 100 leads to one assignee (null: back to their owners). */
export async function assignLeads(leadIds: number[], assignedTo: number | null) {
  return unwrap(await leadsApi.POST('/my-lead/assign', { body: { lead_ids: leadIds, assigned_to: assignedTo } })).data;
}

/** Turns a lead into a student account, linked both ways. */
export async function convertLeadToStudent(body: LeadConvertBody) {
  return unwrap(await leadsApi.POST('/my-lead/convert-to-student', { body })).data;
}

/** Imports the leads of a CSV file; answers the row-by-row report. */
export async function importLeads(file: File) {
  return unwrap(await leadsApi.POST('/my-lead/import', fileBody(file))).data;
}

/** The CSV of the leads a list query selects (every page), as a file named by the server or `leads.csv`. */
export async function exportLeads(query: Omit<LeadListQuery, 'page' | 'page_size'>): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await leadsApi.GET('/my-lead/export', { params: { query }, parseAs: 'blob' });
  if (!response.ok || !data) throw new ApiFailure(response, undefined);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'leads.csv';
  return { blob: data as unknown as Blob, fileName };
}
