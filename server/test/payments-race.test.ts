// Exactly-once money under races: 20 makes and 20 verifies at once for one plan and one coupon; a plan paid twice (the
// audit's defect: an order of 8000 paid 16000) kept as a refund due instead; one-use coupons used by two payments at
// once; the database's own constraints behind each rule. Prints its counts on one line.
import { afterAll, describe, expect, it } from 'vitest';
import { call, coupon, idOf, makeAndAnswer, makeUrl, plan, server, setUpPaymentsServer, txnRow } from './payments-kit.ts';

setUpPaymentsServer();

const counts: string[] = [];
afterAll(() => console.log(`payments race: ${counts.join('; ')}`));

type Response = Awaited<ReturnType<typeof call>>;
const tally = (responses: Response[]) => {
  const by = new Map<number, number>();
  for (const r of responses) by.set(r.statusCode, (by.get(r.statusCode) ?? 0) + 1);
  return [...by].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
};
const one = <T>(values: T[]) => expect(new Set(values).size).toBe(1);

/** The transaction's time runs out (as if 60 minutes had passed); a pick made on the page before stays valid. */
const expire = (id: string) => server.db.query(`UPDATE payments SET expires_at = now() - interval '1 minute' WHERE transaction_id = $1`, [id]);

async function row(id: string) {
  const { rows } = await server.db.query<{ status: string; refund_reason: string | null; refund_flagged_by: number | null; refund_flagged_at: Date | null }>(
    'SELECT status, refund_reason, refund_flagged_by, refund_flagged_at FROM payments WHERE transaction_id = $1',
    [id],
  );
  return rows[0];
}

async function orderOf(student: string, planName: string) {
  const { rows } = await server.db.query<{ n: number; amount: number; amount_paid: number; services: number }>(
    `SELECT count(*)::int AS n, sum(amount)::float AS amount, sum(amount_paid)::float AS amount_paid,
            (SELECT count(*)::int FROM user_services WHERE user_id = $1 AND plan_id = $2) AS services
       FROM shop_orders WHERE student_user_id = $1 AND plan_id = $2`,
    [idOf(student), plan[planName]],
  );
  return rows[0];
}

async function couponUse(code: string, student?: string) {
  const { rows } = await server.db.query<{ used_count: number; redemptions: number }>(
    `SELECT c.used_count, (SELECT count(*)::int FROM coupon_redemptions r
                             WHERE r.cc_id = c.cc_id AND ($2::int IS NULL OR r.student_user_id = $2)) AS redemptions
       FROM coupons c WHERE c.code = $1`,
    [code, student ? idOf(student) : null],
  );
  return rows[0];
}

