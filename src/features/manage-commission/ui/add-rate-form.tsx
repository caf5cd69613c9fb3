import { useQuery } from '@tanstack/react-query';
import { saveCommissionRateBody } from '@contract/forms';
import { referenceDataQueries } from '@/entities/reference-data';
import type { CommissionRate } from '@/entities/commission';
import { useForm } from '@/shared/lib/form';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { FieldRow } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useSaveRate } from '../api/commission.mutations';
import { CURRENCIES, rateFailure, rateFieldsFor, toRateBody, validateRate, type RateFields } from '../model/commission-forms';

export type AddRateDialogProps = FormDialogProps & {
  /** The university the rate is for, when the page is that university's (the field is then fixed). */
  universityId?: number;
  onAdded: (rate: CommissionRate) => void;
};

const TYPE_OPTIONS = [
  { value: 'percent', label: 'Percent of the tuition' },
  { value: 'flat', label: 'Flat amount per enrolment' },
];
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** "Add rate" (saveCommissionRate): a university's rate from a day, for one course level or every level. */
export function AddRateDialog({ universityId, onAdded, ...dialog }: AddRateDialogProps) {
  return (
    <FormDialog {...dialog} title="Add a commission rate" description="A rate is never edited: a new rate from a later day follows an open-ended one, which then ends the day before.">
      {(close, finish) => <AddRateForm universityId={universityId} onAdded={finish(onAdded)} onClose={close} />}
    </FormDialog>
  );
}

function AddRateForm({ universityId, onAdded, onClose }: { universityId?: number; onAdded: (rate: CommissionRate) => void; onClose: () => void }) {
  const form = useForm<RateFields, string>(() => rateFieldsFor(universityId), { rules: saveCommissionRateBody, names: { rate_basis_points: 'percent', flat_amount_minor: 'amount' } });
  const save = useSaveRate();
  const universities = useQuery(referenceDataQueries.universities());
  const levels = useQuery(referenceDataQueries.courseLevels());
  const handleSubmit = form.sendWith(validateRate, save, { toBody: toRateBody, failure: rateFailure, onDone: onAdded });
  const universityOptions = (universities.data ?? []).map((u) => ({ value: String(u.university_id), label: u.name }));
  const levelOptions = (levels.data ?? []).map((l) => ({ value: String(l.course_level_id), label: l.name }));
  const flat = form.values.rate_type === 'flat';
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Add a commission rate">
      <SelectField label="University" emptyOption="Choose a university" options={universityOptions} disabled={universityId !== undefined} spaced {...form.text('university_id')} />
      <SelectField label="Course level" emptyOption="Every level" options={levelOptions} spaced {...form.text('course_level_id')} />
      <SelectField label="Rate type" options={TYPE_OPTIONS} spaced {...form.text('rate_type')} />
      {flat ? (
        <FieldRow>
          <TextField label="Amount per enrolment" inputMode="decimal" autoComplete="off" {...form.text('amount')} />
          <SelectField label="Currency" options={CURRENCY_OPTIONS} {...form.text('currency')} />
        </FieldRow>
      ) : (
        <TextField label="Percent of the tuition" hint="For example 12.5" inputMode="decimal" autoComplete="off" {...form.text('percent')} />
      )}
      <FieldRow>
        <TextField label="Valid from" type="date" {...form.text('valid_from')} />
        <TextField label="Valid to (optional)" type="date" hint="Empty: until a later rate follows" {...form.text('valid_to')} />
      </FieldRow>
      <TextAreaField label="Notes (optional)" rows={2} {...form.text('notes')} />
      <FormActions submit="Add rate" busyLabel="Adding…" busy={save.isPending} onCancel={onClose} />
    </FormShell>
  );
}
