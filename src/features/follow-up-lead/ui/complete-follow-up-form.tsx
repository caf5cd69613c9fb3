import { saveLeadFollowUpBody } from '@contract/forms';
import { FOLLOW_UP_OUTCOMES, OUTCOME_LABEL, type FollowUp, type FollowUpOutcome, type FollowUpSaveResult } from '@/entities/lead';
import { useForm } from '@/shared/lib/form';
import { FormShell } from '@/shared/ui/form-dialog';
import { Button } from '@/shared/ui/button';
import { Actions } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useSaveFollowUp } from '../api/follow-up.mutation';
import { completeFieldsOf, followUpFailure, toCompleteBody, validateComplete, type CompleteFields } from '../model/follow-up-form';

export type CompleteFollowUpFormProps = {
  planned: FollowUp;
  onDone: (result: FollowUpSaveResult) => void;
  onCancel: () => void;
};

/** Completes a planned follow-up with how it went (POST /my-lead/save-follow-up with follow_up_id). */
export function CompleteFollowUpForm({ planned, onDone, onCancel }: CompleteFollowUpFormProps) {
  const form = useForm<CompleteFields, keyof CompleteFields>(() => completeFieldsOf(planned), { rules: saveLeadFollowUpBody });
  const save = useSaveFollowUp();
  const handleSubmit = form.submitWith(
    (values) => validateComplete(values, planned),
    (values) =>
      save.mutate(toCompleteBody(values, planned), {
        onSuccess: onDone,
        onError: (error) => {
          const failure = followUpFailure(error);
          form.refuse({ fields: { outcome: failure.fields.outcome, note: failure.fields.note }, form: failure.form });
        },
      }),
  );
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Complete the follow-up">
      <SelectField
        label="How it went"
        emptyOption="Choose one"
        options={FOLLOW_UP_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABEL[outcome] }))}
        value={form.values.outcome}
        error={form.errors.outcome}
        onChange={(event) => form.set('outcome', event.target.value as FollowUpOutcome | '')}
      />
      <TextAreaField label="What happened" rows={2} {...form.text('note')} />
      <TextField label="About the outcome (optional)" {...form.text('outcome_note')} />
      <Actions>
        <Button type="submit" size="sm" busy={save.isPending}>
          Complete
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </FormShell>
  );
}