describe('one open payment per plan, captured once', () => {
  it('20 makes at once → one payment; 20 verifies at once → captured once, the price paid once, the coupon used once', async () => {
    const before = await couponUse('WELCOME10', 'student');
    const payers = ['student', 'counselor', 'agent', 'manager'];
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call({ url: makeUrl('student', 'Application Premium', 'razorpay', `cc_id=${coupon.WELCOME10}`), as: payers[i % 4] })),
    );
    expect(tally(made)).toBe('201×20');
    const starts = made.map((r) => r.json().data);
    one(starts.map((s) => JSON.stringify(s)));
    expect(starts[0]).toMatchObject({ amount: 48000, discount_amount: 2000, coupon: { code: 'WELCOME10' } });
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE student_user_id = $1 AND plan_id = $2', [
      idOf('student'), plan['Application Premium'],
    ]);
    expect(rows[0].n).toBe(1);
    // The same plan asked differently waits for the open payment.
    const other = await call({ url: makeUrl('student', 'Application Premium', 'payu', `cc_id=${coupon.WELCOME10}`), as: 'student' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(new RegExp(`already open: transaction ${starts[0].transaction_id}`));

    const run = await makeAndAnswer({ as: 'student', student: 'student', planName: 'Application Premium', outcome: 'success', query: `cc_id=${coupon.WELCOME10}` });
    expect(run.start.transaction_id).toBe(starts[0].transaction_id);
    const verified = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: payers[i % 4] })),
    );
    expect(tally(verified)).toBe('200×20');
    one(verified.map((r) => r.body));
    expect(verified[0].json().data).toMatchObject({ status: 'paid', amount: 48000 });
    const order = await orderOf('student', 'Application Premium');
    expect(order).toEqual({ n: 1, amount: 48000, amount_paid: 48000, services: 1 });
    const after = await couponUse('WELCOME10', 'student');
    expect([after.used_count - before.used_count, after.redemptions - before.redemptions]).toEqual([1, 1]);
    expect((await call({ url: makeUrl('student', 'Application Premium'), as: 'student' })).statusCode).toBe(409);
    counts.push(
      `20 makes → ${tally(made)}, ${rows[0].n} payment; 20 verifies → ${tally(verified)}, captured 1, ` +
        `paid ${order.amount_paid} of ${order.amount}, WELCOME10 used ${after.used_count - before.used_count}`,
    );
  });

  it('a second payment of a plan already paid is refused (409) and kept as a refund due, never added', async () => {
    // A: picked success on the page, but its answer came back after its time ran out and B was started meanwhile.
    const a = await makeAndAnswer({ as: 'student', student: 'student', planName: 'Emails: 50,000 credits', outcome: 'success' });
    await expire(a.start.transaction_id);
    const b = await makeAndAnswer({ as: 'counselor', student: 'student', planName: 'Emails: 50,000 credits', outcome: 'success' });
    expect(b.start.transaction_id).not.toBe(a.start.transaction_id);
    const closed = await call({ url: a.verifyUrl, as: 'student' });
    expect(closed.json().data).toMatchObject({ status: 'expired', paid_at: null, so_id: null });

    const verifies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const run = i % 2 === 0 ? a : b;
        return call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: i % 4 < 2 ? 'student' : 'counselor' });
      }),
    );
    const ofA = verifies.filter((_, i) => i % 2 === 0);
    const ofB = verifies.filter((_, i) => i % 2 === 1);
    const [won, lost] = ofA[0].statusCode === 200 ? [a, b] : [b, a];
    const [wonAnswers, lostAnswers] = won === a ? [ofA, ofB] : [ofB, ofA];
    expect(tally(wonAnswers)).toBe('200×10');
    expect(tally(lostAnswers)).toBe('409×10');
    one(wonAnswers.map((r) => r.body));
    one(lostAnswers.map((r) => r.body));
    const message = lostAnswers[0].json().message;
    expect(message).toMatch(/^Emails: 50,000 credits is already paid for this student \(order \d+: INR 8000\.00 of INR 8000\.00 paid\)/);
    expect(message).toMatch(new RegExp(`transaction ${lost.start.transaction_id}, INR 8000.00\\) was not applied and is recorded for a refund$`));
    const order = await orderOf('student', 'Emails: 50,000 credits');
    expect(order).toEqual({ n: 1, amount: 8000, amount_paid: 8000, services: 1 });
    const flagged = await row(lost.start.transaction_id);
    expect(flagged).toMatchObject({ status: 'refund_due', refund_reason: message });
    expect([idOf('student'), idOf('counselor')]).toContain(flagged.refund_flagged_by);
    expect(flagged.refund_flagged_at).not.toBeNull();
    expect((await txnRow(won.start.transaction_id)).status).toBe('paid');

    // Replays change nothing and answer the same; the order's details list the applied payment only.
    const replay = await call({ url: `${lost.verifyUrl}?${lost.verifyQuery}`, as: 'student' });
    const bare = await call({ url: lost.verifyUrl, as: 'student' });
    expect([replay.statusCode, bare.statusCode]).toEqual([409, 409]);
    expect([replay.json().message, bare.json().message]).toEqual([message, message]);
    expect(await row(lost.start.transaction_id)).toEqual(flagged);
    const details = (await call({ url: `/common/shop-order-details/${(await txnRow(won.start.transaction_id)).so_id}`, as: 'accounts' })).json().data;
    expect(details.payments.map((p: { transaction_id: string }) => p.transaction_id)).toEqual([won.start.transaction_id]);
    // Who and when, for every move; accounts are told a refund is due.
    const { rows: moves } = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_status_history WHERE transaction_id = $1 ORDER BY history_id',
      [a.start.transaction_id],
    );
    expect(moves.map((m) => m.status)).toEqual(['pending', 'expired', won === a ? 'paid' : 'refund_due']);
    const { rows: told } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.user_id = n.user_id
        WHERE n.name = 'payment_refund_due' AND u.user_type = 'accounts' AND n.body LIKE '%' || $1 || '%'`,
      [lost.start.transaction_id],
    );
    expect(told[0].n).toBeGreaterThan(0);
    counts.push(`plan paid twice: 20 verifies of 2 payments → ${tally(verifies)}, paid ${order.amount_paid} of ${order.amount}, 1 refund due`);
  });
});

describe('coupon limits under races', () => {
  type Payer = { as: string; student: string; planName: string };

  /** Two payments want the last use of a coupon: at make the second is refused; once money moved, one is a refund due. */
  async function race(code: string, first: Payer, second: Payer, held: RegExp, refused: RegExp) {
    const before = await couponUse(code);
    const query = `cc_id=${coupon[code]}`;
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const p = i % 2 === 0 ? first : second;
        return call({ url: makeUrl(p.student, p.planName, 'razorpay', query), as: p.as });
      }),
    );
    const created = made.filter((r) => r.statusCode === 201);
    expect(created.length).toBe(10);
    one(created.map((r) => r.json().data.transaction_id));
    const refusedAtMake = made.filter((r) => r.statusCode === 422);
    expect(refusedAtMake.length).toBe(10);
    expect(refusedAtMake[0].json().message).toMatch(held);
    const taken = created[0].json().data;
    const holder = taken.student_user_id === idOf(first.student) && taken.plan.name === first.planName ? first : second;
    const waiting = holder === first ? second : first;

    // The holder's answer comes back late: its hold ended and the other payment took the coupon meanwhile.
    const late = await makeAndAnswer({ ...holder, outcome: 'success', query });
    await expire(late.start.transaction_id);
    const now = await makeAndAnswer({ ...waiting, outcome: 'success', query });
    const verifies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const run = i % 2 === 0 ? late : now;
        return call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: (i % 2 === 0 ? holder : waiting).as });
      }),
    );
    expect(tally(verifies)).toBe('200×10 409×10');
    const statuses = await Promise.all([late, now].map(async (r) => (await row(r.start.transaction_id)).status));
    expect(statuses.sort()).toEqual(['paid', 'refund_due']);
    expect(verifies.find((r) => r.statusCode === 409)!.json().message).toMatch(refused);
    const after = await couponUse(code);
    expect([after.used_count - before.used_count, after.redemptions - before.redemptions]).toEqual([1, 1]);
    counts.push(`${code}: 20 makes → ${tally(made)}; 20 verifies → ${tally(verifies)}, used ${after.used_count - before.used_count}`);
  }

  it('one use per student (WELCOME10, one student, two plans): one payment gets it', async () => {
    await race(
      'WELCOME10',
      { as: 's-ananya', student: 's-ananya', planName: 'Visa Filing' },
      { as: 's-ananya', student: 's-ananya', planName: 'Accommodation Search' },
      /is held by this student's open payment UP[A-Za-z0-9]{18} for (Visa Filing|Accommodation Search) until/,
      /the student had already used the coupon WELCOME10 as often as it allows, so the discounted price cannot be applied/,
    );
  });

  it('one use in all (two students): one payment gets it', async () => {
    await server.db.query(`INSERT INTO coupons (code, discount_type, value, usage_limit) VALUES ('ONCE1', 'percent', 5, 1)`);
    coupon.ONCE1 = (await server.db.query<{ cc_id: number }>(`SELECT cc_id FROM coupons WHERE code = 'ONCE1'`)).rows[0].cc_id;
    await race(
      'ONCE1',
      { as: 'student', student: 'student', planName: 'Messages: 10,000 credits' },
      { as: 'agent', student: 's-ananya', planName: 'Messages: 10,000 credits' },
      /its last uses are held by open payments/,
      /the coupon ONCE1 had no uses left when this payment arrived/,
    );
  });
});

describe('the database checks the rules itself', () => {
  const refusedBy = async (sql: string, params: unknown[], constraint: string) => {
    const error = await server.db.query(sql, params).then(() => null, (e: Error) => e);
    expect(String(error)).toContain(constraint);
  };

  it('one open payment per plan, one live order per plan, coupon uses within their limits', async () => {
    const open = await call({ url: makeUrl('student', 'Automation Pro: 5,000 credits'), as: 'student' });
    await refusedBy(
      `INSERT INTO payments SELECT (jsonb_populate_record(p, jsonb_build_object('transaction_id', 'UPDUPLICATE000000001'))).*
         FROM payments p WHERE p.transaction_id = $1`,
      [open.json().data.transaction_id],
      'payments_open_key',
    );
    await refusedBy(
      `INSERT INTO shop_orders (user_id, student_user_id, plan_id, amount, currency)
       SELECT user_id, student_user_id, plan_id, amount, currency FROM shop_orders WHERE student_user_id = $1 AND plan_id = $2`,
      [idOf('student'), plan['Emails: 50,000 credits']],
      'shop_orders_live_key',
    );
    await refusedBy(`UPDATE coupons SET used_count = usage_limit + 1 WHERE code = 'FIRSTVISA'`, [], 'coupons_used_within_limit');
    // A student's second use of a one-use coupon, whatever its number.
    const { rows } = await server.db.query<{ transaction_id: string; cc_id: number; student_user_id: number }>(
      `SELECT transaction_id, cc_id, student_user_id FROM coupon_redemptions WHERE cc_id = $1 AND student_user_id = $2`,
      [coupon.WELCOME10, idOf('student')],
    );
    const other = 'UPDEMOFAIL0000000003';
    await refusedBy(
      'INSERT INTO coupon_redemptions (transaction_id, cc_id, student_user_id, use_no, per_student_limit) VALUES ($1, $2, $3, 1, 1)',
      [other, rows[0].cc_id, rows[0].student_user_id],
      'coupon_redemptions_use_key',
    );
    await refusedBy(
      'INSERT INTO coupon_redemptions (transaction_id, cc_id, student_user_id, use_no, per_student_limit) VALUES ($1, $2, $3, 2, 1)',
      [other, rows[0].cc_id, rows[0].student_user_id],
      'coupon_redemptions_within_limit',
    );
  });
});
