import { useQuery } from '@tanstack/react-query';
import { leadMasterQueries } from '@/entities/lead';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FieldRow } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { LEAD_DATE_FIELDS, periodBackwards } from '../model/lead-list-query';
import { byName, IdFilterField, type LeadFiltersProps } from './lead-filters';
import * as styles from './leads-page.css';

// A chunk of its own, fetched as soon as the page's code runs (see the page): the disclosure is closed at first
// unless a filter in it is set, so the heading, counts, search and skeleton need not wait for it.

const DATE_LABEL: Record<(typeof LEAD_DATE_FIELDS)[number], string> = { created_at: 'Created', updated_at: 'Updated', next_follow_up_at: 'Next follow-up' };

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
