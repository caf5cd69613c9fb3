// The lead answers a server keeps in memory (leads-cache.ts: the statistics' groups, the lists' pages with their rows)
// stay exact: a change committed through another server on the same database shows at once, a follow-up coming due
// shows when the clock passes it with no change at all, a renamed stage or owner and a changed field value show in a
// kept page, and a change outside the caller's reach keeps their answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { makeLeadsCache } from '../src/modules/leads/leads-cache.ts';
import { bearer } from './harness.ts';
import { call, newLead, startKit, type Kit } from './leads-kit.ts';

let kit: Kit;
/** A second server on the same database, with a clock the test moves. */
let other: BuiltApp;
let otherNow = new Date();

beforeAll(async () => {
  kit = await startKit();
  other = await buildApp(kit.server.db, kit.server.config, { clock: { now: () => otherNow } });
  await other.ready();
}, 120_000);
afterAll(async () => {
  await other?.close();
  await kit?.server.close();
});

/** GET on the second server. */
async function onOther<T>(as: string, url: string): Promise<T> {
  const response = await other.inject({ method: 'GET', url: `${kit.server.leads}${url}`, headers: bearer(kit.tokens[as]) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as T;
}

type Count = { total: number; overdue_follow_ups: number };
type ListedLead = { lead_id: number; stage_id: number; stage_name: string; owner: { first_name: string }; category_field_values: unknown[] };
type List = { total: number; items: ListedLead[] };

describe('kept lead answers', () => {
  it('a lead saved through one server shows at once in the counts and lists another server has kept', async () => {
    otherNow = new Date();
    const before = await onOther<Count>('agent', '/my-lead/lead-count');
    const listBefore = await onOther<List>('agent', '/my-lead/all');
    expect(await onOther<Count>('agent', '/my-lead/lead-count')).toEqual(before);
    const masterBefore = await onOther<Count>('franchise', '/my-lead/lead-count');

    const created = await newLead(kit, 'agent');
    expect(created.status).toBe(201);
    const after = await onOther<Count>('agent', '/my-lead/lead-count');
    expect(after.total).toBe(before.total + 1);
    const listAfter = await onOther<List>('agent', '/my-lead/all');
    expect(listAfter.total).toBe(listBefore.total + 1);
    expect(listAfter.items[0].lead_id).toBe(created.body.data.lead_id);

    // An area franchise's new lead is in its master franchise's reach.
    expect((await newLead(kit, 'area')).status).toBe(201);
    expect((await onOther<Count>('franchise', '/my-lead/lead-count')).total).toBe(masterBefore.total + 1);
  });

  it('a follow-up coming due changes the kept counts and the reminded list when the clock passes it', async () => {
    // The seed's follow-ups fall due on whole hours of India's time (:30 UTC) and whole UTC hours for other zones.
    // The window this case moves the clock across starts 5 minutes past a quarter hour, so it never holds one of
    // them (a CI run at 07:24 UTC crossed 13:00 IST and counted nine seeded follow-ups with this lead's one).
    const quarter = 15 * 60_000;
    const base = Math.ceil(Date.now() / quarter) * quarter + 5 * 60_000;
    otherNow = new Date(base);
    const due = new Date(base + 2 * 60_000).toISOString();
    const created = await newLead(kit, 'agent', { next_follow_up_at: due });
    expect(created.status).toBe(201);
    const before = await onOther<Count>('agent', '/my-lead/lead-count');
    const remindedBefore = await onOther<List>('agent', '/my-lead/all?reminded=true');
    expect(await onOther<Count>('agent', '/my-lead/lead-count')).toEqual(before);

    otherNow = new Date(base + 3 * 60_000);
    const after = await onOther<Count>('agent', '/my-lead/lead-count');
    expect(after.total).toBe(before.total);
    expect(after.overdue_follow_ups).toBe(before.overdue_follow_ups + 1);
    const remindedAfter = await onOther<List>('agent', '/my-lead/all?reminded=true');
    expect(remindedAfter.total).toBe(remindedBefore.total + 1);
  });

  it('a kept page shows a renamed stage, a renamed owner and a field value changed in the database at once', async () => {
    otherNow = new Date();
    const created = await newLead(kit, 'agent');
    expect(created.status).toBe(201);
    const leadId: number = created.body.data.lead_id;
    const listed = async () => (await onOther<List>('agent', '/my-lead/all')).items.find((lead) => lead.lead_id === leadId)!;
    const first = await listed();
    expect(first).toBeDefined();
    const db = kit.server.db;
    const { rows: [stage] } = await db.query<{ name: string }>('SELECT name FROM lead_stages WHERE stage_id = $1', [first.stage_id]);
    const { rows: [owner] } = await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE user_id = $1', [kit.ids.agent]);
    try {
      await db.query('UPDATE lead_stages SET name = $2 WHERE stage_id = $1', [first.stage_id, `${stage.name} (renamed)`]);
      expect((await listed()).stage_name).toBe(`${stage.name} (renamed)`);
      await db.query('UPDATE users SET first_name = $2 WHERE user_id = $1', [kit.ids.agent, `${owner.first_name}-renamed`]);
      expect((await listed()).owner.first_name).toBe(`${owner.first_name}-renamed`);
      const { rows: [field] } = await db.query<{ field_id: number }>("SELECT field_id FROM lead_category_fields WHERE field_type = 'text' LIMIT 1");
      await db.query(`INSERT INTO lead_field_values (lead_id, field_id, value) VALUES ($1, $2, '"kept pages see this"')`, [leadId, field.field_id]);
      expect((await listed()).category_field_values).toEqual([{ field_id: field.field_id, value: 'kept pages see this' }]);
    } finally {
      await db.query('UPDATE lead_stages SET name = $2 WHERE stage_id = $1', [first.stage_id, stage.name]);
      await db.query('UPDATE users SET first_name = $2 WHERE user_id = $1', [kit.ids.agent, owner.first_name]);
    }
  });

  it('keeps an answer while the reach is unchanged, and computes afresh after a change in it or for an earlier moment', async () => {
    const cache = makeLeadsCache(kit.server.db);
    const agent = { userId: kit.ids.agent, role: 'agent' as const };
    let computed = 0;
    const ask = (now: Date) => cache.get(agent, 'probe', now, async () => ({ value: ++computed, validUntil: now.getTime() + 60_000 }));
    const t0 = new Date();
    expect(await ask(t0)).toBe(1);
    expect(await ask(new Date(t0.getTime() + 30_000))).toBe(1);
    // Another partner's lead changes: not in the agent's reach, the answer is kept.
    expect((await newLead(kit, 'manager')).status).toBe(201);
    expect(await ask(new Date(t0.getTime() + 30_000))).toBe(1);
    // Past its validity, or asked for a moment before it was computed: afresh.
    expect(await ask(new Date(t0.getTime() + 60_000))).toBe(2);
    expect(await ask(new Date(t0.getTime() - 1_000))).toBe(3);
    // That answer holds from its moment on; a change of one of the agent's leads (here straight in the database) ends it.
    const t1 = new Date(t0.getTime() + 1_000);
    expect(await ask(t1)).toBe(3);
    await kit.server.db.query('UPDATE leads SET is_read = NOT is_read WHERE lead_id = (SELECT min(lead_id) FROM leads WHERE owner_user_id = $1)', [kit.ids.agent]);
    expect(await ask(t1)).toBe(4);
    // A lead assigned to the counselor changes its counselor's reach, not the agent's.
    const counselor = { userId: kit.ids.counselor, role: 'counselor' as const };
    let counted = 0;
    const askCounselor = () => cache.get(counselor, 'probe', t1, async () => ({ value: ++counted, validUntil: Number.POSITIVE_INFINITY }));
    expect(await askCounselor()).toBe(1);
    expect(await askCounselor()).toBe(1);
    const mine = await call(kit, 'POST', 'manager', '/my-lead/save', {
      first_name: 'Assigned', email: `assigned.${Date.now()}@example.test`, assigned_to: kit.ids.counselor,
    });
    expect(mine.status).toBe(201);
    expect(await askCounselor()).toBe(2);
    expect(await ask(t1)).toBe(4);
  });
});
