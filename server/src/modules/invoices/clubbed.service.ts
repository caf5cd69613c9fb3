// Clubbed service invoices (docs/invoices.md "Clubbed service invoices"): the shop orders an agent or franchise paid
// for its students, held at their payment, are billed to the partner monthly as ONE GST tax invoice of series SC
// through the one invoice engine (gst.ts, the same back-computation as service invoices, the gapless counter, the
// triggers, the PDF), one line per order. Issued by a schedule for every month that has ended, or early by accounts.
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { DomainError, Forbidden, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as clubbed from './clubbed.repository.ts';
import { computeInvoice, kolkataDate, type LineInput } from './gst.ts';
import * as invoices from './invoices.repository.ts';
import { numberInvoice } from './numbering.ts';
import * as repo from './service-invoices.repository.ts';
import { serviceStatusOf, settlePayments, summaryOfRow } from './service-invoices.service.ts';
import { buyerOf, inclusiveLines, lineOut, partyOut, placeName, placeOfSupply, supplierOrNull } from './service-tax.ts';

/** The series of clubbed service invoices: `SC/26-27/4` (at most 14 characters). */
export const CLUBBED_SERVICE_SERIES = 'SC';

type Summary = PortalSchemas['ServiceInvoiceClubbedSummary'];
type Clubbed = PortalSchemas['ServiceInvoiceClubbed'];

function summaryOf(row: clubbed.ClubbedRow): Summary {
  return {
    sci_id: row.sci_id, inv_id: row.inv_id, month: row.month, clubbed_invoice_no: row.clubbed_invoice_no,
    billed_to: { user_id: row.partner_user_id, name: row.partner_name, user_type: row.partner_type },
    invoice_count: row.invoice_count, total_minor: row.total_minor, currency: row.currency, status: row.status,
    issued_at: row.issued_at, paid_at: row.paid_at,
  };
}

async function detail(q: Queryable, sciId: number): Promise<Clubbed> {
  const row = await clubbed.findClubbed(q, sciId);
  if (!row) throw new NotFound(`querystring/sci_id: no clubbed service invoice ${sciId}`);
  const tax = (await invoices.findInvoice(q, row.inv_id))!;
  return {
    ...summaryOf(row),
    status: serviceStatusOf(tax),
    taxable_minor: tax.totals.taxable_minor, cgst_minor: tax.totals.cgst_minor, sgst_minor: tax.totals.sgst_minor,
    igst_minor: tax.totals.igst_minor, total_minor: tax.totals.total_minor, paid_minor: tax.paid_minor,
    credited_minor: tax.credited_minor, balance_minor: tax.balance_minor, total_in_words: tax.amount_in_words,
    supplier: partyOut(tax.supplier!), recipient: partyOut(tax.buyer), place_of_supply: placeName(tax.place_of_supply),
    tax_type: tax.inter_state ? 'inter_state' : 'intra_state',
    lines: tax.lines.map((l) => lineOut(l, tax.inter_state)),
    invoices: (await repo.clubbedMembers(q, sciId)).map(summaryOfRow),
  };
}

/**
 * Issues the partner's clubbed invoice of `month` (YYYY-MM) in one transaction, or answers the one it has. The
 * partner's transaction lock (also taken when an order is held) and UNIQUE (partner, period) make two issuers one.
 */
async function issueClubbed(
  db: Deps['db'], partnerId: number, month: string, by: number | null, now: Date,
): Promise<{ sciId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const partner = await clubbed.findPartner(tx, partnerId);
    if (!partner) {
      throw new NotFound(`body/partner_user_id: no agent or franchise ${partnerId}`, [
        { field: 'body/partner_user_id', message: 'is not an agent or franchise' },
      ]);
    }
    await clubbed.lockPartner(tx, partnerId);
    const existing = await clubbed.clubbedOf(tx, partnerId, month);
    if (existing) return { sciId: existing.sci_id, created: false };
    const soIds = await clubbed.heldOrders(tx, partnerId, month);
    if (soIds.length === 0) {
      throw new Unprocessable(`no order paid by ${partner.name} is held for ${month}`, [
        { field: 'body/month', message: `has no order held for partner ${partnerId}` },
      ]);
    }
    const supplier = await supplierOrNull(tx);
    if (!supplier) throw new Unprocessable("the business's invoice profile with its GSTIN must be saved first (saveInvoiceProfile as accounts)");
    const buyer = await buyerOf(tx, partnerId);
    const place = placeOfSupply(buyer, supplier.state_code);
    const interState = place !== supplier.state_code;

    const orders: repo.OrderForInvoice[] = [];
    for (const soId of soIds) orders.push((await repo.lockOrderForInvoice(tx, soId))!);
    const currency = orders[0].currency;
    if (orders.some((o) => o.currency !== currency)) throw new Unprocessable(`the orders held for ${month} are in more than one currency`);
    // One line per order (a second one only for the 1-2 paise the inclusive back-computation leaves, as on a
    // student's service invoice), each back-computed from the price paid for that order.
    const lines: LineInput[] = [];
    const spans: { from: number; to: number }[] = [];
    for (const order of orders) {
      const student = await repo.findStudentBuyer(tx, order.student_user_id);
      const what = `${`${student.first_name} ${student.last_name}`.trim()}: ${order.service_name}: ${order.plan_name}`;
      const own = inclusiveLines(order.amount_minor, what, interState);
      spans.push({ from: lines.length, to: lines.length + own.length });
      lines.push(...own);
    }
    const taxed = computeInvoice(lines, supplier.state_code, place, false);
    const sum = orders.reduce((total, o) => total + o.amount_minor, 0);
    if (taxed.totals.total_minor !== sum) throw new Error(`clubbed invoice of ${partnerId} for ${month} does not add up to the prices paid`);

    const invId = await invoices.insertInvoice(tx, {
      kind: 'invoice', series: CLUBBED_SERVICE_SERIES, currency, buyer, placeOfSupply: place, interState: taxed.interState,
      reverseCharge: false, studentUserId: null, createdBy: partnerId, creditOf: null, reason: null, lines: taxed.lines, totals: taxed.totals,
    });
    await numberInvoice(tx, invId, CLUBBED_SERVICE_SERIES, supplier, now);
    await invoices.addHistory(tx, invId, null, 'issued', by, `clubbed service invoice of ${partner.name} for ${month} (${orders.length} orders)`);
    const sciId = await clubbed.insertClubbed(tx, invId, partnerId, month, by);
    for (const [i, order] of orders.entries()) {
      const own = taxed.lines.slice(spans[i].from, spans[i].to);
      const taxable = own.reduce((t, l) => t + l.taxable_minor, 0);
      const total = own.reduce((t, l) => t + l.total_minor, 0);
      if (total !== order.amount_minor) throw new Error(`line of order ${order.so_id} does not add up to its price`);
      await clubbed.setMember(tx, order.so_id, { sciId, lineNo: i + 1, taxable, tax: total - taxable, total });
    }
    // What was paid on the orders so far is recorded on the clubbed invoice (each payment once, by its transaction).
    for (const order of orders) await settlePayments(tx, invId, order.so_id);
    return { sciId, created: true };
  });
}

