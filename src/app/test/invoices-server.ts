// For tests only (nothing in the app imports it): a fake of the invoice calls over an array, answering as the server's
// invoices module does for the cases the screens show (filters, the transition table, payments, void, credit notes).
import type { MockApi } from './mock-api';
import { invoiceFixture, type CreditNoteBody, type InvoiceDraftBody, type InvoicePaymentBody, type InvoiceStatusOption, type TaxInvoice } from '@/entities/invoice';

const ok = <T,>(data: T) => ({ status: true as const, data });
const WRITERS = ['accounts', 'operations_manager'] as ('accounts' | 'operations_manager')[];

type Status = TaxInvoice['status'];
const move = (to: Status, operation: 'issueInvoice' | 'recordInvoicePayment' | 'voidInvoice') => ({ to, operation, roles: WRITERS });
/** A row of the table: final when no move leaves it. */
const row = (value: Status, label: string, sort_order: number, moves: InvoiceStatusOption['moves'] = []): InvoiceStatusOption => ({ value, label, is_final: moves.length === 0, sort_order, moves });

export const STATUS_TABLE: InvoiceStatusOption[] = [
  row('draft', 'Draft', 0, [move('issued', 'issueInvoice')]),
  row('issued', 'Issued', 1, [move('partially_paid', 'recordInvoicePayment'), move('paid', 'recordInvoicePayment'), move('void', 'voidInvoice')]),
  row('partially_paid', 'Partially paid', 2, [move('paid', 'recordInvoicePayment'), move('void', 'voidInvoice')]),
  row('paid', 'Paid', 3),
  row('void', 'Void', 4),
];

const moved = (invoice: TaxInvoice, to: TaxInvoice['status'], note: string | null = null) => {
  invoice.history = [...invoice.history, { from: invoice.status, to, changed_by: 41, changed_at: '2026-11-25T10:00:00.000Z', note }];
  invoice.status = to;
};

/** Installs the fake; returns the bodies it was sent and the list queries it answered. */
export function invoicesServer(api: MockApi, invoices: TaxInvoice[], { failList = false } = {}) {
  const sent = { drafts: [] as InvoiceDraftBody[], payments: [] as InvoicePaymentBody[], credits: [] as CreditNoteBody[], listQueries: [] as URLSearchParams[] };
  const find = (request: Request) => invoices.find((i) => i.inv_id === Number(new URL(request.url).pathname.split('/')[4]));
  let seq = 7;
  api
    .portal('get', '/common/invoices', (request) => {
      if (failList) return { status: 500, message: 'Down' };
      const query = new URL(request.url).searchParams;
      sent.listQueries.push(query);
      const q = query.get('q')?.toLowerCase();
      const items = invoices.filter(
        (i) =>
          (!query.get('status') || i.status === query.get('status')) &&
          (!query.get('kind') || i.kind === query.get('kind')) &&
          (!q || (i.invoice_no ?? '').toLowerCase().includes(q) || i.buyer.legal_name.toLowerCase().includes(q)),
      );
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      return ok({ items: items.slice((page - 1) * size, page * size), page, page_size: size, total: items.length });
    })
    .portal('get', '/common/invoice-statuses/', () => ok(STATUS_TABLE))
    .portal('get', '/common/invoices/{inv_id}', (request) => {
      const invoice = find(request);
      return invoice ? ok(invoice) : { status: 404, message: 'no such invoice' };
    })
    .portal('post', '/common/invoices/draft', async (request) => {
      const body = (await request.json()) as InvoiceDraftBody;
      sent.drafts.push(body);
      const draft = invoiceFixture({
        inv_id: 100 + sent.drafts.length,
        status: 'draft',
        invoice_no: null,
        financial_year: null,
        issue_date: null,
        issued_at: null,
        supplier: null,
        buyer: { state_code: null, gstin: null, pan: null, email: null, ...body.buyer },
        history: [{ from: null, to: 'draft', changed_by: 41, changed_at: '2026-11-25T09:00:00.000Z', note: null }],
      });
      invoices.unshift(draft);
      return ok(draft);
    })
    .portal('post', '/common/invoices/{inv_id}/issue', (request) => {
      const invoice = find(request)!;
      if (invoice.status !== 'draft') return { status: 409, message: `an invoice that is ${invoice.status} cannot become issued` };
      invoice.invoice_no = `INV/26-27/${(seq += 1)}`;
      invoice.issue_date = '2026-11-25';
      invoice.supplier = invoiceFixture({ inv_id: 1 }).supplier;
      moved(invoice, 'issued');
      return ok(invoice);
    })
    .portal('post', '/common/invoices/{inv_id}/payments', async (request) => {
      const invoice = find(request)!;
      const body = (await request.json()) as InvoicePaymentBody;
      sent.payments.push(body);
      if (body.amount_minor > invoice.balance_minor) return { status: 422, message: 'too much', errors: [{ field: 'body/amount_minor', message: `must be at most ${invoice.balance_minor}` }] };
      invoice.paid_minor += body.amount_minor;
      invoice.balance_minor -= body.amount_minor;
      moved(invoice, invoice.balance_minor === 0 ? 'paid' : 'partially_paid');
      return ok(invoice);
    })
    .portal('post', '/common/invoices/{inv_id}/void', async (request) => {
      const invoice = find(request)!;
      const { reason } = (await request.json()) as { reason: string };
      invoice.reason = reason;
      moved(invoice, 'void', reason);
      return ok(invoice);
    })
    .portal('post', '/common/invoices/{inv_id}/credit-notes', async (request) => {
      const invoice = find(request)!;
      const body = (await request.json()) as CreditNoteBody;
      sent.credits.push(body);
      const amount = body.lines.reduce((sum, l) => sum + l.quantity * l.unit_price_minor, 0);
      const total = amount + Math.round((amount * 18) / 100);
      invoice.credited_minor += total;
      invoice.balance_minor = Math.max(0, invoice.balance_minor - total);
      const note = invoiceFixture({
        inv_id: 200 + sent.credits.length,
        kind: 'credit_note',
        series: 'CN',
        invoice_no: `CN/26-27/${sent.credits.length}`,
        reason: body.reason,
        credit_of: { inv_id: invoice.inv_id, invoice_no: invoice.invoice_no ?? '' },
        totals: { ...invoice.totals, total_minor: total },
        balance_minor: 0,
      });
      invoices.unshift(note);
      return ok(note);
    });
  return sent;
}
