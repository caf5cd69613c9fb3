import { useState } from 'react';
import type { InvoiceListParams } from '@/entities/invoice';
import { Button } from '@/shared/ui/button';

export type ExportInvoicesButtonProps = {
  /** The list's filters: the export takes every page of them. */
  params: Omit<InvoiceListParams, 'page' | 'pageSize'>;
  onDone: (outcome: { tone: 'success' | 'danger'; text: string }) => void;
};

/** "Export CSV": the invoices as filtered, every page, as a file. Its code (and the CSV library) loads on the first click. */
export function ExportInvoicesButton({ params, onDone }: ExportInvoicesButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      const { downloadInvoicesCsv } = await import('../api/export-invoices');
      const count = await downloadInvoicesCsv(params);
      onDone({ tone: 'success', text: `${count} ${count === 1 ? 'invoice was' : 'invoices were'} exported.` });
    } catch {
      onDone({ tone: 'danger', text: 'The export could not be made just now. Try again in a moment.' });
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
