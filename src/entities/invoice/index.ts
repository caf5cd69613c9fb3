export {
  invoiceQueries,
  fetchAllInvoices,
  createInvoiceDraft,
  issueInvoice,
  recordInvoicePayment,
  voidInvoice,
  issueCreditNote,
  INVOICE_EXPORT_PAGE_SIZE,
} from './api/invoice.queries';
export type { InvoiceListParams } from './api/invoice.queries';
export {
  INVOICE_STATUSES,
  INVOICE_KINDS,
  GST_RATES,
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
export { formatMinor, minorToDecimal, parseMajor, sumMinor, toBodyMinor } from './model/money';
export { emptyLine, lineErrorKey, lineTaxable, serverLineErrors, toLineBody, validateLines, DEFAULT_SAC, MAX_FORM_LINES } from './model/invoice-lines';
export type { InvoiceLineFields, LineErrors } from './model/invoice-lines';
export { invoiceFixture } from './lib/invoice.fixtures';
export { InvoiceLinesEditor } from './ui/invoice-lines-editor';
export type { InvoiceLinesEditorProps } from './ui/invoice-lines-editor';
export { InvoiceStatusBadge } from './ui/invoice-status-badge';
