import { createInvoiceDraftBody } from '@contract/forms';
import type { TaxInvoice } from '@/entities/invoice';
import { InvoiceLinesEditor } from '@/entities/invoice-line';
import { useForm } from '@/shared/lib/form';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { FieldRow } from '@/shared/ui/page';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useCreateInvoiceDraft } from '../api/create-invoice-draft.mutation';
import * as styles from './draft-invoice-dialog.css';
import { draftFailure, emptyDraftFields, toDraftBody, validateDraft, type DraftFields } from '../model/draft-form';

export type DraftInvoiceDialogProps = FormDialogProps & {
  /** Called with the saved draft (the lists are already being read again). */
  onCreated: (invoice: TaxInvoice) => void;
};

/** "New draft invoice" (POST /common/invoices/draft): the buyer as printed, the place of supply and the lines. */
export function DraftInvoiceDialog({ onCreated, ...dialog }: DraftInvoiceDialogProps) {
  return (
    <FormDialog {...dialog} title="New draft invoice" description="The server computes the GST of each line and the totals; the number is given when the draft is issued.">
      {(close, finish) => <DraftForm onCreated={finish(onCreated)} onClose={close} />}
    </FormDialog>
  );
}

function DraftForm({ onCreated, onClose }: { onCreated: (invoice: TaxInvoice) => void; onClose: () => void }) {
  const form = useForm<DraftFields, string>(emptyDraftFields, { rules: { fields: { ...createInvoiceDraftBody.fields.buyer.fields, ...createInvoiceDraftBody.fields } } });
  const { text } = form;
  const create = useCreateInvoiceDraft();
  const handleSubmit = form.sendWith(validateDraft, create, { toBody: toDraftBody, failure: draftFailure, onDone: onCreated });
  const currency = form.values.currency.trim().toUpperCase() || 'INR';
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="New draft invoice">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Buyer</legend>
        <TextField label="Legal name" autoComplete="off" {...text('legal_name')} />
        <TextAreaField label="Address" rows={2} {...text('address')} />
        <FieldRow>
          <TextField label="Country code" hint="Two letters, e.g. IN" {...text('country_code')} />
          <TextField label="GST state code (optional)" hint="e.g. 29 Karnataka; 96 outside India" inputMode="numeric" {...text('state_code')} />
        </FieldRow>
        <FieldRow>
          <TextField label="GSTIN (optional)" autoComplete="off" {...text('gstin')} />
          <TextField label="PAN (optional)" autoComplete="off" {...text('pan')} />
        </FieldRow>
        <TextField label="Billing email (optional)" type="email" {...text('email')} />
      </fieldset>
      <FieldRow>
        <TextField label="Place of supply (optional)" hint="A state code; the buyer’s state when empty" inputMode="numeric" {...text('place_of_supply')} />
        <TextField label="Currency" {...text('currency')} />
      </FieldRow>
      <TextField label="Student number (optional)" hint="The student the invoice is about" inputMode="numeric" {...text('student_user_id')} />
      <CheckboxField {...form.checkbox('reverse_charge')} label="Tax payable on reverse charge" />
      <InvoiceLinesEditor lines={form.values.lines} errors={form.errors} currency={currency} onChange={(lines) => form.set('lines', lines)} />
      <FormActions submit="Save draft" busyLabel="Saving…" busy={create.isPending} onCancel={onClose} />
    </FormShell>
  );
}
