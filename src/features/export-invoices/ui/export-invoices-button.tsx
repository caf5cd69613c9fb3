import type { InvoiceListParams } from '@/entities/invoice';
import { ExportButton, type ExportListButtonProps } from '@/shared/ui/export-button';

export type ExportInvoicesButtonProps = ExportListButtonProps<Omit<InvoiceListParams, 'page' | 'pageSize'>>;

/** "Export CSV": the invoices as filtered, every page, as a file. Its code (and the CSV library) loads on the first click. */
export function ExportInvoicesButton({ params, onDone }: ExportInvoicesButtonProps) {
  const run = async () => (await import('../api/export-invoices')).downloadInvoicesCsv(params);
  return <ExportButton run={run} noun={['invoice', 'invoices']} onDone={onDone} />;
}
