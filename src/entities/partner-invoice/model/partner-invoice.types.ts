import type { PortalComponents } from '@/shared/api';

type Schemas = PortalComponents['schemas'];

export type PartnerInvoice = Schemas['Invoice'];
export type PartnerInvoiceDetail = Schemas['PartnerInvoiceDetail'];
export type PartnerInvoiceStatus = Schemas['InvoiceStatus'];
export type ManualInvoice = Schemas['ManualInvoice'];
export type ClubbedInvoice = Schemas['ClubbedInvoice'];
export type ClubbedInvoiceSummary = Schemas['ClubbedInvoiceSummary'];
export type PartnerInvoiceHistoryEntry = Schemas['PartnerInvoiceHistoryEntry'];
export type PartnerInvoiceMoveBody = Schemas['PartnerInvoiceMoveBody'];
export type PartnerInvoiceAmountBody = Schemas['PartnerInvoiceAmountBody'];
export type PartnerInvoiceCreateBody = Schemas['PartnerInvoiceCreateBody'];
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
