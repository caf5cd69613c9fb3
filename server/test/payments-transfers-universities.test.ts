// Payments due to universities (issue 13): the deposits that follow the applications (once per application, however
// often and however concurrently the job runs), staff recording a payment (idempotent by request key, reach-checked,
// 400/404/409/422), the moves of its state, and who reads whose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

const ORIGIN = 'http://127.0.0.1:8080';
let server: TestServer;
const who: Record<string, { token: string; userId: number }> = {};
const PEOPLE = ['student', 'counselor', 'agent', 'accounts', 'manager', 'visa', 's-zara', 's-ananya'];

beforeAll(async () => {
  server = await startTestServer({ publicUrl: ORIGIN });
  for (const key of PEOPLE) who[key] = await signIn(server, key);
}, 120_000);
afterAll(async () => server?.close());

type Fee = {
  payment_id: number; student: { student_user_id: number }; sa_mapper_id: number | null; university: { university_id: number; name: string };
  purpose: string; amount_minor: number; currency: string; due_date: string | null; status: string; channel: string;
  provider_reference: string | null; paid_at: string | null; source: string; flywire: { id: number; recipient_code: string; payment_url: string | null } | null;
};

const call = (method: 'GET' | 'POST', url: string, as: string, payload?: unknown) =>
  server.app.inject({ method, url: `${server.portal}${url}`, headers: bearer(who[as].token), payload: payload as object });
