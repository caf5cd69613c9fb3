import type { LeadDateField, LeadListQuery, LeadSort } from '@/entities/lead';
import { urlParam, type UrlState } from '@/shared/lib/url-query';

export const LEADS_PAGE_SIZE = 25;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const LEAD_SORTS: readonly LeadSort[] = ['created_at', 'updated_at', 'next_follow_up_at', 'first_name', 'score'];
/** The order in the address: a sort field, newest (or Z) first, or with `.asc` for the other way. */
export type LeadOrderParam = LeadSort | `${LeadSort}.asc`;
export const LEAD_ORDERS: readonly LeadOrderParam[] = LEAD_SORTS.flatMap((sort) => [sort, `${sort}.asc` as const]);

/** The sort field and direction of an order in the address. */
export function orderOf(param: LeadOrderParam): { sort: LeadSort; order: 'asc' | 'desc' } {
  return param.endsWith('.asc') ? { sort: param.slice(0, -4) as LeadSort, order: 'asc' } : { sort: param as LeadSort, order: 'desc' };
}

/** The order after a click on a column's header: that column, or the other direction when it is the column already. */
export function nextOrder(current: LeadOrderParam, sort: LeadSort): LeadOrderParam {
  const now = orderOf(current);
  if (now.sort !== sort) return sort === 'first_name' ? 'first_name.asc' : sort;
  return now.order === 'desc' ? `${sort}.asc` : sort;
}

export const LEAD_DATE_FIELDS: readonly LeadDateField[] = ['created_at', 'updated_at', 'next_follow_up_at'];

/**
 * The list's state in the address bar: the search (`q`), every filter (stage, sub-stage, category, source, medium,
 * campaign, assignee, state, city, the period and which date it bounds, due reminders, unread), the order and the
 * page. Defaults (newest created first, page 1) are never written.
 */
export const LEAD_LIST_PARAMS = {
  q: urlParam.text(),
  stage: urlParam.positiveInt(),
  sub_stage: urlParam.positiveInt(),
  category: urlParam.positiveInt(),
  source: urlParam.positiveInt(),
  medium: urlParam.positiveInt(),
  campaign: urlParam.positiveInt(),
  assignee: urlParam.positiveInt(),
  state: urlParam.positiveInt(),
  city: urlParam.positiveInt(),
  date: urlParam.withDefault(urlParam.oneOf(LEAD_DATE_FIELDS), 'created_at'),
  from: urlParam.matching(DAY),
  to: urlParam.matching(DAY),
  due: urlParam.oneOf(['1'] as const),
  unread: urlParam.oneOf(['1'] as const),
  sort: urlParam.withDefault(urlParam.oneOf(LEAD_ORDERS), 'created_at'),
  page: urlParam.page(),
};

export type LeadListState = UrlState<typeof LEAD_LIST_PARAMS>;

/** The call's query for a state (GET /my-lead/all): only what is set, the page after the first. */
export function toLeadListQuery(state: LeadListState, pageSize = LEADS_PAGE_SIZE): LeadListQuery {
  const query: LeadListQuery = { page_size: pageSize };
  if (state.q) query.q = state.q;
  if (state.stage) query.stage_id = state.stage;
  if (state.sub_stage) query.sub_stage_id = state.sub_stage;
  if (state.category) query.category_id = state.category;
  if (state.source) query.source_id = state.source;
  if (state.medium) query.medium_id = state.medium;
  if (state.campaign) query.campaign_id = state.campaign;
  if (state.assignee) query.assigned_to = state.assignee;
  if (state.state) query.state_id = state.state;
  if (state.city) query.city_id = state.city;
  // A period that ends before it starts is not asked for (the server refuses it); the filters say why.
  if ((state.from || state.to) && !periodBackwards(state)) {
    if (state.from) query.from = state.from;
    if (state.to) query.to = state.to;
    if (state.date !== 'created_at') query.date_field = state.date;
  }
  if (state.due) query.reminded = true;
  if (state.unread) query.unread = true;
  const { sort, order } = orderOf(state.sort);
  if (sort !== 'created_at') query.sort = sort;
  if (order !== 'desc') query.order = order;
  if (state.page > 1) query.page = state.page;
  return query;
}

/** The period's end is before its start. */
export const periodBackwards = (state: Pick<LeadListState, 'from' | 'to'>): boolean => Boolean(state.from && state.to && state.from > state.to);

/** Changing a filter clears the filters that depend on it (a sub-stage of another stage, a city of another state…). */
export function dependentsOf(key: keyof LeadListState): Partial<Record<keyof LeadListState, null>> {
  if (key === 'stage') return { sub_stage: null };
  if (key === 'source') return { medium: null, campaign: null };
  if (key === 'medium') return { campaign: null };
  if (key === 'state') return { city: null };
  return {};
}
