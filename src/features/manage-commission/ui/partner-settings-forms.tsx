import { useQuery } from '@tanstack/react-query';
import { setAnnualTargetBody } from '@contract/forms';
import { commissionQueries, type AnnualTarget, type AssociatePlanCode } from '@/entities/commission';
import { isApiFailure } from '@/shared/api';
import { useForm } from '@/shared/lib/form';
import { formatBasisPoints } from '@/shared/lib/money';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { FieldRow } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useSetPlan, useSetTarget } from '../api/commission.mutations';
import { CURRENCIES, targetFailure, targetFieldsFor, toTargetBody, validateTarget, type TargetFields } from '../model/commission-forms';

type Partner = { userId: number; name: string; financialYear: string };

export type SetTargetDialogProps = FormDialogProps & Partner & { onSaved: (target: AnnualTarget) => void };

const TYPE_OPTIONS = [
  { value: 'enrolments', label: 'Enrolments (a count)' },
  { value: 'revenue', label: 'Commission revenue (an amount)' },
];
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** "Set target" (setAnnualTarget): a partner's enrolments or revenue for one financial year; setting it again replaces it. */
export function SetTargetDialog({ userId, name, financialYear, onSaved, ...dialog }: SetTargetDialogProps) {
  return (
    <FormDialog {...dialog} title={`Annual target ${financialYear}`} description={`${name}: setting it again replaces the target of that year.`}>
      {(close, finish) => <TargetForm userId={userId} financialYear={financialYear} onSaved={finish(onSaved)} onClose={close} />}
    </FormDialog>
  );
}

function TargetForm({ userId, financialYear, onSaved, onClose }: { userId: number; financialYear: string; onSaved: (target: AnnualTarget) => void; onClose: () => void }) {
  const form = useForm<TargetFields, string>(targetFieldsFor, { rules: setAnnualTargetBody, names: { target_value: 'value' } });
  const save = useSetTarget();
  const handleSubmit = form.sendWith((values) => validateTarget(values, userId, financialYear), save, {
    toBody: (values) => toTargetBody(values, userId, financialYear),
    failure: targetFailure,
    onDone: onSaved,
  });
  const revenue = form.values.target_type === 'revenue';
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Set the annual target">
      <SelectField label="Target of" options={TYPE_OPTIONS} spaced {...form.text('target_type')} />
      <FieldRow>
        <TextField label={revenue ? 'Amount' : 'Enrolments'} inputMode={revenue ? 'decimal' : 'numeric'} autoComplete="off" {...form.text('value')} />
        {revenue ? <SelectField label="Currency" options={CURRENCY_OPTIONS} {...form.text('currency')} /> : null}
      </FieldRow>
      <FormActions submit="Save target" busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
    </FormShell>
  );
}

export type SetPlanDialogProps = FormDialogProps & Omit<Partner, 'financialYear'> & { onSaved: (plan: AssociatePlanCode | null) => void };

/** "Change plan" (setAssociatePlan): the plan whose share the partner's later accruals use. */
export function SetPlanDialog({ userId, name, onSaved, ...dialog }: SetPlanDialogProps) {
  return (
    <FormDialog {...dialog} title="Associate plan" description={`${name}: commission accrued from now on uses the new plan’s share; accrued terms keep theirs.`}>
      {(close, finish) => <PlanForm userId={userId} onSaved={finish(onSaved)} onClose={close} />}
    </FormDialog>
  );
}

function PlanForm({ userId, onSaved, onClose }: { userId: number; onSaved: (plan: AssociatePlanCode | null) => void; onClose: () => void }) {
  const plans = useQuery(commissionQueries.plans());
  const form = useForm<{ plan_type: string }, string>({ plan_type: 'basic' });
  const save = useSetPlan();
  const options = (plans.data?.items ?? []).map((plan) => ({ value: plan.plan_type, label: `${plan.label} · ${formatBasisPoints(plan.commission_share_basis_points)} share` }));
  const handleSubmit = form.sendWith(() => ({}), save, {
    toBody: (values) => ({ user_id: userId, plan_type: values.plan_type as AssociatePlanCode }),
    failure: (error) => ({ fields: {}, form: isApiFailure(error) ? `The plan was not changed: ${error.body?.message ?? 'the server refused it'}.` : 'Unipath could not be reached. Try again.' }),
    onDone: (result) => onSaved(result.current_plan_type),
  });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Change the associate plan">
      <SelectField label="Plan" options={options.length ? options : [{ value: 'basic', label: 'Basic' }]} spaced {...form.text('plan_type')} />
      <FormActions submit="Save plan" busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
    </FormShell>
  );
}