export function makeClubbedServiceInvoicesService({ db, clock, log }: Pick<Deps, 'db' | 'clock' | 'log'>) {
  return {
    async list(caller: Caller, query: PortalQuery<'listServiceClubbedInvoices'>): Promise<Page<Summary>> {
      const page = await clubbed.listClubbed(db, caller, query, pageWindow(query));
      return { ...page, items: page.items.map(summaryOf) };
    },

    /** One clubbed invoice: 404 when there is none, 403 when it is not billed to the caller (or an area franchise of theirs). */
    async get(caller: Caller, sciId: number): Promise<Clubbed> {
      const reach = await clubbed.clubbedReach(db, sciId, caller);
      if (!reach) throw new NotFound(`querystring/sci_id: no clubbed service invoice ${sciId}`);
      if (!reach.reachable) throw new Forbidden(`querystring/sci_id: clubbed service invoice ${sciId} is not yours`);
      return detail(db, sciId);
    },

    /** issueServiceClubbedInvoice: issued now (created) or the one that exists. */
    async issue(caller: Caller, body: PortalBody<'issueServiceClubbedInvoice'>): Promise<{ clubbed: Clubbed; created: boolean }> {
      const { sciId, created } = await issueClubbed(db, body.partner_user_id, body.month, caller.userId, clock.now());
      return { clubbed: await detail(db, sciId), created };
    },

    /** The schedule: every partner's clubbed invoice of each month that has ended (India's time). Answers how many. */
    async issueDue(): Promise<number> {
      const now = clock.now();
      let issued = 0;
      for (const due of await clubbed.dueMonths(db, kolkataDate(now).slice(0, 7))) {
        try {
          if ((await issueClubbed(db, due.partner_user_id, due.month, null, now)).created) issued += 1;
        } catch (error) {
          // A missing business profile (422) waits for accounts; the next run tries again.
          if (error instanceof DomainError) log.warn({ ...due, err: error }, 'clubbed service invoice not issued');
          else log.error({ ...due, err: error }, 'clubbed service invoice failed');
        }
      }
      return issued;
    },
  };
}

export type ClubbedServiceInvoicesService = ReturnType<typeof makeClubbedServiceInvoicesService>;