async function list(as: string, query = ''): Promise<{ items: Fee[]; total: number }> {
  const response = await call('GET', `/common/university-payment${query ? `?${query}` : ''}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const follow = () => server.app.services.universityPayments.followApplications();
const count = async (sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;

/** Aarav's application with its deposit due (the demo data: an accepted offer, a deposit of 5000 in the course's currency). */
let aaravs: { sa_mapper_id: number; university_id: number; amount: string; currency: string; due: string } | undefined;
async function aaravsDeposit() {
  if (aaravs) return aaravs;
  const { rows } = await server.db.query<{ sa_mapper_id: number; university_id: number; amount: string; currency: string; due: string }>(
    `SELECT a.sa_mapper_id, c.university_id, a.deposit_amount::text AS amount, a.deposit_currency AS currency, a.deposit_due_date AS due
       FROM student_applications a JOIN courses c ON c.course_id = a.course_id
      WHERE a.student_user_id = $1 AND a.status = 'offer_accepted' AND a.deposit_amount IS NOT NULL`,
    [who.student.userId],
  );
  expect(rows).toHaveLength(1);
  aaravs = rows[0];
  return aaravs;
}

let key = 0;
const recordBody = (overrides: Record<string, unknown> = {}) => ({
  request_key: `test-key-${++key}-${Date.now()}`, student_user_id: who.student.userId, university_id: 1, purpose: 'tuition',
  amount_minor: 1_250_000, currency: 'GBP', due_date: '2027-01-15', ...overrides,
});

describe('the deposits of applications', () => {
  it('a deposit of an accepted offer becomes a payment due, once however often and however concurrently the job runs', async () => {
    expect((await list('student')).total).toBe(0);
    const first = await follow();
    expect(first.created).toBeGreaterThan(0);
    const deposit = await aaravsDeposit();
    const mine = await list('student');
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      sa_mapper_id: deposit.sa_mapper_id, university: { university_id: deposit.university_id }, purpose: 'deposit',
      amount_minor: Number(deposit.amount) * 100, currency: deposit.currency, due_date: deposit.due, status: 'due',
      channel: 'flywire', source: 'application', paid_at: null, flywire: null,
    });
    const rows = await count('university_payments');
    expect(await follow()).toEqual({ created: 0, paid: 0, cancelled: 0, refreshed: 0 });
    await Promise.all(Array.from({ length: 5 }, () => follow()));
    expect(await count('university_payments')).toBe(rows);
    expect(await count("(SELECT sa_mapper_id FROM university_payments WHERE source = 'application' GROUP BY sa_mapper_id HAVING count(*) > 1) twice")).toBe(0);
  });

  it('once the transfer provider is synced, the payment links to the university’s payment page', async () => {
    await server.app.services.transfers.sync();
    const [fee] = (await list('student')).items;
    expect(fee.flywire).not.toBeNull();
    expect(fee.flywire!.payment_url).toBe(`${ORIGIN}/flywire-sandbox/${fee.flywire!.recipient_code}`);
  });

  it('a changed deposit amount is followed while due, and the deposit is paid when the application reaches deposit paid', async () => {
    const deposit = await aaravsDeposit();
    await server.db.query('UPDATE student_applications SET deposit_amount = 5250.5 WHERE sa_mapper_id = $1', [deposit.sa_mapper_id]);
    expect((await follow()).refreshed).toBe(1);
    expect((await list('student')).items[0].amount_minor).toBe(525_050);
    await server.db.query("UPDATE student_applications SET status = 'deposit_paid', sub_status = NULL WHERE sa_mapper_id = $1", [deposit.sa_mapper_id]);
    expect((await follow()).paid).toBe(1);
    const [fee] = (await list('student', 'status=paid')).items;
    expect(fee).toMatchObject({ sa_mapper_id: deposit.sa_mapper_id, status: 'paid' });
    expect(fee.paid_at).not.toBeNull();
    const { rows } = await server.db.query<{ from_status: string | null; to_status: string; by_user_id: number | null }>(
      'SELECT from_status, to_status, by_user_id FROM university_payment_events WHERE payment_id = $1 ORDER BY event_id', [fee.payment_id]);
    expect(rows).toEqual([{ from_status: null, to_status: 'due', by_user_id: null }, { from_status: 'due', to_status: 'paid', by_user_id: null }]);
    expect((await follow()).paid).toBe(0);
  });
});

describe('recording a payment due', () => {
  it('staff who reach the student record it (201); the same request key again answers the same payment (200)', async () => {
    const body = recordBody();
    const made = await call('POST', '/common/university-payment', 'counselor', body);
    expect(made.statusCode, made.body).toBe(201);
    const fee = made.json().data as Fee;
    expect(fee).toMatchObject({ purpose: 'tuition', amount_minor: 1_250_000, currency: 'GBP', due_date: '2027-01-15', status: 'due', source: 'staff', channel: 'flywire' });
    const again = await call('POST', '/common/university-payment', 'counselor', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment_id).toBe(fee.payment_id);
    const other = await call('POST', '/common/university-payment', 'counselor', { ...body, amount_minor: 1_250_001 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('request_key');
    expect((await list('student')).items.map((f) => f.payment_id)).toContain(fee.payment_id);
  });

  it('twenty concurrent sends of one request key record one payment', async () => {
    const body = recordBody({ purpose: 'application_fee', amount_minor: 7_500 });
    const before = await count('university_payments');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/common/university-payment', 'accounts', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(18).fill(200), 201].sort());
    expect(new Set(answers.map((a) => a.json().data.payment_id)).size).toBe(1);
    expect(await count('university_payments')).toBe(before + 1);
  });

  it('refuses a student, a student the caller does not reach, and names the field at fault', async () => {
    expect((await call('POST', '/common/university-payment', 'student', recordBody())).statusCode).toBe(403);
    const notMine = await call('POST', '/common/university-payment', 'agent', recordBody({ student_user_id: who['s-zara'].userId }));
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toContain('body/student_user_id');
    const noStudent = await call('POST', '/common/university-payment', 'manager', recordBody({ student_user_id: 999_999 }));
    expect(noStudent.statusCode).toBe(404);
    const noUniversity = await call('POST', '/common/university-payment', 'counselor', recordBody({ university_id: 999_999 }));
    expect(noUniversity.statusCode).toBe(404);
    expect(noUniversity.json().message).toContain('body/university_id');
    for (const [field, value] of [['amount_minor', 0], ['amount_minor', 12.5], ['currency', 'gbp'], ['purpose', 'rent'], ['due_date', '15/01/2027'], ['request_key', 'short']] as const) {
      const bad = await call('POST', '/common/university-payment', 'counselor', recordBody({ [field]: value }));
      expect(bad.statusCode, `${field}=${value}`).toBe(400);
      expect(bad.json().message).toContain(`body/${field}`);
    }
    const { amount_minor: _, ...missing } = recordBody();
    expect((await call('POST', '/common/university-payment', 'counselor', missing)).json().message).toContain('amount_minor');
    const unknownCurrency = await call('POST', '/common/university-payment', 'counselor', recordBody({ currency: 'QQQ' }));
    expect(unknownCurrency.statusCode).toBe(400);
    expect(unknownCurrency.json().message).toContain('body/currency');
  });

  it('an application of another student or another university is 422', async () => {
    const deposit = await aaravsDeposit();
    const wrongUniversity = await call('POST', '/common/university-payment', 'counselor', recordBody({ sa_mapper_id: deposit.sa_mapper_id, university_id: deposit.university_id + 1 }));
    expect(wrongUniversity.statusCode).toBe(422);
    expect(wrongUniversity.json().errors[0].field).toBe('body/sa_mapper_id');
    const right = await call('POST', '/common/university-payment', 'counselor', recordBody({ sa_mapper_id: deposit.sa_mapper_id, university_id: deposit.university_id }));
    expect(right.statusCode).toBe(201);
  });
});

describe('the state of a payment', () => {
  let paymentId: number;
  beforeAll(async () => {
    paymentId = (await call('POST', '/common/university-payment', 'counselor', recordBody({ purpose: 'other', amount_minor: 99_00 }))).json().data.payment_id;
  });
  const move = (as: string, id: number, body: Record<string, unknown>) => call('POST', `/common/university-payment/${id}/status`, as, body);

  it('moves due → initiated (with the provider’s reference) → paid, each move kept with who; a repeat changes nothing', async () => {
    const started = await move('counselor', paymentId, { status: 'initiated', provider_reference: 'FWU123456789' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'initiated', provider_reference: 'FWU123456789', paid_at: null });
    const paid = await move('accounts', paymentId, { status: 'paid', note: 'Flywire confirmed delivery' });
    expect(paid.json().data).toMatchObject({ status: 'paid', provider_reference: 'FWU123456789' });
    const paidAt = paid.json().data.paid_at;
    expect(paidAt).not.toBeNull();
    const repeat = await move('accounts', paymentId, { status: 'paid' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.paid_at).toBe(paidAt);
    const { rows } = await server.db.query<{ to_status: string; by_user_id: number }>(
      'SELECT to_status, by_user_id FROM university_payment_events WHERE payment_id = $1 ORDER BY event_id', [paymentId]);
    expect(rows).toEqual([
      { to_status: 'due', by_user_id: who.counselor.userId }, { to_status: 'initiated', by_user_id: who.counselor.userId },
      { to_status: 'paid', by_user_id: who.accounts.userId },
    ]);
  });

  it('refuses a move out of a final state (409), an unknown payment (404), a bad state (400) and a student (403)', async () => {
    const back = await move('accounts', paymentId, { status: 'due' });
    expect(back.statusCode).toBe(409);
    expect(back.json().errors[0].field).toBe('body/status');
    expect((await move('accounts', 999_999, { status: 'paid' })).statusCode).toBe(404);
    const bad = await move('accounts', paymentId, { status: 'refunded' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body/status');
    expect((await move('student', paymentId, { status: 'cancelled' })).statusCode).toBe(403);
  });

  it('a payment of a student the caller does not reach is 404 to them', async () => {
    const zaras = await call('POST', '/common/university-payment', 'manager', recordBody({ student_user_id: who['s-zara'].userId }));
    expect(zaras.statusCode).toBe(201);
    const id = zaras.json().data.payment_id;
    const refused = await move('agent', id, { status: 'cancelled' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('path/payment_id');
    expect((await move('manager', id, { status: 'cancelled' })).json().data.status).toBe('cancelled');
  });
});

describe('who reads whose', () => {
  it('a student reads only their own, and asking for another student is 403', async () => {
    const mine = await list('student', 'page_size=100');
    expect(mine.total).toBe(await count('university_payments WHERE student_user_id = $1', [who.student.userId]));
    expect(mine.items.every((f) => f.student.student_user_id === who.student.userId)).toBe(true);
    expect((await call('GET', `/common/university-payment?student_user_id=${who['s-zara'].userId}`, 'student')).statusCode).toBe(403);
    expect((await list('s-zara')).items.every((f) => f.student.student_user_id === who['s-zara'].userId)).toBe(true);
  });

  it('an agent reads its own students’ only; accounts reads all; another student named is 403, no student 404', async () => {
    const agents = await list('agent', 'page_size=100');
    expect(agents.total).toBe(await count('university_payments p JOIN users s ON s.user_id = p.student_user_id WHERE s.agent_user_id = $1', [who.agent.userId]));
    expect(agents.items.some((f) => f.student.student_user_id === who['s-zara'].userId)).toBe(false);
    expect((await list('accounts', 'page_size=100')).total).toBe(await count('university_payments'));
    expect((await call('GET', `/common/university-payment?student_user_id=${who['s-zara'].userId}`, 'agent')).statusCode).toBe(403);
    expect((await call('GET', '/common/university-payment?student_user_id=999999', 'accounts')).statusCode).toBe(404);
    const bad = await call('GET', '/common/university-payment?status=overdue', 'accounts');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring/status');
  });

  it('lists what is open first, soonest due first, then the rest; filters by student and state', async () => {
    const all = (await list('accounts', `student_user_id=${who.student.userId}&page_size=100`)).items;
    const open = all.filter((f) => f.status === 'due' || f.status === 'initiated');
    expect(all.slice(0, open.length)).toEqual(open);
    const dues = open.map((f) => f.due_date ?? '9999-12-31');
    expect(dues).toEqual([...dues].sort());
    const due = await list('accounts', `student_user_id=${who.student.userId}&status=due&page_size=100`);
    expect(due.items.every((f) => f.status === 'due' && f.student.student_user_id === who.student.userId)).toBe(true);
  });
});
