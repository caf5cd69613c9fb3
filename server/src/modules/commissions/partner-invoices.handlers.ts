// Thin handlers of the partner commission invoice operations (docs/partner-invoices.md), by operationId: the spec's
// five reads (franchise student invoices, a student's active invoice, termwise manual invoices, clubbed invoices) and
// our additions that create, move, correct and club them, and print them (with a student's statement of account).
import type { FastifyReply } from 'fastify';
import { created, sendDownload } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { PartnerInvoicesService } from './partner-invoices.service.ts';
import type { PartnerPdfsService, PdfFile } from './partner-pdfs.service.ts';

/** A PDF as an attachment under its file name (private, no-store). */
async function sendPdf(reply: FastifyReply, file: Promise<PdfFile>) {
  const { fileName, bytes } = await file;
  return sendDownload(reply, { contentType: 'application/pdf', disposition: `attachment; filename="${fileName}"`, bytes: bytes.length, body: bytes });
}

export function partnerInvoicesHandlers(invoices: PartnerInvoicesService, pdfs: PartnerPdfsService): PortalHandlers {
  return {
    async getPartnerInvoicePdf(request, reply) {
      return sendPdf(reply, pdfs.partnerInvoice(requireCaller(request), request.params.inv_id));
    },

    async getClubbedInvoicePdf(request, reply) {
      return sendPdf(reply, pdfs.clubbed(requireCaller(request), request.params.ci_id));
    },

    async getStudentStatementPdf(request, reply) {
      return sendPdf(reply, pdfs.statement(requireCaller(request), request.params.student_user_id));
    },

    async listPartnerInvoices(request) {
      return invoices.list(requireCaller(request), request.query);
    },

    async createPartnerInvoice(request, reply) {
      return created(reply, await invoices.create(requireCaller(request), request.body));
    },

    async getPartnerInvoice(request) {
      return invoices.get(requireCaller(request), request.params.inv_id);
    },

    async movePartnerInvoice(request) {
      return invoices.move(requireCaller(request), request.params.inv_id, request.body);
    },

    async correctPartnerInvoiceAmount(request) {
      return invoices.correct(requireCaller(request), request.params.inv_id, request.body);
    },

    async listPartnerInvoiceStatuses() {
      return invoices.statuses();
    },

    async createManualInvoice(request, reply) {
      return created(reply, await invoices.createManual(requireCaller(request), request.body));
    },

    async createClubbedInvoice(request, reply) {
      const caller = requireCaller(request);
      const { ciId } = await invoices.club(caller, request.body);
      return created(reply, await invoices.clubbed(caller, ciId));
    },

    async listFranchiseStudentInvoices(request) {
      return invoices.franchiseStudents(requireCaller(request), request.query);
    },

    async getFranchiseActiveInvoice(request) {
      return invoices.active(requireCaller(request), request.params.student_user_id);
    },

    async listTermwiseManualInvoices(request) {
      return invoices.termwise(requireCaller(request), request.query);
    },

    async getClubbedInvoice(request) {
      return invoices.clubbed(requireCaller(request), request.query.ci_id);
    },

    async listClubbedInvoices(request) {
      return invoices.listClubbed(requireCaller(request), request.query);
    },
  };
}
