export {
  serviceInvoiceQueries,
  refundShopOrder,
  issueServiceInvoice,
  downloadServiceInvoicePdf,
} from './api/service-invoice.queries';
export type { ServiceInvoiceListParams } from './api/service-invoice.queries';
export { SERVICE_INVOICE_STATUS_LABEL, SERVICE_INVOICE_STATUS_TONE, SERVICE_INVOICE_STATUSES, serviceInvoicesPath } from './model/service-invoice.types';
export { clubbedServiceInvoiceQueries, issueServiceClubbedInvoice } from './api/clubbed-service-invoice.queries';
export type { ClubbedListParams } from './api/clubbed-service-invoice.queries';
export type {
  ServiceInvoice, ServiceInvoiceSummary, ServiceInvoiceStatus, ServiceRefundBody, ServiceInvoiceClubbed, ServiceInvoiceClubbedSummary,
  ServiceClubbedIssueBody,
} from './model/service-invoice.types';
export { serviceInvoiceFixture } from './lib/service-invoice.fixtures';
