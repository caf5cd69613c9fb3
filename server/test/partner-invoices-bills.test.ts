// Partner invoices as bills: gapless PCI numbers when many are raised at once, termwise manual invoices entered by
// accounts, clubbed bills (PCB) of approved invoices of one raiser, and the franchise's student list with its sums.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrued, approved, claim, move, payout, receivedFromUniversity, startPartnerInvoices, type Fx } from './partner-invoices.fixtures.ts';

let fx: Fx;
beforeAll(async () => {
  fx = await startPartnerInvoices();
}, 120_000);
afterAll(async () => fx?.ctx.server.close());

const seqOf = (no: string) => Number(no.split('/')[2]);

describe('numbering', () => {
  it('gives 12 invoices raised at once 12 consecutive PCI numbers, none twice, and keeps PCI from tax invoices', async () => {
    const sa = await accrued(fx, 's-ananya', { terms: 12 });
    const ids: number[] = [];
    for (let term = 1; term <= 12; term += 1) ids.push((await claim(fx, 'agent', sa, term)).body.data.inv_id);
    const raised = await Promise.all(ids.map((id) => move(fx, 'agent', id, 'raised')));
    expect(raised.map((r) => r.status)).toEqual(Array(12).fill(200));
    const numbers = raised.map((r) => r.body.data.invoice_no as string);
    expect(numbers.every((n) => /^PCI\/\d{2}-\d{2}\/\d+$/.test(n) && n.length <= 16)).toBe(true);
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, i) => seqs[0] + i));

    const tax = await fx.call('POST', 'accounts', '/common/invoices/draft', {
      series: 'PCI', buyer: { legal_name: 'X', address: 'Y', country_code: 'IN', state_code: '27' },
      lines: [{ description: 'Z', quantity: 1, unit_price_minor: 100, gst_rate: 18 }],
    });
    expect(tax.status).toBe(422);
    expect(tax.body.errors).toEqual([{ field: 'body/series', message: 'is reserved for partner commission invoices' }]);
  });
});

describe('termwise manual invoices', () => {
  it('are entered by accounts for the term\'s partner, raised and numbered at once, and read by reach', async () => {
    const sa = await accrued(fx, 's-ishaan', { terms: 2 });
    const body = { sa_mapper_id: sa, term: 2, term_label: 'Year 1 - Semester 2', due_date: '2026-12-31', note: 'Paper invoice 17' };
    expect((await fx.call('POST', 'agent', '/common/manual-invoices', body)).status).toBe(403);
    const made = await fx.call('POST', 'accounts', '/common/manual-invoices', body);
    expect(made.status).toBe(201);
    const mi = made.body.data;
    expect(mi).toMatchObject({
      mi_id: mi.inv_id, manual: true, status: 'raised', term: 2, term_label: 'Year 1 - Semester 2', due_date: '2026-12-31',
      amount_minor: 62_500, raised_by: { user_id: fx.ctx.ids.agent }, created_by: { user_id: fx.ctx.ids.accounts },
    });
    expect(mi.invoice_no).toMatch(/^PCI\//);
    // The same one-claim rule: the partner cannot claim term 2 again.
    expect((await claim(fx, 'agent', sa, 2)).status).toBe(409);

    const list = (as: string, q: string) => fx.call('GET', as, `/common/termwise-manual-invoices${q}`);
    expect((await list('agent', `?mi_id=${mi.mi_id}`)).body.data.items).toMatchObject([{ mi_id: mi.mi_id, term_label: 'Year 1 - Semester 2' }]);
    expect((await list('agent2', `?mi_id=${mi.mi_id}`)).status).toBe(403);
    expect((await list('agent2', '')).body.data.total).toBe(0);
    expect((await list('accounts', '?mi_id=9999999')).status).toBe(404);
    const notManual = (await claim(fx, 'agent', sa, 1)).body.data.inv_id;
    expect((await list('accounts', `?mi_id=${notManual}`)).status).toBe(404);
    expect((await list('accounts', `?student_user_id=${fx.ctx.ids['s-ishaan']}&term=2`)).body.data.items.map((i: { mi_id: number }) => i.mi_id)).toEqual([mi.mi_id]);

    const direct = await accrued(fx, 's-zara');
    const none = await fx.call('POST', 'accounts', '/common/manual-invoices', { sa_mapper_id: direct, term: 1 });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ field: 'body/sa_mapper_id', message: 'has no agent or franchise' }]);
    // Without a label the term names itself.
    const plain = await fx.call('POST', 'manager', '/common/manual-invoices', { sa_mapper_id: await accrued(fx, 's-ishaan'), term: 1 });
    expect(plain.body.data).toMatchObject({ term_label: 'Term 1', due_date: null, created_by: { user_id: fx.ctx.ids.manager } });
  });
});

