export {
  serviceInvoiceQueries,
  refundShopOrder,
  issueServiceInvoice,
  downloadServiceInvoicePdf,
} from './api/service-invoice.queries';
export type { ServiceInvoiceListParams } from './api/service-invoice.queries';
export { SERVICE_INVOICE_STATUS_LABEL, SERVICE_INVOICE_STATUS_TONE, serviceInvoicesPath } from './model/service-invoice.types';
export type { ServiceInvoice, ServiceInvoiceSummary, ServiceInvoiceStatus, ServiceRefundBody } from './model/service-invoice.types';
export { serviceInvoiceFixture } from './lib/service-invoice.fixtures';
