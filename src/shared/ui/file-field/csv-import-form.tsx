import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { FormActions } from '@/shared/ui/form-dialog';
import { Actions } from '@/shared/ui/page';
import { FileField } from './file-field';
import * as styles from './file-field.css';

export type CsvImportFormProps = {
  /** The form's accessible name ("Import leads"). */
  name: string;
  /** What the file must hold: its columns and what happens to rows already known. */
  help: ReactNode;
  /** What the import did, once it is done: shown with Done in place of the form. */
  report: ReactNode;
  error?: string | null;
  busy: boolean;
  onFile: (file: File | null) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
};

/**
 * The body of a CSV import dialog: what the file holds, the file picker with its error, Import and Cancel; once the
 * import is done, its report and Done (which closes, as Cancel does).
 */
export function CsvImportForm({ name, help, report, error, busy, onFile, onSubmit, onCancel }: CsvImportFormProps) {
  if (report) {
    return (
      <>
        {report}
        <Actions>
          <Button onClick={onCancel}>Done</Button>
        </Actions>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name}>
      <p className={styles.help}>{help}</p>
      <FileField label="CSV file" accept=".csv,text/csv" error={error} onChange={onFile} />
      <FormActions submit="Import" busyLabel="Importing…" busy={busy} onCancel={onCancel} />
    </form>
  );
}
