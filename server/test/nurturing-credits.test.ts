// Credits as their owners see them: a balance that is the sum of the ledger, the account and summary of the
// /nurturing header, the transactions with the balance after each, whose figures a caller may read, and 20 campaigns started at once against a balance that covers 10: exactly 10 start, never below 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, draft, grant, listWith, start, startKit, type Kit } from './nurturing-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);

describe('the credit account', () => {
  it('starts at zero and is what was bought, with the contacts it covers at the rate per email', async () => {
    const before = await get('support', '/my-lead/user-credits');
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ user_id: kit.ids.support, uc_total_credits: 0, uc_contacts: 0, uc_credit_per_lead: 1 });
    await grant(kit, 'support', 120);
    await grant(kit, 'support', 30);
    const after = await get('support', '/my-lead/user-credits');
    expect(after.body.data).toMatchObject({ uc_total_credits: 150, uc_contacts: 150 });
  });

  it('a purchase repeated with the same key is one purchase', async () => {
    const purchase = { userId: kit.ids.sc, credits: 40, key: 'same-key-purchase', description: 'plan', amountMinor: 4000, currency: 'INR' };
    const services = kit.server.app.services;
    expect(await services.credits.purchase(purchase)).not.toBeNull();
    expect(await services.credits.purchase(purchase)).toBeNull();
    expect(await services.credits.balance(kit.ids.sc)).toBe(40);
  });

  it('is read for oneself, or by an operations manager or a master franchise for those they manage; otherwise 403', async () => {
    await grant(kit, 'area', 7);
    expect((await get('manager', `/my-lead/user-credits?user_id=${kit.ids.area}`)).body.data.uc_total_credits).toBe(7);
    expect((await get('franchise', `/my-lead/user-credits?user_id=${kit.ids.area}`)).body.data.uc_total_credits).toBe(7);
    expect((await get('agent', `/my-lead/user-credits?user_id=${kit.ids.area}`)).status).toBe(403);
    expect((await get('area', `/my-lead/user-credits?user_id=${kit.ids.franchise}`)).status).toBe(403);
    expect((await get('agent', '/my-lead/user-credits?user_id=99999999')).status).toBe(404);
    expect((await get('student', '/my-lead/user-credits')).status).toBe(403);
    expect((await get('agent', '/my-lead/user-credits?user_id=abc')).body.errors?.[0]?.field).toBe('querystring/user_id');
  });
});

describe('spending, the summary and the transactions', () => {
  it('a campaign start is a debit of recipients × rate; what it did not use comes back as a refund when it ends', async () => {
    await grant(kit, 'counselor', 50);
    const { listId } = await listWith(kit, 'counselor', 6, 'spend');
    const campaignId = await draft(kit, 'counselor', [listId]);
    const started = await start(kit, 'counselor', campaignId);
    expect(started.status).toBe(200);
    expect(started.body.data.charge).toMatchObject({ contacts: 6, credit_per_lead: 1, credits_debited: 6, balance_after: 44 });
    expect(await balanceOf(kit, 'counselor')).toBe(44);

    const summary = await get('counselor', '/my-lead/nurturing-credits');
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      balance: 44, purchased_total: 50, used_total: 6, refunded_total: 0, used_this_month: 6, contacts_covered: 44,
    });
    expect(summary.body.data.by_service).toEqual([{ service: 'email_campaign', credits_used: 6, contacts: 0 }]);
    expect(summary.body.data.last_purchase_at).not.toBeNull();

    const page = await get('counselor', '/my-lead/transactions');
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.items.map((t: { type: string; credits: number; balance_after: number; service: string | null }) => [t.type, t.credits, t.balance_after, t.service])).toEqual([
      ['debit', -6, 44, 'email_campaign'],
      ['purchase', 50, 50, null],
    ]);
    expect(page.body.data.items[0].reference_id).toBe(campaignId);
    expect(page.body.data.items[1]).toMatchObject({ amount: 50, currency: 'INR' });
    const purchases = await get('counselor', '/my-lead/transactions?type=purchase');
    expect(purchases.body.data.items).toHaveLength(1);
    expect((await get('counselor', '/my-lead/transactions?service=email_campaign')).body.data.items).toHaveLength(1);
  });

  it('refuses a period that ends before it starts (422 on from) and a malformed filter (400 naming it)', async () => {
    const r = await get('agent', '/my-lead/transactions?from=2026-05-02&to=2026-05-01');
    expect(r.status).toBe(422);
    expect(r.body.errors?.[0]?.field).toBe('querystring/from');
    expect((await get('agent', '/my-lead/transactions?type=gift')).body.errors?.[0]?.field).toBe('querystring/type');
  });
});

describe('concurrent holds', () => {
  it('20 campaigns of 5 recipients started at once against 50 credits: 10 start, 10 are refused with 422, the balance ends at 0', async () => {
    await grant(kit, 'manager', 50);
    const { listId } = await listWith(kit, 'manager', 5, 'race');
    const drafts: number[] = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft(kit, 'manager', [listId]));
    const replies = await Promise.all(drafts.map((id) => start(kit, 'manager', id)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    for (const refused of replies.filter((r) => r.status === 422)) expect(refused.body.errors?.[0]?.field).toBe('body/campaign_id');
    const afters = replies.filter((r) => r.status === 200).map((r) => r.body.data.charge.balance_after as number);
    expect(Math.min(...afters)).toBe(0);
    expect(new Set(afters).size).toBe(10);
    expect(await balanceOf(kit, 'manager')).toBe(0);
    const { rows } = await kit.server.db.query<{ low: number }>(
      'SELECT min(running)::int AS low FROM (SELECT sum(delta) OVER (ORDER BY entry_id) AS running FROM credit_ledger WHERE user_id = $1) t',
      [kit.ids.manager],
    );
    expect(rows[0].low).toBeGreaterThanOrEqual(0);
  });
});
