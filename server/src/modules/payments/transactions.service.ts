// The transactions list (listPaymentTransactions, our addition): a page and the totals of the whole filtered list.
import type { PortalQuery } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './transactions.repository.ts';

export function makeTransactionsService({ db }: Pick<Deps, 'db'>) {
  return {
    async list(caller: Caller, query: PortalQuery<'listPaymentTransactions'>) {
      if (query.from && query.to && query.to < query.from) {
        throw new Unprocessable('the dates are the wrong way round', [{ field: 'querystring/to', message: 'must not be before from' }]);
      }
      const filters: repo.TransactionFilters = {
        // A student reads their own whatever they ask; the reach rule keeps everyone else to theirs.
        studentUserId: caller.role === 'student' ? caller.userId : query.student_user_id,
        status: query.status, from: query.from, to: query.to, q: query.q,
      };
      const [page, totals] = await Promise.all([
        repo.listTransactions(db, caller, filters, pageWindow(query)),
        repo.transactionTotals(db, caller, filters),
      ]);
      return { ...page, totals };
    },
  };
}

export type TransactionsService = ReturnType<typeof makeTransactionsService>;
