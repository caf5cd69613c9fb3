// The accounts dashboard's money overview (getAccountsOverview, our addition; docs/invoices.md "Accounts dashboard"):
// receivables, overdue, received this month and commission by university, per currency in minor units. Read in one
// snapshot so the figures agree; who may ask is the contract's x-access (accounts, operations managers).
import type { PortalSchemas } from '../../contract-types.ts';
import type { Deps } from '../../platform/deps.ts';
import { kolkataDate } from './gst.ts';
import * as repo from './overview.repository.ts';

/**
 * Invoices carry no due date: one is due this many days after its issue date, and overdue from the day after that.
 * 30 days is the usual credit period of a B2B invoice in India (and the 30 days of the MSMED Act when none is agreed).
 */
export const PAYMENT_TERMS_DAYS = 30;

export function makeOverviewService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    async overview(): Promise<PortalSchemas['AccountsOverview']> {
      const today = kolkataDate(clock.now());
      const monthFrom = `${today.slice(0, 7)}-01`;
      return db.transaction(async (tx) => {
        await repo.readOneSnapshot(tx);
        const receivables = await repo.receivables(tx);
        const overdue = await repo.overdue(tx, today, PAYMENT_TERMS_DAYS);
        const receivedThisMonth = await repo.received(tx, monthFrom, today);
        const commission = await repo.commissionByUniversity(tx);
        return {
          today,
          month_from: monthFrom,
          payment_terms_days: PAYMENT_TERMS_DAYS,
          receivables,
          overdue,
          received_this_month: receivedThisMonth,
          commission_by_university: commission,
        };
      });
    },
  };
}

export type OverviewService = ReturnType<typeof makeOverviewService>;
