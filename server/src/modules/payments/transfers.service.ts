// Transfers: the universities payable through the transfer provider (synced into our table by a background job,
// read by the three flywire calls) and the payments students owe or made to universities (listUniversityPayments,
// recordUniversityPayment, setUniversityPaymentStatus, and the deposits that follow the applications).
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { reach } from '../../domain/access/index.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { countryName, currencyInfo, decimalToMinor, isCurrency, minorDigits, type CurrencyInfo } from './currencies.ts';
import { flywireTransferProvider, localTransferProvider, type TransferProvider } from './flywire.provider.ts';
import * as repo from './transfers.repository.ts';

/** The transfer provider the configuration names: the real API with a key, the shipped recipients otherwise. */
export function transferProviderOf(config: Deps['config']): TransferProvider {
  const { apiKey, apiBase, payUrl } = config.flywire;
  return apiKey ? flywireTransferProvider({ apiKey, apiBase, payUrl }) : localTransferProvider(config.publicUrl);
}

export type SyncResult = { provider: string; written: number; removed: number };

export function makeTransfersService({ db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>, provider: TransferProvider = transferProviderOf(config)) {
  return {
    /**
     * Reads every recipient from the provider, then writes them in one transaction: upserted by recipient code and
     * the ones the provider no longer lists removed. A provider that cannot be read completely changes nothing; an
     * empty answer removes nothing (a provider hiccup must not empty the list).
     */
    async sync(): Promise<SyncResult> {
      const recipients = await provider.recipients();
      const byCode = new Map(recipients.map((r) => [r.id, r]));
      const rows: repo.RecipientRow[] = [...byCode.values()].map((r) => ({
        id: r.id, name: r.name, country: r.country, country_name: countryName(r.country), city: r.city, currency: r.currency,
        payment_types: r.payment_types, payer_currencies: r.payer_currencies, fields: r.fields,
        payment_url: r.payment_url ?? null, logo_url: r.logo_url,
      }));
      const result = await db.transaction(async (tx) => {
        if (rows.length === 0) return { written: 0, removed: 0 };
        const written = await repo.upsertRecipients(tx, rows);
        const removed = await repo.deleteRecipientsNotIn(tx, rows.map((r) => r.id));
        return { written, removed };
      });
      if (rows.length === 0) log.warn(`transfers: ${provider.name} listed no recipients; the table is kept as it was`);
      return { provider: provider.name, ...result };
    },

    listUniversities(query: PortalQuery<'listFlywireUniversities'>) {
      return repo.listUniversities(db, { q: query.q, countryId: query.country_id }, pageWindow(query));
    },

    async universityDetails(id: number) {
      const found = await repo.findUniversity(db, id);
      if (!found) throw new NotFound(`path/id: no transfer-provider university ${id}`);
      return found;
    },

    /** A recipient by its code (the local provider's payment page), or null. */
    async byCode(recipientCode: string): Promise<repo.FlywireUniversityDetails | null> {
      const id = await repo.findUniversityIdByCode(db, recipientCode);
      return id === undefined ? null : ((await repo.findUniversity(db, id)) ?? null);
    },

    async currencies(): Promise<PortalSchemas['FlywireCurrency'][]> {
      const codes = await repo.currencyCodes(db);
      return codes.map((code) => currencyInfo(code)).filter((c): c is CurrencyInfo => c !== null);
    },
  };
}

export type TransfersService = ReturnType<typeof makeTransfersService>;

// ---------------------------------------------------------------- payments due to universities

type Status = repo.PaymentStatus;

/** The moves staff may make; the same state again is no move (answered as it is). */
export const PAYMENT_MOVES: Readonly<Record<Status, readonly Status[]>> = {
  due: ['initiated', 'paid', 'cancelled'],
  initiated: ['due', 'paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

/** Application statuses at which the tuition deposit is owed (a deposit row is made), … */
export const DEPOSIT_OWED = ['offer_accepted', 'deposit_paid', 'visa_applied', 'visa_granted', 'visa_refused', 'enrolled'] as const;
/** … at which it has been paid, … */
export const DEPOSIT_PAID = ['deposit_paid', 'visa_applied', 'visa_granted', 'visa_refused', 'enrolled'] as const;
/** … and at which an unpaid one will not be paid any more. */
export const DEPOSIT_ENDED = ['withdrawn', 'rejected'] as const;

export type FollowResult = { created: number; paid: number; cancelled: number; refreshed: number };

export function makeUniversityPaymentsService({ db }: Pick<Deps, 'db'>) {
  return {
    list(caller: Caller, query: PortalQuery<'listUniversityPayments'>) {
      const studentUserId = caller.role === 'student' ? caller.userId : query.student_user_id;
      return repo.listPayments(db, caller, { studentUserId, status: query.status }, pageWindow(query));
    },

    /** Records a payment owed (the access layer already checked the student is reachable). */
    async record(caller: Caller, body: PortalBody<'recordUniversityPayment'>): Promise<{ payment: repo.UniversityPayment; created: boolean }> {
      if (!isCurrency(body.currency)) throw new Invalid([{ field: 'body/currency', message: 'must be an ISO 4217 currency' }]);
      const fields: repo.StaffPaymentFields = {
        requestKey: body.request_key, studentUserId: body.student_user_id, universityId: body.university_id,
        saMapperId: body.sa_mapper_id ?? null, purpose: body.purpose, amountMinor: body.amount_minor, currency: body.currency,
        dueDate: body.due_date ?? null, channel: body.channel ?? 'flywire',
      };
      const { paymentId, created } = await db.transaction(async (tx) => {
        const earlier = await repo.findByRequestKey(tx, caller.userId, fields.requestKey);
        if (earlier) return { paymentId: sameRequest(earlier, fields), created: false };
        if (!(await repo.universityExists(tx, fields.universityId))) throw new NotFound(`body/university_id: no university ${fields.universityId}`);
        if (fields.saMapperId !== null) {
          const application = await repo.findApplication(tx, fields.saMapperId);
          if (!application) throw new NotFound(`body/sa_mapper_id: no application ${fields.saMapperId}`);
          if (application.student_user_id !== fields.studentUserId || application.university_id !== fields.universityId) {
            throw new Unprocessable('the application is not this student’s application to this university', [
              { field: 'body/sa_mapper_id', message: 'must be the student’s application to the university' },
            ]);
          }
        }
        const id = await repo.insertStaffPayment(tx, caller.userId, fields);
        if (id === undefined) {
          // Another request with the same key won the race: answer what it recorded.
          const raced = await repo.findByRequestKey(tx, caller.userId, fields.requestKey);
          return { paymentId: sameRequest(raced!, fields), created: false };
        }
        await repo.insertEvent(tx, id, null, 'due', caller.userId, null);
        return { paymentId: id, created: true };
      });
      return { payment: (await repo.findPayment(db, paymentId))!, created };
    },

    /** Moves a payment along PAYMENT_MOVES; 404 for one the caller does not reach. */
    async setStatus(caller: Caller, paymentId: number, body: PortalBody<'setUniversityPaymentStatus'>): Promise<repo.UniversityPayment> {
      await db.transaction(async (tx) => {
        const current = await repo.lockPayment(tx, paymentId);
        const unknown = () => new NotFound(`path/payment_id: no university payment ${paymentId}`);
        if (!current) throw unknown();
        if ((await reach(tx, caller, 'student', current.student_user_id)) !== 'ok') throw unknown();
        if (current.status === body.status) {
          if (body.provider_reference !== undefined) await repo.setStatus(tx, paymentId, body.status, body.provider_reference);
          return;
        }
        if (!PAYMENT_MOVES[current.status].includes(body.status)) {
          throw new Conflict(`a ${current.status} university payment cannot become ${body.status}`, [
            { field: 'body/status', message: `must be one of: ${PAYMENT_MOVES[current.status].join(', ') || 'none (final)'}` },
          ]);
        }
        await repo.setStatus(tx, paymentId, body.status, body.provider_reference);
        await repo.insertEvent(tx, paymentId, current.status, body.status, caller.userId, body.note ?? null);
      });
      return (await repo.findPayment(db, paymentId))!;
    },

    /**
     * Keeps the application deposits in step with their applications (run by a schedule; idempotent, and safe with
     * several servers: the deposit row is unique per application and the moves lock their rows).
     */
    async followApplications(): Promise<FollowResult> {
      const candidates = await repo.depositsToCreate(db, DEPOSIT_OWED);
      const open = await repo.openDeposits(db);
      return db.transaction(async (tx) => {
        const deposits = candidates.flatMap((c) => {
          const amountMinor = decimalToMinor(c.amount, minorDigits(c.currency));
          if (amountMinor === null || amountMinor <= 0) return [];
          return [{
            saMapperId: c.sa_mapper_id, studentUserId: c.student_user_id, universityId: c.university_id, amountMinor,
            currency: c.currency, dueDate: c.due_date, paid: (DEPOSIT_PAID as readonly string[]).includes(c.app_status),
          }];
        });
        const inserted = await repo.insertDeposits(tx, deposits);
        for (const row of inserted) await repo.insertEvent(tx, row.payment_id, null, row.status, null, 'from the application');
        let refreshed = 0;
        for (const row of open) {
          const amountMinor = decimalToMinor(row.amount, minorDigits(row.currency));
          if (amountMinor === null || amountMinor <= 0) continue;
          if (amountMinor === row.amount_minor && row.currency === row.current_currency && row.due_date === row.current_due) continue;
          await repo.refreshDeposit(tx, row.payment_id, amountMinor, row.currency, row.due_date);
          refreshed++;
        }
        const paid = await repo.moveDepositsOfApplications(tx, DEPOSIT_PAID, 'paid');
        for (const row of paid) await repo.insertEvent(tx, row.payment_id, row.from_status, 'paid', null, 'the application reached deposit paid');
        const cancelled = await repo.moveDepositsOfApplications(tx, DEPOSIT_ENDED, 'cancelled');
        for (const row of cancelled) await repo.insertEvent(tx, row.payment_id, row.from_status, 'cancelled', null, 'the application ended');
        return { created: inserted.length, paid: paid.length, cancelled: cancelled.length, refreshed };
      });
    },
  };
}

export type UniversityPaymentsService = ReturnType<typeof makeUniversityPaymentsService>;

/** The payment id when the earlier request with this key asked the same; 409 otherwise. */
function sameRequest(earlier: repo.StaffPaymentFields & { paymentId: number }, now: repo.StaffPaymentFields): number {
  const keys: (keyof repo.StaffPaymentFields)[] = ['studentUserId', 'universityId', 'saMapperId', 'purpose', 'amountMinor', 'currency', 'dueDate', 'channel'];
  const differs = keys.filter((key) => earlier[key] !== now[key]);
  if (differs.length > 0) {
    throw new Conflict('this request_key already recorded a different payment', [{ field: 'body/request_key', message: 'was used for another payment' }]);
  }
  return earlier.paymentId;
}
