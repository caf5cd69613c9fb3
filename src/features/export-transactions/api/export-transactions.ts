import { fetchAllTransactions, type TransactionListParams } from '@/entities/payment-transaction';
import { saveFile } from '@/shared/lib/download';
import { transactionsCsv } from '../lib/transactions-csv';

/** Downloads the transactions the list's filters select (every page, at most 10,000) as `transactions-<today>.csv`. */
export async function downloadTransactionsCsv(params: Omit<TransactionListParams, 'page' | 'pageSize'>, now = new Date()): Promise<number> {
  const transactions = await fetchAllTransactions(params);
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  saveFile(new Blob([transactionsCsv(transactions)], { type: 'text/csv;charset=utf-8' }), `transactions-${day}.csv`);
  return transactions.length;
}
