// Tax invoices through their lifecycle: drafts taxed by place of supply, issue with a number, payments against the
// balance (idempotent by reference), void, credit notes; every allowed and refused move of the transition table;
// who may call what; someone else's invoice; 400s naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfile, caller, draftBody, startInvoices, type Ctx } from './invoices.fixtures.ts';

let ctx: Ctx;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await startInvoices();
  call = caller(ctx);
}, 120_000);
afterAll(async () => ctx?.server.close());

const post = (as: string, url: string, body?: unknown) => call('POST', as, url, body ?? {});
const get = (as: string, url: string) => call('GET', as, url);
type Inv = { inv_id: number; status: string; invoice_no: string | null; balance_minor: number; paid_minor: number; credited_minor: number; totals: Record<string, number>; history: { from: string | null; to: string; changed_by: number }[] };
const draft = async (extra: Record<string, unknown> = {}, as = 'accounts'): Promise<Inv> => {
  const r = await post(as, '/common/invoices/draft', draftBody(extra));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
};
const issued = async (extra: Record<string, unknown> = {}): Promise<Inv> => (await post('accounts', `/common/invoices/${(await draft(extra)).inv_id}/issue`)).body.data;
const pay = (id: number, amount: number, reference: string, as = 'accounts') =>
  post(as, `/common/invoices/${id}/payments`, { amount_minor: amount, paid_on: '2026-01-15', method: 'bank_transfer', reference });

describe('before the business profile exists', () => {
  it('a draft is refused with 422', async () => {
    const r = await post('accounts', '/common/invoices/draft', draftBody());
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/invoice profile/);
  });
  it('accounts saves the business profile (the supplier)', async () => {
    const r = await post('accounts', '/common/invoice-profile', businessProfile(ctx.india));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ legal_name: 'Unipath Education Services Pvt Ltd', state_code: '07', country_code: 'IN' });
  });
});

describe('a draft', () => {
  it('is taxed by place of supply: Maharashtra from Delhi is IGST; Delhi is CGST + SGST', async () => {
    const inter = await draft();
    expect(inter).toMatchObject({ status: 'draft', invoice_no: null, inter_state: true, place_of_supply: '27' });
    expect(inter.totals).toEqual({ taxable_minor: 1_000_000, cgst_minor: 0, sgst_minor: 0, igst_minor: 180_000, tax_minor: 180_000, total_minor: 1_180_000 });
    const intra = await draft({ buyer: { legal_name: 'Delhi Buyer', address: 'CP', country_code: 'IN', gstin: '07AAACB1234C1Z5' } });
    expect(intra).toMatchObject({ inter_state: false, place_of_supply: '07', amount_in_words: 'Rupees Eleven Thousand Eight Hundred Only' });
    expect(intra.totals).toMatchObject({ cgst_minor: 90_000, sgst_minor: 90_000, igst_minor: 0 });
    const abroad = await draft({ buyer: { legal_name: 'University of Leeds', address: 'Leeds', country_code: 'GB' }, currency: 'GBP' });
    expect(abroad).toMatchObject({ place_of_supply: '96', inter_state: true, currency: 'GBP' });
    expect(inter.history).toEqual([expect.objectContaining({ from: null, to: 'draft', changed_by: ctx.ids.accounts })]);
  });

  it('400 naming the field; 422 for the CN series and a GSTIN of another state', async () => {
    const bad = await post('accounts', '/common/invoices/draft', draftBody({ lines: [{ description: 'x', quantity: 0, unit_price_minor: 1 }] }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\/lines\/0\/quantity/);
    const float = await post('accounts', '/common/invoices/draft', draftBody({ lines: [{ description: 'x', quantity: 1, unit_price_minor: 10.5 }] }));
    expect(float.status).toBe(400);
    expect(float.body.message).toMatch(/unit_price_minor/);
    const noPlace = await post('accounts', '/common/invoices/draft', draftBody({ buyer: { legal_name: 'X', address: 'Y', country_code: 'IN' } }));
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.message).toMatch(/body\/place_of_supply/);
    const cn = await post('accounts', '/common/invoices/draft', draftBody({ series: 'CN' }));
    expect([cn.status, cn.body.errors?.[0]?.field]).toEqual([422, 'body/series']);
    const gstin = await post('accounts', '/common/invoices/draft', draftBody({ buyer: { legal_name: 'X', address: 'Y', country_code: 'IN', state_code: '27', gstin: '07AAACB1234C1Z5' } }));
    expect([gstin.status, gstin.body.errors?.[0]?.field]).toEqual([422, 'body/buyer/gstin']);
  });

  it('about a student: must be one the caller reaches; refused roles get 403', async () => {
    const about = await draft({ student_user_id: ctx.ids['s-zara'] }, 'manager');
    expect(about).toMatchObject({ student_user_id: ctx.ids['s-zara'] });
    const missing = await post('accounts', '/common/invoices/draft', draftBody({ student_user_id: 999_999 }));
    expect(missing.status).toBe(404);
    for (const as of ['agent', 'franchise', 'student', 'counselor']) expect((await post(as, '/common/invoices/draft', draftBody())).status).toBe(403);
  });
});

