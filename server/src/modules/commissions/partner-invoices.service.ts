// The rules of partner commission invoices (docs/partner-invoices.md): an agent's or franchise's claim for its share
// of one accrued commission term (amount from the ledger, census date passed, one claim per term by a unique index),
// the transition table with history, gapless numbers (PCI, and PCB for clubbed bills) from invoice_counters, accounts'
// correction while under review, termwise manual invoices, clubbed bills, and the reads by reach.
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { ALL_STUDENTS_ROLES, type Caller } from '../../domain/caller.ts';
import { Conflict, Forbidden, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { takeNumber } from '../invoices/index.ts';
import { financialYearOf, kolkataDate } from './commission-math.ts';
import { findApplication } from './commissions.repository.ts';
import { allowedMoves, assertMove, statusOptions } from './partner-invoice-lifecycle.ts';
import * as franchises from './franchise-students.repository.ts';
import * as repo from './partner-invoices.repository.ts';
import { isPartner, reachPartner } from './partner-reach.ts';
import { termViews } from './term-view.ts';
import { termRows } from './terms.repository.ts';

/** Partner invoices are numbered PCI/<FY>/<n>, clubbed bills PCB/<FY>/<n>: at most 15 characters. */
export const PARTNER_SERIES = 'PCI';
export const CLUBBED_SERIES = 'PCB';
const MAX_SEQ = 99_999;

type Detail = PortalSchemas['PartnerInvoiceDetail'];
type Manual = PortalSchemas['ManualInvoice'];
type Raiser = { user_id: number; master_franchise_id: number | null };

/** The raiser, the master franchise above it, accounts and operations managers reach an invoice or a bill. */
export function reachesRaiser(caller: Caller, raiser: Raiser): boolean {
  return ALL_STUDENTS_ROLES.includes(caller.role)
    || (isPartner(caller) && (raiser.user_id === caller.userId || raiser.master_franchise_id === caller.userId));
}

export function makePartnerInvoicesService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const today = () => kolkataDate(clock.now());

  async function numberIn(tx: Queryable, series: string) {
    const fy = financialYearOf(today()).slice(2);
    const seq = await takeNumber(tx, series, fy, MAX_SEQ);
    if (seq === null) throw new Unprocessable(`the series ${series} has no number left in ${fy}`);
    return { series, fy, seq, invoiceNo: `${series}/${fy}/${seq}` };
  }

  async function reached(q: Queryable, caller: Caller, piId: number, field = 'path/inv_id'): Promise<repo.InvoiceRecord> {
    const found = await repo.findInvoice(q, piId);
    if (!found) throw new NotFound(`${field}: no partner invoice ${piId}`);
    if (!reachesRaiser(caller, { user_id: found.raised_by.user_id, master_franchise_id: found.master_franchise_id })) {
      throw new Forbidden(`${field}: partner invoice ${piId} is not yours`);
    }
    return found;
  }

  async function detail(q: Queryable, caller: Caller, piId: number): Promise<Detail> {
    const record = await reached(q, caller, piId);
    return {
      ...repo.publicInvoice(record),
      term_label: record.term_label,
      due_date: record.due_date,
      history: await repo.history(q, piId),
      allowed_moves: allowedMoves(record.status, caller, record.raised_by.user_id),
    };
  }

  const toManual = (record: repo.InvoiceRecord): Manual => ({
    ...repo.publicInvoice(record), mi_id: record.inv_id, term_label: record.term_label ?? `Term ${record.term}`, due_date: record.due_date,
  });

  /**
   * A claim of one term in `tx`: the application (404), the term accrued (404, share-locked so a
   * withdrawal or payout waits) and the caller its partner (403), not withdrawn or paid out (409), past its census
   * date (422), a share to claim (422).
   * Inserted as a draft; the unique index refuses a second claim (409).
   */
  async function claim(tx: Queryable, caller: Caller, body: PortalBody<'createManualInvoice'>, manual: boolean): Promise<number> {
    const app = await findApplication(tx, body.sa_mapper_id);
    if (!app) throw new NotFound(`body/sa_mapper_id: no application ${body.sa_mapper_id}`);
    const notYours = () => new Forbidden(`body/sa_mapper_id: application ${body.sa_mapper_id} was not recruited by you`);
    if (!(await repo.shareLockTerm(tx, body.sa_mapper_id, body.term))) {
      // Not accrued: a partner who did not recruit the student learns nothing more than that.
      if (!manual && app.partner_user_id !== caller.userId) throw notYours();
      throw new NotFound(`body/term: no commission is accrued for application ${body.sa_mapper_id} term ${body.term}`, [
        { field: 'body/term', message: 'is not accrued in the commission ledger' },
      ]);
    }
    const [term] = termViews(await termRows(tx, body.sa_mapper_id, body.term), today());
    // The partner fixed on the term at accrual is the one who claims it (the student may have changed agents since).
    if (!manual && term.partner?.user_id !== caller.userId) throw notYours();
    if (term.partner === null) {
      throw new Unprocessable('a direct student has no partner to claim the commission', [{ field: 'body/sa_mapper_id', message: 'has no agent or franchise' }]);
    }
    if (term.status === 'withdrawn') throw new Conflict('the student withdrew from this term', [{ field: 'body/term', message: 'is withdrawn' }]);
    if (term.status === 'paid_out') throw new Conflict("the partner's share of this term was paid out", [{ field: 'body/term', message: 'is paid out' }]);
    if (term.census_date > today()) {
      throw new Unprocessable(`the commission is not payable before the census date ${term.census_date}`, [
        { field: 'body/term', message: `starts on ${term.census_date}` },
      ]);
    }
    const share = term.partner_share!;
    if (share.gross_minor <= 0) throw new Unprocessable('there is no share to claim for this term', [{ field: 'body/term', message: 'has nothing to claim' }]);
    return repo.insertClaim(tx, {
      saMapperId: body.sa_mapper_id, term: body.term, partnerUserId: term.partner.user_id, manual,
      termLabel: body.term_label ?? null, dueDate: body.due_date ?? null, currency: term.currency, shareBp: share.share_basis_points,
      amountMinor: share.gross_minor, note: body.note ?? null, createdBy: caller.userId,
    });
  }

  return {
    statuses: () => statusOptions(),

    get: (caller: Caller, piId: number) => detail(db, caller, piId),

    /** createPartnerInvoice: the raiser's draft claim. */
    async create(caller: Caller, body: PortalBody<'createPartnerInvoice'>): Promise<Detail> {
      return db.transaction(async (tx) => {
        const piId = await claim(tx, caller, body, false);
        await repo.addHistory(tx, piId, { from: null, to: 'draft' }, caller.userId, body.note ?? null);
        return detail(tx, caller, piId);
      });
    },

    /** createManualInvoice: entered by accounts for the term's partner, raised and numbered at once. */
    async createManual(caller: Caller, body: PortalBody<'createManualInvoice'>): Promise<Manual> {
      return db.transaction(async (tx) => {
        const piId = await claim(tx, caller, body, true);
        await repo.markRaised(tx, piId, await numberIn(tx, PARTNER_SERIES));
        await repo.addHistory(tx, piId, { from: null, to: 'raised' }, caller.userId, body.note ?? 'entered by hand');
        return toManual((await repo.findInvoice(tx, piId))!);
      });
    },

    /** movePartnerInvoice: one move of the table; raising takes the next PCI number. */
    async move(caller: Caller, piId: number, body: PortalBody<'movePartnerInvoice'>): Promise<Detail> {
      return db.transaction(async (tx) => {
        await reached(tx, caller, piId);
        const state = (await repo.lockInvoice(tx, piId))!;
        assertMove(state.status, body.to, 'movePartnerInvoice', caller, state.partner_user_id);
        if (body.to === 'rejected' && !body.note) throw new Invalid([{ field: 'body/note', message: 'is required to reject an invoice' }]);
        if (body.to === 'raised') await repo.markRaised(tx, piId, await numberIn(tx, PARTNER_SERIES));
        else await repo.setStatus(tx, piId, body.to, caller.userId, body.note ?? null, !isPartner(caller));
        await repo.addHistory(tx, piId, { from: state.status, to: body.to }, caller.userId, body.note ?? null);
        return detail(tx, caller, piId);
      });
    },

    /** correctPartnerInvoiceAmount: under review only, 1 … the ledger's share, with a note; the same amount changes nothing. */
    async correct(caller: Caller, piId: number, body: PortalBody<'correctPartnerInvoiceAmount'>): Promise<Detail> {
      return db.transaction(async (tx) => {
        await reached(tx, caller, piId);
        const state = (await repo.lockInvoice(tx, piId))!;
        if (state.status !== 'under_review') {
          throw new Conflict(`the amount is corrected while the invoice is under review; it is ${state.status}`, [
            { field: 'path/inv_id', message: `is ${state.status}` },
          ]);
        }
        if (body.amount_minor > state.ledger_share_minor) {
          throw new Unprocessable(`the amount may not exceed the ledger's share ${state.ledger_share_minor}`, [
            { field: 'body/amount_minor', message: `must be at most ${state.ledger_share_minor}` },
          ]);
        }
        if (body.amount_minor !== state.amount_minor) {
          await repo.setAmount(tx, piId, body.amount_minor, body.note);
          await repo.addHistory(tx, piId, { from: 'under_review', to: 'under_review', amountFrom: state.amount_minor, amountTo: body.amount_minor }, caller.userId, body.note);
        }
        return detail(tx, caller, piId);
      });
    },

    /** listPartnerInvoices, by reach; a named raiser must be one the caller reaches. */
    async list(caller: Caller, query: PortalQuery<'listPartnerInvoices'>) {
      if (query.partner_user_id !== undefined) await reachPartner(db, caller, query.partner_user_id, 'querystring/partner_user_id');
      const page = await repo.listInvoices(db, caller, {
        status: query.status, studentUserId: query.student_user_id, partnerUserId: query.partner_user_id, manual: query.manual, q: query.q,
      }, pageWindow(query));
      return { ...page, items: page.items.map(repo.publicInvoice) };
    },

    /** getFranchiseActiveInvoice: the latest open invoice about the student (a partner's own; staff anybody's), or null. */
    async active(caller: Caller, studentUserId: number): Promise<repo.Invoice | null> {
      const found = await repo.latestOpen(db, studentUserId, isPartner(caller) ? caller.userId : undefined);
      return found ? repo.publicInvoice(found) : null;
    },

    /** listTermwiseManualInvoices: the manual invoices the caller reaches, by student then term; `mi_id` one of them. */
    async termwise(caller: Caller, query: PortalQuery<'listTermwiseManualInvoices'>) {
      if (query.mi_id !== undefined) {
        const found = await repo.findInvoice(db, query.mi_id);
        if (!found || !found.manual) throw new NotFound(`querystring/mi_id: no manual invoice ${query.mi_id}`);
        await reached(db, caller, query.mi_id, 'querystring/mi_id');
      }
      const page = await repo.listInvoices(db, caller, {
        status: query.status, studentUserId: query.student_user_id, manual: true, miId: query.mi_id, term: query.term,
      }, pageWindow(query), 'student_term');
      return { ...page, items: page.items.map(toManual) };
    },

    /** listFranchiseStudentInvoices: the students of the franchise (and its area franchises) with their invoice sums. */
    async franchiseStudents(caller: Caller, query: PortalQuery<'listFranchiseStudentInvoices'>) {
      let scope: number[] | undefined;
      const named = query.franchise_id ?? (isPartner(caller) ? caller.userId : undefined);
      if (named !== undefined) {
        if (!(await franchises.isFranchise(db, named))) throw new NotFound(`querystring/franchise_id: no franchise ${named}`);
        scope = [named, ...(await franchises.areaFranchises(db, named))];
      }
      return franchises.franchiseStudents(db, scope, query.student_user_id, query.q, pageWindow(query));
    },

    /** getClubbedInvoice: the bill with its members and the raiser's primary bank account. */
    async clubbed(caller: Caller, ciId: number, field = 'querystring/ci_id'): Promise<PortalSchemas['ClubbedInvoice']> {
      const found = await repo.findClubbed(db, ciId);
      if (!found) throw new NotFound(`${field}: no clubbed invoice ${ciId}`);
      const { master_franchise_id, ...summary } = found;
      if (!reachesRaiser(caller, { user_id: summary.raised_by.user_id, master_franchise_id })) {
        throw new Forbidden(`${field}: clubbed invoice ${ciId} is not yours`);
      }
      const full = caller.role === 'accounts' || caller.userId === summary.raised_by.user_id;
      return {
        ...summary,
        invoices: (await repo.clubMembers(db, ciId)).map(repo.publicInvoice),
        bank: await repo.primaryBank(db, summary.raised_by.user_id, full),
      };
    },

    async listClubbed(caller: Caller, query: PortalQuery<'listClubbedInvoices'>) {
      const page = await repo.listClubbed(db, caller, { status: query.status, from: query.from, to: query.to, q: query.q }, pageWindow(query));
      return { ...page, items: page.items.map(({ master_franchise_id: _m, ...summary }) => summary) };
    },

    /** createClubbedInvoice: approved invoices of one raiser and currency, not clubbed yet, under one PCB number. */
    async club(caller: Caller, body: PortalBody<'createClubbedInvoice'>): Promise<{ ciId: number }> {
      const ciId = await db.transaction(async (tx) => {
        const rows = await repo.lockForClubbing(tx, body.inv_ids);
        const missing = body.inv_ids.filter((id) => !rows.some((r) => r.pi_id === id));
        if (missing.length > 0) throw new NotFound(`body/inv_ids: no partner invoice ${missing.join(', ')}`);
        for (const row of rows) await reached(tx, caller, row.pi_id, 'body/inv_ids');
        if (isPartner(caller) && rows.some((r) => r.partner_user_id !== caller.userId)) {
          throw new Forbidden('body/inv_ids: a partner clubs only the invoices it raised');
        }
        const notApproved = rows.filter((r) => r.status !== 'approved');
        if (notApproved.length > 0) {
          throw new Conflict('only approved invoices are clubbed', [{ field: 'body/inv_ids', message: `${notApproved.map((r) => r.pi_id).join(', ')} not approved` }]);
        }
        const clubbed = rows.filter((r) => r.ci_id !== null);
        if (clubbed.length > 0) {
          throw new Conflict('an invoice is clubbed once', [{ field: 'body/inv_ids', message: `${clubbed.map((r) => r.pi_id).join(', ')} already clubbed` }]);
        }
        if (new Set(rows.map((r) => r.partner_user_id)).size > 1) {
          throw new Unprocessable('a clubbed invoice holds the invoices of one raiser', [{ field: 'body/inv_ids', message: 'are of several raisers' }]);
        }
        if (new Set(rows.map((r) => r.currency)).size > 1) {
          throw new Unprocessable('a clubbed invoice holds invoices in one currency', [{ field: 'body/inv_ids', message: 'are in several currencies' }]);
        }
        const n = await numberIn(tx, CLUBBED_SERIES);
        const id = await repo.insertClubbed(tx, {
          partnerUserId: rows[0].partner_user_id, currency: rows[0].currency, series: n.series, fy: n.fy, seq: n.seq, number: n.invoiceNo, by: caller.userId,
        });
        await repo.setClubbed(tx, id, body.inv_ids);
        return id;
      });
      return { ciId };
    },
  };
}

export type PartnerInvoicesService = ReturnType<typeof makePartnerInvoicesService>;
