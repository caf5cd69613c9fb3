// Partner commission invoices through the API: the claim of a term's share (amount from the ledger, census rule,
// accrued only), the transition table (409 off it, 403 for a move that is not the caller's), the history, accounts'
// correction under review, the payout link (a claimed term is paid on its approved invoice, which becomes paid), the
// withdrawal that cancels a claim, and who reaches whose invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrued, approved, claim, FUTURE_CENSUS, move, payout, receivedFromUniversity, startPartnerInvoices, type Fx } from './partner-invoices.fixtures.ts';

let fx: Fx;
beforeAll(async () => {
  fx = await startPartnerInvoices();
}, 120_000);
afterAll(async () => fx?.ctx.server.close());

const get = (as: string, id: number) => fx.call('GET', as, `/common/partner-invoices/${id}`);

describe('a claim', () => {
  it('is a draft for the ledger share of the term, with no number, moved by the raiser and reviewed by accounts', async () => {
    const sa = await accrued(fx, 's-ananya');
    const created = await claim(fx, 'agent', sa, 1, { note: 'First term of Ananya' });
    expect(created.status).toBe(201);
    // 1 000 000 × 12.5 % = 125 000 expected; the basic plan's 50 % = 62 500.
    expect(created.body.data).toMatchObject({
      sa_mapper_id: sa, term: 1, status: 'draft', invoice_no: null, amount_minor: 62_500, ledger_share_minor: 62_500,
      share_basis_points: 5000, rate_type: 'percent', rate_basis_points: 1250, tuition_minor: 1_000_000, currency: fx.campus.currency,
      manual: false, raised_by: { user_id: fx.ctx.ids.agent, user_type: 'agent' }, created_by: { user_id: fx.ctx.ids.agent },
      student: { student_user_id: fx.ctx.ids['s-ananya'] }, raised_at: null, reviewed_by: null, paid_at: null, ci_id: null,
      allowed_moves: ['raised', 'cancelled'],
    });
    expect(created.body.data.history).toMatchObject([{ from_status: null, to_status: 'draft', note: 'First term of Ananya' }]);
    const id = created.body.data.inv_id;

    // Accounts may not raise the partner's draft (a move of the table, not theirs: 403); nobody approves a draft (409).
    expect((await move(fx, 'accounts', id, 'raised')).status).toBe(403);
    const skip = await move(fx, 'accounts', id, 'approved');
    expect(skip.status).toBe(409);
    expect(skip.body.errors).toEqual([{ field: 'body/to', message: 'is not allowed from draft' }]);

    const raised = await move(fx, 'agent', id, 'raised');
    expect(raised.status).toBe(200);
    expect(raised.body.data.status).toBe('raised');
    expect(raised.body.data.invoice_no).toMatch(/^PCI\/\d{2}-\d{2}\/\d+$/);
    expect(raised.body.data.invoice_no.length).toBeLessThanOrEqual(16);
    expect(raised.body.data.raised_at).not.toBeNull();

    // The partner cannot review its own invoice; accounts see the moves they may make.
    expect((await move(fx, 'agent', id, 'under_review')).status).toBe(403);
    expect((await get('accounts', id)).body.data.allowed_moves).toEqual(['under_review']);
    expect((await move(fx, 'manager', id, 'under_review')).body.data).toMatchObject({ status: 'under_review', reviewed_by: { user_id: fx.ctx.ids.manager } });
    const rejected = await move(fx, 'accounts', id, 'rejected');
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toContain('body/note');
    const ok = await move(fx, 'accounts', id, 'approved', 'Matches the university remittance');
    expect(ok.body.data).toMatchObject({ status: 'approved', note: 'Matches the university remittance', reviewed_by: { user_id: fx.ctx.ids.accounts }, allowed_moves: [] });
    expect(ok.body.data.history.map((h: { to_status: string }) => h.to_status)).toEqual(['draft', 'raised', 'under_review', 'approved']);
    expect(ok.body.data.history[3].changed_by).toMatchObject({ user_id: fx.ctx.ids.accounts, user_type: 'accounts' });
    // Cancelling is the raiser's, only before review.
    expect((await move(fx, 'agent', id, 'cancelled')).status).toBe(409);
  });

  it('waits for the census date (422) and the accrual (404), and refuses a withdrawn or paid-out term (409)', async () => {
    const early = await accrued(fx, 's-ishaan', { census: FUTURE_CENSUS });
    const r = await claim(fx, 'agent', early);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ field: 'body/term', message: `starts on ${FUTURE_CENSUS}` }]);

    const notAccrued = await claim(fx, 'agent', early, 2);
    expect(notAccrued.status).toBe(404);
    expect(notAccrued.body.message).toContain('body/term');
    expect((await claim(fx, 'agent', 999_999)).status).toBe(404);

    const gone = await accrued(fx, 's-ishaan');
    expect((await fx.call('POST', 'accounts', `/common/commissions/${gone}/terms/1/withdrawal`, { reason: 'Left the course' })).status).toBe(201);
    expect((await claim(fx, 'agent', gone)).status).toBe(409);

    const paid = await accrued(fx, 's-ishaan');
    await receivedFromUniversity(fx, paid);
    expect((await payout(fx, paid)).status).toBe(201);
    const late = await claim(fx, 'agent', paid);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([{ field: 'body/term', message: 'is paid out' }]);
  });

  it('answers 400 naming the field, and takes no amount from the raiser', async () => {
    const sa = await accrued(fx, 's-ananya');
    const zero = await claim(fx, 'agent', sa, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('body/term');
    const typed = await claim(fx, 'agent', sa, 1, { amount_minor: 99_999_999 });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toContain('body/amount_minor');
    const missing = await fx.call('POST', 'agent', '/common/partner-invoices', { term: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('sa_mapper_id');
    const badMove = await move(fx, 'accounts', 1, 'paid');
    expect(badMove.status).toBe(400);
    expect(badMove.body.message).toContain('body/to');
  });
});

describe('one claim per term', () => {
  it('refuses a second claim (409) until the first is rejected; of 10 at once one is made', async () => {
    const sa = await accrued(fx, 's-ananya');
    const first = await claim(fx, 'agent', sa);
    expect(first.status).toBe(201);
    const again = await claim(fx, 'agent', sa);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ field: 'body/term', message: 'is already claimed' }]);

    const id = first.body.data.inv_id;
    await move(fx, 'agent', id, 'raised');
    await move(fx, 'accounts', id, 'under_review');
    expect((await move(fx, 'accounts', id, 'rejected', 'Wrong term: the student deferred')).body.data).toMatchObject({ status: 'rejected', note: 'Wrong term: the student deferred' });
    expect((await claim(fx, 'agent', sa)).status).toBe(201);

    const raced = await accrued(fx, 's-ishaan');
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(fx, 'agent', raced)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const { rows } = await fx.ctx.server.db.query('SELECT 1 FROM partner_invoices WHERE sa_mapper_id = $1', [raced]);
    expect(rows).toHaveLength(1);
  });
});

