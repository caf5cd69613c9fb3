import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';

import { DEFAULT_SAC, GST_RATES, emptyLine, lineErrorKey, lineTaxable, MAX_FORM_LINES, type InvoiceLineFields, type LineErrors } from '../model/invoice-lines';
import { formatMinor } from '@/shared/lib/money';
import * as styles from './invoice-lines-editor.css';

export type InvoiceLinesEditorProps = {
  lines: readonly InvoiceLineFields[];
  errors: LineErrors;
  currency: string;
  onChange: (lines: InvoiceLineFields[]) => void;
};

const RATE_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

/**
 * The lines of an invoice or credit note as a form: each a group named "Line n" (description, SAC/HSN, quantity, the
 * price of one unit before tax, the GST rate) with its taxable value; lines can be added and removed (one stays).
 */
export function InvoiceLinesEditor({ lines, errors, currency, onChange }: InvoiceLinesEditorProps) {
  const change = (index: number, field: keyof InvoiceLineFields, value: string) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  const bind = (index: number, field: keyof InvoiceLineFields) => ({
    value: lines[index][field],
    onChange: (event: { target: { value: string } }) => change(index, field, event.target.value),
    error: errors[lineErrorKey(index, field)],
  });
  return (
    <>
      {lines.map((line, index) => {
        const taxable = lineTaxable(line);
        return (
          <fieldset key={index} className={styles.line}>
            <legend className={styles.legend}>Line {index + 1}</legend>
            <TextField label="Description" autoComplete="off" maxLength={300} {...bind(index, 'description')} />
            <div className={styles.grid}>
              <TextField label="SAC/HSN (optional)" inputMode="numeric" placeholder={DEFAULT_SAC} maxLength={8} {...bind(index, 'sac')} />
              <TextField label="Quantity" inputMode="numeric" {...bind(index, 'quantity')} />
              <TextField label={`Unit price (${currency})`} inputMode="decimal" autoComplete="off" {...bind(index, 'unit_price')} />
              <SelectField label="GST rate" options={RATE_OPTIONS} spaced {...bind(index, 'gst_rate')} />
            </div>
            <div className={styles.foot}>
              <p className={styles.taxable}>Taxable value: {taxable === null ? '—' : formatMinor(taxable, currency)}</p>
              {lines.length > 1 ? (
                <Button variant="ghost" size="sm" onClick={() => onChange(lines.filter((_, i) => i !== index))}>
                  Remove line {index + 1}
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {lines.length < MAX_FORM_LINES ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...lines, emptyLine()])}>
          Add a line
        </Button>
      ) : null}
    </>
  );
}
