// Service invoices (docs/invoices.md "Service invoices"): a paid shop order issues a GST tax invoice of series SRV
// through the one invoice engine (gst.ts for the tax, invoices.repository.ts for the rows, the same gapless counter,
// triggers and PDF), in the transaction that makes the order paid; a refund of the order issues a credit note
// against it. Shop prices are GST-inclusive: the taxable value is back-computed so that taxable + tax = the price.
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { computeInvoice, kolkataDate, taxLine, totalsOf } from './gst.ts';
import * as clubbed from './clubbed.repository.ts';
import * as invoices from './invoices.repository.ts';
import { numberInvoice } from './numbering.ts';
import * as repo from './service-invoices.repository.ts';
import {
  buyerOf, inclusiveLines, lineOut, partyOut, placeName, placeOfSupply, SERVICE_GST_RATE, supplierOrNull,
} from './service-tax.ts';

export const SERVICE_SERIES = 'SRV';
const CREDIT_SERIES = 'CN';

type ServiceInvoice = PortalSchemas['ServiceInvoice'];


/** Records on the invoice every paid payment of its order it does not hold yet, and moves it to partially paid or paid. */
export async function settlePayments(tx: Queryable, invId: number, soId: number): Promise<void> {
  for (const p of await repo.paidPayments(tx, soId)) {
    if (await repo.hasInvoicePayment(tx, invId, p.transaction_id)) continue;
    const state = (await invoices.lockInvoice(tx, invId))!;
    const room = state.total - state.paid;
    if (p.amount_minor > room) throw new Error(`payment ${p.transaction_id} is more than invoice ${invId} still has to be paid`);
    await invoices.insertPayment(tx, invId, {
      amount: p.amount_minor, paidOn: kolkataDate(p.paid_at), method: p.provider, reference: p.transaction_id, by: p.created_by,
    });
    const to = p.amount_minor === room ? 'paid' : 'partially_paid';
    if (state.status !== 'void' && to !== state.status) {
      await invoices.setStatus(tx, invId, to);
      await invoices.addHistory(tx, invId, state.status, to, null, `payment ${p.transaction_id}`);
    }
  }
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * An order whose first payment an agent or franchise made (the order's user, who is not its student) is billed to
 * that partner on its clubbed invoice of the month of that payment (India's time), or of the next month without an
 * issued one: it is held here, and no invoice is issued to the student. Answers the month it is held for, or null
 * when the student paid (their own service invoice).
 */
async function holdIfPartnerPaid(tx: Queryable, order: repo.OrderForInvoice, now: Date): Promise<string | null> {
  const held = await clubbed.membershipOf(tx, order.so_id);
  if (held) return held.period;
  if (order.user_id === order.student_user_id) return null;
  const partner = await clubbed.findPartner(tx, order.user_id);
  if (!partner) return null;
  await clubbed.lockPartner(tx, partner.user_id);
  const first = (await repo.paidPayments(tx, order.so_id))[0];
  let month = kolkataDate(first ? new Date(first.paid_at) : now).slice(0, 7);
  while (await clubbed.clubbedOf(tx, partner.user_id, month)) month = nextMonth(month);
  await clubbed.holdOrder(tx, order.so_id, partner.user_id, month);
  return month;
}

type OrderOutcome = { invId: number; created: boolean } | { heldFor: string } | null;

/**
 * The order's service invoice, issued once: when it has one (its own, or the clubbed invoice it is on), the payments
 * not yet on it are recorded; an order a partner paid for is held for the partner's clubbed invoice (`heldFor`, its
 * month); else, with the business profile saved, it is issued now (series SRV) for the order's amount. Null when the
 * profile is missing: the order stays paid and its invoice waits for issueServiceInvoice. Runs in the caller's
 * transaction.
 */
async function issueForOrder(tx: Queryable, soId: number, now: Date, by: number | null): Promise<OrderOutcome> {
  const order = await repo.lockOrderForInvoice(tx, soId);
  if (!order) throw new NotFound(`path/so_id: no shop order ${soId}`);
  const existing = await repo.invoiceOfOrder(tx, soId);
  if (existing !== null) {
    await settlePayments(tx, existing, soId);
    return { invId: existing, created: false };
  }
  const heldFor = await holdIfPartnerPaid(tx, order, now);
  if (heldFor !== null) return { heldFor };
  const supplier = await supplierOrNull(tx);
  if (!supplier) return null;
  const buyer = await buyerOf(tx, order.student_user_id);
  const place = placeOfSupply(buyer, supplier.state_code);
  const interState = place !== supplier.state_code;
  const what = `${order.service_name}: ${order.plan_name}`;
  const taxed = computeInvoice(inclusiveLines(order.amount_minor, what, interState), supplier.state_code, place, false);
  if (taxed.totals.total_minor !== order.amount_minor) throw new Error(`service invoice of order ${soId} does not add up to its price`);
  const invId = await invoices.insertInvoice(tx, {
    kind: 'invoice', series: SERVICE_SERIES, currency: order.currency, buyer, placeOfSupply: place, interState: taxed.interState,
    reverseCharge: false, studentUserId: order.student_user_id, createdBy: order.user_id, creditOf: null, reason: null,
    lines: taxed.lines, totals: taxed.totals,
  });
  await numberInvoice(tx, invId, SERVICE_SERIES, supplier, now);
  await invoices.addHistory(tx, invId, null, 'issued', by, by === null ? `issued on the payment of shop order ${soId}` : `issued for shop order ${soId}`);
  await repo.linkInvoice(tx, invId, soId);
  await settlePayments(tx, invId, soId);
  return { invId, created: true };
}

/** A credit note of a GST-inclusive amount against a service invoice, issued at once (series CN). Returns its id. */
async function creditNote(tx: Queryable, invId: number, amount: number, what: string, reason: string, by: number, now: Date): Promise<number> {
  const state = (await invoices.lockInvoice(tx, invId))!;
  const invoice = (await invoices.findInvoice(tx, invId))!;
  const rate = invoice.lines[0]?.gst_rate ?? SERVICE_GST_RATE;
  const lines = inclusiveLines(amount, `Refund: ${what}`, state.inter_state, rate)
    .map((line, i) => taxLine(line, i + 1, state.inter_state));
  const totals = totalsOf(lines, state.reverse_charge);
  if (totals.total_minor !== amount) throw new Error(`credit note of ${amount} does not add up`);
  if (totals.total_minor > state.total - state.credited) {
    throw new Unprocessable(`the refund is more than the ${state.total - state.credited} the invoice can still be credited`, [
      { field: 'body/amount_minor', message: `must be at most ${state.total - state.credited}` },
    ]);
  }
  const noteId = await invoices.insertInvoice(tx, {
    kind: 'credit_note', series: CREDIT_SERIES, currency: state.currency, buyer: state.buyer, placeOfSupply: state.place_of_supply,
    interState: state.inter_state, reverseCharge: state.reverse_charge, studentUserId: state.student_user_id,
    createdBy: by, creditOf: invId, reason, lines, totals,
  });
  await numberInvoice(tx, noteId, CREDIT_SERIES, state.supplier!, now);
  await invoices.addHistory(tx, noteId, null, 'issued', by, reason);
  await invoices.addCredited(tx, invId, totals.total_minor);
  return noteId;
}

const money = (minor: number, currency: string) => `${currency} ${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Records a refund of an order with its credit note; moves the order to refunded when all it was paid is given back. */
async function recordRefund(
  tx: Queryable, order: repo.OrderForInvoice, invId: number,
  r: { amount: number; reason: string; reference: string; by: number; now: Date; moveOrder: boolean },
): Promise<void> {
  // The order's own words (a clubbed invoice's first line is another order's); a clubbed order names its student.
  const member = await clubbed.membershipOf(tx, order.so_id);
  const student = member?.sci_id ? `${(await repo.findStudentBuyer(tx, order.student_user_id)).first_name}: ` : '';
  const what = `${student}${order.service_name}: ${order.plan_name}`;
  const noteId = await creditNote(tx, invId, r.amount, what, r.reason, r.by, r.now);
  await repo.insertRefund(tx, { soId: order.so_id, reference: r.reference, amount: r.amount, currency: order.currency, reason: r.reason, creditNoteId: noteId, by: r.by });
  const note = (await invoices.findInvoice(tx, noteId))!;
  const text = `refund of ${money(r.amount, order.currency)} (${r.reference}), credit note ${note.invoice_no}: ${r.reason}`.slice(0, 1000);
  if (!r.moveOrder) return;
  const refunded = await repo.refundedOf(tx, order.so_id);
  if (refunded >= order.paid_minor) await repo.markOrderRefunded(tx, order.so_id, text, r.by);
  else await repo.addOrderHistory(tx, order.so_id, order.status, text, r.by);
}

const STATUS_OPTIONS: PortalSchemas['ServiceInvoiceStatusOption'][] = [
  { value: 'unpaid', label: 'Unpaid', is_final: false, sort_order: 0 },
  { value: 'partially_paid', label: 'Partially paid', is_final: false, sort_order: 1 },
  { value: 'paid', label: 'Paid', is_final: false, sort_order: 2 },
  { value: 'cancelled', label: 'Cancelled', is_final: true, sort_order: 3 },
  { value: 'refunded', label: 'Refunded', is_final: true, sort_order: 4 },
];


/** The service status of a whole tax invoice (as SERVICE_STATUS_SQL reads it). */
export function serviceStatusOf(tax: invoices.TaxInvoice): repo.ServiceStatus {
  if (tax.status === 'void') return 'cancelled';
  if (tax.credited_minor > 0 && tax.credited_minor >= tax.totals.total_minor) return 'refunded';
  if (tax.status === 'issued' || tax.status === 'draft') return 'unpaid';
  return tax.status;
}

/**
 * A service invoice as printed. A partner's clubbed invoice is answered whole (all its lines, the partner as the
 * recipient, its sci_id), with the order `soId` on it (or its first line) as its so_id and student.
 */
async function view(q: Queryable, invId: number, soId: number | null = null): Promise<ServiceInvoice> {
  const extra = await repo.findExtra(q, invId, soId);
  const tax = extra && (await invoices.findInvoice(q, invId));
  if (!extra || !tax) throw new NotFound(`path/id: no service invoice ${invId}`);
  const isClubbed = extra.sci_id !== null;
  return {
    inv_id: tax.inv_id, invoice_no: tax.invoice_no!, so_id: extra.so_id,
    student: { student_user_id: extra.student_user_id, name: extra.student_name, email: extra.student_email },
    service_name: extra.service_name, currency: tax.currency, status: isClubbed ? serviceStatusOf(tax) : extra.service_status,
    issued_at: tax.issued_at!, paid_at: extra.paid_at, sci_id: extra.sci_id,
    taxable_minor: tax.totals.taxable_minor, cgst_minor: tax.totals.cgst_minor, sgst_minor: tax.totals.sgst_minor,
    igst_minor: tax.totals.igst_minor, total_minor: tax.totals.total_minor, paid_minor: tax.paid_minor,
    credited_minor: tax.credited_minor, balance_minor: tax.balance_minor, total_in_words: tax.amount_in_words,
    supplier: partyOut(tax.supplier!), recipient: partyOut(tax.buyer), place_of_supply: placeName(tax.place_of_supply),
    tax_type: tax.inter_state ? 'inter_state' : 'intra_state',
    lines: tax.lines.map((l) => ({ ...lineOut(l, tax.inter_state), service_id: isClubbed ? null : extra.service_id })),
    transaction_id: extra.transaction_id, due_date: tax.issue_date, signatory_signature_url: null,
    list_price_minor: extra.list_price_minor, discount_minor: extra.discount_minor, coupon_code: extra.coupon_code,
    prices_include_gst: true, credit_notes: extra.credit_notes,
  };
}

/** A listed service invoice (a student's own, or an order's line on a clubbed invoice) as the contract's summary. */
export function summaryOfRow(r: repo.ListedRow): PortalSchemas['ServiceInvoiceSummary'] {
  return {
    inv_id: r.inv_id, invoice_no: r.invoice_no, so_id: r.so_id,
    student: { student_user_id: r.student_user_id, name: r.student_name, email: r.student_email },
    service_name: r.service_name, total_minor: r.total_minor, paid_minor: r.paid_minor, credited_minor: r.credited_minor,
    currency: r.currency, status: r.service_status, issued_at: r.issued_at, paid_at: r.paid_at, sci_id: r.sci_id,
  };
}

/** 422 for an order held for a partner's clubbed invoice that is not issued yet. */
function heldRefusal(soId: number, month: string): Unprocessable {
  return new Unprocessable(
    `shop order ${soId} is billed to the partner who paid for it, on their clubbed invoice of ${month}: issue that first (issueServiceClubbedInvoice)`,
    [{ field: 'path/so_id', message: `is held for the partner's clubbed invoice of ${month}` }],
  );
}

export function makeServiceInvoicesService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    statuses: () => STATUS_OPTIONS,

    async list(caller: Caller, query: PortalQuery<'listServiceInvoices'>): Promise<Page<PortalSchemas['ServiceInvoiceSummary']>> {
      const page = await repo.listServiceInvoices(db, caller, query, pageWindow(query));
      return {
        ...page,
        items: page.items.map(summaryOfRow),
      };
    },

    get: (invId: number) => view(db, invId),

    /** The id of a service invoice (a clubbed one too) or of a credit note against one (for the PDF); 404 for any other invoice. */
    async assertServiceDocument(invId: number): Promise<void> {
      if (!(await repo.isServiceDocument(db, invId))) throw new NotFound(`path/id: no service invoice or credit note ${invId}`);
    },

    /** issueServiceInvoice: the order's invoice issued now (created) or the one it has. */
    async issue(caller: Caller, soId: number): Promise<{ invoice: ServiceInvoice; created: boolean }> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrderForInvoice(tx, soId);
        if (!order) throw new NotFound(`path/so_id: no shop order ${soId}`);
        const had = await repo.invoiceOfOrder(tx, soId);
        if (had === null) {
          if (order.status === 'cancelled' || order.status === 'refunded') {
            throw new Conflict(`shop order ${soId} is ${order.status}`, [{ field: 'path/so_id', message: `is ${order.status}` }]);
          }
          if (order.paid_minor === 0) throw new Unprocessable(`shop order ${soId} has nothing paid`, [{ field: 'path/so_id', message: 'has nothing paid' }]);
        }
        const issued = await issueForOrder(tx, soId, clock.now(), caller.userId);
        if (!issued) throw new Unprocessable("the business's invoice profile with its GSTIN must be saved first (saveInvoiceProfile as accounts)");
        if ('heldFor' in issued) throw heldRefusal(soId, issued.heldFor);
        return { invoice: await view(tx, issued.invId, soId), created: issued.created };
      });
    },

    /** refundShopOrder: a refund with its credit note; `replayed` when this reference was already refunded with this amount. */
    async refund(caller: Caller, soId: number, body: PortalBody<'refundShopOrder'>): Promise<{ invoice: ServiceInvoice; replayed: boolean }> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrderForInvoice(tx, soId);
        if (!order) throw new NotFound(`path/so_id: no shop order ${soId}`);
        const invId = await repo.invoiceOfOrder(tx, soId);
        const earlier = await repo.findRefund(tx, soId, body.reference);
        if (earlier) {
          if (earlier.amount_minor !== body.amount_minor) {
            throw new Conflict('this reference was refunded with another amount', [{ field: 'body/reference', message: 'is already used' }]);
          }
          return { invoice: await view(tx, invId!, soId), replayed: true };
        }
        if (order.status === 'cancelled' || order.status === 'refunded') {
          throw new Conflict(`shop order ${soId} is ${order.status}`, [{ field: 'path/so_id', message: `is ${order.status}` }]);
        }
        const held = invId === null ? await clubbed.membershipOf(tx, soId) : undefined;
        if (held) throw heldRefusal(soId, held.period);
        if (invId === null) {
          throw new Unprocessable(`shop order ${soId} has no service invoice yet: issue it first (issueServiceInvoice)`, [
            { field: 'path/so_id', message: 'has no service invoice' },
          ]);
        }
        const state = (await invoices.lockInvoice(tx, invId))!;
        const refundable = Math.min(order.paid_minor - (await repo.refundedOf(tx, soId)), state.total - state.credited);
        if (body.amount_minor > refundable) {
          throw new Unprocessable(`the refund is more than the ${money(Math.max(0, refundable), order.currency)} still refundable`, [
            { field: 'body/amount_minor', message: `must be at most ${Math.max(0, refundable)}` },
          ]);
        }
        await recordRefund(tx, order, invId, {
          amount: body.amount_minor, reason: body.reason, reference: body.reference, by: caller.userId, now: clock.now(), moveOrder: true,
        });
        return { invoice: await view(tx, invId, soId), replayed: false };
      });
    },
  };
}

