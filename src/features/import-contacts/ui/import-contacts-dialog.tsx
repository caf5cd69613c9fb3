import type { FormEvent } from 'react';
import { SKIP_REASON_LABEL, type ContactImportReport, type ContactList } from '@/entities/nurturing';
import { isApiFailure } from '@/shared/api';
import { CsvImportForm, useFileChoice } from '@/shared/ui/file-field';
import { FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
import { Table, type TableColumn } from '@/shared/ui/table';
import { useImportContacts } from '../api/import-contacts.mutation';
import * as styles from './import-contacts.css';

export type ImportContactsDialogProps = FormDialogProps & { list: ContactList };

/** The contract's longest CSV text (characters); about 1 MB. */
const MAX_CHARS = 1_000_000;

const HELP =
  'The first line names the columns: email (required), first_name, last_name, mobile. An email already in your contacts is updated; unsubscribed and blocked addresses are skipped. Up to 5,000 rows.';

function importFailure(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and try again.';
  if (error.status === 413) return 'The file is too large: at most 1 MB and 5,000 rows. Split it and import each part.';
  if (error.status === 404) return 'This list is no longer yours or was removed.';
  const reason = error.body?.errors?.[0]?.message ?? error.body?.message;
  return reason ? `Nothing was imported: ${reason}.` : 'The file could not be imported just now. Nothing was imported; try again in a moment.';
}

type Skipped = ContactImportReport['skipped_items'][number];

const SKIPPED_COLUMNS: TableColumn<Skipped>[] = [
  { key: 'line', header: 'Line', cell: (item) => item.row ?? '—' },
  { key: 'email', header: 'Email', cell: (item) => item.email || '—' },
  { key: 'why', header: 'Why it was skipped', cell: (item) => SKIP_REASON_LABEL[item.reason] },
];

/** The import's report: how many rows were added, updated and skipped, and each skipped row with why. */
function ImportReport({ report }: { report: ContactImportReport }) {
  const more = report.skipped - report.skipped_items.length;
  return (
    <section aria-label="Import report">
      <Notice tone={report.skipped > 0 ? 'warning' : 'success'}>
        {report.received} rows: {report.added} added, {report.updated} already in your contacts (updated), {report.skipped} skipped. The list now has{' '}
        {report.contacts_count} contacts.
      </Notice>
      {report.skipped_items.length > 0 ? (
        <div className={styles.rows}>
          <Table caption="Skipped rows" columns={SKIPPED_COLUMNS} rows={report.skipped_items} rowKey={(item) => `${item.row ?? ''}-${item.email ?? ''}-${item.reason}`} />
          {more > 0 ? <p className={styles.help}>And {more} more skipped rows not shown.</p> : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * "Import CSV" into one list (POST /my-lead/mail/import-contacts with the file's text): choose a file, import it,
 * read the report. The server imports the whole file or nothing; a refused file says why.
 */
export function ImportContactsDialog({ list, ...dialog }: ImportContactsDialogProps) {
  return (
    <FormDialog {...dialog} title={`Import contacts into ${list.name}`}>
      {(close) => <ImportContacts list={list} onClose={close} />}
    </FormDialog>
  );
}

function ImportContacts({ list, onClose }: { list: ContactList; onClose: () => void }) {
  const { file, error, setError, choose } = useFileChoice();
  const upload = useImportContacts();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setError('Choose a CSV file.');
    const csv = await file.text();
    if (csv.trim() === '') return setError('The file is empty. Choose a CSV file with a header row and contacts.');
    if (csv.length > MAX_CHARS) return setError('The file is too large: at most 1 MB. Split it and import each part.');
    setError(null);
    upload.mutate({ list_id: list.list_id, csv }, { onError: (failure) => setError(importFailure(failure)) });
  };

  const report = upload.data ? <ImportReport report={upload.data} /> : null;
  return <CsvImportForm name="Import contacts" help={HELP} report={report} error={error} busy={upload.isPending} onFile={choose} onSubmit={handleSubmit} onCancel={onClose} />;
}
