import type { TransactionListParams } from '@/entities/payment-transaction';
import { ExportButton, type ExportListButtonProps } from '@/shared/ui/export-button';

export type ExportTransactionsButtonProps = ExportListButtonProps<Omit<TransactionListParams, 'page' | 'pageSize'>>;

/** "Export CSV": the transactions as filtered, every page, as a file. Its code (and the CSV library) loads on the first click. */
export function ExportTransactionsButton({ params, onDone }: ExportTransactionsButtonProps) {
  const run = async () => (await import('../api/export-transactions')).downloadTransactionsCsv(params);
  return <ExportButton run={run} noun={['payment', 'payments']} onDone={onDone} />;
}
