// For tests only (nothing in the app imports it): a fake of GET /common/transactions over an array, answering as the
// server's payments module does for what the screen shows (filters, paging, totals of the whole filtered list, 422).
import type { MockApi } from './mock-api';
import type { PaymentTransaction, TransactionTotal } from '@/entities/payment-transaction';

/** The totals the server answers: per currency over every matching row (plain sums: the fixtures are small). */
function totalsOf(rows: readonly PaymentTransaction[]): TransactionTotal[] {
  const currencies = [...new Set(rows.map((t) => t.currency))].sort();
  return currencies.map((currency) => {
    const of = rows.filter((t) => t.currency === currency);
    const paid = of.filter((t) => t.status === 'paid');
    return {
      currency,
      count: of.length,
      paid_count: paid.length,
      paid_minor: paid.reduce((sum, t) => sum + t.amount_minor, 0),
      refund_due_minor: of.filter((t) => t.status === 'refund_due').reduce((sum, t) => sum + t.amount_minor, 0),
    };
  });
}

/** Installs the fake; returns the list queries it answered. `totals` replaces what it would sum (to prove the page shows the server's). */
export function transactionsServer(api: MockApi, transactions: PaymentTransaction[], { failList = false, totals }: { failList?: boolean; totals?: TransactionTotal[] } = {}) {
  const sent = { listQueries: [] as URLSearchParams[] };
  api.portal('get', '/common/transactions', (request) => {
    if (failList) return { status: 500, message: 'Down' };
    const query = new URL(request.url).searchParams;
    sent.listQueries.push(query);
    const from = query.get('from');
    const to = query.get('to');
    if (from && to && to < from) return { status: 422, message: 'the dates are the wrong way round', errors: [{ field: 'querystring/to', message: 'must not be before from' }] };
    const q = query.get('q')?.toLowerCase();
    const rows = transactions.filter(
      (t) =>
        (!query.get('status') || t.status === query.get('status')) &&
        (!q || [t.transaction_id, t.student.name, t.student.email, t.service_name, t.plan_name].some((text) => text.toLowerCase().includes(q))),
    );
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 20);
    return { status: true as const, data: { items: rows.slice((page - 1) * size, page * size), page, page_size: size, total: rows.length, totals: totals ?? totalsOf(rows) } };
  });
  return sent;
}
