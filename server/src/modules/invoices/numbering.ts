// The gapless numbering of a tax invoice or credit note, shared by the invoices, credit notes and service invoices.
import type { Queryable } from '../../db/types.ts';
import { Unprocessable } from '../../domain/errors.ts';
import { financialYear, invoiceNumber, kolkataDate, MAX_NUMBER_LENGTH, MAX_SEQ } from './gst.ts';
import { markIssued, takeNumber, type Party } from './invoices.repository.ts';

/** Numbers an inserted invoice row: the next of its series in the financial year (Asia/Kolkata) of `now`. */
export async function numberInvoice(tx: Queryable, invId: number, series: string, supplier: Party, now: Date): Promise<void> {
  const issueDate = kolkataDate(now);
  const fy = financialYear(issueDate);
  const seq = await takeNumber(tx, series, fy, MAX_SEQ);
  if (seq === null) throw new Unprocessable(`series ${series} has no number left in ${fy}`);
  const invoiceNo = invoiceNumber(series, fy, seq);
  if (invoiceNo.length > MAX_NUMBER_LENGTH) throw new Error(`invoice number ${invoiceNo} is longer than ${MAX_NUMBER_LENGTH}`);
  await markIssued(tx, invId, { fy, seq, invoiceNo, issueDate, supplier });
}
