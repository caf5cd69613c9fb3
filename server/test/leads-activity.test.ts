// What happens to a lead after it is saved: follow-ups planned, logged and completed (with the stage moves and the
// first contact), speed to lead against the target, the reminders sent once, bulk reassignment and the assignee
// timeline, and the assignment rules (round robin with a daily cap, by area).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { call, newLead, stageId, startKit, type Kit } from './leads-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);
const post = (as: string, url: string, payload: unknown) => call(kit, 'POST', as, url, payload);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('follow-ups', () => {
  it('logs a call as done: the first contact, its outcome in the score, a stage move with from and to', async () => {
    const lead = (await newLead(kit, 'agent')).body.data;
    const interested = await stageId(kit, 'Interested');
    const r = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'Spoke to the parents', channel: 'call', outcome: 'interested', stage_id: interested, next_follow_up_at: inHours(48) });
    expect(r.status).toBe(201);
    expect(r.body.data.follow_up).toMatchObject({ channel: 'call', outcome: 'interested', from_stage_name: 'New', to_stage_name: 'Interested', due_at: null });
    expect(r.body.data.follow_up.completed_by.user_id).toBe(kit.ids.agent);
    expect(r.body.data.lead).toMatchObject({ stage_name: 'Interested', is_counseled: true, score: 8, contact_overdue: false });
    expect(r.body.data.lead.score_reason).toBe('Interested (+6), last follow-up: interested (+2)');
    expect(r.body.data.lead.first_contacted_at).not.toBeNull();
    const list = await get('agent', `/my-lead/follow-ups/${lead.lead_id}`);
    expect(list.body.data.total).toBe(1);
    const actions = (await get('agent', `/my-lead/history/${lead.lead_id}`)).body.data.items.map((h: { action: string }) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['created', 'follow_up_added', 'stage_changed']));
  });

  it('plans a follow-up (the lead\'s next follow-up), then completes it with its outcome (200); completing twice is 409', async () => {
    const lead = (await newLead(kit, 'agent')).body.data;
    const due = inHours(3);
    const planned = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'Call about IELTS dates', channel: 'whatsapp', due_at: due });
    expect(planned.status).toBe(201);
    expect(planned.body.data.follow_up).toMatchObject({ due_at: due, completed_at: null, outcome: null });
    expect(planned.body.data.lead).toMatchObject({ next_follow_up_at: due, first_contacted_at: null });
    const id = planned.body.data.follow_up.follow_up_id;
    const done = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, follow_up_id: id, note: 'Called, no answer', channel: 'call', outcome: 'no_answer' });
    expect(done.status).toBe(200);
    expect(done.body.data.follow_up).toMatchObject({ follow_up_id: id, outcome: 'no_answer', note: 'Called, no answer' });
    expect(done.body.data.lead).toMatchObject({ next_follow_up_at: null, score: -2 });
    const again = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, follow_up_id: id, note: 'x', channel: 'call', outcome: 'busy' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].field).toBe('body/follow_up_id');
  });

  it('refuses what does not fit: 422 naming the field, 404 for a follow-up of another lead, 403 on someone else\'s lead', async () => {
    const lead = (await newLead(kit, 'agent')).body.data;
    const past = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'x', channel: 'call', due_at: inHours(-1) });
    expect(past.status).toBe(422);
    expect(past.body.errors[0].field).toBe('body/due_at');
    const noOutcome = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'x', channel: 'call', follow_up_id: 1 });
    expect(noOutcome.status).toBe(422);
    expect(noOutcome.body.errors.map((e: { field: string }) => e.field)).toContain('body/outcome');
    const other = (await newLead(kit, 'agent')).body.data;
    const planned = await post('agent', '/my-lead/save-follow-up', { lead_id: other.lead_id, note: 'x', channel: 'email', due_at: inHours(5) });
    const wrongLead = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'x', channel: 'call', follow_up_id: planned.body.data.follow_up.follow_up_id, outcome: 'busy' });
    expect(wrongLead.status).toBe(404);
    const badChannel = await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'x', channel: 'pigeon' });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.message).toContain('body/channel');
    const foreign = await post('area', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'x', channel: 'call' });
    expect(foreign.status).toBe(403);
    expect((await get('area', `/my-lead/follow-ups/${lead.lead_id}`)).status).toBe(403);
    expect((await get('area', `/my-lead/history/${lead.lead_id}`)).status).toBe(403);
    expect((await get('area', `/my-lead/assignee-timeline/${lead.lead_id}`)).status).toBe(403);
  });

  it('speed to lead: a lead not contacted within the target (60 minutes) is overdue; contacted late stays marked', async () => {
    const lead = (await newLead(kit, 'agent')).body.data;
    await kit.server.db.query("UPDATE leads SET created_at = now() - interval '2 hours' WHERE lead_id = $1", [lead.lead_id]);
    const before = await get('agent', `/my-lead/single/${lead.lead_id}`);
    expect(before.body.data).toMatchObject({ contact_overdue: true, speed_to_lead_minutes: null });
    await post('agent', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'First call', channel: 'call', outcome: 'connected' });
    const after = await get('agent', `/my-lead/single/${lead.lead_id}`);
    expect(after.body.data.contact_overdue).toBe(true);
    expect(after.body.data.speed_to_lead_minutes).toBeGreaterThanOrEqual(119);
  });
});

