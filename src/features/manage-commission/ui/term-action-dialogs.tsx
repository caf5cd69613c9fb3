import { payPartnerCommissionBody, recordCommissionReceivedBody, withdrawCommissionBody } from '@contract/forms';
import { formatBasisPoints, formatMinor } from '@/shared/lib/money';
import type { CommissionTerm } from '@/entities/commission';
import { useForm } from '@/shared/lib/form';
import { toReasonBody, type ReasonFields } from '@/shared/lib/form-refusal';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { ConfirmMutationDialog, ReceivedRow } from '@/shared/ui/money-forms';
import { FieldRow } from '@/shared/ui/page';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useInvoiceTerm, usePayPartner, useRecordReceived, useWithdrawTerm } from '../api/commission.mutations';
import { payoutFailure, payoutFieldsFor, receivedFailure, receivedFieldsFor, termFailureText, toPayoutBody, toReceivedBody, validatePayout, validateReceived, validateWithdrawal, withdrawalFailure, type PayoutFields, type ReceivedFields } from '../model/commission-forms';

export type TermActionDialogProps = FormDialogProps & {
  term: CommissionTerm;
  /** Called with the term as it is after the move. */
  onDone: (term: CommissionTerm) => void;
};

const keyOf = (term: CommissionTerm) => ({ saMapperId: term.sa_mapper_id, term: term.term });
const termName = (term: CommissionTerm) => `${term.student.name}, ${term.university.name}, term ${term.term}`;

/** "Invoice the university": a tax invoice (series COM, GST 0 % as an export) for the expected commission; asked first. */
export function InvoiceTermDialog({ term, ...dialog }: TermActionDialogProps) {
  return (
    <ConfirmMutationDialog
      {...dialog}
      mutation={useInvoiceTerm(keyOf(term))}
      title="Invoice the university?"
      description={`${termName(term)}: a tax invoice to ${term.university.name} for ${formatMinor(term.expected_minor, term.currency)} gets the next commission invoice number and cannot be edited afterwards.`}
      confirm="Issue the invoice"
      busyConfirm="Invoicing…"
      failureText={(failure) => termFailureText(failure, 'The invoice')}
    />
  );
}

/** "Record received": what the university paid against the commission invoice. */
export function RecordReceivedDialog({ term, onDone, ...dialog }: TermActionDialogProps) {
  return (
    <FormDialog {...dialog} title="Record commission received" description={`${termName(term)} · ${term.invoice_no ?? 'invoice'} · outstanding ${formatMinor(term.outstanding_minor, term.currency)}`}>
      {(close, finish) => <ReceivedForm term={term} onDone={finish(onDone)} onClose={close} />}
    </FormDialog>
  );
}

function ReceivedForm({ term, onDone, onClose }: { term: CommissionTerm; onDone: (term: CommissionTerm) => void; onClose: () => void }) {
  const form = useForm<ReceivedFields, string>(() => receivedFieldsFor(term), { rules: recordCommissionReceivedBody, names: { amount_minor: 'amount' } });
  const receive = useRecordReceived(keyOf(term));
  const handleSubmit = form.sendWith((values) => validateReceived(values, term), receive, { toBody: toReceivedBody, failure: receivedFailure, onDone });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Record commission received">
      <ReceivedRow currency={term.currency} amount={form.text('amount')} day={form.text('received_on')} />
      <TextField label="Reference" hint="The bank’s or the university’s reference; the same reference is never recorded twice" autoComplete="off" {...form.text('reference')} />
      <FormActions submit="Record receipt" busyLabel="Recording…" busy={receive.isPending} onCancel={onClose} />
    </FormShell>
  );
}

/** "Pay the partner": their share less TDS under section 194H, once the university has paid in full. */
export function PayPartnerDialog({ term, onDone, ...dialog }: TermActionDialogProps) {
  const share = term.partner_share;
  const description = share
    ? `${term.partner?.name ?? 'The partner'}: gross ${formatMinor(share.gross_minor, term.currency)} − TDS ${formatBasisPoints(share.tds_rate_basis_points)} ${formatMinor(share.tds_minor, term.currency)} = net ${formatMinor(share.net_minor, term.currency)}`
    : termName(term);
  return (
    <FormDialog {...dialog} title="Pay the partner’s share" description={description}>
      {(close, finish) => <PayoutForm term={term} onDone={finish(onDone)} onClose={close} />}
    </FormDialog>
  );
}

function PayoutForm({ term, onDone, onClose }: { term: CommissionTerm; onDone: (term: CommissionTerm) => void; onClose: () => void }) {
  const form = useForm<PayoutFields, string>(() => payoutFieldsFor(), { rules: payPartnerCommissionBody });
  const pay = usePayPartner(keyOf(term));
  const handleSubmit = form.sendWith((values) => validatePayout(values), pay, { toBody: toPayoutBody, failure: payoutFailure, onDone });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Pay the partner’s share">
      <FieldRow>
        <TextField label="Paid on" type="date" {...form.text('paid_on')} />
        <TextField label="Transfer reference" hint="The UTR of the transfer" autoComplete="off" {...form.text('reference')} />
      </FieldRow>
      <FormActions submit="Record payout" busyLabel="Recording…" busy={pay.isPending} onCancel={onClose} />
    </FormShell>
  );
}

/** "Student withdrew": the commission is reversed, with a credit note when it was invoiced. */
export function WithdrawTermDialog({ term, onDone, ...dialog }: TermActionDialogProps) {
  const description = term.inv_id
    ? `${termName(term)}: the commission is reversed and a credit note is issued against ${term.invoice_no ?? 'the invoice'}. This cannot be undone.`
    : `${termName(term)}: the expected commission is reversed. This cannot be undone.`;
  return (
    <FormDialog {...dialog} title="Reverse this term’s commission?" description={description}>
      {(close, finish) => <WithdrawalForm term={term} onDone={finish(onDone)} onClose={close} />}
    </FormDialog>
  );
}

function WithdrawalForm({ term, onDone, onClose }: { term: CommissionTerm; onDone: (term: CommissionTerm) => void; onClose: () => void }) {
  const form = useForm<ReasonFields, string>({ reason: '' }, { rules: withdrawCommissionBody });
  const withdraw = useWithdrawTerm(keyOf(term));
  const handleSubmit = form.sendWith(validateWithdrawal, withdraw, { toBody: toReasonBody, failure: withdrawalFailure, onDone });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Reverse the commission">
      <TextAreaField label="Reason" hint="What the university reported" rows={3} {...form.text('reason')} />
      <FormActions submit="Reverse commission" busyLabel="Reversing…" busy={withdraw.isPending} onCancel={onClose} />
    </FormShell>
  );
}
