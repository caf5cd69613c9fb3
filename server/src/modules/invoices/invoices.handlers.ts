// Thin handlers of the Invoices operations and the invoice profile, by operationId. The multipart reading of the
// signature upload is request plumbing, so it stays here.
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../http/answers.ts';
import { HttpError } from '../../http/errors.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import { readOneFile } from '../../http/upload.ts';
import type { BankBody } from './banks.repository.ts';
import { SIGNATURE_MAX_BYTES, type BanksService } from './banks.service.ts';
import { invoicePdfName, renderInvoicePdf } from './invoice-pdf.ts';
import type { TaxInvoice } from './invoices.repository.ts';
import type { InvoicesService } from './invoices.service.ts';
import type { InvoiceProfileService } from './profile.service.ts';
import type { ServiceInvoicesService } from './service-invoices.service.ts';
import type { OverviewService } from './overview.service.ts';

/**
 * The invoice as a PDF download, signed by whoever issued it (a credit note is issued as it is created; one issued on
 * a payment has no person behind it, so no signature).
 */
async function sendInvoicePdf(reply: FastifyReply, invoice: TaxInvoice, banks: BanksService) {
  const issuer = invoice.history.find((move) => move.to === 'issued')?.changed_by;
  const pdf = await renderInvoicePdf(invoice, issuer ? await banks.signatory(issuer) : null);
  return sendDownload(reply, { contentType: 'application/pdf', disposition: `attachment; filename="${invoicePdfName(invoice)}"`, bytes: pdf.length, body: pdf });
}

export function invoicesHandlers(
  invoices: InvoicesService, banks: BanksService, profiles: InvoiceProfileService, services?: ServiceInvoicesService,
): PortalHandlers {
  return {
    ...(services ? serviceInvoicesHandlers(invoices, banks, services) : {}),
    async getInvoiceProfile(request) {
      return profiles.get(requireCaller(request));
    },

    async saveInvoiceProfile(request) {
      return profiles.save(requireCaller(request), request.body);
    },

    async listBanks(request) {
      return banks.list(requireCaller(request), request.query);
    },

    async getBank(request) {
      return banks.get(requireCaller(request), request.params.id);
    },

    async saveBank(request, reply) {
      const { bank, created } = await banks.save(requireCaller(request), request.body as BankBody);
      reply.code(created ? 201 : 200);
      return bank;
    },

    async uploadSignature(request, reply) {
      const caller = requireCaller(request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported content type: send the image as multipart/form-data');
      const { bytes } = await readOneFile(request.parts(), SIGNATURE_MAX_BYTES);
      const signature = await banks.uploadSignature(caller, bytes);
      reply.code(201);
      return signature;
    },

    async getMySignature(request) {
      return banks.signatureOf(requireCaller(request).userId);
    },

    async getUserSignature(request) {
      return banks.signatureOf(request.params.id);
    },

    async listInvoices(request) {
      return invoices.list(requireCaller(request), request.query);
    },

    async listInvoiceStatuses() {
      return invoices.statuses();
    },

    async getInvoice(request) {
      return invoices.get(request.params.inv_id);
    },

    async getInvoicePdf(request, reply) {
      return sendInvoicePdf(reply, await invoices.get(request.params.inv_id), banks);
    },

    async createInvoiceDraft(request, reply) {
      const invoice = await invoices.createDraft(requireCaller(request), request.body);
      reply.code(201);
      return invoice;
    },

    async issueInvoice(request) {
      return invoices.issue(requireCaller(request), request.params.inv_id);
    },

    async recordInvoicePayment(request, reply) {
      const { invoice, replayed } = await invoices.recordPayment(requireCaller(request), request.params.inv_id, request.body);
      reply.code(replayed ? 200 : 201);
      return invoice;
    },

    async voidInvoice(request) {
      return invoices.void(requireCaller(request), request.params.inv_id, request.body);
    },

    async issueCreditNote(request, reply) {
      const note = await invoices.creditNote(requireCaller(request), request.params.inv_id, request.body);
      reply.code(201);
      return note;
    },
  };
}

/** The service invoices of paid shop orders, their PDF, and the shop order's invoice issue and refunds. */
function serviceInvoicesHandlers(invoices: InvoicesService, banks: BanksService, services: ServiceInvoicesService): PortalHandlers {
  return {
    async listServiceInvoices(request) {
      return services.list(requireCaller(request), request.query);
    },

    async listServiceInvoiceStatuses() {
      return services.statuses();
    },

    async getServiceInvoice(request) {
      return services.get(request.params.id);
    },

    async getServiceInvoicePdf(request, reply) {
      await services.assertServiceDocument(request.params.id);
      return sendInvoicePdf(reply, await invoices.get(request.params.id), banks);
    },

    async issueServiceInvoice(request, reply) {
      const { invoice, created } = await services.issue(requireCaller(request), request.params.so_id);
      reply.code(created ? 201 : 200);
      return invoice;
    },

    async refundShopOrder(request, reply) {
      const { invoice, replayed } = await services.refund(requireCaller(request), request.params.so_id, request.body);
      reply.code(replayed ? 200 : 201);
      return invoice;
    },
  };
}

/** The accounts dashboard's overview (our addition; docs/invoices.md "Accounts dashboard"). */
export function overviewHandlers(overview: OverviewService): PortalHandlers {
  return {
    async getAccountsOverview() {
      return overview.overview();
    },
  };
}
