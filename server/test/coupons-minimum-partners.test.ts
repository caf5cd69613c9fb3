// Coupons (issue 13): the minimum order (verify-coupon, the make call's coupon check, available coupons) and the
// agents and franchises who hand out coupons (their list of codes, assigning to the students they reach only).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, coupon, idOf, makeUrl, plan, server, setUpPaymentsServer } from './payments-kit.ts';

setUpPaymentsServer();

const student = async (email: string) =>
  (await server.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [email])).rows[0].user_id;

let diya = 0; // a student of the master franchise
let kabir = 0; // a student of the area franchise under it
beforeAll(async () => {
  diya = await student('diya.joshi@demo.unipath.test');
  kabir = await student('kabir.malhotra@demo.unipath.test');
  // MIN10K: 10 % on an order of at least ₹10,000.00; FLAT1K: ₹1,000 off at least ₹20,000.00 (INR, flat);
  // PARTNER15: 15 %, only for assigned students (the kind partners hand out).
  const { rows } = await server.db.query<{ cc_id: number; code: string }>(
    `INSERT INTO coupons (code, discount_type, value, currency, min_amount_minor, min_currency, assigned_only)
     VALUES ('MIN10K', 'percent', 10, NULL, 1000000, 'INR', false),
            ('FLAT1K', 'flat', 1000, 'INR', 2000000, 'INR', false),
            ('PARTNER15', 'percent', 15, NULL, NULL, NULL, true)
     RETURNING cc_id, code`,
  );
  for (const row of rows) coupon[row.code] = row.cc_id;
});

describe('the minimum order', () => {
  it('is carried by the coupon in integer minor units with its currency', async () => {
    const codes = (await call({ url: '/common/coupon-codes?q=min10k', as: 'accounts' })).json().data.items;
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ code: 'MIN10K', min_amount_minor: 1000000, min_currency: 'INR' });
    const welcome = (await call({ url: '/common/coupon-codes?q=welcome10', as: 'accounts' })).json().data.items[0];
    expect(welcome).toMatchObject({ min_amount_minor: null, min_currency: null });
  });

  it('verify-coupon refuses a plan priced below it with 422 on path/code, and takes one at or above it', async () => {
    const below = await call({ url: `/common/verify-coupon/MIN10K?plan_id=${plan['IELTS Self-Paced']}`, as: 'student' });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('the coupon MIN10K cannot be used: the coupon needs an order of at least ₹10,000.00');
    expect(below.json().errors).toEqual([{ field: 'path/code', message: 'the coupon needs an order of at least ₹10,000.00' }]);
    const above = await call({ url: `/common/verify-coupon/MIN10K?plan_id=${plan['IELTS Live Classes']}`, as: 'student' });
    expect(above.statusCode).toBe(200);
    expect(above.json().data).toMatchObject({ discount_amount: 1499.9, amount_after_discount: 13499.1 });
    // A plan in another currency does not meet a minimum in INR.
    const usd = await call({ url: `/common/verify-coupon/MIN10K?plan_id=${plan['Accommodation Concierge']}`, as: 'student' });
    expect(usd.statusCode).toBe(422);
    expect(usd.json().errors[0].message).toBe('the coupon needs an order of at least ₹10,000.00');
    const flat = await call({ url: `/common/verify-coupon/FLAT1K?plan_id=${plan['Visa Filing']}`, as: 'student' });
    expect(flat.json().errors).toEqual([{ field: 'path/code', message: 'the coupon needs an order of at least ₹20,000.00' }]);
    expect((await call({ url: `/common/verify-coupon/FLAT1K?plan_id=${plan['Application Standard']}`, as: 'student' })).statusCode).toBe(200);
  });

  it('the make call refuses the coupon below the minimum with 422 on querystring/cc_id, before any payment exists', async () => {
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments')).rows[0].n;
    const made = await call({ url: makeUrl('student', 'IELTS Self-Paced', 'razorpay', `cc_id=${coupon.MIN10K}`), as: 'student' });
    expect(made.statusCode).toBe(422);
    expect(made.json().errors).toEqual([{ field: 'querystring/cc_id', message: 'the coupon needs an order of at least ₹10,000.00' }]);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments')).rows[0].n).toBe(before);
  });

  it('available coupons for a plan leave out those whose minimum it does not meet', async () => {
    const cheap = (await call({ url: `/common/available-coupons?plan_id=${plan['IELTS Self-Paced']}`, as: 'student' })).json().data;
    expect(cheap.map((o: { coupon: { code: string } }) => o.coupon.code)).not.toContain('MIN10K');
    const dear = (await call({ url: `/common/available-coupons?plan_id=${plan['IELTS Live Classes']}`, as: 'student' })).json().data;
    expect(dear.map((o: { coupon: { code: string } }) => o.coupon.code)).toContain('MIN10K');
  });

  it('the database refuses a minimum without its currency, and a flat coupon’s minimum in another currency', async () => {
    await expect(server.db.query(`INSERT INTO coupons (code, discount_type, value, min_amount_minor) VALUES ('BADMIN1', 'percent', 5, 100)`)).rejects.toThrow();
    await expect(
      server.db.query(`INSERT INTO coupons (code, discount_type, value, currency, min_amount_minor, min_currency) VALUES ('BADMIN2', 'flat', 5, 'INR', 100, 'USD')`),
    ).rejects.toThrow();
  });
});

