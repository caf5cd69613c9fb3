// Credits: the balance is the sum of the ledger; a hold is refused (422) when it would take the balance below zero,
// decided under the user's ledger lock so concurrent holds are decided one after the other.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Invalid, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as ledger from './credits.repository.ts';
import type { Answer, Query } from './nurturing-types.ts';

export type HoldRequest = {
  userId: number;
  credits: number;
  service: ledger.CreditService;
  referenceType: 'email_campaign';
  referenceId: number;
  description: string;
  key: string;
  createdBy: number;
  /** The request field the refusal names (`body/campaign_id`). */
  field: string;
};

export type Purchase = { userId: number; credits: number; key: string; description: string; amountMinor: number; currency: string; paymentRef?: number };

/** What a hold's release names: whose credits, the service, and the record the hold was for. */
export type ReleaseOf = { userId: number; service: ledger.CreditService; referenceType: 'email_campaign' | 'message' | 'broadcast'; referenceId: number; description: string };

/**
 * Gives back what was held for a record and neither spent nor released yet, once (the entry's key is the record's),
 * inside the caller's transaction. Answers the totals it read, so that the caller can tell how the sending went.
 */
export async function releaseUnused(tx: Queryable, of: ReleaseOf): Promise<{ held: number; spent: number; released: number; spends: number }> {
  const totals = await ledger.referenceTotals(tx, of.referenceType, of.referenceId);
  const unused = totals.held - totals.spent - totals.released;
  if (unused > 0) {
    await ledger.lockLedger(tx, of.userId);
    await ledger.appendEntry(tx, {
      userId: of.userId, kind: 'release', credits: unused, service: of.service, referenceType: of.referenceType, referenceId: of.referenceId,
      description: of.description.slice(0, 300), key: `release:${of.referenceType}:${of.referenceId}`,
    });
  }
  return totals;
}

function periodCheck(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) throw new Unprocessable('from is after to', [{ field: 'querystring/from', message: 'must not be after to' }]);
}

/**
 * Credits bought, in the caller's transaction `tx` (the payment's capture): a purchase entry, once per key (a
 * repeated capture answers null and writes nothing). The payments module calls it through this module's index.
 */
export async function purchaseCredits(tx: Queryable, purchase: Purchase): Promise<number | null> {
  if (!Number.isSafeInteger(purchase.credits) || purchase.credits <= 0) throw new Invalid([{ field: 'credits', message: 'must be a positive whole number' }]);
  await ledger.lockLedger(tx, purchase.userId);
  return ledger.appendEntry(tx, {
    userId: purchase.userId, kind: 'purchase', credits: purchase.credits, description: purchase.description.slice(0, 300),
    amountMinor: purchase.amountMinor, currency: purchase.currency, key: purchase.key,
    referenceType: purchase.paymentRef ? 'payment' : null, referenceId: purchase.paymentRef ?? null,
  });
}

export function makeCreditsService({ db }: Pick<Deps, 'db'>) {
  const whose = (caller: Caller, userId: number | undefined) => userId ?? caller.userId;

  return {
    /**
     * Holds `credits` for a send in `tx` (the transaction that starts it). Throws Unprocessable, writing nothing, when
     * the balance does not cover it. Answers the entry and the balance after.
     */
    async hold(tx: Queryable, request: HoldRequest): Promise<{ entryId: number | null; balanceAfter: number }> {
      await ledger.lockLedger(tx, request.userId);
      const balance = await ledger.balanceOf(tx, request.userId);
      if (balance < request.credits) {
        throw new Unprocessable(`insufficient credits: the send costs ${request.credits}, the balance is ${balance}`, [
          { field: request.field, message: `costs ${request.credits} credits, the balance is ${balance}` },
        ]);
      }
      if (request.credits === 0) return { entryId: null, balanceAfter: balance };
      const entryId = await ledger.appendEntry(tx, {
        userId: request.userId, kind: 'hold', credits: request.credits, service: request.service,
        referenceType: request.referenceType, referenceId: request.referenceId, description: request.description,
        key: request.key, createdBy: request.createdBy,
      });
      return { entryId, balanceAfter: balance - (entryId === null ? 0 : request.credits) };
    },

    /** Credits bought: a purchase entry, once per key (purchaseCredits in a transaction of its own). */
    purchase: (purchase: Purchase): Promise<number | null> => db.transaction((tx) => purchaseCredits(tx, purchase)),

    balance: (userId: number) => ledger.balanceOf(db, userId),

    async account(caller: Caller, query: Query<'getUserCredits'>): Promise<Answer<'getUserCredits'>> {
      const userId = whose(caller, query.user_id);
      const [summary, rate] = [await ledger.summaryOf(db, userId), await ledger.rateOf(db, 'email')];
      const balance = Math.max(0, summary.balance);
      return {
        user_id: userId,
        uc_total_credits: balance,
        uc_credit_per_lead: rate,
        uc_contacts: Math.floor(balance / rate),
        updated_at: (summary.last_entry_at ?? new Date()).toISOString(),
      };
    },

    async summary(caller: Caller, query: Query<'getNurturingCredits'>): Promise<Answer<'getNurturingCredits'>> {
      const userId = whose(caller, query.user_id);
      const summary = await ledger.summaryOf(db, userId);
      const rate = await ledger.rateOf(db, 'email');
      const byService = await ledger.usageByService(db, userId);
      const balance = Math.max(0, summary.balance);
      return {
        user_id: userId,
        balance,
        credit_per_lead: rate,
        contacts_covered: Math.floor(balance / rate),
        purchased_total: summary.purchased,
        used_total: Math.max(0, summary.held - summary.returned),
        refunded_total: summary.returned,
        used_this_month: summary.held_this_month,
        by_service: byService.map((row) => ({ service: row.service, credits_used: Math.max(0, row.used), contacts: row.contacts })),
        last_purchase_at: summary.last_purchase_at?.toISOString() ?? null,
      };
    },

    async transactions(caller: Caller, query: Query<'listCreditTransactions'>): Promise<Answer<'listCreditTransactions'>> {
      periodCheck(query.from, query.to);
      return ledger.listTransactions(db, whose(caller, query.user_id), query, pageWindow(query));
    },
  };
}

export type CreditsService = ReturnType<typeof makeCreditsService>;