describe('the transition table', () => {
  it('listInvoiceStatuses answers the table; students may not ask', async () => {
    const r = await get('agent', '/common/invoice-statuses/');
    expect(r.status).toBe(200);
    const moves = Object.fromEntries(r.body.data.map((s: { value: string; moves: { to: string }[] }) => [s.value, s.moves.map((m) => m.to)]));
    expect(moves).toEqual({ draft: ['issued'], issued: ['partially_paid', 'paid', 'void'], partially_paid: ['paid', 'void'], paid: [], void: [] });
    expect(r.body.data.filter((s: { is_final: boolean }) => s.is_final).map((s: { value: string }) => s.value)).toEqual(['paid', 'void']);
    expect((await get('student', '/common/invoice-statuses/')).status).toBe(403);
  });

  it('draft → issued (numbered, supplier frozen); issuing again is 409', async () => {
    const d = await draft();
    const r = await post('manager', `/common/invoices/${d.inv_id}/issue`);
    expect(r.status).toBe(200);
    expect(r.body.data.invoice_no).toMatch(/^INV\/\d{2}-\d{2}\/\d+$/);
    expect(r.body.data.supplier).toMatchObject({ gstin: '07AABCU9603R1ZX', state_code: '07' });
    expect(r.body.data.history.map((h: { to: string }) => h.to)).toEqual(['draft', 'issued']);
    expect((await post('accounts', `/common/invoices/${d.inv_id}/issue`)).status).toBe(409);
  });

  it('issued → partially_paid → paid; then every payment or void is 409', async () => {
    const inv = await issued();
    const part = await pay(inv.inv_id, 180_000, 'UTR-1');
    expect([part.status, part.body.data.status, part.body.data.balance_minor]).toEqual([201, 'partially_paid', 1_000_000]);
    const again = await pay(inv.inv_id, 180_000, 'UTR-1');
    expect([again.status, again.body.data.paid_minor]).toEqual([200, 180_000]);
    expect((await pay(inv.inv_id, 5, 'UTR-1')).status).toBe(409);
    expect((await pay(inv.inv_id, 1_000_001, 'UTR-2')).status).toBe(422);
    const rest = await pay(inv.inv_id, 1_000_000, 'UTR-2');
    expect([rest.body.data.status, rest.body.data.balance_minor]).toEqual(['paid', 0]);
    expect((await pay(inv.inv_id, 1, 'UTR-3')).status).toBe(409);
    expect((await post('accounts', `/common/invoices/${inv.inv_id}/void`, { reason: 'wrong buyer' })).status).toBe(409);
    expect((await post('accounts', `/common/invoices/${inv.inv_id}/issue`)).status).toBe(409);
  });

  it('issued → paid at once; issued → void; partially_paid → void; void is final', async () => {
    const whole = await issued();
    expect((await pay(whole.inv_id, 1_180_000, 'W-1')).body.data.status).toBe('paid');
    const v = await issued();
    const voided = await post('manager', `/common/invoices/${v.inv_id}/void`, { reason: 'raised twice' });
    expect([voided.status, voided.body.data.status, voided.body.data.reason, voided.body.data.balance_minor]).toEqual([200, 'void', 'raised twice', 0]);
    const pv = await issued();
    await pay(pv.inv_id, 100, 'PV-1');
    expect((await post('accounts', `/common/invoices/${pv.inv_id}/void`, { reason: 'cancelled' })).body.data.status).toBe('void');
    for (const url of ['issue', 'void']) expect((await post('accounts', `/common/invoices/${v.inv_id}/${url}`, { reason: 'again' })).status).toBe(409);
    expect((await pay(v.inv_id, 1, 'V-1')).status).toBe(409);
    expect((await post('accounts', `/common/invoices/${v.inv_id}/credit-notes`, { reason: 'xyz', lines: [{ description: 'x', quantity: 1, unit_price_minor: 1 }] })).status).toBe(409);
  });

  it('a draft cannot be paid, voided or credited (409)', async () => {
    const d = await draft();
    expect((await pay(d.inv_id, 1, 'D-1')).status).toBe(409);
    expect((await post('accounts', `/common/invoices/${d.inv_id}/void`, { reason: 'nope' })).status).toBe(409);
    expect((await post('accounts', `/common/invoices/${d.inv_id}/credit-notes`, { reason: 'nope', lines: [{ description: 'x', quantity: 1, unit_price_minor: 1 }] })).status).toBe(409);
  });

  it('the database refuses to edit or delete an issued invoice', async () => {
    const inv = await issued();
    await expect(ctx.server.db.query('UPDATE invoices SET total_minor = 1 WHERE inv_id = $1', [inv.inv_id])).rejects.toThrow(/cannot be edited/);
    await expect(ctx.server.db.query('DELETE FROM invoice_lines WHERE inv_id = $1', [inv.inv_id])).rejects.toThrow(/cannot change/);
  });
});

