// The rules of tax invoices: drafts taxed by place of supply, gapless numbers at issue, payments against the
// balance, voids and credit notes along the transition table (lifecycle.ts). One transaction per change, the invoice
// row locked first. Reach to a named invoice is checked by the contract's x-access (owner kind invoice).
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { assertReach } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { computeInvoice, kolkataDate, OUTSIDE_INDIA, taxLine, totalsOf } from './gst.ts';
import * as repo from './invoices.repository.ts';
import { assertMove, statusOptions } from './lifecycle.ts';
import { numberInvoice } from './numbering.ts';
import { findProfile } from './profile.repository.ts';

const CREDIT_SERIES = 'CN';

/** The business's profile as the supplier printed on an invoice; 422 until it is saved with a GSTIN and state code. */
async function supplierOf(tx: Queryable): Promise<repo.Party & { state_code: string }> {
  const profile = await findProfile(tx, null);
  if (!profile?.gstin || !profile.state_code) {
    throw new Unprocessable("the business's invoice profile with its GSTIN must be saved first (saveInvoiceProfile as accounts)");
  }
  const address = [profile.address_line1, profile.address_line2, profile.city_name, profile.state_name, profile.postal_code, profile.country_name]
    .filter(Boolean).join(', ');
  return {
    legal_name: profile.legal_name, address, country_code: profile.country_code, state_code: profile.state_code,
    gstin: profile.gstin, pan: profile.pan, email: profile.billing_email,
  };
}

function buyerOf(body: PortalBody<'createInvoiceDraft'>['buyer']): repo.Party {
  if (body.gstin && body.state_code && body.gstin.slice(0, 2) !== body.state_code) {
    throw new Unprocessable("the buyer's GSTIN is not of its state", [{ field: 'body/buyer/gstin', message: `does not start with ${body.state_code}` }]);
  }
  if (body.state_code && body.country_code !== 'IN') {
    throw new Unprocessable('a GST state code is for a buyer in India', [{ field: 'body/buyer/state_code', message: 'is only for country IN' }]);
  }
  return {
    legal_name: body.legal_name, address: body.address, country_code: body.country_code,
    state_code: body.state_code ?? body.gstin?.slice(0, 2) ?? null, gstin: body.gstin ?? null, pan: body.pan ?? null,
    email: body.email ?? null,
  };
}

/** Given, else the buyer's state, else 96 for a buyer abroad; a buyer in India without a state must say it. */
function placeOfSupply(given: string | undefined, buyer: repo.Party): string {
  if (given) return given;
  if (buyer.state_code) return buyer.state_code;
  if (buyer.country_code !== 'IN') return OUTSIDE_INDIA;
  throw new Invalid([{ field: 'body/place_of_supply', message: 'is required for a buyer in India without a state code or GSTIN' }]);
}

