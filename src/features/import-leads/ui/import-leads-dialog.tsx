import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { LeadImportReport } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { CsvImportForm, useFileChoice } from '@/shared/ui/file-field';
import { FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
import { Table, type TableColumn } from '@/shared/ui/table';
import { useImportLeads } from '../api/import-leads.mutation';
import * as styles from './import-leads.css';

export type ImportLeadsDialogProps = FormDialogProps;

/** The most a file may hold (the contract's 413). */
const MAX_BYTES = 2 * 1024 * 1024;
const OUTCOME_TEXT = { created: 'Created', re_enquiry: 'Re-enquiry of an existing lead', invalid: 'Skipped' } as const;

const HELP =
  'The first line names the columns: first_name, and email or mobile; also last_name, alternate_mobiles (separated by ;), intake, notes, source, medium, campaign, stage, state, city. A contact that is already a lead becomes a re-enquiry of it.';

function importFailure(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and try again.';
  if (error.status === 413) return 'The file is too large: at most 2 MB and 5,000 rows. Split it and import each part.';
  const reason = error.body?.errors?.[0]?.message ?? error.body?.message;
  return reason ? `The file was not imported: ${reason}.` : 'The file could not be imported just now. Nothing was imported; try again in a moment.';
}

const REPORT_COLUMNS: TableColumn<LeadImportReport['rows'][number]>[] = [
  { key: 'line', header: 'Line', cell: (row) => row.row },
  { key: 'outcome', header: 'Outcome', cell: (row) => (row.lead_id ? <Link to={`/my_leads/${row.lead_id}`}>{OUTCOME_TEXT[row.outcome]}</Link> : OUTCOME_TEXT[row.outcome]) },
  { key: 'why', header: 'Why', cell: (row) => row.errors.map((e) => `${e.field}: ${e.message}`).join('; ') || '—' },
];

/** The report: how many were created, re-enquired and skipped, and every row with its outcome and reasons. */
function ImportReport({ report }: { report: LeadImportReport }) {
  return (
    <section aria-label="Import report">
      <Notice tone={report.invalid > 0 ? 'warning' : 'success'}>
        {report.total} rows: {report.created} created, {report.re_enquiries} re-enquiries of existing leads, {report.invalid} skipped.
      </Notice>
      <div className={styles.rows}>
        <Table caption="Rows of the file" columns={REPORT_COLUMNS} rows={report.rows} rowKey={(row) => row.row} />
      </div>
    </section>
  );
}

/**
 * "Import CSV" (POST /my-lead/import): choose a file, import it, read the row-by-row report. The import is whole or
 * nothing on the server; a refused file says why and nothing is imported.
 */
export function ImportLeadsDialog(dialog: ImportLeadsDialogProps) {
  return (
    <FormDialog {...dialog} title="Import leads from a CSV file">
      {(close) => <ImportLeads onClose={close} />}
    </FormDialog>
  );
}

function ImportLeads({ onClose }: { onClose: () => void }) {
  const { file, error, setError, choose } = useFileChoice();
  const upload = useImportLeads();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setError('Choose a CSV file.');
    if (file.size > MAX_BYTES) return setError('The file is too large: at most 2 MB. Split it and import each part.');
    setError(null);
    upload.mutate(file, { onError: (failure) => setError(importFailure(failure)) });
  };

  const report = upload.data ? <ImportReport report={upload.data} /> : null;
  return <CsvImportForm name="Import leads" help={HELP} report={report} error={error} busy={upload.isPending} onFile={choose} onSubmit={handleSubmit} onCancel={onClose} />;
}
