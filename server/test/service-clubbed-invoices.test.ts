// Clubbed service invoices (docs/invoices.md "Clubbed service invoices"): an order an agent or franchise pays for is
// held for the partner's monthly invoice (no invoice to the student); issuing the month makes ONE tax invoice of
// series SC with a line per order, totals = the prices paid, CGST + SGST or IGST by the partner's state; exactly once
// (again, at once); payments made before and after are recorded on it; a refund credits it; who reads it.
import { describe, expect, it } from 'vitest';
import { makeClubbedServiceInvoicesService } from '../src/modules/invoices/clubbed.service.ts';
import { kolkataDate } from '../src/modules/invoices/gst.ts';
import { nextMonth } from '../src/modules/invoices/service-invoices.service.ts';
import { businessProfile } from './invoices.fixtures.ts';
import { signIn } from './harness.ts';
import { call, idOf, pay, server, who } from './payments-kit.ts';
import { setUpPaymentsServer } from './payments-kit.ts';

setUpPaymentsServer();

const thisMonth = () => kolkataDate(new Date()).slice(0, 7);
const india = async () =>
  (await server.db.query<{ country_id: number }>("SELECT country_id FROM countries WHERE iso2 = 'IN'")).rows[0].country_id;

const serviceInvoicesOf = async (soId: number, as = 'accounts') => {
  const list = await call({ url: `/common/service-invoices?so_id=${soId}`, as });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().data.items as { inv_id: number; invoice_no: string; status: string; total_minor: number; paid_minor: number; sci_id: number | null }[];
};
const issue = (payload: unknown, as = 'accounts') => call({ method: 'POST', url: '/common/service-clubbed-invoice/', as, payload });
const getClubbed = (sciId: number, as = 'accounts') => call({ url: `/common/service-clubbed-invoice/single?sci_id=${sciId}`, as });

type Member = { inv_id: number; invoice_no: string; so_id: number; student: { name: string }; total_minor: number; paid_minor: number; status: string; sci_id: number };

