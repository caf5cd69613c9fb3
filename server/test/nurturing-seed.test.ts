// The demo's credits: the demo agent starts with the seeded email-credit pack (a purchase entry of the ledger, 40
// days before the seed day), so a campaign can be started on a fresh demo; the franchise accounts start at 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startKit, type Kit } from './nurturing-kit.ts';

let kit: Kit;
// The seed dates its pack from the day the kit was seeded; a run across midnight UTC must still find it.
let seededAround: number;
beforeAll(async () => {
  seededAround = Date.now();
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);

describe('the demo credits', () => {
  it('the agent has 5,000 credits from one seeded purchase, shown in the transactions and the monthly chart', async () => {
    expect((await get('agent', '/my-lead/user-credits')).body.data).toMatchObject({ user_id: kit.ids.agent, uc_total_credits: 5000, uc_contacts: 5000 });
    const listed = await get('agent', '/my-lead/transactions?type=purchase');
    expect(listed.status).toBe(200);
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toMatchObject({ type: 'purchase', credits: 5000, balance_after: 5000, amount: null, currency: null });
    const fortyDaysBefore = (at: number) => new Date(at - 40 * 86_400_000).toISOString().slice(0, 10);
    const seededDay: string = listed.body.data.items[0].created_at.slice(0, 10);
    expect([fortyDaysBefore(seededAround), fortyDaysBefore(Date.now())]).toContain(seededDay);
    const byMonth = await get('agent', '/my-lead/nurturing-credit-chart?granularity=month');
    const month = byMonth.body.data.points.find((p: { period: string }) => p.period === seededDay.slice(0, 7));
    expect(month).toMatchObject({ credits_purchased: 5000 });
  });

  it('the franchise accounts and the staff start with no credits', async () => {
    for (const who of ['franchise', 'area', 'counselor']) expect((await get(who, '/my-lead/user-credits')).body.data.uc_total_credits).toBe(0);
  });
});
