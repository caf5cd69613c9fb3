import { useState } from 'react';
import type { LeadListQuery } from '@/entities/lead';
import { Button } from '@/shared/ui/button';

export type ExportLeadsButtonProps = {
  /** The list's query: the export takes its filters and order, every page. */
  query: LeadListQuery;
  onFailed: (message: string) => void;
};

/** "Export CSV": the leads of the list as filtered (GET /my-lead/export), as a file. Its code loads on the first click. */
export function ExportLeadsButton({ query, onFailed }: ExportLeadsButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      const { downloadLeadsCsv } = await import('../api/export-leads');
      await downloadLeadsCsv(query);
    } catch {
      onFailed('The export could not be made just now. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void handleExport()}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
