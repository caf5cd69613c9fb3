import { issueCreditNoteBody, recordInvoicePaymentBody, voidInvoiceBody } from '@contract/forms';
import { formatMinor, invoiceName, PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type TaxInvoice } from '@/entities/invoice';
import { InvoiceLinesEditor } from '@/entities/invoice-line';
import { useForm } from '@/shared/lib/form';
import { toReasonBody, type ReasonFields } from '@/shared/lib/form-refusal';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { ConfirmMutationDialog, ReceivedRow } from '@/shared/ui/money-forms';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useIssueCreditNote, useIssueInvoice, useRecordPayment, useVoidInvoice } from '../api/invoice.mutations';
import { creditNoteFailure, creditNoteFieldsFor, issueFailureText, paymentFailure, paymentFieldsFor, toCreditNoteBody, toPaymentBody, validateCreditNote, validatePayment, validateVoid, voidFailure, type CreditNoteFields, type PaymentFields } from '../model/invoice-action-forms';

export type InvoiceActionDialogProps = FormDialogProps & {
  invoice: TaxInvoice;
  /** Called with the server's answer: the changed invoice, or the new credit note. */
  onDone: (result: TaxInvoice) => void;
};

/** "Issue invoice": the draft gets its number and can no longer be edited or deleted, so the page asks first. */
export function IssueInvoiceDialog({ invoice, ...dialog }: InvoiceActionDialogProps) {
  return (
    <ConfirmMutationDialog
      {...dialog}
      mutation={useIssueInvoice(invoice.inv_id)}
      title="Issue this invoice?"
      description={`It gets the next number of its series, and its total of ${formatMinor(invoice.totals.total_minor, invoice.currency)} can then only be corrected by a credit note or voided.`}
      confirm="Issue invoice"
      busyConfirm="Issuing…"
      failureText={issueFailureText}
    />
  );
}

/** "Record payment" (POST /common/invoices/{inv_id}/payments): amount, day, method and the bank's reference. */
export function RecordPaymentDialog({ invoice, onDone, ...dialog }: InvoiceActionDialogProps) {
  return (
    <FormDialog {...dialog} title="Record a payment" description={`${invoiceName(invoice)} · balance ${formatMinor(invoice.balance_minor, invoice.currency)}`}>
      {(close, finish) => <PaymentForm invoice={invoice} onDone={finish(onDone)} onClose={close} />}
    </FormDialog>
  );
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABEL[method] }));

function PaymentForm({ invoice, onDone, onClose }: { invoice: TaxInvoice; onDone: (result: TaxInvoice) => void; onClose: () => void }) {
  const form = useForm<PaymentFields, string>(() => paymentFieldsFor(invoice), { rules: recordInvoicePaymentBody, names: { amount_minor: 'amount' } });
  const pay = useRecordPayment(invoice.inv_id);
  const handleSubmit = form.sendWith((values) => validatePayment(values, invoice), pay, { toBody: toPaymentBody, failure: paymentFailure, onDone });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Record a payment">
      <ReceivedRow currency={invoice.currency} amount={form.text('amount')} day={form.text('paid_on')} />
      <SelectField label="Method" options={METHOD_OPTIONS} spaced {...form.text('method')} />
      <TextField label="Reference" hint="The UTR, cheque number or gateway reference; the same reference is never recorded twice" autoComplete="off" {...form.text('reference')} />
      <FormActions submit="Record payment" busyLabel="Recording…" busy={pay.isPending} onCancel={onClose} />
    </FormShell>
  );
}

/** "Void invoice" (POST /common/invoices/{inv_id}/void): a reason; the number stays used. */
export function VoidInvoiceDialog({ invoice, onDone, ...dialog }: InvoiceActionDialogProps) {
  return (
    <FormDialog {...dialog} title="Void this invoice?" description={`${invoiceName(invoice)} is cancelled for good; its number stays used, so the series has no gap.`}>
      {(close, finish) => <VoidForm invoice={invoice} onDone={finish(onDone)} onClose={close} />}
    </FormDialog>
  );
}

function VoidForm({ invoice, onDone, onClose }: { invoice: TaxInvoice; onDone: (result: TaxInvoice) => void; onClose: () => void }) {
  const form = useForm<ReasonFields, string>({ reason: '' }, { rules: voidInvoiceBody });
  const cancel = useVoidInvoice(invoice.inv_id);
  const handleSubmit = form.sendWith(validateVoid, cancel, { toBody: toReasonBody, failure: voidFailure, onDone });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Void the invoice">
      <TextAreaField label="Reason" rows={3} {...form.text('reason')} />
      <FormActions submit="Void invoice" busyLabel="Voiding…" busy={cancel.isPending} onCancel={onClose} />
    </FormShell>
  );
}

/** "Issue credit note" (POST /common/invoices/{inv_id}/credit-notes): a reason and the lines credited. */
export function CreditNoteDialog({ invoice, onDone, ...dialog }: InvoiceActionDialogProps) {
  const creditable = invoice.totals.total_minor - invoice.credited_minor;
  return (
    <FormDialog {...dialog} title="Issue a credit note" description={`Against ${invoiceName(invoice)}; at most ${formatMinor(creditable, invoice.currency)} can still be credited (tax included).`}>
      {(close, finish) => <CreditNoteForm invoice={invoice} onDone={finish(onDone)} onClose={close} />}
    </FormDialog>
  );
}

function CreditNoteForm({ invoice, onDone, onClose }: { invoice: TaxInvoice; onDone: (result: TaxInvoice) => void; onClose: () => void }) {
  const form = useForm<CreditNoteFields, string>(() => creditNoteFieldsFor(invoice), { rules: issueCreditNoteBody });
  const credit = useIssueCreditNote(invoice.inv_id);
  const handleSubmit = form.sendWith(validateCreditNote, credit, { toBody: toCreditNoteBody, failure: creditNoteFailure, onDone });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Issue a credit note">
      <TextAreaField label="Reason" rows={2} {...form.text('reason')} />
      <InvoiceLinesEditor lines={form.values.lines} errors={form.errors} currency={invoice.currency} onChange={(lines) => form.set('lines', lines)} />
      <FormActions submit="Issue credit note" busyLabel="Issuing…" busy={credit.isPending} onCancel={onClose} />
    </FormShell>
  );
}
