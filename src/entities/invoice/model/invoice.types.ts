import type { TaxInvoice, TaxInvoiceStatus, InvoicePaymentBody } from '@contract/portal-schemas';
import { labelsOf } from '@/shared/lib/labels';

export type {
  TaxInvoice, TaxInvoiceStatus, InvoiceLine, Party as InvoiceParty, InvoiceStatusOption, InvoiceDraftBody,
  InvoiceLineBody, InvoicePaymentBody, InvoiceVoidBody, CreditNoteBody, GstRate,
} from '@contract/portal-schemas';
export type InvoiceKind = TaxInvoice['kind'];
export type PaymentMethod = InvoicePaymentBody['method'];

export const INVOICE_STATUSES: readonly TaxInvoiceStatus[] = ['draft', 'issued', 'partially_paid', 'paid', 'void'];
export const INVOICE_KINDS: readonly InvoiceKind[] = ['invoice', 'credit_note'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'upi', 'cheque', 'card', 'cash', 'other'];

/** The labels listInvoiceStatuses answers, for a list that has not loaded them (the server's words win where it has). */
export const STATUS_LABEL: Record<TaxInvoiceStatus, string> = labelsOf(INVOICE_STATUSES);

export const KIND_LABEL: Record<InvoiceKind, string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = labelsOf(PAYMENT_METHODS, { upi: 'UPI' });

/** How an invoice is named in a sentence: its number, or "Draft #12" before it has one. */
export const invoiceName = (invoice: Pick<TaxInvoice, 'invoice_no' | 'inv_id' | 'kind'>): string =>
  invoice.invoice_no ?? `${invoice.kind === 'credit_note' ? 'Credit note' : 'Draft'} #${invoice.inv_id}`;

/** The address of an invoice's page (our route: the spec names none for a tax invoice). */
export const invoicePath = (invId: number): string => `/tax-invoice/${invId}`;