export type ServiceInvoicesService = ReturnType<typeof makeServiceInvoicesService>;

/**
 * Called by the payments module in the transaction that makes a shop order paid (a new order or its balance): issues
 * the order's service invoice once, or records the payment on it. Never loses the payment: a missing business profile
 * leaves the invoice to issueServiceInvoice (false), and a fault while issuing is rolled back to a savepoint, logged,
 * and leaves it the same way.
 */
export async function serviceInvoiceOnPayment(
  tx: Queryable, soId: number, now: Date, log: Pick<Deps['log'], 'warn' | 'error'> & Partial<Pick<Deps['log'], 'info'>>,
): Promise<boolean> {
  await repo.savepoint(tx, 'service_invoice');
  try {
    const issued = await issueForOrder(tx, soId, now, null);
    await repo.releaseSavepoint(tx, 'service_invoice');
    if (!issued) log.warn({ so_id: soId }, "service invoice waits: the business's invoice profile is not saved");
    else if ('heldFor' in issued) log.info?.({ so_id: soId, month: issued.heldFor }, "held for the partner's clubbed service invoice");
    return issued !== null;
  } catch (error) {
    await repo.rollbackToSavepoint(tx, 'service_invoice');
    log.error({ so_id: soId, err: error }, 'service invoice not issued on payment; accounts can issue it later');
    return false;
  }
}

/**
 * Called by saveShopOrderStatus when it moves an order to refunded (in its transaction, the order locked): a credit
 * note for what was paid and not yet refunded, against the order's service invoice, recorded as the order's refund.
 * Nothing when the order has no service invoice (it waits, and a refunded order never needs one).
 */
export async function serviceCreditOnOrderRefunded(tx: Queryable, soId: number, by: number, note: string | null, now: Date): Promise<void> {
  const invId = await repo.invoiceOfOrder(tx, soId);
  if (invId === null) return;
  const order = (await repo.lockOrderForInvoice(tx, soId))!;
  const state = (await invoices.lockInvoice(tx, invId))!;
  const rest = Math.min(order.paid_minor - (await repo.refundedOf(tx, soId)), state.total - state.credited);
  if (rest <= 0) return;
  await recordRefund(tx, order, invId, {
    amount: rest, reason: note || 'order refunded', reference: `order-${soId}-refunded`, by, now, moveOrder: false,
  });
}
