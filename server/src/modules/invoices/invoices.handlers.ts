// Thin handlers of the Invoices operations and the invoice profile, by operationId. The multipart reading of the
// signature upload is request plumbing, so it stays here.
import type { FastifyReply } from 'fastify';
import { byCaller, byCallerAndBody, byCallerAndQuery, byPathParam, created, createdIf, sendDownload } from '../../http/answers.ts';
import { HttpError } from '../../http/errors.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import { readOneFile } from '../../http/upload.ts';
import type { BankBody } from './banks.repository.ts';
import type { ClubbedServiceInvoicesService } from './clubbed.service.ts';
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
    getInvoiceProfile: byCaller(profiles.get),
    saveInvoiceProfile: byCallerAndBody(profiles.save),
    listBanks: byCallerAndQuery(banks.list),

    async getBank(request) {
      return banks.get(requireCaller(request), request.params.id);
    },

    async saveBank(request, reply) {
      const { bank, created } = await banks.save(requireCaller(request), request.body as BankBody);
      return createdIf(reply, created, bank);
    },

    async uploadSignature(request, reply) {
      const caller = requireCaller(request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported content type: send the image as multipart/form-data');
      const { bytes } = await readOneFile(request.parts(), SIGNATURE_MAX_BYTES);
      return created(reply, await banks.uploadSignature(caller, bytes));
    },

    async getMySignature(request) {
      return banks.signatureOf(requireCaller(request).userId);
    },

    getUserSignature: byPathParam('id', banks.signatureOf),

    listInvoices: byCallerAndQuery(invoices.list),

    async listInvoiceStatuses() {
      return invoices.statuses();
    },

    getInvoice: byPathParam('inv_id', invoices.get),

    async getInvoicePdf(request, reply) {
      return sendInvoicePdf(reply, await invoices.get(request.params.inv_id), banks);
    },

    async createInvoiceDraft(request, reply) {
      return created(reply, await invoices.createDraft(requireCaller(request), request.body));
    },

    async issueInvoice(request) {
      return invoices.issue(requireCaller(request), request.params.inv_id);
    },

    async recordInvoicePayment(request, reply) {
      const { invoice, replayed } = await invoices.recordPayment(requireCaller(request), request.params.inv_id, request.body);
      return createdIf(reply, !replayed, invoice);
    },

    async voidInvoice(request) {
      return invoices.void(requireCaller(request), request.params.inv_id, request.body);
    },

    async issueCreditNote(request, reply) {
      return created(reply, await invoices.creditNote(requireCaller(request), request.params.inv_id, request.body));
    },
  };
}

/** The service invoices of paid shop orders, their PDF, and the shop order's invoice issue and refunds. */
function serviceInvoicesHandlers(invoices: InvoicesService, banks: BanksService, services: ServiceInvoicesService): PortalHandlers {
  return {
    listServiceInvoices: byCallerAndQuery(services.list),

    async listServiceInvoiceStatuses() {
      return services.statuses();
    },

    getServiceInvoice: byPathParam('id', services.get),

    async getServiceInvoicePdf(request, reply) {
      await services.assertServiceDocument(request.params.id);
      return sendInvoicePdf(reply, await invoices.get(request.params.id), banks);
    },

    async issueServiceInvoice(request, reply) {
      const { invoice, created } = await services.issue(requireCaller(request), request.params.so_id);
      return createdIf(reply, created, invoice);
    },

    async refundShopOrder(request, reply) {
      const { invoice, replayed } = await services.refund(requireCaller(request), request.params.so_id, request.body);
      return createdIf(reply, !replayed, invoice);
    },
  };
}

/** Clubbed service invoices: a partner's orders of a month billed as one GST invoice (docs/invoices.md). */
export function clubbedHandlers(clubbed: ClubbedServiceInvoicesService): PortalHandlers {
  return {
    listServiceClubbedInvoices: byCallerAndQuery(clubbed.list),

    async getServiceClubbedInvoice(request) {
      return clubbed.get(requireCaller(request), request.query.sci_id);
    },

    async issueServiceClubbedInvoice(request, reply) {
      const { clubbed: issued, created } = await clubbed.issue(requireCaller(request), request.body);
      return createdIf(reply, created, issued);
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
