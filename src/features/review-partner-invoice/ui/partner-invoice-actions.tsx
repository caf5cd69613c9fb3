import { useState, type FormEvent } from 'react';
import type { PartnerInvoiceDetail, PartnerInvoiceMove } from '@/entities/partner-invoice';
import { fieldErrorOf, isApiFailure } from '@/shared/api';
import { minorToInput } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { Panel } from '@/shared/ui/panel';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useCorrectAmount, useMovePartnerInvoice } from '../api/partner-invoice.mutations';
import { checkAmount, MOVE_DONE, MOVE_LABEL, noteError, refusalOf } from '../model/review';

type Props = { invoice: PartnerInvoiceDetail; onDone: (text: string) => void };

/** The moves the server says the caller may make now (`allowed_moves`), with a note; nothing when there are none. */
export function PartnerInvoiceMoves({ invoice, onDone }: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMovePartnerInvoice(invoice.inv_id);
  if (invoice.allowed_moves.length === 0) return null;
  const send = (to: PartnerInvoiceMove) => {
    const problem = noteError(to, note);
    setError(problem);
    setRefusal(null);
    if (problem) return;
    const trimmed = note.trim();
    move.mutate(trimmed ? { to, note: trimmed } : { to }, {
      onSuccess: () => {
        setNote('');
        onDone(MOVE_DONE[to]);
      },
      onError: (failure) => {
        const onNote = isApiFailure(failure) ? fieldErrorOf(failure, 'note') : undefined;
        if (onNote) setError(onNote);
        else setRefusal(refusalOf(failure));
      },
    });
  };
  return (
    <Panel title="Decide">
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      <TextAreaField label="Note (optional; required to reject)" value={note} maxLength={1000} error={error} onChange={(e) => setNote(e.target.value)} rows={3} />
      <div>
        {invoice.allowed_moves.map((to) => (
          <Button
            key={to}
            variant={to === 'rejected' || to === 'cancelled' ? 'danger' : 'primary'}
            busy={move.isPending && move.variables?.to === to}
            disabled={move.isPending}
            onClick={() => send(to as PartnerInvoiceMove)}
          >
            {MOVE_LABEL[to as PartnerInvoiceMove]}
          </Button>
        ))}
      </div>
    </Panel>
  );
}

/** Accounts' correction of the amount while the invoice is under review. */
export function CorrectAmountForm({ invoice, onDone }: Props) {
  const [fields, setFields] = useState({ amount: minorToInput(invoice.amount_minor), note: '' });
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const correct = useCorrectAmount(invoice.inv_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkAmount(fields, invoice.ledger_share_minor, invoice.currency);
    if (checked.minor === undefined) return setErrors(checked);
    setErrors({});
    correct.mutate({ amount_minor: checked.minor, note: fields.note.trim() }, {
      onSuccess: () => onDone('The amount was corrected.'),
      onError: (failure) => {
        const onAmount = isApiFailure(failure) ? fieldErrorOf(failure, 'amount_minor') : undefined;
        if (onAmount) setErrors({ amount: `Not accepted: ${onAmount}.` });
        else setRefusal(refusalOf(failure));
      },
    });
  };
  return (
    <Panel title="Correct the amount">
      <form onSubmit={submit} noValidate aria-label="Correct the amount">
        {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
        <TextField label={`Amount (${invoice.currency})`} inputMode="decimal" value={fields.amount} error={errors.amount}
          onChange={(e) => setFields({ ...fields, amount: e.target.value })} />
        <TextAreaField label="Why" value={fields.note} maxLength={1000} error={errors.note} rows={2}
          onChange={(e) => setFields({ ...fields, note: e.target.value })} />
        <Button type="submit" busy={correct.isPending}>Save the amount</Button>
      </form>
    </Panel>
  );
}