describe('orders a partner pays for are billed to it, monthly, as one GST invoice', () => {
  let sciId = 0;
  let soA = 0;
  let soB = 0;

  it('an agent pays two students\' plans: no student invoice, the orders held; 422 before the business profile; issued as one SC invoice', async () => {
    const a = await pay({ as: 'agent', student: 'student', planName: 'Accommodation Search', outcome: 'success' });
    const b = await pay({ as: 'agent', student: 's-ananya', planName: 'Visa Filing and Mock Interview', outcome: 'success', query: 'part_payment=true' });
    soA = a.verified.so_id;
    soB = b.verified.so_id;
    // Held: no service invoice to the student, for anyone.
    expect(await serviceInvoicesOf(soA)).toEqual([]);
    expect(await serviceInvoicesOf(soB, 'agent')).toEqual([]);
    // Issuing the order's own invoice or refunding it says why: it waits for the partner's clubbed invoice.
    const own = await call({ method: 'POST', url: `/common/shop-orders/${soA}/service-invoice`, as: 'accounts' });
    expect([own.statusCode, own.json().errors?.[0]?.field, own.json().message]).toEqual([422, 'path/so_id', expect.stringMatching(/clubbed invoice of \d{4}-\d\d/)]);
    const early = await call({ method: 'POST', url: `/common/shop-orders/${soA}/refunds`, as: 'accounts', payload: { amount_minor: 100, reason: 'x', reference: 'E-1' } });
    expect([early.statusCode, early.json().errors?.[0]?.field]).toEqual([422, 'path/so_id']);

    const month = thisMonth();
    const noProfile = await issue({ partner_user_id: idOf('agent'), month });
    expect([noProfile.statusCode, noProfile.json().message]).toEqual([422, expect.stringMatching(/invoice profile/)]);
    expect((await call({ method: 'POST', url: '/common/invoice-profile', as: 'accounts', payload: businessProfile(await india()) })).statusCode).toBe(200);

    const issued = await issue({ partner_user_id: idOf('agent'), month });
    expect(issued.statusCode, issued.body).toBe(201);
    const clubbed = issued.json().data;
    sciId = clubbed.sci_id;
    expect(clubbed.clubbed_invoice_no).toMatch(/^SC\/\d\d-\d\d\/1$/);
    expect(clubbed.clubbed_invoice_no.length).toBeLessThanOrEqual(16);
    // ₹3,000 + ₹22,000: the total is the sum of the order prices exactly; ₹3,000 + ₹8,000 paid so far.
    expect(clubbed).toMatchObject({
      month, invoice_count: 2, total_minor: 2_500_000, paid_minor: 1_100_000, balance_minor: 1_400_000, status: 'partially_paid',
      currency: 'INR', billed_to: { user_id: idOf('agent'), name: 'Rahul Mehta', user_type: 'agent' },
      // No profile of the agent's: the supplier's state (Delhi), so CGST + SGST.
      tax_type: 'intra_state', place_of_supply: '07-Delhi', recipient: { name: 'Rahul Mehta', gstin: null },
      supplier: { gstin: '07AABCU9603R1ZX' },
    });
    expect(clubbed.taxable_minor + clubbed.cgst_minor + clubbed.sgst_minor).toBe(2_500_000);
    expect([clubbed.cgst_minor, clubbed.igst_minor]).toEqual([clubbed.sgst_minor, 0]);
    // The lines as printed: one per order, CGST 9 % + SGST 9 % each, each adding up to the price paid.
    expect(clubbed.lines.map((l: { hsn_sac_code: string; cgst_rate: number; igst_rate: number; line_total_minor: number }) => [l.hsn_sac_code, l.cgst_rate, l.igst_rate, l.line_total_minor]))
      .toEqual([['999293', 9, 0, 300_000], ['999293', 9, 0, 2_200_000]]);
    expect(clubbed.invoices.map((m: Member) => [m.so_id, m.invoice_no, m.student.name, m.total_minor, m.paid_minor, m.status, m.sci_id])).toEqual([
      [soA, `${clubbed.clubbed_invoice_no} line 1`, 'Aarav Sharma', 300_000, 300_000, 'paid', sciId],
      [soB, `${clubbed.clubbed_invoice_no} line 2`, 'Ananya Reddy', 2_200_000, 800_000, 'partially_paid', sciId],
    ]);
    // The tax invoice under it: one line per order (SAC 999293, 18 %), each back-computed from its price; the
    // payments so far recorded on it; billed to the agent, for no one student.
    const tax = (await call({ url: `/common/invoices/${clubbed.inv_id}`, as: 'accounts' })).json().data;
    expect(tax).toMatchObject({ series: 'SC', status: 'partially_paid', student_user_id: null, created_by: idOf('agent'), buyer: { legal_name: 'Rahul Mehta' } });
    expect(tax.lines.map((l: { description: string; sac: string; gst_rate: number; total_minor: number }) => [l.description, l.sac, l.gst_rate, l.total_minor])).toEqual([
      ['Aarav Sharma: Accommodation Help: Accommodation Search', '999293', 18, 300_000],
      ['Ananya Reddy: Visa Service: Visa Filing and Mock Interview', '999293', 18, 2_200_000],
    ]);
    // The orders now show their line on it in the service invoices (sci_id), to the agent and to accounts.
    expect(await serviceInvoicesOf(soA, 'agent')).toEqual([expect.objectContaining({ inv_id: clubbed.inv_id, sci_id: sciId, invoice_no: `${clubbed.clubbed_invoice_no} line 1` })]);
    const one = (await call({ url: `/common/service-invoice/${clubbed.inv_id}`, as: 'agent' })).json().data;
    expect(one).toMatchObject({ sci_id: sciId, total_minor: 2_500_000, recipient: { name: 'Rahul Mehta' } });
    // The PDF is the clubbed tax invoice's, for the partner too.
    const pdf = await call({ url: `/common/invoices/${clubbed.inv_id}/pdf`, as: 'agent' });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await call({ url: `/common/service-invoice/${clubbed.inv_id}/pdf`, as: 'agent' })).statusCode).toBe(200);
  });

  it('issuing again answers the same invoice (200); the balance paid later is recorded on it', async () => {
    const again = await issue({ partner_user_id: idOf('agent'), month: thisMonth() });
    expect([again.statusCode, again.json().data.sci_id]).toEqual([200, sciId]);
    await pay({ as: 'agent', student: 's-ananya', planName: 'Visa Filing and Mock Interview', outcome: 'success' });
    const after = (await getClubbed(sciId)).json().data;
    expect(after).toMatchObject({ status: 'paid', paid_minor: 2_500_000, balance_minor: 0 });
    expect(after.invoices[1]).toMatchObject({ so_id: soB, status: 'paid', paid_minor: 2_200_000 });
  });

  it('who reads: student and counselor 403, another partner 403, unknown 404, the agent only its own, accounts all; 400 naming the field', async () => {
    for (const as of ['student', 'counselor']) {
      expect((await call({ url: '/common/service-clubbed-invoice/', as })).statusCode).toBe(403);
      expect((await getClubbed(sciId, as)).statusCode).toBe(403);
    }
    expect((await getClubbed(sciId, 'franchise')).statusCode).toBe(403);
    expect((await call({ url: '/common/service-clubbed-invoice/', as: 'franchise' })).json().data.items).toEqual([]);
    expect((await getClubbed(999_999, 'agent')).statusCode).toBe(404);
    expect((await getClubbed(sciId, 'agent')).statusCode).toBe(200);
    expect((await getClubbed(sciId, 'manager')).statusCode).toBe(200);
    const mine = (await call({ url: '/common/service-clubbed-invoice/?status=paid&q=Rahul', as: 'agent' })).json().data;
    expect(mine.items.map((c: { sci_id: number }) => c.sci_id)).toEqual([sciId]);
    expect((await call({ url: '/common/service-clubbed-invoice/?status=unpaid', as: 'accounts' })).json().data.items).toEqual([]);
    // Another partner's PDF: 403; issuing is for accounts and operations managers only.
    expect((await call({ url: `/common/invoices/${(await getClubbed(sciId)).json().data.inv_id}/pdf`, as: 'franchise' })).statusCode).toBe(403);
    expect((await issue({ partner_user_id: idOf('agent'), month: thisMonth() }, 'agent')).statusCode).toBe(403);
    const bad = await issue({ partner_user_id: idOf('agent'), month: '2026-13' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringMatching(/body\/month/)]);
    const badGet = await call({ url: '/common/service-clubbed-invoice/single', as: 'accounts' });
    expect([badGet.statusCode, badGet.json().message]).toEqual([400, expect.stringMatching(/sci_id/)]);
    // A partner that is not one: 404 on the field; nothing held for a month: 422 on the month.
    const notPartner = await issue({ partner_user_id: idOf('student'), month: thisMonth() });
    expect([notPartner.statusCode, notPartner.json().errors?.[0]?.field]).toEqual([404, 'body/partner_user_id']);
    const nothing = await issue({ partner_user_id: idOf('franchise'), month: '2025-01' });
    expect([nothing.statusCode, nothing.json().errors?.[0]?.field]).toEqual([422, 'body/month']);
  });

  it('a refund of one clubbed order issues a credit note against the clubbed invoice, bounded by what that order paid', async () => {
    const over = await call({ method: 'POST', url: `/common/shop-orders/${soA}/refunds`, as: 'accounts', payload: { amount_minor: 300_001, reason: 'too much', reference: 'C-0' } });
    expect([over.statusCode, over.json().errors?.[0]?.field]).toEqual([422, 'body/amount_minor']);
    const refund = await call({ method: 'POST', url: `/common/shop-orders/${soA}/refunds`, as: 'accounts', payload: { amount_minor: 100_000, reason: 'one option withdrawn', reference: 'C-1' } });
    expect(refund.statusCode, refund.body).toBe(201);
    const note = refund.json().data.credit_notes[0];
    expect(note).toMatchObject({ total_minor: 100_000, reason: 'one option withdrawn', invoice_no: expect.stringMatching(/^CN\//) });
    const credit = (await call({ url: `/common/invoices/${note.inv_id}`, as: 'accounts' })).json().data;
    const clubbed = (await getClubbed(sciId)).json().data;
    expect(credit).toMatchObject({ kind: 'credit_note', credit_of: { inv_id: clubbed.inv_id }, inter_state: false });
    expect(credit.lines[0].description).toBe('Refund: Aarav: Accommodation Help: Accommodation Search');
    expect(clubbed).toMatchObject({ credited_minor: 100_000 });
    expect(clubbed.invoices[0]).toMatchObject({ so_id: soA, credited_minor: 100_000 });
    // The partner billed reads the note raised against its invoice (page, PDF, list); another partner does not.
    expect((await call({ url: `/common/invoices/${note.inv_id}`, as: 'agent' })).statusCode).toBe(200);
    expect((await call({ url: `/common/invoices/${note.inv_id}/pdf`, as: 'agent' })).statusCode).toBe(200);
    const listed = (await call({ url: '/common/invoices?kind=credit_note', as: 'agent' })).json().data.items;
    expect(listed.map((i: { inv_id: number }) => i.inv_id)).toContain(note.inv_id);
    expect((await call({ url: `/common/invoices/${note.inv_id}`, as: 'franchise' })).statusCode).toBe(403);
    // The order's full refund credits the rest of that order only.
    const moved = await call({ method: 'POST', url: '/common/shop-order-status', as: 'accounts', payload: { so_id: soA, status: 'refunded', note: 'withdrew' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await getClubbed(sciId)).json().data;
    expect(after.credited_minor).toBe(300_000);
    expect(after.invoices[0]).toMatchObject({ status: 'refunded', credited_minor: 300_000 });
    expect(after.invoices[1]).toMatchObject({ status: 'paid', credited_minor: 0 });
  });

  it('an order paid after the month was issued goes on the next month; a partner in Maharashtra is billed IGST; two issues at once make one', async () => {
    const profile = { ...businessProfile(await india()), legal_name: 'Bright Future Overseas', gstin: '27AABCB1234C1ZS', pan: 'AABCB1234C', state_code: '27', billing_email: 'agent@demo.unipath.test' };
    const saved = await call({ method: 'POST', url: '/common/invoice-profile', as: 'agent', payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
    const c = await pay({ as: 'agent', student: 's-ananya', planName: 'IELTS Self-Paced', outcome: 'success' });
    const month = nextMonth(thisMonth());
    const [first, second] = await Promise.all([issue({ partner_user_id: idOf('agent'), month }), issue({ partner_user_id: idOf('agent'), month })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.sci_id).toBe(second.json().data.sci_id);
    const next = first.json().data;
    expect(next).toMatchObject({
      month, invoice_count: 1, total_minor: 499_900, tax_type: 'inter_state', place_of_supply: '27-Maharashtra',
      cgst_minor: 0, sgst_minor: 0, recipient: { name: 'Bright Future Overseas', gstin: '27AABCB1234C1ZS', state_code: '27' },
    });
    expect(next.taxable_minor + next.igst_minor).toBe(499_900);
    expect(next.invoices[0].so_id).toBe(c.verified.so_id);
    const counted = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_clubbed_invoices WHERE partner_user_id = $1', [idOf('agent')]);
    expect(counted.rows[0].n).toBe(2);
  });

  it('a student who pays for themself still gets their own invoice; the schedule bills the months that have ended', async () => {
    expect((await call({ method: 'POST', url: '/common/invoice-profile', as: 'accounts', payload: businessProfile(await india()) })).statusCode).toBe(200);
    const own = await pay({ as: 'student', student: 'student', planName: 'Visa Filing', outcome: 'success' });
    const [invoice] = await serviceInvoicesOf(own.verified.so_id, 'student');
    expect(invoice).toMatchObject({ sci_id: null, status: 'paid', total_minor: 1_500_000 });
    expect(invoice.invoice_no).toMatch(/^SRV\//);

    // A master franchise and its area franchise pay for their students this month; the schedule, a month later,
    // bills each (and only once).
    for (const key of ['s-diya', 's-kabir', 'area']) who[key] = await signIn(server, key);
    const held = await pay({ as: 'franchise', student: 's-diya', planName: 'Accommodation Search', outcome: 'success' });
    const areaHeld = await pay({ as: 'area', student: 's-kabir', planName: 'Visa Filing', outcome: 'success' });
    const later = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    const warnings: unknown[] = [];
    const log = { warn: (o: unknown) => warnings.push(o), error: (o: unknown) => warnings.push(o) } as never;
    const scheduled = makeClubbedServiceInvoicesService({ db: server.db as never, clock: { now: () => later } as never, log });
    expect(await scheduled.issueDue()).toBe(2);
    expect(await scheduled.issueDue()).toBe(0);
    expect(warnings).toEqual([]);
    const [member] = await serviceInvoicesOf(held.verified.so_id);
    expect(member).toMatchObject({ status: 'paid', total_minor: 300_000, sci_id: expect.any(Number) });
    const [areaMember] = await serviceInvoicesOf(areaHeld.verified.so_id);
    // The master franchise reads its own and its area franchise's; the area franchise only its own.
    const franchiseList = (await call({ url: '/common/service-clubbed-invoice/', as: 'franchise' })).json().data.items;
    expect(franchiseList.map((c: { sci_id: number; month: string }) => [c.sci_id, c.month]).sort()).toEqual(
      [[member.sci_id, thisMonth()], [areaMember.sci_id, thisMonth()]].sort(),
    );
    expect((await getClubbed(areaMember.sci_id!, 'franchise')).statusCode).toBe(200);
    const areaList = (await call({ url: '/common/service-clubbed-invoice/', as: 'area' })).json().data.items;
    expect(areaList.map((c: { sci_id: number }) => c.sci_id)).toEqual([areaMember.sci_id]);
    expect((await getClubbed(member.sci_id!, 'area')).statusCode).toBe(403);
    // The same for the tax invoice itself and its PDF: the master franchise reads its area franchise's, not the reverse.
    expect((await call({ url: `/common/invoices/${areaMember.inv_id}`, as: 'franchise' })).statusCode).toBe(200);
    expect((await call({ url: `/common/invoices/${areaMember.inv_id}/pdf`, as: 'franchise' })).statusCode).toBe(200);
    expect((await call({ url: `/common/invoices/${member.inv_id}/pdf`, as: 'area' })).statusCode).toBe(403);
    const listedTo = async (as: string) => (await call({ url: '/common/invoices?page_size=100', as })).json().data.items.map((i: { inv_id: number }) => i.inv_id);
    expect(await listedTo('franchise')).toEqual(expect.arrayContaining([member.inv_id, areaMember.inv_id]));
    expect(await listedTo('area')).not.toContain(member.inv_id);
  });
});
