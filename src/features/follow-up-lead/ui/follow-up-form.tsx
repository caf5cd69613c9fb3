import { useQuery } from '@tanstack/react-query';
import { saveLeadFollowUpBody } from '@contract/forms';
import { CHANNEL_LABEL, FOLLOW_UP_CHANNELS, FOLLOW_UP_OUTCOMES, leadMasterQueries, OUTCOME_LABEL, type FollowUpChannel, type FollowUpOutcome, type FollowUpSaveResult, type Lead } from '@/entities/lead';
import { useForm } from '@/shared/lib/form';
import { FormShell } from '@/shared/ui/form-dialog';
import { Button } from '@/shared/ui/button';
import { Actions, FieldRow } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useSaveFollowUp } from '../api/follow-up.mutation';
import { followUpFailure, followUpFieldsOf, toFollowUpBody, validateFollowUp, type FollowUpErrors, type FollowUpFields } from '../model/follow-up-form';
import * as styles from './follow-up.css';

export type FollowUpFormProps = {
  lead: Lead;
  /** Called after a save, with the follow-up and the lead as it now is. */
  onSaved: (result: FollowUpSaveResult) => void;
};

/**
 * "Add a follow-up" (POST /my-lead/save-follow-up): what happened and how, and — when it moves the lead — the new
 * stage and sub-stage, and the next follow-up. The form starts afresh after a save; a refusal keeps what was typed.
 */
export function FollowUpForm({ lead, onSaved }: FollowUpFormProps) {
  const form = useForm<FollowUpFields, keyof FollowUpErrors>(() => followUpFieldsOf(lead), { rules: saveLeadFollowUpBody });
  const { values, text, set } = form;
  const stages = useQuery(leadMasterQueries.stages());
  const stageId = Number(values.stage_id) || lead.stage_id;
  const subStages = useQuery(leadMasterQueries.subStages(stageId));
  const save = useSaveFollowUp();

  const handleSubmit = form.sendWith((current) => validateFollowUp(current, lead, Date.now()), save, {
    toBody: (current) => toFollowUpBody(current, lead),
    failure: followUpFailure,
    onDone: (result) => {
      form.reset(followUpFieldsOf(result.lead));
      onSaved(result);
    },
  });

  const stageOptions = (stages.data ?? []).filter((s) => s.is_active || s.stage_id === lead.stage_id).map((s) => ({ value: String(s.stage_id), label: s.name }));
  if (!stageOptions.some((o) => o.value === String(lead.stage_id))) stageOptions.unshift({ value: String(lead.stage_id), label: lead.stage_name });

  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Add a follow-up">
      <fieldset className={styles.kinds}>
        <legend className={styles.legend}>This follow-up</legend>
        <label className={styles.kind}>
          <input type="radio" name="kind" value="done" checked={values.kind === 'done'} onChange={() => set('kind', 'done')} /> Happened now
        </label>
        <label className={styles.kind}>
          <input type="radio" name="kind" value="planned" checked={values.kind === 'planned'} onChange={() => set('kind', 'planned')} /> Plan it for later
        </label>
      </fieldset>
      <TextAreaField label={values.kind === 'planned' ? 'What to do' : 'What happened'} rows={3} {...text('note')} />
      <FieldRow>
        <SelectField
          label="How"
          options={FOLLOW_UP_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABEL[channel] }))}
          value={values.channel}
          onChange={(event) => set('channel', event.target.value as FollowUpChannel)}
        />
        {values.kind === 'planned' ? (
          <TextField label="When" type="datetime-local" {...text('due_at')} />
        ) : (
          <SelectField
            label="How it went (optional)"
            emptyOption="Not said"
            options={FOLLOW_UP_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABEL[outcome] }))}
            value={values.outcome}
            error={form.errors.outcome}
            onChange={(event) => set('outcome', event.target.value as FollowUpOutcome | '')}
          />
        )}
      </FieldRow>
      <TextField label="Lead’s next follow-up (optional)" type="datetime-local" {...text('next_follow_up_at')} />
      <FieldRow>
        <SelectField
          label="Stage"
          options={stageOptions}
          {...text('stage_id')}
          onChange={(event) => {
            set('stage_id', event.target.value);
            set('sub_stage_id', '');
          }}
        />
        <SelectField
          label="Sub-stage (optional)"
          emptyOption="None"
          options={(subStages.data ?? []).map((s) => ({ value: String(s.sub_stage_id), label: s.name }))}
          {...text('sub_stage_id')}
        />
      </FieldRow>
      <Actions>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving…' : values.kind === 'planned' ? 'Plan follow-up' : 'Save follow-up'}
        </Button>
      </Actions>
    </FormShell>
  );
}
