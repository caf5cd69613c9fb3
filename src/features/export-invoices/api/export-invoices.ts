import { fetchAllInvoices, type InvoiceListParams } from '@/entities/invoice';
import { saveFile } from '@/shared/lib/download';
import { invoicesCsv } from '../lib/invoices-csv';

/** Downloads the invoices the list's filters select (every page) as `invoices-<today>.csv`. */
export async function downloadInvoicesCsv(params: Omit<InvoiceListParams, 'page' | 'pageSize'>, now = new Date()): Promise<number> {
  const invoices = await fetchAllInvoices(params);
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  saveFile(new Blob([invoicesCsv(invoices)], { type: 'text/csv;charset=utf-8' }), `invoices-${day}.csv`);
  return invoices.length;
}
