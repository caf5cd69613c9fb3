// The rules of the commission ledger (docs/commissions.md): accrual at enrolment, the commission invoice, receipts,
// withdrawal with a credit note, the partner's payout with TDS, corrections, and the partner's statement. One
// transaction per move with the term's row locked first; every line has a key unique per term, so a move applied
// twice (a retry, another server) writes nothing the second time. Invoices and credit notes are made by the invoices
// module's service, run inside this transaction (repo.inTransaction), so a fault leaves neither the invoice nor the line.
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { makeInvoicesService } from '../invoices/index.ts';
import { expectedCommission, financialYearOf, financialYearRange, intakeStart, kolkataDate, partnerSplit, splitOfGross, tdsRateBp } from './commission-math.ts';
import * as repo from './commissions.repository.ts';
import * as claims from './partner-invoices.repository.ts';
import { partnerIdOf, reachPartner } from './partner-reach.ts';
import { termViews, totalsByCurrency } from './term-view.ts';
import { partnerTermRows, studentTermRows, termRows } from './terms.repository.ts';

/** Commission invoices have their own series: COM/26-27/1. */
export const COMMISSION_SERIES = 'COM';

export type Moved = { term: repo.CommissionTerm; created: boolean };

export function makeCommissionsService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const today = () => kolkataDate(clock.now());
  const invoicesIn = (tx: Queryable) => makeInvoicesService({ db: repo.inTransaction(tx, db), clock });

  async function view(q: Queryable, saMapperId: number, term: number): Promise<repo.CommissionTerm> {
    const [found] = termViews(await termRows(q, saMapperId, term), today());
    if (!found) throw new NotFound(`path/term: no commission for application ${saMapperId} term ${term}`);
    return found;
  }
  const moved = async (tx: Queryable, saMapperId: number, term: number, created: boolean): Promise<Moved> =>
    ({ term: await view(tx, saMapperId, term), created });

  async function locked(tx: Queryable, saMapperId: number, term: number): Promise<repo.TermState> {
    const state = await repo.lockTerm(tx, saMapperId, term);
    if (!state) throw new NotFound(`path/term: no commission for application ${saMapperId} term ${term}`);
    return state;
  }
  const notBeforeCensus = (state: repo.TermState) => {
    if (state.census_date > today()) {
      throw new Unprocessable(`the commission is not payable before the census date ${state.census_date}`, [
        { field: 'path/term', message: `starts on ${state.census_date}` },
      ]);
    }
  };
  const notWithdrawn = (state: repo.TermState) => {
    if (state.withdrawn) throw new Conflict('the student withdrew from this term', [{ field: 'path/term', message: 'is withdrawn' }]);
  };
  const line = (description: string, amount: number) => [{ description, quantity: 1, unit_price_minor: amount, gst_rate: 0 as const }];

  async function accrue(by: number | null, saMapperId: number, body: PortalBody<'accrueCommission'>): Promise<Moved> {
    const term = body.term ?? 1;
    return db.transaction(async (tx) => {
      const app = await repo.findApplication(tx, saMapperId);
      if (!app) throw new NotFound(`path/sa_mapper_id: no application ${saMapperId}`);
      if (await repo.lockTerm(tx, saMapperId, term)) return moved(tx, saMapperId, term, false);
      if (app.status !== 'enrolled') {
        throw new Conflict('commission is accrued once the student enrols', [{ field: 'path/sa_mapper_id', message: `is ${app.status}` }]);
      }
      const census = body.census_date ?? intakeStart(app.intake, app.intake_year);
      const rate = await repo.rateInForce(tx, app.university_id, app.course_level_id, census);
      if (!rate) {
        throw new Unprocessable(`no commission rate of the university is in force on ${census}`, [
          { field: 'path/sa_mapper_id', message: 'has no commission rate' },
        ]);
      }
      const tuition = body.tuition_minor ?? app.tuition_minor;
      if (tuition === null || tuition <= 0) {
        throw new Unprocessable('the course has no tuition fee', [{ field: 'body/tuition_minor', message: 'is required: the course has no tuition fee' }]);
      }
      const amount = expectedCommission(rate, tuition);
      if (amount <= 0) throw new Unprocessable('the commission rounds to nothing', [{ field: 'body/tuition_minor', message: 'is too small' }]);
      const share = app.partner_user_id === null ? null : await repo.partnerShareBp(tx, app.partner_user_id);
      const inserted = await repo.insertTerm(tx, {
        saMapperId, term, universityId: app.university_id, partnerUserId: app.partner_user_id, shareBp: share,
        currency: rate.rate_type === 'flat' ? rate.currency! : app.course_currency, tuitionMinor: tuition,
        rateId: rate.commission_rate_id, censusDate: census,
      });
      if (!inserted) return moved(tx, saMapperId, term, false);
      await repo.insertEntry(tx, saMapperId, term, { kind: 'expected', amount, key: 'expected', effectiveOn: census, by });
      return moved(tx, saMapperId, term, true);
    });
  }

  return {
    get: (saMapperId: number, term: number) => view(db, saMapperId, term),

    /** The expected line of an enrolled application's term: rate in force on the census date × tuition. */
    accrue: (caller: Caller, saMapperId: number, body: PortalBody<'accrueCommission'>) => accrue(caller.userId, saMapperId, body),

    /**
     * The schedule's sweep: term 1 of every enrolled application that has a rate in force and a tuition fee but no
     * commission yet, accrued by the server (recorded_by null). Idempotent like the call, so two servers may overlap.
     */
    async accrueEnrolled(): Promise<number> {
      let accrued = 0;
      for (const saMapperId of await repo.enrolledWithoutCommission(db, 200)) {
        try {
          if ((await accrue(null, saMapperId, { term: 1 })).created) accrued += 1;
        } catch (error) {
          // A commission that rounds to nothing, or an application that moved meanwhile: left for accounts.
          if (!(error instanceof Unprocessable || error instanceof Conflict)) throw error;
        }
      }
      return accrued;
    },

    /** A tax invoice to the university (series COM, export of services at GST 0 %) and the invoiced line. */
    async invoice(caller: Caller, saMapperId: number, term: number, body: PortalBody<'invoiceCommission'>): Promise<Moved> {
      return db.transaction(async (tx) => {
        const state = await locked(tx, saMapperId, term);
        if (state.inv_id !== null) return moved(tx, saMapperId, term, false);
        notWithdrawn(state);
        notBeforeCensus(state);
        if (state.expected <= 0) throw new Unprocessable('no commission is expected for this term', [{ field: 'path/term', message: 'has nothing to invoice' }]);
        const university = await repo.universityParty(tx, state.university_id);
        if (university.iso2 === 'IN') {
          throw new Unprocessable('commission invoices to universities in India (GST charged) are not built yet', [
            { field: 'path/sa_mapper_id', message: 'is at a university in India' },
          ]);
        }
        const invoices = invoicesIn(tx);
        const draft = await invoices.createDraft(caller, {
          series: COMMISSION_SERIES,
          currency: state.currency,
          student_user_id: state.student_user_id,
          buyer: {
            legal_name: body.legal_name ?? university.name,
            address: body.address ?? [university.city, university.country].filter(Boolean).join(', '),
            country_code: university.iso2,
            ...(body.email ? { email: body.email } : {}),
          },
          lines: line(`Commission on enrolment: application ${saMapperId}, term ${term}`, state.expected),
        });
        const issued = await invoices.issue(caller, draft.inv_id);
        await repo.setTermInvoice(tx, saMapperId, term, issued.inv_id);
        await repo.insertEntry(tx, saMapperId, term, {
          kind: 'invoiced', amount: state.expected, key: 'invoiced', invId: issued.inv_id, effectiveOn: today(), by: caller.userId,
        });
        return moved(tx, saMapperId, term, true);
      });
    },

    /** A receipt from the university: the received line and a payment on the invoice; the reference is its key. */
    async received(caller: Caller, saMapperId: number, term: number, body: PortalBody<'recordCommissionReceived'>): Promise<Moved> {
      return db.transaction(async (tx) => {
        const state = await locked(tx, saMapperId, term);
        const key = `received:${body.reference}`;
        const earlier = await repo.findEntryByKey(tx, saMapperId, term, key);
        if (earlier) {
          if (earlier.amount_minor !== body.amount_minor) {
            throw new Conflict('this reference was recorded with another amount', [{ field: 'body/reference', message: 'is already recorded' }]);
          }
          return moved(tx, saMapperId, term, false);
        }
        notWithdrawn(state);
        if (state.inv_id === null) throw new Conflict('the commission is not invoiced yet', [{ field: 'path/term', message: 'is not invoiced' }]);
        if (body.received_on > today()) throw new Unprocessable('a receipt cannot be dated in the future', [{ field: 'body/received_on', message: 'is after today' }]);
        const outstanding = state.invoiced - state.received;
        if (body.amount_minor > outstanding) {
          throw new Unprocessable(`the receipt is more than the ${outstanding} outstanding`, [{ field: 'body/amount_minor', message: `must be at most ${outstanding}` }]);
        }
        await invoicesIn(tx).recordPayment(caller, state.inv_id, {
          amount_minor: body.amount_minor, paid_on: body.received_on, method: 'bank_transfer', reference: body.reference,
        });
        await repo.insertEntry(tx, saMapperId, term, {
          kind: 'received', amount: body.amount_minor, key, invId: state.inv_id, reference: body.reference,
          effectiveOn: body.received_on, by: caller.userId,
        });
        return moved(tx, saMapperId, term, true);
      });
    },

    /** The student withdrew: reverse the expected and invoiced commission; a credit note for what was invoiced. */
    async withdraw(caller: Caller, saMapperId: number, term: number, body: PortalBody<'withdrawCommission'>): Promise<Moved> {
      return db.transaction(async (tx) => {
        const state = await locked(tx, saMapperId, term);
        if (state.withdrawn) return moved(tx, saMapperId, term, false);
        if (state.paid) {
          throw new Conflict("the partner's share was paid out: recover it before reversing", [{ field: 'path/term', message: 'is paid out' }]);
        }
        let creditInvId: number | null = null;
        if (state.inv_id !== null && state.invoiced > 0) {
          const note = await invoicesIn(tx).creditNote(caller, state.inv_id, {
            reason: body.reason, lines: line(`Withdrawal: commission of application ${saMapperId}, term ${term} reversed`, state.invoiced),
          });
          creditInvId = note.inv_id;
          await repo.insertEntry(tx, saMapperId, term, {
            kind: 'invoiced', amount: -state.invoiced, key: 'withdrawal:invoiced', invId: creditInvId, note: body.reason,
            effectiveOn: today(), by: caller.userId,
          });
        }
        if (state.expected > 0) {
          await repo.insertEntry(tx, saMapperId, term, {
            kind: 'expected', amount: -state.expected, key: 'withdrawal:expected', note: body.reason, effectiveOn: today(), by: caller.userId,
          });
        }
        await repo.insertWithdrawal(tx, saMapperId, term, body.reason, creditInvId, caller.userId);
        // The partner's claim of the term, if one is still unpaid, falls with it (docs/partner-invoices.md).
        await claims.cancelUnpaidClaim(tx, saMapperId, term, caller.userId, `the student withdrew: ${body.reason}`);
        return moved(tx, saMapperId, term, true);
      });
    },

    /** The partner's share of a commission received in full: gross, TDS (2 %, 20 % without a PAN), net. */
    async payout(caller: Caller, saMapperId: number, term: number, body: PortalBody<'payPartnerCommission'>): Promise<Moved> {
      return db.transaction(async (tx) => {
        const state = await locked(tx, saMapperId, term);
        const earlier = await repo.findPayout(tx, saMapperId, term);
        if (earlier) {
          if (earlier.reference !== body.reference) {
            throw new Conflict('this term was paid out under another reference', [{ field: 'body/reference', message: `the payout is ${earlier.reference}` }]);
          }
          return moved(tx, saMapperId, term, false);
        }
        if (state.partner_user_id === null) {
          throw new Unprocessable('a direct student has no partner to pay', [{ field: 'path/sa_mapper_id', message: 'has no agent or franchise' }]);
        }
        notWithdrawn(state);
        notBeforeCensus(state);
        if (state.invoiced <= 0 || state.received < state.invoiced) {
          throw new Conflict('the university has not paid this commission in full', [{ field: 'path/term', message: 'is not received in full' }]);
        }
        if (body.paid_on > today()) throw new Unprocessable('a payout cannot be dated in the future', [{ field: 'body/paid_on', message: 'is after today' }]);
        // A claimed term is paid on its approved partner invoice, for the invoice's amount; paying marks it paid.
        const claim = await claims.lockUnpaidClaim(tx, saMapperId, term);
        if (claim && claim.status !== 'approved') {
          throw new Conflict(`the partner's invoice ${claim.invoice_no ?? `(draft ${claim.pi_id})`} is ${claim.status}: approve it before paying`, [
            { field: 'path/term', message: `has a partner invoice ${claim.status}` },
          ]);
        }
        const pan = await repo.panOf(tx, state.partner_user_id);
        const share = partnerSplit(state.invoiced, state.share_bp!, pan !== null);
        if (claim && claim.amount_minor > share.gross_minor) {
          throw new Conflict(`the partner's invoice claims more than its share ${share.gross_minor} of what was invoiced`, [
            { field: 'path/term', message: `the invoice claims ${claim.amount_minor}` },
          ]);
        }
        const split = claim ? splitOfGross(claim.amount_minor, state.share_bp!, pan !== null) : share;
        await repo.insertPayout(tx, saMapperId, term, state.partner_user_id, {
          gross_minor: split.gross_minor, tds_rate_bp: split.tds_rate_basis_points, tds_minor: split.tds_minor,
          net_minor: split.net_minor, pan, paid_on: body.paid_on, reference: body.reference,
        }, caller.userId);
        if (split.gross_minor > 0) {
          await repo.insertEntry(tx, saMapperId, term, {
            kind: 'paid_out', amount: split.gross_minor, key: 'payout', reference: body.reference, effectiveOn: body.paid_on, by: caller.userId,
          });
        }
        if (claim) {
          await claims.setStatus(tx, claim.pi_id, 'paid', caller.userId, null, false);
          await claims.addHistory(tx, claim.pi_id, { from: 'approved', to: 'paid' }, caller.userId, `payout ${body.reference}`);
        }
        return moved(tx, saMapperId, term, true);
      });
    },

    /** updateCommission: the term's commission lowered to `commission_minor`, by a credit note and reversal lines. */
    async correct(caller: Caller, invId: number, body: PortalBody<'updateCommission'>): Promise<repo.CommissionTerm> {
      return db.transaction(async (tx) => {
        const of = await repo.termOfInvoice(tx, invId);
        if (!of) throw new Unprocessable('this is not a commission invoice', [{ field: 'path/inv_id', message: 'is not a commission invoice' }]);
        const state = await locked(tx, of.sa_mapper_id, of.term);
        notWithdrawn(state);
        if (state.paid) throw new Conflict("the partner's share was paid out", [{ field: 'path/inv_id', message: 'is paid out' }]);
        const target = body.commission_minor;
        if (target > state.invoiced) {
          throw new Unprocessable(`the commission can only be lowered from ${state.invoiced}`, [
            { field: 'body/commission_minor', message: `must be at most ${state.invoiced}` },
          ]);
        }
        if (target < state.invoiced) {
          const difference = state.invoiced - target;
          const note = await invoicesIn(tx).creditNote(caller, invId, {
            reason: body.reason, lines: line(`Commission of application ${of.sa_mapper_id}, term ${of.term} corrected to ${target}`, difference),
          });
          const common = { note: body.reason, effectiveOn: today(), by: caller.userId };
          await repo.insertEntry(tx, of.sa_mapper_id, of.term, { kind: 'invoiced', amount: -difference, key: `correction:invoiced:${target}`, invId: note.inv_id, ...common });
          await repo.insertEntry(tx, of.sa_mapper_id, of.term, { kind: 'expected', amount: -difference, key: `correction:expected:${target}`, ...common });
        }
        return view(tx, of.sa_mapper_id, of.term);
      });
    },

    /**
     * One student's terms (the /invoice/{student_user_id} screen). Who may read the student is the contract's reach
     * rule on `student_user_id` (x-access owns), checked before this runs.
     */
    async studentTerms(studentUserId: number) {
      return { items: termViews(await studentTermRows(db, studentUserId), today()) };
    },

    /** A partner's statement for a financial year: every term by census date, the share with TDS, totals. */
    async statement(caller: Caller, query: PortalQuery<'getCommissionStatement'>) {
      const partnerId = partnerIdOf(caller, query.partner_user_id, 'querystring/partner_user_id');
      const fy = query.financial_year ?? financialYearOf(today());
      const range = financialYearRange(fy);
      if (!range) throw new Invalid([{ field: 'querystring/financial_year', message: 'must be a financial year such as 2026-27 (from 2000-01 to 2099-00)' }]);
      const partner = await reachPartner(db, caller, partnerId, 'querystring/partner_user_id');
      const lines = termViews(await partnerTermRows(db, partnerId, range.starts_on, range.ends_on), today());
      return {
        partner: { user_id: partner.user_id, name: partner.name, user_type: partner.user_type as Caller['role'] },
        financial_year: fy,
        pan_on_file: partner.pan !== null,
        tds_rate_basis_points: tdsRateBp(partner.pan !== null),
        lines,
        totals: totalsByCurrency(lines),
      };
    },
  };
}

export type CommissionsService = ReturnType<typeof makeCommissionsService>;
