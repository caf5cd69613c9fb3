import { useQuery } from '@tanstack/react-query';
import { leadMasterQueries, personName } from '@/entities/lead';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FieldRow } from '@/shared/ui/page';
import { IdSelectField, SelectField, type SelectOption } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { dependentsOf, LEAD_DATE_FIELDS, LEAD_ORDERS, periodBackwards, type LeadListState, type LeadOrderParam } from '../model/lead-list-query';
import type { UrlStateChanges } from '@/shared/lib/url-query';
import type { LEAD_LIST_PARAMS } from '../model/lead-list-query';
import * as styles from './leads-page.css';

type Changes = UrlStateChanges<typeof LEAD_LIST_PARAMS>;
export type LeadFiltersProps = { state: LeadListState; set: (changes: Changes) => void };

const DATE_LABEL: Record<(typeof LEAD_DATE_FIELDS)[number], string> = { created_at: 'Created', updated_at: 'Updated', next_follow_up_at: 'Next follow-up' };

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
function IdFilterField({ name, options, state, set }: LeadFiltersProps & { name: IdFilter; options: SelectOption[] }) {
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

const byName = <T,>(items: readonly T[] | undefined, id: (item: T) => number, name: (item: T) => string) =>
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
      <IdFilterField name="assignee" options={byName(members.data, (m) => m.user_id, (m) => (m.is_self ? `Me (${personName(m)})` : personName(m)))} {...props} />
      <SelectField
        label="Order"
        options={LEAD_ORDERS.map((order) => ({ value: order, label: ORDER_LABEL[order] }))}
        value={state.sort}
        onChange={(event) => set({ sort: LEAD_ORDERS.find((order) => order === event.target.value) ?? null })}
      />
    </>
  );
}

/** The other filters, in a disclosure that is open while any of them is set. */
export function MoreFilters(props: LeadFiltersProps) {
  const { state, set } = props;
  const subStages = useQuery({ ...leadMasterQueries.subStages(state.stage), enabled: state.stage !== undefined });
  const categories = useQuery(leadMasterQueries.categories());
  const sources = useQuery(leadMasterQueries.sources());
  const mediums = useQuery({ ...leadMasterQueries.mediums(state.source), enabled: state.source !== undefined });
  const campaigns = useQuery({ ...leadMasterQueries.campaigns(state.source, state.medium), enabled: state.source !== undefined });
  const states = useQuery(leadMasterQueries.states());
  const cities = useQuery({ ...leadMasterQueries.cities(state.state ?? 0), enabled: state.state !== undefined });
  const anySet = [state.sub_stage, state.category, state.source, state.medium, state.campaign, state.state, state.city, state.from, state.to, state.due, state.unread].some(
    (value) => value !== undefined,
  );
  const setCount = [state.sub_stage, state.category, state.source, state.medium, state.campaign, state.state, state.city, state.from ?? state.to, state.due, state.unread].filter(
    (value) => value !== undefined,
  ).length;

  return (
    <details className={styles.more} open={anySet || undefined}>
      <summary className={styles.moreSummary}>More filters{setCount > 0 ? ` (${setCount} set)` : ''}</summary>
      <FieldRow>
        <IdFilterField name="sub_stage" options={byName(subStages.data, (s) => s.sub_stage_id, (s) => s.name)} {...props} />
        <IdFilterField name="category" options={byName(categories.data?.categories, (c) => c.category_id, (c) => c.name)} {...props} />
      </FieldRow>
      <FieldRow>
        <IdFilterField name="source" options={byName(sources.data, (s) => s.source_id, (s) => s.name)} {...props} />
        <IdFilterField name="medium" options={byName(mediums.data, (m) => m.medium_id, (m) => m.name)} {...props} />
        <IdFilterField name="campaign" options={byName(campaigns.data, (c) => c.campaign_id, (c) => c.name)} {...props} />
      </FieldRow>
      <FieldRow>
        <IdFilterField name="state" options={byName(states.data, (s) => s.state_id, (s) => s.state_name)} {...props} />
        <IdFilterField name="city" options={byName(cities.data, (c) => c.city_id, (c) => c.city_name)} {...props} />
      </FieldRow>
      <FieldRow>
        <SelectField
          label="Dates of"
          options={LEAD_DATE_FIELDS.map((field) => ({ value: field, label: DATE_LABEL[field] }))}
          value={state.date}
          onChange={(event) => set({ date: LEAD_DATE_FIELDS.find((field) => field === event.target.value) ?? null })}
        />
        <TextField label="From (optional)" type="date" value={state.from ?? ''} max={state.to} onChange={(event) => set({ from: event.target.value || null })} />
        <TextField
          label="To (optional)"
          type="date"
          value={state.to ?? ''}
          min={state.from}
          error={periodBackwards(state) ? 'Choose a day on or after the first day; the period is left out until then.' : undefined}
          onChange={(event) => set({ to: event.target.value || null })}
        />
      </FieldRow>
      <CheckboxField label="Only unread leads" checked={state.unread === '1'} onChange={(event) => set({ unread: event.target.checked ? '1' : null })} />
      <CheckboxField
        label="Only leads with a reminder due"
        checked={state.due === '1'}
        onChange={(event) => set({ due: event.target.checked ? '1' : null })}
      />
    </details>
  );
}
