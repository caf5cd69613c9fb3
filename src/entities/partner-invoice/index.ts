export { partnerInvoiceQueries, movePartnerInvoice, correctPartnerInvoiceAmount, claimCommissionTerm } from './api/partner-invoice.queries';
export { PARTNER_STATUS_LABEL } from './model/partner-invoice.types';
export type {
  PartnerInvoice,
  PartnerInvoiceDetail,
  PartnerInvoiceStatus,
  PartnerInvoiceHistoryEntry,
  PartnerInvoiceMove,
  PartnerInvoiceMoveBody,
  PartnerInvoiceAmountBody,
  PartnerInvoiceCreateBody,
  ManualInvoice,
  ClubbedInvoice,
  ClubbedInvoiceSummary,
} from './model/partner-invoice.types';
export { PartnerInvoiceStatusBadge } from './ui/partner-invoice-status-badge';
