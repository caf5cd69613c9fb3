import type { LeadListQuery } from '@/entities/lead';
import { ExportButton } from '@/shared/ui/export-button';

export type ExportLeadsButtonProps = {
  /** The list's query: the export takes its filters and order, every page. */
  query: LeadListQuery;
  onFailed: (message: string) => void;
};

/** "Export CSV": the leads of the list as filtered (GET /my-lead/export), as a file. Its code loads on the first click. */
export function ExportLeadsButton({ query, onFailed }: ExportLeadsButtonProps) {
  const run = async () => {
    const { downloadLeadsCsv } = await import('../api/export-leads');
    await downloadLeadsCsv(query);
  };
  return (
    <ExportButton
      run={run}
      onDone={(outcome) => {
        if (outcome.tone === 'danger') onFailed(outcome.text);
      }}
    />
  );
}