describe('correction and payment', () => {
  it('lets accounts correct the amount under review only, up to the ledger share, and pays the corrected amount', async () => {
    const sa = await accrued(fx, 's-ananya');
    await receivedFromUniversity(fx, sa);
    const id = (await claim(fx, 'agent', sa)).body.data.inv_id;
    const amount = (body: Record<string, unknown>, as = 'accounts') => fx.call('POST', as, `/common/partner-invoices/${id}/amount`, body);
    expect((await amount({ amount_minor: 50_000, note: 'Scholarship deducted' })).status).toBe(409);
    await move(fx, 'agent', id, 'raised');
    // A raised (not approved) claim holds the payout back.
    const held = await payout(fx, sa);
    expect(held.status).toBe(409);
    expect(held.body.errors).toEqual([{ field: 'path/term', message: 'has a partner invoice raised' }]);

    await move(fx, 'accounts', id, 'under_review');
    expect((await amount({ amount_minor: 50_000, note: 'x' }, 'agent')).status).toBe(403);
    const over = await amount({ amount_minor: 62_501, note: 'Too much' });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([{ field: 'body/amount_minor', message: 'must be at most 62500' }]);
    expect((await amount({ amount_minor: 50_000 })).status).toBe(400);
    const fixed = await amount({ amount_minor: 50_000, note: 'Scholarship deducted by the university' });
    expect(fixed.body.data).toMatchObject({ amount_minor: 50_000, ledger_share_minor: 62_500, note: 'Scholarship deducted by the university' });
    expect(fixed.body.data.history.at(-1)).toMatchObject({ from_status: 'under_review', to_status: 'under_review', amount_from_minor: 62_500, amount_to_minor: 50_000 });
    await move(fx, 'accounts', id, 'approved');

    const paid = await payout(fx, sa);
    expect(paid.status).toBe(201);
    // No PAN on file: TDS 20 % of the approved 50 000.
    expect(paid.body.data.partner_share).toMatchObject({ gross_minor: 50_000, tds_minor: 10_000, net_minor: 40_000 });
    const after = (await get('agent', id)).body.data;
    expect(after).toMatchObject({ status: 'paid' });
    expect(after.paid_at).not.toBeNull();
    expect(after.history.at(-1)).toMatchObject({ from_status: 'approved', to_status: 'paid', note: `payout PAY-${sa}-1`, changed_by: { user_id: fx.ctx.ids.accounts } });
    // Paid is final.
    expect((await move(fx, 'accounts', id, 'rejected', 'late')).status).toBe(409);
  });

  it('pays a term nobody claimed as before, and a withdrawal cancels an unpaid claim', async () => {
    const unclaimed = await accrued(fx, 's-ishaan');
    await receivedFromUniversity(fx, unclaimed);
    expect((await payout(fx, unclaimed)).body.data.partner_share).toMatchObject({ gross_minor: 62_500 });

    const sa = await accrued(fx, 's-ishaan');
    const id = await approved(fx, 'agent', sa);
    expect((await fx.call('POST', 'accounts', `/common/commissions/${sa}/terms/1/withdrawal`, { reason: 'Deferred to next year' })).status).toBe(201);
    const cancelled = (await get('agent', id)).body.data;
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled.history.at(-1)).toMatchObject({ from_status: 'approved', to_status: 'cancelled', note: 'the student withdrew: Deferred to next year' });
  });
});

