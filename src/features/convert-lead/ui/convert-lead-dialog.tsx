import { convertLeadToStudentBody } from '@contract/forms';
import { leadName, type Lead, type LeadConvertResult } from '@/entities/lead';
import { useForm } from '@/shared/lib/form';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';
import { useConvertLead } from '../api/convert-lead.mutation';
import { convertFailure, missingOf, toConvertBody, validateConvert, type ConvertErrors, type ConvertFields } from '../model/convert-form';

export type ConvertLeadDialogProps = FormDialogProps & {
  lead: Lead;
  onConverted: (result: LeadConvertResult) => void;
};

const LABEL = { last_name: 'Last name', email: 'Email', mobile: 'Mobile (optional)' } as const;

/**
 * "Convert to a student" (POST /my-lead/convert-to-student), confirmed in a dialog: it says what will happen, asks
 * only for what the lead lacks, and whether to mail the student a link to set a password.
 */
export function ConvertLeadDialog({ lead, onConverted, ...dialog }: ConvertLeadDialogProps) {
  return (
    <FormDialog {...dialog} title={`Convert ${leadName(lead)} to a student?`}>
      {(close) => <ConvertLeadForm lead={lead} onConverted={onConverted} onClose={close} />}
    </FormDialog>
  );
}

function ConvertLeadForm({ lead, onConverted, onClose }: Pick<ConvertLeadDialogProps, 'lead' | 'onConverted'> & { onClose: () => void }) {
  const form = useForm<ConvertFields, keyof ConvertErrors>({ last_name: '', email: '', mobile: '', send_welcome_email: true }, { rules: convertLeadToStudentBody });
  const convert = useConvertLead();
  const missing = missingOf(lead);
  const handleSubmit = form.sendWith((values) => validateConvert(values, lead), convert, {
    toBody: (values) => toConvertBody(values, lead),
    failure: convertFailure,
    onDone: onConverted,
  });
  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Convert to a student">
      <p>
        A student account is made from this lead (name, contact, area and interest) with you as the recruiter. The lead moves to the won stage and keeps
        its history, linked to the student.
      </p>
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      {missing.map((name) => (
        <TextField key={name} label={LABEL[name]} type={name === 'email' ? 'email' : name === 'mobile' ? 'tel' : 'text'} autoComplete="off" {...form.text(name)} />
      ))}
      <CheckboxField {...form.checkbox('send_welcome_email')} label="Mail the student a link to set their password" />
      <FormActions submit="Convert" busyLabel="Converting…" busy={convert.isPending} onCancel={onClose} />
    </form>
  );
}
