import type { ServiceInvoiceStatus } from '@contract/portal-schemas';

export type {
  ServiceInvoice, ServiceInvoiceSummary, ServiceInvoiceStatus, ServiceRefundBody,
  ServiceInvoiceClubbed, ServiceInvoiceClubbedSummary, ServiceClubbedIssueBody,
} from '@contract/portal-schemas';

/** The statuses in their display order (the server's list, listServiceInvoiceStatuses). */
export const SERVICE_INVOICE_STATUSES = ['unpaid', 'partially_paid', 'paid', 'cancelled', 'refunded'] as const satisfies readonly ServiceInvoiceStatus[];

export const SERVICE_INVOICE_STATUS_LABEL: Record<ServiceInvoiceStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The tone of a status badge: paid is success, refunded a warning, cancelled neutral, the rest information. */
export const SERVICE_INVOICE_STATUS_TONE: Record<ServiceInvoiceStatus, 'success' | 'warning' | 'neutral' | 'info'> = {
  unpaid: 'info',
  partially_paid: 'info',
  paid: 'success',
  cancelled: 'neutral',
  refunded: 'warning',
};

/** The page of one student's service invoices. */
export const serviceInvoicesPath = (studentUserId: number) => `/service-invoice/${studentUserId}`;
