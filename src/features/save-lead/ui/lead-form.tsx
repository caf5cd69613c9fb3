import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { saveLeadBody } from '@contract/forms';
import { leadMasterQueries, memberName, type LeadDetails, type LeadSaveResult } from '@/entities/lead';
import { referenceDataQueries } from '@/entities/reference-data';
import { useForm, transforms } from '@/shared/lib/form';
import { FormActions, FormShell } from '@/shared/ui/form-dialog';
import { FieldRow, Notice } from '@/shared/ui/page';
import { SelectField, type SelectOption } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useSaveLead } from '../api/save-lead.mutation';
import { customKey, type CustomValue } from '../model/category-fields';
import { emptyLeadFields, leadFailure, leadToFields, toLeadBody, validateLead, type LeadFields } from '../model/lead-form';
import { CategoryFieldInput } from './category-field-input';
import { DuplicateNotice } from './duplicate-notice';
import * as styles from './lead-form.css';

export type LeadFormProps = {
  /** The lead to edit; a new lead when null. */
  lead: LeadDetails | null;
  /** Called with the saved lead and what the save did (`outcome`: created, updated, or re_enquiry of an existing lead). */
  onSaved: (saved: LeadSaveResult) => void;
  onCancel: () => void;
};

const options = <T,>(items: readonly T[] | undefined, id: (item: T) => number, label: (item: T) => string): SelectOption[] =>
  (items ?? []).map((item) => ({ value: String(id(item)), label: label(item) }));

type Choice = keyof LeadFields & `${string}_id` | 'assigned_to';
/**
 * The form's choices from a list: label, the empty choice, the choice it waits for (`after`: disabled until that is
 * chosen) and the choices that depend on it (`clears`: a city of another state, a sub-stage of another stage…).
 */
const CHOICES: Record<Choice, { label: string; empty?: string; after?: readonly [Choice, string]; clears?: Choice[] }> = {
  country_id: { label: 'Country of interest (optional)' },
  course_level_id: { label: 'Course level (optional)' },
  state_id: { label: 'State (optional)', clears: ['city_id'] },
  city_id: { label: 'City (optional)', after: ['state_id', 'Choose a state first'] },
  source_id: { label: 'Source (optional)', clears: ['medium_id', 'campaign_id'] },
  medium_id: { label: 'Medium (optional)', after: ['source_id', 'Choose a source first'], clears: ['campaign_id'] },
  campaign_id: { label: 'Campaign (optional)', after: ['source_id', 'Choose a source first'] },
  stage_id: { label: 'Stage', clears: ['sub_stage_id'] },
  sub_stage_id: { label: 'Sub-stage (optional)', empty: 'None', after: ['stage_id', 'None'] },
  assigned_to: { label: 'Assigned to (optional)', empty: 'The owner works it' },
  category_id: { label: 'Category (optional)', empty: 'No category' },
};

/** A part of the form under its own heading (a fieldset with its legend). */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The lead form (POST /my-lead/save): contact, interest, location, source, pipeline and the chosen category's own
 * fields, which appear with the category. The mobile goes through the spec's sanitiser and the intake through its
 * formatter before the contract's rules are checked; a duplicate is pointed out while one types; the server's
 * reasons land on their fields and nothing typed is lost on a failed save.
 */