describe('reminders', () => {
  it('a due follow-up and a due reminder notify the assignee once each, whichever of two servers runs the schedule', async () => {
    const lead = (await newLead(kit, 'manager', { assigned_to: kit.ids.support, first_name: 'Reminded' })).body.data;
    const planned = await post('manager', '/my-lead/save-follow-up', { lead_id: lead.lead_id, note: 'Send the brochure', channel: 'email', due_at: inHours(1) });
    await kit.server.db.query("UPDATE lead_follow_ups SET due_at = now() - interval '1 minute' WHERE follow_up_id = $1", [planned.body.data.follow_up.follow_up_id]);
    await post('manager', '/my-lead/save', { lead_id: lead.lead_id, first_name: 'Reminded', email: lead.email, reminder_at: inHours(1), reminder_note: 'Ask for the transcripts' });
    await kit.server.db.query("UPDATE leads SET reminder_at = now() - interval '1 minute' WHERE lead_id = $1", [lead.lead_id]);
    const other = await buildApp(kit.server.db, kit.server.config);
    await other.ready();
    try {
      await Promise.all([kit.server.app.jobs.tickSchedules(), other.jobs.tickSchedules()]);
      await Promise.all([kit.server.app.jobs.runDueJobs(), other.jobs.runDueJobs()]);
      await Promise.all([kit.server.app.jobs.runDueJobs(), other.jobs.runDueJobs()]);
    } finally {
      await other.close();
    }
    const { rows } = await kit.server.db.query<{ heading: string; link: string }>(
      "SELECT heading, link FROM notifications WHERE user_id = $1 AND name = 'lead_follow_up_due' AND link = $2",
      [kit.ids.support, `/my_leads/${lead.lead_id}`]);
    expect(rows).toEqual([{ heading: 'Follow-up due: Reminded Lead', link: `/my_leads/${lead.lead_id}` }]);
    const reminders = await kit.server.db.query<{ heading: string; body: string }>(
      "SELECT heading, body FROM notifications WHERE user_id = $1 AND name = 'lead_reminder_due' AND link = $2",
      [kit.ids.support, `/my_leads/${lead.lead_id}`]);
    expect(reminders.rows).toEqual([{ heading: 'Reminder: Reminded Lead', body: 'Ask for the transcripts' }]);
  });
});