describe('agents and franchises hand out coupons', () => {
  it('list only the coupons restricted to assigned students and in force, whatever `active` says', async () => {
    for (const who of ['agent', 'franchise']) {
      const listed = await call({ url: '/common/coupon-codes?active=false', as: who });
      expect(listed.statusCode, who).toBe(200);
      expect(listed.json().data.items.map((c: { code: string }) => c.code)).toEqual(['AARAV25', 'PARTNER15']);
    }
    // Staff still see every coupon.
    expect((await call({ url: '/common/coupon-codes', as: 'counselor' })).json().data.total).toBe(9);
  });

  it('an agent assigns to their own student; another partner’s student is 403 naming student_user_ids', async () => {
    const own = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'agent', payload: { cc_id: coupon.PARTNER15, student_user_ids: [idOf('s-ananya')] } });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toEqual({ cc_id: coupon.PARTNER15, assigned: [idOf('s-ananya')], already_assigned: [] });
    expect((await call({ url: `/common/verify-coupon/PARTNER15?plan_id=${plan['Visa Filing']}`, as: 's-ananya' })).statusCode).toBe(200);
    const theirs = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'agent', payload: { cc_id: coupon.PARTNER15, student_user_ids: [idOf('student'), diya] } });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toMatch(new RegExp(`^body/student_user_ids: .*${diya} is not yours`));
    // Nothing was written for the one the agent does reach.
    const aarav = await call({ url: `/common/verify-coupon/PARTNER15?plan_id=${plan['Visa Filing']}`, as: 'student' });
    expect(aarav.statusCode).toBe(422);
  });

  it('a master franchise assigns to its own and its area franchise’s students; an agent’s student is 403', async () => {
    const own = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'franchise', payload: { cc_id: coupon.PARTNER15, student_user_ids: [diya, kabir], note: 'From Unipath North' } });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.assigned).toEqual([diya, kabir]);
    const assigned = (await call({ url: '/common/assigned-coupons', as: 'franchise' })).json().data;
    expect(assigned.items.map((a: { student: { student_user_id: number } }) => a.student.student_user_id).sort()).toEqual([diya, kabir].sort());
    const agents = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'franchise', payload: { cc_id: coupon.PARTNER15, student_user_ids: [idOf('s-ananya')] } });
    expect(agents.statusCode).toBe(403);
    expect(agents.json().message).toMatch(new RegExp(`^body/student_user_ids: .*${idOf('s-ananya')} is not yours`));
  });

  it('a coupon open to every student is not one a partner hands out: 422 on body/cc_id, nothing written', async () => {
    const open = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'agent', payload: { cc_id: coupon.WELCOME10, student_user_ids: [idOf('s-ananya')] } });
    expect(open.statusCode).toBe(422);
    expect(open.json().errors).toEqual([{ field: 'body/cc_id', message: 'is not a coupon you may hand out' }]);
    const rows = await server.db.query('SELECT 1 FROM coupon_assignments WHERE cc_id = $1 AND student_user_id = $2', [coupon.WELCOME10, idOf('s-ananya')]);
    expect(rows.rows).toHaveLength(0);
  });
});