describe('clubbed invoices', () => {
  it('group approved invoices of one raiser under one PCB number; paid when every member is paid', async () => {
    const a = await accrued(fx, 's-ananya');
    const b = await accrued(fx, 's-ananya');
    const [first, second] = [await approved(fx, 'agent', a), await approved(fx, 'agent', b)];
    const open = (await claim(fx, 'agent', await accrued(fx, 's-ananya'))).body.data.inv_id;
    const club = (as: string, ids: number[]) => fx.call('POST', as, '/common/clubbed-invoices', { inv_ids: ids });

    const notApproved = await club('agent', [first, open]);
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.errors).toEqual([{ field: 'body/inv_ids', message: `${open} not approved` }]);
    expect((await club('agent2', [first, second])).status).toBe(403);
    expect((await club('agent', [first, 9_999_999])).status).toBe(404);
    expect((await club('agent', [first])).status).toBe(400);

    const made = await club('agent', [first, second]);
    expect(made.status).toBe(201);
    const bill = made.body.data;
    expect(bill).toMatchObject({
      invoice_count: 2, total_minor: 125_000, currency: fx.campus.currency, status: 'approved', paid_at: null, bank: null,
      raised_by: { user_id: fx.ctx.ids.agent },
    });
    expect(bill.clubbed_invoice_no).toMatch(/^PCB\/\d{2}-\d{2}\/1$/);
    expect(bill.invoices.map((i: { inv_id: number; ci_id: number }) => [i.inv_id, i.ci_id])).toEqual([[first, bill.ci_id], [second, bill.ci_id]]);
    const again = await club('accounts', [first, second]);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toContain('already clubbed');

    // Several raisers: 422 (accounts may club any raiser's).
    const other = await approved(fx, 'agent2', await accrued(fx, 's-vihaan'));
    const third = await approved(fx, 'agent', await accrued(fx, 's-ananya'));
    expect((await club('accounts', [third, other])).status).toBe(422);

    const one = (as: string) => fx.call('GET', as, `/common/clubbed-invoice?ci_id=${bill.ci_id}`);
    expect((await one('agent')).status).toBe(200);
    expect((await one('accounts')).status).toBe(200);
    expect((await one('agent2')).status).toBe(403);
    expect((await one('franchise')).status).toBe(403);
    expect((await fx.call('GET', 'accounts', '/common/clubbed-invoice?ci_id=9999999')).status).toBe(404);
    const lists = async (as: string, q = '') => (await fx.call('GET', as, `/common/all-clubbed-invoices${q}`)).body.data;
    expect((await lists('agent')).items.map((c: { ci_id: number }) => c.ci_id)).toEqual([bill.ci_id]);
    expect((await lists('agent2')).total).toBe(0);
    expect((await lists('accounts', '?status=approved')).items.map((c: { ci_id: number }) => c.ci_id)).toEqual([bill.ci_id]);

    for (const sa of [a, b]) {
      await receivedFromUniversity(fx, sa);
      expect((await payout(fx, sa)).status).toBe(201);
    }
    const paid = (await one('agent')).body.data;
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid.paid_at).not.toBeNull();
    expect((await lists('accounts', '?status=paid')).items.map((c: { ci_id: number }) => c.ci_id)).toEqual([bill.ci_id]);
    expect((await lists('accounts', '?status=approved')).total).toBe(0);
  });

  it('shows the raiser its full bank account number and others a masked one', async () => {
    const bank = await fx.call('POST', 'agent2', '/common/banks/save', {
      account_holder_name: 'Nikhil Bansal', bank_name: 'State Bank of India', account_number: '123456789012', account_type: 'current',
      ifsc_code: 'SBIN0001234', country_code: 'IN', currency: 'INR', is_primary: true,
    });
    expect([200, 201]).toContain(bank.status);
    const ids = [await approved(fx, 'agent2', await accrued(fx, 's-vihaan')), await approved(fx, 'agent2', await accrued(fx, 's-vihaan'))];
    const bill = (await fx.call('POST', 'agent2', '/common/clubbed-invoices', { inv_ids: ids })).body.data;
    expect(bill.bank).toMatchObject({ account_number: '123456789012', account_number_masked: false, is_primary: true });
    const staff = (await fx.call('GET', 'manager', `/common/clubbed-invoice?ci_id=${bill.ci_id}`)).body.data;
    expect(staff.bank).toMatchObject({ account_number: 'XXXXXXXX9012', account_number_masked: true });
  });
});

describe('franchise student invoices', () => {
  it('lists the students of a franchise and its area franchises with their sums, and the active invoice', async () => {
    const kabir = await accrued(fx, 's-kabir');
    const paidId = await approved(fx, 'area', kabir);
    await receivedFromUniversity(fx, kabir);
    await payout(fx, kabir);
    const openId = (await claim(fx, 'area', await accrued(fx, 's-kabir'))).body.data.inv_id;
    expect(paidId).not.toBe(openId);

    const list = (as: string, q = '') => fx.call('GET', as, `/common/franchise-student-invoices/${q}`);
    const master = (await list('franchise')).body.data.items as { student: { student_user_id: number }; recruited_by: { user_id: number } }[];
    const ids = master.map((r) => r.student.student_user_id);
    expect(ids).toEqual(expect.arrayContaining([fx.ctx.ids['s-diya'], fx.ctx.ids['s-kabir'], fx.ctx.ids['s-saanvi']]));
    expect(ids).not.toContain(fx.ctx.ids['s-ananya']);
    const row = (await list('area', `?student_user_id=${fx.ctx.ids['s-kabir']}`)).body.data.items;
    expect(row).toMatchObject([{
      student: { student_user_id: fx.ctx.ids['s-kabir'] }, recruited_by: { user_id: fx.ctx.ids.area }, invoice_count: 2,
      total_commission_minor: 125_000, paid_commission_minor: 62_500, currency: fx.campus.currency, active_inv_id: openId,
    }]);
    expect((await list('area')).body.data.items.map((r: { student: { student_user_id: number } }) => r.student.student_user_id))
      .not.toContain(fx.ctx.ids['s-diya']);
    expect((await list('area', `?franchise_id=${fx.ctx.ids.franchise}`)).status).toBe(403);
    expect((await list('accounts', `?franchise_id=${fx.ctx.ids.area}`)).body.data.total).toBe(2);
    expect((await list('accounts', `?franchise_id=${fx.ctx.ids.agent}`)).status).toBe(404);
    expect((await list('agent')).status).toBe(403);
    const none = (await list('franchise', `?student_user_id=${fx.ctx.ids['s-diya']}`)).body.data.items[0];
    expect(none).toMatchObject({ invoice_count: 0, total_commission_minor: 0, currency: null, active_inv_id: null });
  });
});