export function LeadForm({ lead, onSaved, onCancel }: LeadFormProps) {
  const form = useForm<LeadFields, string>(() => (lead ? leadToFields(lead) : emptyLeadFields()), { rules: saveLeadBody });
  const { values, text, set } = form;
  const save = useSaveLead();
  const editingId = lead?.lead_id ?? null;

  const countries = useQuery(referenceDataQueries.countries());
  const levels = useQuery(referenceDataQueries.courseLevels());
  const states = useQuery(leadMasterQueries.states());
  const stateId = Number(values.state_id) || 0;
  const cities = useQuery({ ...leadMasterQueries.cities(stateId), enabled: stateId > 0 });
  const sources = useQuery(leadMasterQueries.sources());
  const sourceId = Number(values.source_id) || undefined;
  const mediums = useQuery({ ...leadMasterQueries.mediums(sourceId), enabled: sourceId !== undefined });
  const campaigns = useQuery({ ...leadMasterQueries.campaigns(sourceId, Number(values.medium_id) || undefined), enabled: sourceId !== undefined });
  const stages = useQuery(leadMasterQueries.stages());
  const stageId = Number(values.stage_id) || undefined;
  const subStages = useQuery({ ...leadMasterQueries.subStages(stageId), enabled: stageId !== undefined });
  const categories = useQuery(leadMasterQueries.categories());
  const categoryId = Number(values.category_id) || 0;
  const categoryFields = useQuery({ ...leadMasterQueries.categoryFields(categoryId), enabled: categoryId > 0 });
  const members = useQuery(leadMasterQueries.teamMembers());

  const fields = useMemo(() => [...(categoryId > 0 ? (categoryFields.data ?? []) : [])].sort((a, b) => a.sort_order - b.sort_order), [categoryId, categoryFields.data]);
  const sanitisedMobile = values.mobile.trim() ? transforms.mobile(values.mobile) : '';

  const setCustom = (fieldId: number, value: CustomValue) => set('custom', { ...values.custom, [customKey(fieldId)]: value });

  const handleSubmit = form.submitWith(
    (current) => validateLead(current, editingId, fields),
    (current) => {
      const body = toLeadBody(current, editingId, fields);
      save.mutate(body, {
        onSuccess: onSaved,
        onError: (error) => form.refuse(leadFailure(error, current.category_id ? fields.map((field) => field.field_id) : [])),
      });
    },
  );

  /** Each choice's options, from its list. */
  const items: Record<Choice, SelectOption[]> = {
    country_id: options(countries.data, (c) => c.country_id, (c) => c.name),
    course_level_id: options(levels.data, (l) => l.course_level_id, (l) => l.name),
    state_id: options(states.data, (s) => s.state_id, (s) => s.state_name),
    city_id: options(cities.data, (c) => c.city_id, (c) => c.city_name),
    source_id: options(sources.data, (s) => s.source_id, (s) => s.name),
    medium_id: options(mediums.data, (m) => m.medium_id, (m) => m.name),
    campaign_id: options(campaigns.data, (c) => c.campaign_id, (c) => c.name),
    stage_id: options(stages.data, (s) => s.stage_id, (s) => s.name),
    sub_stage_id: options(subStages.data, (s) => s.sub_stage_id, (s) => s.name),
    assigned_to: options(members.data, (m) => m.user_id, memberName),
    category_id: options(categories.data?.categories, (c) => c.category_id, (c) => c.name),
  };
  /** The empty choice: a saved lead keeps a stage (none to go back to); a new one starts in the first stage. */
  const emptyOf = (name: Choice): string | null => (name === 'stage_id' ? (lead ? null : 'The first stage') : (CHOICES[name].empty ?? 'Not chosen'));

  /** A choice from a list (`CHOICES`); choosing clears the choices that depend on it. */
  const choice = (name: Choice) => {
    const { label, after, clears = [] } = CHOICES[name];
    const waiting = after !== undefined && !Number(values[after[0]]);
    const empty = emptyOf(name);
    return (
      <SelectField
        key={name}
        label={label}
        emptyOption={waiting ? after[1] : (empty ?? undefined)}
        disabled={waiting || undefined}
        options={items[name]}
        name={name}
        value={values[name]}
        error={form.errors[name]}
        onChange={(event) => {
          set(name, event.target.value);
          for (const other of clears) set(other, '');
        }}
      />
    );
  };
  /** Choices side by side. */
  const choiceRow = (...names: Choice[]) => <FieldRow>{names.map(choice)}</FieldRow>;

  return (
    <FormShell form={form} onSubmit={handleSubmit} label={lead ? 'Edit lead' : 'New lead'} className={styles.form}>
      <Section legend="Contact">
        <FieldRow>
          <TextField label="First name" autoComplete="off" {...text('first_name')} />
          <TextField label="Last name (optional)" autoComplete="off" {...text('last_name')} />
        </FieldRow>
        <FieldRow>
          <TextField label="Email" type="email" autoComplete="off" hint="An email or a mobile number is needed." {...text('email')} />
          <TextField
            label="Mobile"
            type="tel"
            autoComplete="off"
            hint={sanitisedMobile && sanitisedMobile !== values.mobile.trim() ? `Saved as ${sanitisedMobile}` : 'With the country code when outside India.'}
            {...text('mobile')}
          />
        </FieldRow>
        <DuplicateNotice email={values.email} mobile={sanitisedMobile} excludeLeadId={lead?.lead_id} />
      </Section>

      <Section legend="Interest">
        {choiceRow('country_id', 'course_level_id')}
        <TextField
          label="Intake (optional)"
          autoComplete="off"
          hint={values.intake.trim() ? `Saved as ${transforms.intake(values.intake)}` : 'Months, like Sep, Jan or Sep/Jan.'}
          {...text('intake')}
        />
      </Section>

      <Section legend="Location">{choiceRow('state_id', 'city_id')}</Section>

      <Section legend="Where the lead came from">{choiceRow('source_id', 'medium_id', 'campaign_id')}</Section>

      <Section legend="Pipeline">
        {choiceRow('stage_id', 'sub_stage_id')}
        {choiceRow('assigned_to', 'category_id')}
        {categoryId > 0 ? (
          <section aria-label="Category fields" className={styles.custom}>
            {categoryFields.isPending ? <p className={styles.muted}>Loading the category’s fields…</p> : null}
            {categoryFields.isError ? <Notice tone="warning">The category’s fields could not be loaded. Choose the category again to retry.</Notice> : null}
            {fields.map((field) => (
              <CategoryFieldInput
                key={field.field_id}
                field={field}
                value={values.custom[customKey(field.field_id)]}
                error={form.errors[customKey(field.field_id)]}
                onChange={(value) => setCustom(field.field_id, value)}
              />
            ))}
          </section>
        ) : null}
        <FieldRow>
          <TextField label="Next follow-up (optional)" type="datetime-local" {...text('next_follow_up_at')} />
          <TextField label="Reminder (optional)" type="datetime-local" {...text('reminder_at')} />
        </FieldRow>
        <TextField label="Reminder note (optional)" autoComplete="off" {...text('reminder_note')} />
        <TextAreaField label="Notes (optional)" {...text('notes')} />
      </Section>

      <FormActions submit={lead ? 'Save changes' : 'Save lead'} busyLabel="Saving…" busy={save.isPending} onCancel={onCancel} />
    </FormShell>
  );
}
