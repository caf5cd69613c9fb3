// Credits bought through the payment machine: the capture of a paid plan with credits appends one purchase entry to
// the payer's credit ledger in the capture's transaction, once also when the verify answer arrives twice or at once.
import { describe, expect, it } from 'vitest';
import { call, idOf, makeAndAnswer, pay, plan, server, setUpPaymentsServer } from './payments-kit.ts';

setUpPaymentsServer();

const balance = (who: string) => server.app.services.credits.balance(idOf(who));
const purchases = async (userId: number) =>
  (await server.db.query<{ credits: number; amount_minor: number; currency: string; idempotency_key: string }>(
    "SELECT credits, amount_minor::int AS amount_minor, currency, idempotency_key FROM credit_ledger WHERE user_id = $1 AND kind = 'purchase' ORDER BY entry_id",
    [userId],
  )).rows;

describe('credits bought through payments', () => {
  it('a student who pays a credits plan in the sandbox gets its credits once; the verify replayed changes nothing', async () => {
    expect(await balance('student')).toBe(0);
    const run = await pay({ as: 'student', student: 'student', planName: 'Emails: 5,000 credits', outcome: 'success' });
    expect(run.verified.status).toBe('paid');
    expect(await balance('student')).toBe(5000);
    const replay = await call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: 'student' });
    expect(replay.statusCode).toBe(200);
    expect(await balance('student')).toBe(5000);
    const entries = await purchases(idOf('student'));
    expect(entries).toEqual([{
      credits: 5000, amount_minor: 100_000, currency: entries[0].currency,
      idempotency_key: `purchase:payment:${run.start.transaction_id}:${plan['Emails: 5,000 credits']}`,
    }]);
  });

  it('a partner (agent) who pays a credits plan for a student gets the credits on the agent’s own ledger, once under two verifies at once', async () => {
    const before = await balance('agent');
    const run = await makeAndAnswer({ as: 'agent', student: 'student', planName: 'Messages: 1,000 credits', outcome: 'success' });
    const answers = await Promise.all([1, 2, 3].map(() => call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: 'agent' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await balance('agent')).toBe(before + 1000);
    expect((await purchases(idOf('agent'))).filter((e) => e.idempotency_key.includes(run.start.transaction_id))).toHaveLength(1);
    // The agent sees the purchase in the lead tool's transactions.
    const listed = await call({ url: '/my-lead/transactions?type=purchase', as: 'agent' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items[0]).toMatchObject({ credits: 1000 });
  });

  it('a failed or cancelled payment of a credits plan, and a paid plan without credits, grant nothing', async () => {
    const before = await balance('student');
    await pay({ as: 'student', student: 'student', planName: 'Automation Starter: 1,000 credits', outcome: 'failure' });
    await pay({ as: 'student', student: 'student', planName: 'Automation Starter: 1,000 credits', outcome: 'cancel' });
    await pay({ as: 'student', student: 'student', planName: 'Accommodation Search', outcome: 'success' });
    expect(await balance('student')).toBe(before);
  });
});
