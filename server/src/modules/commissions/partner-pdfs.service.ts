// The printed money documents of the commissions side (docs/partner-invoices.md, docs/invoices.md): a partner invoice,
// a clubbed bill and a student's statement of account as PDFs. Each is read through the service that answers its page
// (getPartnerInvoice, getClubbedInvoice, listInvoices), so who may read what is decided in one place.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { makeBanksService, makeInvoicesService } from '../invoices/index.ts';
import { kolkataDate } from './commission-math.ts';
import { panOf } from './commissions.repository.ts';
import { makePartnerInvoicesService } from './partner-invoices.service.ts';
import { clubbedPdfName, partnerInvoicePdfName, renderClubbedPdf, renderPartnerInvoicePdf } from './partner-pdf.ts';
import { renderStatementPdf, statementDocuments, statementPdfName } from './statement-pdf.ts';
import { findStatementStudent } from './statement.repository.ts';

/** A statement stops here, as its page does: a student with more documents reads them on /invoice, filtered. */
export const STATEMENT_LIMIT = 1000;
const PAGE = 100;

export type PdfFile = { fileName: string; bytes: Buffer };

export function makePartnerPdfsService(deps: Pick<Deps, 'db' | 'clock' | 'files'>) {
  const { db, clock } = deps;
  const partnerInvoices = makePartnerInvoicesService(deps);
  const invoices = makeInvoicesService(deps);
  const banks = makeBanksService(deps);

  return {
    /** getPartnerInvoicePdf: the reach of getPartnerInvoice; signed by the partner who raised it when it uploaded a signature. */
    async partnerInvoice(caller: Caller, piId: number): Promise<PdfFile> {
      const invoice = await partnerInvoices.get(caller, piId);
      const raiser = invoice.raised_by.user_id;
      const [pan, signature] = await Promise.all([panOf(db, raiser), banks.signatory(raiser)]);
      return { fileName: partnerInvoicePdfName(invoice), bytes: await renderPartnerInvoicePdf(invoice, { pan }, signature) };
    },

    /** getClubbedInvoicePdf: the bill as getClubbedInvoice answers it to this caller (its bank account masked alike). */
    async clubbed(caller: Caller, ciId: number): Promise<PdfFile> {
      const bill = await partnerInvoices.clubbed(caller, ciId, 'path/ci_id');
      return { fileName: clubbedPdfName(bill), bytes: await renderClubbedPdf(bill) };
    },

    /** getStudentStatementPdf: the student's issued documents the caller may read (listInvoices), page after page. */
    async statement(caller: Caller, studentUserId: number): Promise<PdfFile> {
      const student = await findStatementStudent(db, studentUserId);
      if (!student) throw new NotFound(`path/student_user_id: no student ${studentUserId}`);
      const read: PortalSchemas['TaxInvoice'][] = [];
      for (let page = 1; read.length < STATEMENT_LIMIT; page += 1) {
        const { items, total } = await invoices.list(caller, { student_user_id: studentUserId, page, page_size: PAGE });
        read.push(...items);
        if (items.length < PAGE || read.length >= total) break;
      }
      const today = kolkataDate(clock.now());
      const documents = statementDocuments(read.slice(0, STATEMENT_LIMIT));
      return { fileName: statementPdfName(studentUserId, today), bytes: await renderStatementPdf(student, documents, today, read.length >= STATEMENT_LIMIT) };
    },
  };
}

export type PartnerPdfsService = ReturnType<typeof makePartnerPdfsService>;