describe('reach', () => {
  it('lets the raiser, its master franchise and accounts read an invoice; another agent gets 403, nobody 404', async () => {
    const mine = (await claim(fx, 'agent', await accrued(fx, 's-ananya'))).body.data.inv_id;
    expect((await get('agent', mine)).status).toBe(200);
    expect((await get('agent2', mine)).status).toBe(403);
    expect((await get('franchise', mine)).status).toBe(403);
    expect((await get('accounts', mine)).status).toBe(200);
    expect((await get('manager', mine)).status).toBe(200);
    expect((await get('counselor', mine)).status).toBe(403);
    expect((await get('student', mine)).status).toBe(403);
    expect((await get('agent', 9_999_999)).status).toBe(404);
    expect((await move(fx, 'agent2', mine, 'raised')).status).toBe(403);

    // Kabir was recruited by the area franchise under the master franchise.
    const area = (await claim(fx, 'area', await accrued(fx, 's-kabir'))).body.data.inv_id;
    expect((await get('franchise', area)).status).toBe(200);
    expect((await get('franchise', area)).body.data.allowed_moves).toEqual([]);
    expect((await move(fx, 'franchise', area, 'raised')).status).toBe(403);
    const diya = (await claim(fx, 'franchise', await accrued(fx, 's-diya'))).body.data.inv_id;
    expect((await get('area', diya)).status).toBe(403);

    // Claims: only the student's own partner; students and staff other than accounts cannot (x-access).
    const kabir = await accrued(fx, 's-kabir');
    expect((await claim(fx, 'agent', kabir)).status).toBe(403);
    expect((await claim(fx, 'franchise', kabir)).status).toBe(403);
    expect((await claim(fx, 'accounts', kabir)).status).toBe(403);
    expect((await claim(fx, 'student', kabir)).status).toBe(403);
    const direct = await accrued(fx, 's-zara');
    expect((await claim(fx, 'agent', direct)).status).toBe(403);
  });

  it('scopes the list to the caller, and checks a named raiser', async () => {
    const list = (as: string, q = '') => fx.call('GET', as, `/common/partner-invoices${q}`);
    const own = (await claim(fx, 'agent2', await accrued(fx, 's-vihaan'))).body.data.inv_id;
    const agent2 = (await list('agent2')).body.data;
    expect(agent2.items.map((i: { inv_id: number }) => i.inv_id)).toEqual([own]);
    const agent = (await list('agent')).body.data.items as { raised_by: { user_id: number } }[];
    expect(agent.length).toBeGreaterThan(0);
    expect(agent.every((i) => i.raised_by.user_id === fx.ctx.ids.agent)).toBe(true);
    const master = (await list('franchise')).body.data.items as { raised_by: { user_id: number } }[];
    expect(new Set(master.map((i) => i.raised_by.user_id))).toEqual(new Set([fx.ctx.ids.franchise, fx.ctx.ids.area]));
    expect((await list('accounts', `?partner_user_id=${fx.ctx.ids.agent2}`)).body.data.total).toBe(1);
    expect((await list('agent', `?partner_user_id=${fx.ctx.ids.agent2}`)).status).toBe(403);
    expect((await list('accounts', `?partner_user_id=${fx.ctx.ids.accounts}`)).status).toBe(404);
    expect((await list('accounts', '?status=draft&manual=false')).body.data.items.every((i: { status: string }) => i.status === 'draft')).toBe(true);
    expect((await list('counselor')).status).toBe(403);
  });

  it('answers a student\'s open invoice to its partner and to accounts, null to another agent\'s view', async () => {
    const sa = await accrued(fx, 's-vihaan');
    const id = (await claim(fx, 'agent2', sa)).body.data.inv_id;
    const active = (as: string) => fx.call('GET', as, `/common/franchise-active-invoice/${fx.ctx.ids['s-vihaan']}`);
    expect((await active('agent2')).body.data).toMatchObject({ inv_id: id, status: 'draft' });
    expect((await active('accounts')).body.data).toMatchObject({ inv_id: id });
    expect((await active('agent')).status).toBe(403);
    await move(fx, 'agent2', id, 'cancelled', 'Raised by mistake');
    // The earlier open claim (of the list test) is the open one now; once it is raised and cancelled too, none is.
    const earlier = (await active('agent2')).body.data.inv_id;
    expect(earlier).not.toBe(id);
    await move(fx, 'agent2', earlier, 'raised');
    expect((await move(fx, 'agent2', earlier, 'cancelled')).body.data).toMatchObject({ status: 'cancelled' });
    expect((await active('agent2')).body.data).toBeNull();
  });

  it('is the claim of the partner fixed on the term at accrual, also after the student changed agents', async () => {
    const sa = await accrued(fx, 's-ishaan');
    await fx.ctx.server.db.query('UPDATE users SET agent_user_id = $1 WHERE user_id = $2', [fx.ctx.ids.agent2, fx.ctx.ids['s-ishaan']]);
    try {
      expect((await claim(fx, 'agent2', sa)).status).toBe(403);
      expect((await claim(fx, 'agent', sa)).status).toBe(201);
    } finally {
      await fx.ctx.server.db.query('UPDATE users SET agent_user_id = $1 WHERE user_id = $2', [fx.ctx.ids.agent, fx.ctx.ids['s-ishaan']]);
    }
  });

  it('lists the transition table', async () => {
    const r = await fx.call('GET', 'agent', '/common/partner-invoice-statuses');
    expect(r.body.data.map((s: { value: string }) => s.value)).toEqual(['draft', 'raised', 'under_review', 'approved', 'rejected', 'paid', 'cancelled']);
    expect(r.body.data[3].moves).toEqual([{ to: 'paid', operation: 'payPartnerCommission', roles: ['accounts', 'operations_manager'], raiser_only: false }]);
  });
});
