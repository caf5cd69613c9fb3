import { useState } from 'react';
import type { TransactionListParams } from '@/entities/payment-transaction';
import { Button } from '@/shared/ui/button';

export type ExportTransactionsButtonProps = {
  /** The list's filters: the export takes every page of them. */
  params: Omit<TransactionListParams, 'page' | 'pageSize'>;
  onDone: (outcome: { tone: 'success' | 'danger'; text: string }) => void;
};

/** "Export CSV": the transactions as filtered, every page, as a file. Its code (and the CSV library) loads on the first click. */
export function ExportTransactionsButton({ params, onDone }: ExportTransactionsButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      const { downloadTransactionsCsv } = await import('../api/export-transactions');
      const count = await downloadTransactionsCsv(params);
      onDone({ tone: 'success', text: `${count} ${count === 1 ? 'payment was' : 'payments were'} exported.` });
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