export function makeInvoicesService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const locked = async (tx: Queryable, invId: number) => {
    const state = await repo.lockInvoice(tx, invId);
    if (!state) throw new NotFound(`path/inv_id: no invoice ${invId}`);
    return state;
  };
  const notCreditNote = (state: repo.InvoiceState) => {
    if (state.kind === 'credit_note') {
      throw new Conflict('a credit note cannot be paid, voided or credited', [{ field: 'path/inv_id', message: 'is a credit note' }]);
    }
  };

  /** Numbers an invoice row: the next of its series in today's financial year (Asia/Kolkata). */
  const number = (tx: Queryable, invId: number, series: string, supplier: repo.Party) => numberInvoice(tx, invId, series, supplier, clock.now());

  const found = async (tx: Queryable, invId: number) => (await repo.findInvoice(tx, invId))!;

  return {
    statuses: statusOptions,

    list(caller: Caller, query: PortalQuery<'listInvoices'>) {
      return repo.listInvoices(db, caller, query, pageWindow(query));
    },

    async get(invId: number) {
      const invoice = await repo.findInvoice(db, invId);
      if (!invoice) throw new NotFound(`path/inv_id: no invoice ${invId}`);
      return invoice;
    },

    async createDraft(caller: Caller, body: PortalBody<'createInvoiceDraft'>) {
      const series = body.series ?? 'INV';
      if (series === CREDIT_SERIES) {
        throw new Unprocessable('the series CN is for credit notes', [{ field: 'body/series', message: 'is reserved for credit notes' }]);
      }
      // PCI and PCB number the partners' commission invoices and their clubbed bills (docs/partner-invoices.md) from
      // the same counter table: a tax invoice in them would leave gaps in both.
      if (series === 'PCI' || series === 'PCB') {
        throw new Unprocessable(`the series ${series} is for partner commission invoices`, [{ field: 'body/series', message: 'is reserved for partner commission invoices' }]);
      }
      const buyer = buyerOf(body.buyer);
      const place = placeOfSupply(body.place_of_supply, buyer);
      return db.transaction(async (tx) => {
        if (body.student_user_id !== undefined) await assertReach(tx, caller, 'student', body.student_user_id, 'body/student_user_id');
        const supplier = await supplierOf(tx);
        const reverseCharge = body.reverse_charge ?? false;
        const taxed = computeInvoice(body.lines, supplier.state_code, place, reverseCharge);
        const invId = await repo.insertInvoice(tx, {
          kind: 'invoice', series, currency: body.currency ?? 'INR', buyer, placeOfSupply: place, interState: taxed.interState,
          reverseCharge, studentUserId: body.student_user_id ?? null, createdBy: caller.userId, creditOf: null, reason: null,
          lines: taxed.lines, totals: taxed.totals,
        });
        await repo.addHistory(tx, invId, null, 'draft', caller.userId, null);
        return found(tx, invId);
      });
    },

    /** draft → issued: the tax recomputed with the supplier in force, the supplier frozen, the next number taken. */
    async issue(caller: Caller, invId: number) {
      return db.transaction(async (tx) => {
        const state = await locked(tx, invId);
        assertMove(state.status, 'issued', 'issueInvoice', caller.role);
        const supplier = await supplierOf(tx);
        const draft = await found(tx, invId);
        const taxed = computeInvoice(draft.lines, supplier.state_code, state.place_of_supply, state.reverse_charge);
        await repo.retaxDraft(tx, invId, taxed.interState, taxed.lines, taxed.totals);
        await number(tx, invId, state.series, supplier);
        await repo.addHistory(tx, invId, 'draft', 'issued', caller.userId, null);
        return found(tx, invId);
      });
    },

    /** A payment against the balance; `replayed` when this reference was already recorded with this amount. */
    async recordPayment(caller: Caller, invId: number, body: PortalBody<'recordInvoicePayment'>) {
      return db.transaction(async (tx) => {
        const state = await locked(tx, invId);
        notCreditNote(state);
        const earlier = await repo.findPayment(tx, invId, body.reference);
        if (earlier) {
          if (earlier.amount !== body.amount_minor) {
            throw new Conflict('this reference was recorded with another amount', [{ field: 'body/reference', message: 'is already recorded' }]);
          }
          return { invoice: await found(tx, invId), replayed: true };
        }
        assertMove(state.status, 'paid', 'recordInvoicePayment', caller.role);
        if (body.paid_on > kolkataDate(clock.now())) {
          throw new Unprocessable('a payment cannot be dated in the future', [{ field: 'body/paid_on', message: 'is after today' }]);
        }
        const balance = state.total - state.paid - state.credited;
        if (body.amount_minor > balance) {
          throw new Unprocessable(`the payment is more than the balance of ${balance}`, [{ field: 'body/amount_minor', message: `must be at most ${balance}` }]);
        }
        const to = body.amount_minor === balance ? 'paid' : 'partially_paid';
        assertMove(state.status, to, 'recordInvoicePayment', caller.role);
        await repo.insertPayment(tx, invId, { amount: body.amount_minor, paidOn: body.paid_on, method: body.method, reference: body.reference, by: caller.userId });
        if (to !== state.status) {
          await repo.setStatus(tx, invId, to);
          await repo.addHistory(tx, invId, state.status, to, caller.userId, `payment ${body.reference}`);
        }
        return { invoice: await found(tx, invId), replayed: false };
      });
    },

    async void(caller: Caller, invId: number, body: PortalBody<'voidInvoice'>) {
      return db.transaction(async (tx) => {
        const state = await locked(tx, invId);
        notCreditNote(state);
        assertMove(state.status, 'void', 'voidInvoice', caller.role);
        await repo.setStatus(tx, invId, 'void', body.reason);
        await repo.addHistory(tx, invId, state.status, 'void', caller.userId, body.reason);
        return found(tx, invId);
      });
    },

    /** A credit note in series CN, issued at once with the invoice's buyer, supplier and tax rule. */
    async creditNote(caller: Caller, invId: number, body: PortalBody<'issueCreditNote'>) {
      return db.transaction(async (tx) => {
        const state = await locked(tx, invId);
        notCreditNote(state);
        if (!['issued', 'partially_paid', 'paid'].includes(state.status)) {
          throw new Conflict(`an invoice that is ${state.status} cannot be credited`, [{ field: 'path/inv_id', message: `is ${state.status}` }]);
        }
        const lines = body.lines.map((line, i) => taxLine(line, i + 1, state.inter_state));
        const totals = totalsOf(lines, state.reverse_charge);
        const creditable = state.total - state.credited;
        if (totals.total_minor > creditable) {
          throw new Unprocessable(`the credit note is more than the ${creditable} still creditable`, [
            { field: 'body/lines', message: `must total at most ${creditable}` },
          ]);
        }
        const noteId = await repo.insertInvoice(tx, {
          kind: 'credit_note', series: CREDIT_SERIES, currency: state.currency, buyer: state.buyer, placeOfSupply: state.place_of_supply,
          interState: state.inter_state, reverseCharge: state.reverse_charge, studentUserId: state.student_user_id,
          createdBy: caller.userId, creditOf: invId, reason: body.reason, lines, totals,
        });
        await number(tx, noteId, CREDIT_SERIES, state.supplier!);
        await repo.addHistory(tx, noteId, null, 'issued', caller.userId, body.reason);
        await repo.addCredited(tx, invId, totals.total_minor);
        return found(tx, noteId);
      });
    },
  };
}

export type InvoicesService = ReturnType<typeof makeInvoicesService>;