describe('who may move an invoice', () => {
  it('agents, franchises, staff and students are refused every write (403); the move is kept with who and when', async () => {
    const d = await draft();
    const inv = await issued();
    for (const as of ['agent', 'franchise', 'counselor', 'student', 'sc']) {
      expect((await post(as, `/common/invoices/${d.inv_id}/issue`)).status).toBe(403);
      expect((await pay(inv.inv_id, 1, `R-${as}`, as)).status).toBe(403);
      expect((await post(as, `/common/invoices/${inv.inv_id}/void`, { reason: 'not mine' })).status).toBe(403);
    }
    await pay(inv.inv_id, 1, 'WHO-1', 'manager');
    const voided = (await post('accounts', `/common/invoices/${inv.inv_id}/void`, { reason: 'duplicate' })).body.data;
    expect(voided.history.map((h: { from: string | null; to: string; changed_by: number }) => [h.from, h.to, h.changed_by])).toEqual([
      [null, 'draft', ctx.ids.accounts], ['draft', 'issued', ctx.ids.accounts], ['issued', 'partially_paid', ctx.ids.manager],
      ['partially_paid', 'void', ctx.ids.accounts],
    ]);
    expect(voided.history.every((h: { changed_at: string }) => !Number.isNaN(Date.parse(h.changed_at)))).toBe(true);
  });

  it('400 naming the field on a payment and a void', async () => {
    const inv = await issued();
    const bad = await post('accounts', `/common/invoices/${inv.inv_id}/payments`, { amount_minor: 0, paid_on: '2026-01-01', method: 'upi', reference: 'Z' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\/amount_minor/);
    const method = await post('accounts', `/common/invoices/${inv.inv_id}/payments`, { amount_minor: 1, paid_on: '2026-01-01', method: 'barter', reference: 'Z' });
    expect(method.body.message).toMatch(/body\/method/);
    const future = await post('accounts', `/common/invoices/${inv.inv_id}/payments`, { amount_minor: 1, paid_on: '2999-01-01', method: 'upi', reference: 'Z' });
    expect([future.status, future.body.errors?.[0]?.field]).toEqual([422, 'body/paid_on']);
    const reason = await post('accounts', `/common/invoices/${inv.inv_id}/void`, { reason: '' });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toMatch(/body\/reason/);
    expect((await post('accounts', '/common/invoices/999999/issue')).status).toBe(404);
  });
});

describe('credit notes', () => {
  it('in series CN, same tax rule, up to what is still creditable; the balance falls', async () => {
    const inv = await issued();
    const line = (unit: number) => ({ reason: 'fee reduced', lines: [{ description: 'Reduction', quantity: 1, unit_price_minor: unit }] });
    const cn = await post('accounts', `/common/invoices/${inv.inv_id}/credit-notes`, line(100_000));
    expect(cn.status).toBe(201);
    expect(cn.body.data).toMatchObject({ kind: 'credit_note', series: 'CN', status: 'issued', inter_state: true, credit_of: { inv_id: inv.inv_id, invoice_no: inv.invoice_no } });
    expect(cn.body.data.invoice_no).toMatch(/^CN\//);
    expect(cn.body.data.totals).toMatchObject({ igst_minor: 18_000, total_minor: 118_000 });
    const after = (await get('accounts', `/common/invoices/${inv.inv_id}`)).body.data;
    expect([after.credited_minor, after.balance_minor]).toEqual([118_000, 1_062_000]);
    const over = await post('accounts', `/common/invoices/${inv.inv_id}/credit-notes`, line(900_001));
    expect([over.status, over.body.errors?.[0]?.field]).toEqual([422, 'body/lines']);
    expect((await post('accounts', `/common/invoices/${cn.body.data.inv_id}/credit-notes`, line(1))).status).toBe(409);
    expect((await pay(cn.body.data.inv_id, 1, 'CN-1')).status).toBe(409);
    expect((await post('agent', `/common/invoices/${inv.inv_id}/credit-notes`, line(1))).status).toBe(403);
  });
});

describe('reading invoices', () => {
  it("an agent reads the invoices about its students, not another's (403), and none that does not exist (404)", async () => {
    const mine = await draft({ student_user_id: ctx.ids.student });
    const other = await draft({ student_user_id: ctx.ids['s-zara'] });
    expect((await get('agent', `/common/invoices/${mine.inv_id}`)).status).toBe(200);
    expect((await get('agent', `/common/invoices/${other.inv_id}`)).status).toBe(403);
    expect((await get('area', `/common/invoices/${mine.inv_id}`)).status).toBe(403);
    expect((await get('agent', '/common/invoices/999999')).status).toBe(404);
    expect((await get('student', `/common/invoices/${mine.inv_id}`)).status).toBe(403);
    const list = (await get('agent', '/common/invoices')).body.data;
    expect(list.items.map((i: { student_user_id: number }) => i.student_user_id)).toEqual(list.items.map(() => ctx.ids.student));
    expect(list.items.some((i: { inv_id: number }) => i.inv_id === mine.inv_id)).toBe(true);
    expect((await get('agent', `/common/invoices?student_user_id=${ctx.ids['s-zara']}`)).status).toBe(403);
  });

  it('accounts filters by status, kind and text, and pages', async () => {
    const all = (await get('accounts', '/common/invoices?page_size=100')).body.data;
    expect(all.total).toBeGreaterThan(10);
    const paid = (await get('accounts', '/common/invoices?status=paid')).body.data;
    expect(paid.items.every((i: Inv) => i.status === 'paid')).toBe(true);
    expect(paid.total).toBe(2);
    const notes = (await get('manager', '/common/invoices?kind=credit_note')).body.data;
    expect(notes.items.map((i: { series: string }) => i.series)).toEqual(['CN']);
    expect((await get('accounts', '/common/invoices?q=Leeds')).body.data.total).toBe(1);
    const page2 = (await get('accounts', '/common/invoices?page=2&page_size=3')).body.data;
    expect([page2.page, page2.items.length]).toEqual([2, 3]);
    expect((await get('accounts', '/common/invoices?status=sent')).status).toBe(400);
    expect((await get('student', '/common/invoices')).status).toBe(403);
  });
});
