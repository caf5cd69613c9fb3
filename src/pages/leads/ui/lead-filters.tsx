import { useQuery } from '@tanstack/react-query';
import { leadMasterQueries, memberName } from '@/entities/lead';
import { IdSelectField, SelectField, type SelectOption } from '@/shared/ui/select-field';
import { dependentsOf, LEAD_ORDERS, type LeadListState, type LeadOrderParam } from '../model/lead-list-query';
import type { UrlStateChanges } from '@/shared/lib/url-query';
import type { LEAD_LIST_PARAMS } from '../model/lead-list-query';

type Changes = UrlStateChanges<typeof LEAD_LIST_PARAMS>;
export type LeadFiltersProps = { state: LeadListState; set: (changes: Changes) => void };

/** The filters that choose one entry of a master list; a narrower one waits for the filter it narrows (`after`). */
type IdFilter = 'stage' | 'assignee' | 'sub_stage' | 'category' | 'source' | 'medium' | 'campaign' | 'state' | 'city';
const ID_FILTERS: Record<IdFilter, { label: string; any: string; after?: readonly ['stage' | 'source' | 'state', string] }> = {
  stage: { label: 'Stage', any: 'Any stage' },
  assignee: { label: 'Assigned to', any: 'Anyone' },
  sub_stage: { label: 'Sub-stage', any: 'Any sub-stage', after: ['stage', 'a stage'] },
  category: { label: 'Category', any: 'Any category' },
  source: { label: 'Source', any: 'Any source' },
  medium: { label: 'Medium', any: 'Any medium', after: ['source', 'a source'] },
  campaign: { label: 'Campaign', any: 'Any campaign', after: ['source', 'a source'] },
  state: { label: 'State', any: 'Any state' },
  city: { label: 'City', any: 'Any city', after: ['state', 'a state'] },
};

/** One master-list filter; choosing clears the filters that depend on it (a city of another state…). */
export function IdFilterField({ name, options, state, set }: LeadFiltersProps & { name: IdFilter; options: SelectOption[] }) {
  const { label, any, after } = ID_FILTERS[name];
  const waiting = after !== undefined && !state[after[0]];
  return (
    <IdSelectField
      label={label}
      emptyOption={waiting ? `Choose ${after[1]} first` : any}
      disabled={waiting || undefined}
      options={options}
      value={state[name]}
      onChange={(value) => set({ ...dependentsOf(name), [name]: value } as Changes)}
    />
  );
}

export const byName = <T,>(items: readonly T[] | undefined, id: (item: T) => number, name: (item: T) => string) =>
  (items ?? []).map((item) => ({ value: String(id(item)), label: name(item) }));

const ORDER_LABEL: Record<LeadOrderParam, string> = {
  created_at: 'Newest first',
  'created_at.asc': 'Oldest first',
  updated_at: 'Recently updated',
  'updated_at.asc': 'Least recently updated',
  next_follow_up_at: 'Follow-up, latest first',
  'next_follow_up_at.asc': 'Follow-up, soonest first',
  first_name: 'Name, Z to A',
  'first_name.asc': 'Name, A to Z',
  score: 'Warmest first',
  'score.asc': 'Coldest first',
};

/** The filters beside the search: stage and assignee, and the order (the column headers order it too on a desktop). */
export function MainFilters(props: LeadFiltersProps) {
  const stages = useQuery(leadMasterQueries.stages());
  const members = useQuery(leadMasterQueries.teamMembers());
  const { state, set } = props;
  return (
    <>
      <IdFilterField name="stage" options={byName(stages.data, (s) => s.stage_id, (s) => s.name)} {...props} />
      <IdFilterField name="assignee" options={byName(members.data, (m) => m.user_id, memberName)} {...props} />
      <SelectField
        label="Order"
        options={LEAD_ORDERS.map((order) => ({ value: order, label: ORDER_LABEL[order] }))}
        value={state.sort}
        onChange={(event) => set({ sort: LEAD_ORDERS.find((order) => order === event.target.value) ?? null })}
      />
    </>
  );
}
