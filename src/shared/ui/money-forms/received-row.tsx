import { FieldRow } from '@/shared/ui/page';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field';

type Bound = Omit<TextFieldProps, 'label'>;

/** A payment form's first row: the amount received, in `currency`, and the day it came (each bound by the form). */
export function ReceivedRow({ currency, amount, day }: { currency: string; amount: Bound; day: Bound }) {
  return (
    <FieldRow>
      <TextField label={`Amount received (${currency})`} inputMode="decimal" autoComplete="off" {...amount} />
      <TextField label="Received on" type="date" {...day} />
    </FieldRow>
  );
}
