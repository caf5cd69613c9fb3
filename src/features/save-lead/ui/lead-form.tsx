import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { saveLeadBody } from '@contract/forms';
import { leadMasterQueries, personName, type LeadDetails, type LeadSaveResult } from '@/entities/lead';
import { referenceDataQueries } from '@/entities/reference-data';
import { useForm, transforms } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Actions, FieldRow, Notice } from '@/shared/ui/page';
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

  // A choice that depends on another is cleared with it (a city of another state, a sub-stage of another stage…).
  const choose = (name: keyof LeadFields, value: string, clears: (keyof LeadFields)[] = []) => {
    set(name, value as never);
    for (const other of clears) set(other, '' as never);
  };
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

  const pick = (name: keyof LeadFields) => ({ name, value: values[name] as string, error: form.errors[name] });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label={lead ? 'Edit lead' : 'New lead'} className={styles.form}>
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Contact</legend>
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
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Interest</legend>
        <FieldRow>
          <SelectField label="Country of interest (optional)" emptyOption="Not chosen" options={options(countries.data, (c) => c.country_id, (c) => c.name)} {...pick('country_id')} onChange={(e) => choose('country_id', e.target.value)} />
          <SelectField label="Course level (optional)" emptyOption="Not chosen" options={options(levels.data, (l) => l.course_level_id, (l) => l.name)} {...pick('course_level_id')} onChange={(e) => choose('course_level_id', e.target.value)} />
        </FieldRow>
        <TextField
          label="Intake (optional)"
          autoComplete="off"
          hint={values.intake.trim() ? `Saved as ${transforms.intake(values.intake)}` : 'Months, like Sep, Jan or Sep/Jan.'}
          {...text('intake')}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Location</legend>
        <FieldRow>
          <SelectField label="State (optional)" emptyOption="Not chosen" options={options(states.data, (s) => s.state_id, (s) => s.state_name)} {...pick('state_id')} onChange={(e) => choose('state_id', e.target.value, ['city_id'])} />
          <SelectField
            label="City (optional)"
            emptyOption={stateId ? 'Not chosen' : 'Choose a state first'}
            disabled={!stateId}
            options={options(cities.data, (c) => c.city_id, (c) => c.city_name)}
            {...pick('city_id')}
            onChange={(e) => choose('city_id', e.target.value)}
          />
        </FieldRow>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Where the lead came from</legend>
        <FieldRow>
          <SelectField label="Source (optional)" emptyOption="Not chosen" options={options(sources.data, (s) => s.source_id, (s) => s.name)} {...pick('source_id')} onChange={(e) => choose('source_id', e.target.value, ['medium_id', 'campaign_id'])} />
          <SelectField
            label="Medium (optional)"
            emptyOption={sourceId ? 'Not chosen' : 'Choose a source first'}
            disabled={!sourceId}
            options={options(mediums.data, (m) => m.medium_id, (m) => m.name)}
            {...pick('medium_id')}
            onChange={(e) => choose('medium_id', e.target.value, ['campaign_id'])}
          />
          <SelectField
            label="Campaign (optional)"
            emptyOption={sourceId ? 'Not chosen' : 'Choose a source first'}
            disabled={!sourceId}
            options={options(campaigns.data, (c) => c.campaign_id, (c) => c.name)}
            {...pick('campaign_id')}
            onChange={(e) => choose('campaign_id', e.target.value)}
          />
        </FieldRow>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Pipeline</legend>
        <FieldRow>
          <SelectField
            label="Stage"
            emptyOption={lead ? undefined : 'The first stage'}
            options={options(stages.data, (s) => s.stage_id, (s) => s.name)}
            {...pick('stage_id')}
            onChange={(e) => choose('stage_id', e.target.value, ['sub_stage_id'])}
          />
          <SelectField
            label="Sub-stage (optional)"
            emptyOption="None"
            disabled={!stageId}
            options={options(subStages.data, (s) => s.sub_stage_id, (s) => s.name)}
            {...pick('sub_stage_id')}
            onChange={(e) => choose('sub_stage_id', e.target.value)}
          />
        </FieldRow>
        <FieldRow>
          <SelectField
            label="Assigned to (optional)"
            emptyOption="The owner works it"
            options={options(members.data, (m) => m.user_id, (m) => (m.is_self ? `Me (${personName(m)})` : personName(m)))}
            {...pick('assigned_to')}
            onChange={(e) => choose('assigned_to', e.target.value)}
          />
          <SelectField
            label="Category (optional)"
            emptyOption="No category"
            options={options(categories.data?.categories, (c) => c.category_id, (c) => c.name)}
            {...pick('category_id')}
            onChange={(e) => choose('category_id', e.target.value)}
          />
        </FieldRow>
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
      </fieldset>

      <Actions>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving…' : lead ? 'Save changes' : 'Save lead'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
