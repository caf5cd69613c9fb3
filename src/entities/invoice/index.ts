export {
  invoiceQueries,
  fetchAllInvoices,
  createInvoiceDraft,
  issueInvoice,
  recordInvoicePayment,
  voidInvoice,
  issueCreditNote,
} from './api/invoice.queries';
export type { InvoiceListParams } from './api/invoice.queries';
export { accountsOverviewQuery } from './api/accounts-overview.queries';
export { invoiceProfileQueries, BANKS_PAGE_SIZE } from './api/invoice-profile.queries';
export type { InvoiceProfile, InvoiceProfileBody, BankAccount, BankSaveBody, Signature } from './api/invoice-profile.queries';
export type { AccountsOverview, OverviewAmount, UniversityCommission } from './api/accounts-overview.queries';
export { downloadInvoicePdf, invoicePdfName } from './api/invoice-pdf.api';
export {
  INVOICE_STATUSES,
  INVOICE_KINDS,
  PAYMENT_METHODS,
  STATUS_LABEL,
  KIND_LABEL,
  PAYMENT_METHOD_LABEL,
  invoiceName,
  invoicePath,
} from './model/invoice.types';
export type {
  TaxInvoice,
  TaxInvoiceStatus,
  InvoiceLine,
  InvoiceParty,
  InvoiceStatusOption,
  InvoiceDraftBody,
  InvoiceLineBody,
  InvoicePaymentBody,
  InvoiceVoidBody,
  CreditNoteBody,
  GstRate,
  InvoiceKind,
  PaymentMethod,
} from './model/invoice.types';
export { formatMinor, minorToDecimal, parseMajor, sumMinor, toBodyMinor } from '@/shared/lib/money';
export { invoiceFixture } from './lib/invoice.fixtures';
export { InvoiceStatusBadge } from './ui/invoice-status-badge';
