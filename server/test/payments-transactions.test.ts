// The transactions list (listPaymentTransactions, our addition): who sees whose payments, amounts in minor units that
// match the stored ones exactly, the totals of the whole filtered list, the filters, and refused asks.
import { describe, expect, it } from 'vitest';
import { call, idOf, pay, server, setUpPaymentsServer } from './payments-kit.ts';

setUpPaymentsServer();

type Txn = { transaction_id: string; student: { user_id: number; name: string }; paid_by: { user_id: number }; status: string; amount_minor: number; currency: string; plan_name: string; failure_reason: string | null; paid_at: string | null; so_id: number | null };
type Listed = { items: Txn[]; total: number; page: number; page_size: number; totals: { currency: string; count: number; paid_count: number; paid_minor: number; refund_due_minor: number }[] };

async function list(as: string, query = ''): Promise<Listed> {
  const response = await call({ url: `/common/transactions${query ? `?${query}` : ''}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** What the database holds, summed by currency the way an accountant would check it (numeric, not the API's minor units). */
async function stored(where = 'TRUE', params: unknown[] = []) {
  const { rows } = await server.db.query<{ currency: string; n: number; paid: string | null }>(
    `SELECT p.currency, count(*)::int AS n, sum(p.amount) FILTER (WHERE p.status = 'paid')::text AS paid
       FROM payments p JOIN users s ON s.user_id = p.student_user_id WHERE ${where} GROUP BY p.currency ORDER BY p.currency`, params);
  return rows.map((r) => ({ currency: r.currency, count: r.n, paid_minor: Math.round(Number(r.paid ?? 0) * 100) }));
}

describe('the transactions list', () => {
  it('accounts sees every payment, newest first, with the totals of all of them per currency', async () => {
    const all = await list('accounts', 'page_size=100');
    const expected = await stored();
    expect(all.total).toBe(expected.reduce((n, r) => n + r.count, 0));
    expect(all.total).toBeGreaterThan(0);
    expect(all.totals.map(({ currency, count, paid_minor }) => ({ currency, count, paid_minor }))).toEqual(expected);
    const times = all.items.map((t) => t.transaction_id);
    expect(new Set(times).size).toBe(times.length);
  });

  it('a payment made now is listed first for its student and for accounts, in paise, with who paid it', async () => {
    const { start } = await pay({ as: 'student', student: 'student', planName: 'IELTS Self-Paced', outcome: 'success' });
    const mine = await list('student');
    expect(mine.items[0]).toMatchObject({
      transaction_id: start.transaction_id, status: 'paid', amount_minor: 499_900, currency: 'INR', plan_name: 'IELTS Self-Paced',
      student: { user_id: idOf('student') }, paid_by: { user_id: idOf('student') },
    });
    expect(mine.items[0].paid_at).not.toBeNull();
    expect(mine.items[0].so_id).not.toBeNull();
    expect((await list('accounts')).items[0].transaction_id).toBe(start.transaction_id);
    const found = await list('accounts', `q=${start.transaction_id}`);
    expect(found.items.map((t) => t.transaction_id)).toEqual([start.transaction_id]);
  });

  it('a failed payment is listed with why, and counts in no paid total', async () => {
    const before = await list('student');
    const { start } = await pay({ as: 'student', student: 'student', planName: 'Visa Filing', channel: 'payu', outcome: 'failure' });
    const failed = await list('student', 'status=failed');
    expect(failed.items[0]).toMatchObject({ transaction_id: start.transaction_id, status: 'failed', paid_at: null, so_id: null, failure_reason: 'failure chosen on the sandbox payment page' });
    const after = await list('student');
    expect(after.total).toBe(before.total + 1);
    expect(after.totals).toEqual(before.totals.map((t) => (t.currency === 'INR' ? { ...t, count: t.count + 1 } : t)));
  });

  it('a student reads only their own; asking for another student is 403', async () => {
    const mine = await list('student', 'page_size=100');
    expect(mine.items.every((t) => t.student.user_id === idOf('student'))).toBe(true);
    expect(mine.total).toBe((await stored('p.student_user_id = $1', [idOf('student')])).reduce((n, r) => n + r.count, 0));
    const other = await call({ url: `/common/transactions?student_user_id=${idOf('s-zara')}`, as: 'student' });
    expect(other.statusCode).toBe(403);
  });

  it('an agent reads the payments of its own students only', async () => {
    const agents = await list('agent', 'page_size=100');
    const expected = await stored('s.agent_user_id = $1', [idOf('agent')]);
    expect(agents.total).toBe(expected.reduce((n, r) => n + r.count, 0));
    const { rows } = await server.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE agent_user_id = $1', [idOf('agent')]);
    const theirs = new Set(rows.map((r) => r.user_id));
    expect(agents.items.every((t) => theirs.has(t.student.user_id))).toBe(true);
  });

  it('filters by status and dates; paid totals are only the paid ones', async () => {
    const paid = await list('accounts', 'status=paid&page_size=100');
    expect(paid.items.every((t) => t.status === 'paid')).toBe(true);
    expect(paid.totals.reduce((n, t) => n + t.count, 0)).toBe(paid.total);
    expect(paid.totals.every((t) => t.paid_count === t.count)).toBe(true);
    const none = await list('accounts', 'from=2001-01-01&to=2001-01-31');
    expect(none).toMatchObject({ total: 0, items: [], totals: [] });
  });

  it('refuses what makes no sense: 422 for dates the wrong way round, 400 naming a bad status, 403 for a school counselor', async () => {
    const backwards = await call({ url: '/common/transactions?from=2026-05-02&to=2026-05-01', as: 'accounts' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual([{ field: 'querystring/to', message: 'must not be before from' }]);
    const bad = await call({ url: '/common/transactions?status=lost', as: 'accounts' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
    expect((await call({ url: '/common/transactions', as: 'sc' })).statusCode).toBe(403);
    expect((await call({ url: '/common/transactions' })).statusCode).toBe(401);
  });
});
