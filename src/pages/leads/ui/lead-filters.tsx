import { useQuery } from '@tanstack/react-query';
import { leadMasterQueries, personName } from '@/entities/lead';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FieldRow } from '@/shared/ui/page';
import { IdSelectField, SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { dependentsOf, LEAD_DATE_FIELDS, LEAD_ORDERS, periodBackwards, type LeadListState, type LeadOrderParam } from '../model/lead-list-query';
import type { UrlStateChanges } from '@/shared/lib/url-query';
import type { LEAD_LIST_PARAMS } from '../model/lead-list-query';
import * as styles from './leads-page.css';

type Changes = UrlStateChanges<typeof LEAD_LIST_PARAMS>;
export type LeadFiltersProps = { state: LeadListState; set: (changes: Changes) => void };

const DATE_LABEL: Record<(typeof LEAD_DATE_FIELDS)[number], string> = { created_at: 'Created', updated_at: 'Updated', next_follow_up_at: 'Next follow-up' };

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
export function MainFilters({ state, set }: LeadFiltersProps) {
  const stages = useQuery(leadMasterQueries.stages());
  const members = useQuery(leadMasterQueries.teamMembers());
  return (
    <>
      <IdSelectField
        label="Stage"
        emptyOption="Any stage"
        options={byName(stages.data, (s) => s.stage_id, (s) => s.name)}
        value={state.stage}
        onChange={(stage) => set({ stage, ...dependentsOf('stage') })}
      />
      <IdSelectField
        label="Assigned to"
        emptyOption="Anyone"
        options={byName(members.data, (m) => m.user_id, (m) => (m.is_self ? `Me (${personName(m)})` : personName(m)))}
        value={state.assignee}
        onChange={(assignee) => set({ assignee })}
      />
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
export function MoreFilters({ state, set }: LeadFiltersProps) {
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
        <IdSelectField
          label="Sub-stage"
          emptyOption={state.stage ? 'Any sub-stage' : 'Choose a stage first'}
          disabled={!state.stage}
          options={byName(subStages.data, (s) => s.sub_stage_id, (s) => s.name)}
          value={state.sub_stage}
          onChange={(sub_stage) => set({ sub_stage })}
        />
        <IdSelectField
          label="Category"
          emptyOption="Any category"
          options={byName(categories.data?.categories, (c) => c.category_id, (c) => c.name)}
          value={state.category}
          onChange={(category) => set({ category })}
        />
      </FieldRow>
      <FieldRow>
        <IdSelectField
          label="Source"
          emptyOption="Any source"
          options={byName(sources.data, (s) => s.source_id, (s) => s.name)}
          value={state.source}
          onChange={(source) => set({ source, ...dependentsOf('source') })}
        />
        <IdSelectField
          label="Medium"
          emptyOption={state.source ? 'Any medium' : 'Choose a source first'}
          disabled={!state.source}
          options={byName(mediums.data, (m) => m.medium_id, (m) => m.name)}
          value={state.medium}
          onChange={(medium) => set({ medium, ...dependentsOf('medium') })}
        />
        <IdSelectField
          label="Campaign"
          emptyOption={state.source ? 'Any campaign' : 'Choose a source first'}
          disabled={!state.source}
          options={byName(campaigns.data, (c) => c.campaign_id, (c) => c.name)}
          value={state.campaign}
          onChange={(campaign) => set({ campaign })}
        />
      </FieldRow>
      <FieldRow>
        <IdSelectField
          label="State"
          emptyOption="Any state"
          options={byName(states.data, (s) => s.state_id, (s) => s.state_name)}
          value={state.state}
          onChange={(next) => set({ state: next, ...dependentsOf('state') })}
        />
        <IdSelectField
          label="City"
          emptyOption={state.state ? 'Any city' : 'Choose a state first'}
          disabled={!state.state}
          options={byName(cities.data, (c) => c.city_id, (c) => c.city_name)}
          value={state.city}
          onChange={(city) => set({ city })}
        />
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