describe('assignment', () => {
  it('bulk reassignment: every change in the timeline and the history; leads already so assigned are not counted', async () => {
    const a = (await newLead(kit, 'manager')).body.data;
    const b = (await newLead(kit, 'manager', { assigned_to: kit.ids.counselor })).body.data;
    const r = await post('manager', '/my-lead/assign', { lead_ids: [a.lead_id, b.lead_id], assigned_to: kit.ids.counselor });
    expect(r.body.data).toEqual({ lead_ids: [a.lead_id, b.lead_id], assigned_to: kit.ids.counselor, updated: 1 });
    await post('manager', '/my-lead/assign', { lead_ids: [b.lead_id], assigned_to: kit.ids.support });
    const timeline = (await get('manager', `/my-lead/assignee-timeline/${b.lead_id}`)).body.data;
    expect(timeline.map((t: { assignee: { user_id: number }; method: string; ended_at: string | null }) => [t.assignee.user_id, t.method, t.ended_at === null]))
      .toEqual([[kit.ids.counselor, 'manual', false], [kit.ids.support, 'manual', true]]);
    expect(timeline[1].assigned_by.user_id).toBe(kit.ids.manager);
    expect((await get('counselor', `/my-lead/single/${b.lead_id}`)).status).toBe(403);
    const foreign = (await newLead(kit, 'agent')).body.data;
    expect((await post('manager', '/my-lead/assign', { lead_ids: [foreign.lead_id], assigned_to: kit.ids.area })).status).toBe(200);
    expect((await post('agent', '/my-lead/assign', { lead_ids: [foreign.lead_id], assigned_to: kit.ids.counselor })).status).toBe(403);
  });

  it('round robin among the members with a daily cap; past the cap the lead stays with its owner', async () => {
    const members = [kit.ids.visa, kit.ids.operations];
    const saved = await post('manager', '/my-lead/assignment-rules', { mode: 'round_robin', members: members.map((user_id) => ({ user_id })), daily_cap: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ mode: 'round_robin', daily_cap: 2, speed_to_lead_minutes: 60 });
    expect(saved.body.data.members.map((m: { assigned_today: number }) => m.assigned_today)).toEqual([0, 0]);
    const assignees: (number | null)[] = [];
    for (let i = 0; i < 5; i += 1) assignees.push((await newLead(kit, 'manager')).body.data.assigned_to?.user_id ?? null);
    expect(assignees).toEqual([members[0], members[1], members[0], members[1], null]);
    const rules = await get('manager', '/my-lead/assignment-rules');
    expect(rules.body.data.members.map((m: { assigned_today: number }) => m.assigned_today)).toEqual([2, 2]);
    await post('manager', '/my-lead/assignment-rules', { mode: 'manual', members: [] });
  });

  it('by area: the member whose state holds the lead gets it', async () => {
    const { rows } = await kit.server.db.query<{ state_id: number }>("SELECT s.state_id FROM states s JOIN countries c USING (country_id) WHERE c.iso2 = 'IN' ORDER BY s.name LIMIT 2");
    const [one, two] = rows.map((r) => r.state_id);
    await post('franchise', '/my-lead/assignment-rules', { mode: 'area', members: [{ user_id: kit.ids.franchise, areas: [{ state_id: one }] }, { user_id: kit.ids.area, areas: [{ state_id: two }] }] });
    const lead = (await newLead(kit, 'franchise', { state_id: two })).body.data;
    expect(lead.assigned_to.user_id).toBe(kit.ids.area);
    const timeline = (await get('franchise', `/my-lead/assignee-timeline/${lead.lead_id}`)).body.data;
    expect(timeline[0]).toMatchObject({ method: 'area', assigned_by: null });
    await post('franchise', '/my-lead/assignment-rules', { mode: 'manual', members: [] });
  });

  it('only an operations manager or a master franchise sets rules; members must be their team (403), areas must exist (422)', async () => {
    expect((await get('area', '/my-lead/assignment-rules')).status).toBe(403);
    expect((await get('agent', '/my-lead/assignment-rules')).status).toBe(403);
    expect((await get('manager', '/my-lead/assignment-rules')).body.data).toMatchObject({ mode: 'manual', speed_to_lead_minutes: 60 });
    const notTeam = await post('franchise', '/my-lead/assignment-rules', { mode: 'round_robin', members: [{ user_id: kit.ids.agent }] });
    expect(notTeam.status).toBe(403);
    const noMembers = await post('franchise', '/my-lead/assignment-rules', { mode: 'round_robin', members: [] });
    expect(noMembers.status).toBe(422);
    expect(noMembers.body.errors[0].field).toBe('body/members');
    const badCity = await post('franchise', '/my-lead/assignment-rules', { mode: 'area', members: [{ user_id: kit.ids.area, areas: [{ state_id: 1, city_id: 99999999 }] }] });
    expect(badCity.status).toBe(422);
    expect(badCity.body.errors[0].field).toBe('body/members/0/areas/0');
    const badCap = await post('franchise', '/my-lead/assignment-rules', { mode: 'manual', members: [], daily_cap: 0 });
    expect(badCap.status).toBe(400);
    expect(badCap.body.message).toContain('body/daily_cap');
  });
});
