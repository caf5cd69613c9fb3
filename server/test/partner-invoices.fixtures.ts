// What the partner invoice tests share: the commission fixtures (one server, a university abroad with a 12.5 % rate),
// a second agent signed in (for "another agent's invoice"), accrued terms and the calls that move an invoice along.
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { application, caller, kolkataToday, PAST_CENSUS, percentRate, startCommissions, type Campus, type Ctx } from './commissions.fixtures.ts';

export { kolkataToday, PAST_CENSUS };
export const FUTURE_CENSUS = '2099-09-15';

export type Fx = { ctx: Ctx; call: ReturnType<typeof caller>; campus: Campus };

/** The server with the rate, and `agent2`: an agent of its own who recruited Vihaan (a direct student in the demo). */
export async function startPartnerInvoices(): Promise<Fx> {
  const { ctx, call, campus } = await startCommissions();
  await percentRate(call, campus, 1250);
  const { rows } = await ctx.server.db.query<{ user_id: number }>(
    `INSERT INTO users (user_type, first_name, last_name, email, mobile, password_hash, organisation)
     SELECT 'agent', 'Nikhil', 'Bansal', 'agent2@demo.unipath.test', '9810000996', password_hash, 'Other Overseas'
       FROM users WHERE email = 'agent@demo.unipath.test' RETURNING user_id`,
  );
  ctx.ids.agent2 = rows[0].user_id;
  await ctx.server.db.query('UPDATE users SET agent_user_id = $1 WHERE user_id = $2', [ctx.ids.agent2, ctx.ids['s-vihaan']]);
  const login = await ctx.server.app.inject({
    method: 'POST', url: `${ctx.server.portal}/login`, payload: { email: 'agent2@demo.unipath.test', password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`agent2 login: ${login.statusCode} ${login.body}`);
  ctx.tokens.agent2 = login.json().data.token;
  return { ctx, call, campus };
}

/** An enrolled application of `student` with terms accrued by accounts (tuition 1 000 000: 125 000 expected, 62 500 share). */
export async function accrued(fx: Fx, student: string, opts: { census?: string; terms?: number; tuition?: number } = {}): Promise<number> {
  const sa = await application(fx.ctx, fx.campus, student);
  for (let term = 1; term <= (opts.terms ?? 1); term += 1) {
    const r = await fx.call('POST', 'accounts', `/common/commissions/${sa}/expected`, {
      term, census_date: opts.census ?? PAST_CENSUS, tuition_minor: opts.tuition ?? 1_000_000,
    });
    expect(r.status).toBe(201);
  }
  return sa;
}

export const claim = (fx: Fx, as: string, sa: number, term = 1, extra: Record<string, unknown> = {}) =>
  fx.call('POST', as, '/common/partner-invoices', { sa_mapper_id: sa, term, ...extra });

export const move = (fx: Fx, as: string, id: number, to: string, note?: string) =>
  fx.call('POST', as, `/common/partner-invoices/${id}/status`, note === undefined ? { to } : { to, note });

/** A claim of `as` raised and approved by accounts; answers its id. */
export async function approved(fx: Fx, as: string, sa: number, term = 1): Promise<number> {
  const created = await claim(fx, as, sa, term);
  expect(created.status).toBe(201);
  const id = created.body.data.inv_id as number;
  expect((await move(fx, as, id, 'raised')).status).toBe(200);
  expect((await move(fx, 'accounts', id, 'under_review')).status).toBe(200);
  expect((await move(fx, 'accounts', id, 'approved')).status).toBe(200);
  return id;
}

/** The university's commission of a term invoiced and received in full, so the partner may be paid. */
export async function receivedFromUniversity(fx: Fx, sa: number, term = 1): Promise<void> {
  const base = `/common/commissions/${sa}/terms/${term}`;
  const invoiced = await fx.call('POST', 'accounts', `${base}/invoice`, {});
  expect(invoiced.status).toBe(201);
  const due = invoiced.body.data.invoiced_minor;
  expect((await fx.call('POST', 'accounts', `${base}/received`, { amount_minor: due, received_on: kolkataToday(), reference: `UNI-${sa}-${term}` })).status).toBe(201);
}

export const payout = (fx: Fx, sa: number, term = 1, reference = `PAY-${sa}-${term}`) =>
  fx.call('POST', 'accounts', `/common/commissions/${sa}/terms/${term}/payout`, { paid_on: kolkataToday(), reference });
