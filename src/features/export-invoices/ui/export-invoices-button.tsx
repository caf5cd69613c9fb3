import type { InvoiceListParams } from '@/entities/invoice';
import { ExportButton, type ExportOutcome } from '@/shared/ui/export-button';

export type ExportInvoicesButtonProps = {
  /** The list's filters: the export takes every page of them. */
  params: Omit<InvoiceListParams, 'page' | 'pageSize'>;
  onDone: (outcome: ExportOutcome) => void;
};

/** "Export CSV": the invoices as filtered, every page, as a file. Its code (and the CSV library) loads on the first click. */
export function ExportInvoicesButton({ params, onDone }: ExportInvoicesButtonProps) {
  const run = async () => (await import('../api/export-invoices')).downloadInvoicesCsv(params);
  return <ExportButton run={run} noun={['invoice', 'invoices']} onDone={onDone} />;
}
