import type { InvoiceStatus as PartnerInvoiceStatus, PartnerInvoiceMoveBody } from '@contract/portal-schemas';

export type {
  Invoice as PartnerInvoice, PartnerInvoiceDetail, InvoiceStatus as PartnerInvoiceStatus, ManualInvoice,
  ClubbedInvoice, ClubbedInvoiceSummary, PartnerInvoiceHistoryEntry, PartnerInvoiceMoveBody, PartnerInvoiceAmountBody,
  PartnerInvoiceCreateBody,
} from '@contract/portal-schemas';
/** The statuses movePartnerInvoice may move to (`paid` is the payout's). */
export type PartnerInvoiceMove = PartnerInvoiceMoveBody['to'];

/** The words of each status, as listPartnerInvoiceStatuses answers them. */
export const PARTNER_STATUS_LABEL: Record<PartnerInvoiceStatus, string> = {
  draft: 'Draft',
  raised: 'Raised',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
  cancelled: 'Cancelled',
};
