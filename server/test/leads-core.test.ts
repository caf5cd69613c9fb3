// The lead book as its users see it: saving (created, updated, re-enquiry, another partner's lead), the duplicate
// rule under 20 racing saves, the checks as you type, the list over each role's reach with its filters, one lead,
// category fields, stage rules, read marks, and the refusals (role, someone else's lead, 400/422 naming the field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, contact, newLead, stageId, startKit, type Kit } from './leads-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);
const post = (as: string, url: string, payload: unknown) => call(kit, 'POST', as, url, payload);

describe('saving a lead', () => {
  it('creates a lead (201, outcome created) owned by the caller in the first stage, with its score explained', async () => {
    const c = contact('create');
    const r = await post('agent', '/my-lead/save', { first_name: ' Neha ', last_name: 'Gupta', ...c, intake: 'Sep,Jan' });
    expect(r.status).toBe(201);
    const lead = r.body.data;
    expect(lead).toMatchObject({ outcome: 'created', first_name: 'Neha', email: c.email, mobile: c.mobile, stage_name: 'New', re_enquiry_count: 0, is_read: false, student_user_id: null, first_contacted_at: null, speed_to_lead_minutes: null, contact_overdue: false });
    expect(lead.owner.user_id).toBe(kit.ids.agent);
    expect(lead.score).toBe(0);
    expect(lead.score_reason).toBe('New (+0)');
    const got = await get('agent', `/my-lead/single/${lead.lead_id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.last_follow_up).toBeNull();
  });

  it('the same mobile (written +91…) or the same email in another case is a re-enquiry of the lead, never a second one', async () => {
    const c = contact('again');
    const first = await newLead(kit, 'agent', { ...c, source_id: 1 });
    const byMobile = await post('agent', '/my-lead/save', { first_name: 'Other', mobile: `+91${c.mobile}` });
    expect(byMobile.status).toBe(200);
    expect(byMobile.body.data).toMatchObject({ outcome: 're_enquiry', lead_id: first.body.data.lead_id, first_name: 'Test', re_enquiry_count: 1 });
    const byEmail = await post('agent', '/my-lead/save', { first_name: 'Other', email: c.email.toUpperCase(), source_id: 2 });
    expect(byEmail.body.data).toMatchObject({ outcome: 're_enquiry', lead_id: first.body.data.lead_id, re_enquiry_count: 2 });
    expect(byEmail.body.data.last_enquiry_at).not.toBeNull();
    expect(byEmail.body.data.score_reason).toContain('enquired again (+2)');
    const history = await get('agent', `/my-lead/history/${first.body.data.lead_id}`);
    const events = history.body.data.items.filter((h: { action: string }) => h.action === 're_enquiry');
    expect(events.map((h: { source_name: string | null }) => h.source_name)).toEqual([expect.any(String), null]);
  });

  it("another partner's lead: 409 on body/mobile revealing nothing, and its owner still sees the re-enquiry", async () => {
    const c = contact('foreign');
    const mine = await newLead(kit, 'agent', c);
    const r = await post('area', '/my-lead/save', { first_name: 'Copy', mobile: c.mobile, email: 'fresh.address@example.test' });
    expect(r.status).toBe(409);
    expect(r.body.errors).toEqual([{ field: 'body/mobile', message: 'is already registered with another partner' }]);
    expect(r.text).not.toContain(String(mine.body.data.lead_id));
    expect(r.text).not.toContain('Test');
    const seen = await get('agent', `/my-lead/single/${mine.body.data.lead_id}`);
    expect(seen.body.data.re_enquiry_count).toBe(1);
    const none = await get('area', `/my-lead/all?q=${encodeURIComponent('fresh.address')}`);
    expect(none.body.data.total).toBe(0);
  });

  it('20 saves of one person at once make one lead and 19 re-enquiries', async () => {
    const c = contact('race');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => post('agent', '/my-lead/save', { first_name: `Racer ${i}`, ...c })));
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const ids = new Set(replies.map((r) => r.body.data.lead_id));
    expect(ids.size).toBe(1);
    const { rows } = await kit.server.db.query<{ n: number; re: number }>(
      'SELECT count(*)::int AS n, max(re_enquiry_count)::int AS re FROM leads WHERE email = $1', [c.email]);
    expect(rows[0]).toEqual({ n: 1, re: 19 });
  });

  it('updates a lead (200, outcome updated): a stage move is kept with from and to, and is the first contact', async () => {
    const created = (await newLead(kit, 'agent')).body.data;
    const contacted = await stageId(kit, 'Contacted');
    const r = await post('agent', '/my-lead/save', { lead_id: created.lead_id, first_name: 'Renamed', email: created.email, stage_id: contacted, notes: 'Called once' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ outcome: 'updated', first_name: 'Renamed', stage_name: 'Contacted', notes: 'Called once', email: created.email });
    expect(r.body.data.first_contacted_at).not.toBeNull();
    expect(r.body.data.speed_to_lead_minutes).toBe(0);
    const history = (await get('agent', `/my-lead/history/${created.lead_id}`)).body.data.items;
    const move = history.find((h: { action: string }) => h.action === 'stage_changed');
    expect(move.changes[0]).toEqual({ field: 'stage', old_value: 'New', new_value: 'Contacted' });
    expect(move.changed_by.user_id).toBe(kit.ids.agent);
  });

  it('a stage that requires a follow-up refuses a move without one (422 on body/stage_id), and takes it with one', async () => {
    const created = (await newLead(kit, 'agent')).body.data;
    const counseled = await stageId(kit, 'Counseled');
    const refused = await post('agent', '/my-lead/save', { lead_id: created.lead_id, first_name: 'Test', email: created.email, stage_id: counseled });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('body/stage_id');
    const next = new Date(Date.now() + 86_400_000).toISOString();
    const taken = await post('agent', '/my-lead/save', { lead_id: created.lead_id, first_name: 'Test', email: created.email, stage_id: counseled, next_follow_up_at: next });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ stage_name: 'Counseled', is_counseled: true });
  });

  it('category fields are checked against their definitions (422 naming the value) and kept with the lead', async () => {
    const { rows } = await kit.server.db.query<{ field_id: number; label: string; category_id: number }>(
      "SELECT f.field_id, f.label, f.category_id FROM lead_category_fields f JOIN lead_categories c USING (category_id) WHERE c.name = 'Study abroad' ORDER BY f.sort_order");
    const [qualification, percent] = rows;
    const bad = await newLead(kit, 'agent', { category_id: qualification.category_id, category_field_values: [{ field_id: qualification.field_id, value: 'phd' }, { field_id: percent.field_id, value: 'eighty' }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['body/category_field_values/0/value', 'body/category_field_values/1/value']);
    const missing = await newLead(kit, 'agent', { category_id: qualification.category_id, category_field_values: [{ field_id: percent.field_id, value: 71.5 }] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].message).toContain('Highest qualification');
    const ok = await newLead(kit, 'agent', { category_id: qualification.category_id, category_field_values: [{ field_id: qualification.field_id, value: 'bachelor' }, { field_id: percent.field_id, value: 71.5 }] });
    expect(ok.status).toBe(201);
    expect(ok.body.data.category_fields.slice(0, 2).map((f: { value: unknown }) => f.value)).toEqual(['bachelor', 71.5]);
    const values = await get('agent', `/my-lead/category-fields-values?lead_id=${ok.body.data.lead_id}`);
    expect(values.body.data.fields[0]).toMatchObject({ label: 'Highest qualification', value: 'bachelor' });
    const notForAgents = await kit.server.db.query<{ category_id: number }>("SELECT category_id FROM lead_categories WHERE name = 'Partner referral'");
    const wrongRole = await newLead(kit, 'agent', { category_id: notForAgents.rows[0].category_id });
    expect(wrongRole.status).toBe(422);
    expect(wrongRole.body.errors[0].field).toBe('body/category_id');
  });

  it('400 naming the field for a malformed body; 422 for references that do not fit', async () => {
    const blank = await post('agent', '/my-lead/save', { first_name: '', email: 'a@b.test' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('body/first_name');
    const noContact = await post('agent', '/my-lead/save', { first_name: 'X' });
    expect(noContact.status).toBe(400);
    const badMobile = await post('agent', '/my-lead/save', { first_name: 'X', mobile: '12ab' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toContain('body/mobile');
    const won = await newLead(kit, 'agent', { stage_id: await stageId(kit, 'Converted') });
    expect(won.status).toBe(422);
    expect(won.body.errors[0].field).toBe('body/stage_id');
    const wrongSub = await newLead(kit, 'agent', { sub_stage_id: 999999 });
    expect(wrongSub.status).toBe(422);
    expect(wrongSub.body.errors[0].field).toBe('body/sub_stage_id');
  });
});

describe('who reaches which lead', () => {
  it("lists only the caller's reach: the agent and the school counselor theirs, the master franchise also its area franchise's, the manager all", async () => {
    const tag = `reach${Date.now()}`;
    const byArea = (await newLead(kit, 'area', { last_name: tag })).body.data;
    const byAgent = (await newLead(kit, 'agent', { last_name: tag })).body.data;
    const bySc = (await newLead(kit, 'sc', { last_name: tag })).body.data;
    const ids = async (as: string) => (await get(as, `/my-lead/all?q=${tag}&page_size=100`)).body.data.items.map((l: { lead_id: number }) => l.lead_id).sort();
    expect(await ids('agent')).toEqual([byAgent.lead_id]);
    expect(await ids('area')).toEqual([byArea.lead_id]);
    expect(await ids('franchise')).toEqual([byArea.lead_id]);
    expect(await ids('sc')).toEqual([bySc.lead_id]);
    expect(await ids('manager')).toEqual([byArea.lead_id, byAgent.lead_id, bySc.lead_id].sort((a, b) => a - b));
    expect(await ids('counselor')).toEqual([]);
  });

  it('a counselor reaches a lead once it is assigned to them; an area franchise never reaches its master\'s lead', async () => {
    const lead = (await newLead(kit, 'manager', { assigned_to: kit.ids.counselor })).body.data;
    expect(lead.assigned_to.user_id).toBe(kit.ids.counselor);
    expect((await get('counselor', `/my-lead/single/${lead.lead_id}`)).status).toBe(200);
    expect((await get('support', `/my-lead/single/${lead.lead_id}`)).status).toBe(403);
    const masters = (await newLead(kit, 'franchise')).body.data;
    expect((await get('area', `/my-lead/single/${masters.lead_id}`)).status).toBe(403);
    expect((await get('agent', '/my-lead/single/99999999')).status).toBe(404);
    const update = await post('area', '/my-lead/save', { lead_id: masters.lead_id, first_name: 'Taken', email: masters.email });
    expect(update.status).toBe(403);
  });

  it('every lead role works its own lead through every operation', async () => {
    for (const as of ['agent', 'franchise', 'area', 'counselor', 'support', 'manager', 'sc']) {
      const c = contact(`role-${as}`);
      const saved = await newLead(kit, as, c);
      expect(saved.status, as).toBe(201);
      const id = saved.body.data.lead_id;
      const statuses = [
        (await get(as, `/my-lead/single/${id}`)).status,
        (await post(as, '/my-lead/save', { lead_id: id, first_name: 'Edited', email: c.email })).status,
        (await post(as, '/my-lead/save-follow-up', { lead_id: id, note: 'Called', channel: 'call' })).status,
        (await get(as, `/my-lead/follow-ups/${id}`)).status,
        (await get(as, `/my-lead/history/${id}`)).status,
        (await get(as, `/my-lead/assignee-timeline/${id}`)).status,
        (await get(as, `/my-lead/category-fields-values?lead_id=${id}`)).status,
        (await post(as, '/my-lead/mark-as-read', { lead_ids: [id] })).status,
        (await post(as, '/my-lead/assign', { lead_ids: [id], assigned_to: kit.ids[as] })).status,
      ];
      expect(statuses, as).toEqual([200, 200, 201, 200, 200, 200, 200, 200, 200]);
      expect((await get(as, `/my-lead/all?q=${encodeURIComponent(c.email)}`)).body.data.items.map((l: { lead_id: number }) => l.lead_id), as).toEqual([id]);
      expect((await get(as, `/my-lead/lead-exists?email=${encodeURIComponent(c.email)}`)).body.data.reachable, as).toBe(true);
      expect((await get(as, `/my-lead/export?q=${encodeURIComponent(c.email)}`)).text, as).toContain(c.email);
    }
  });

  it('a student may not call the lead API at all (403)', async () => {
    expect((await get('student', '/my-lead/all')).status).toBe(403);
    expect((await newLead(kit, 'student')).status).toBe(403);
  });
});

describe('the list', () => {
  it('filters by stage, unread and dates (from after to is 422), sorts, and pages', async () => {
    const tag = `list${Date.now()}`;
    const a = (await newLead(kit, 'agent', { last_name: tag })).body.data;
    const b = (await newLead(kit, 'agent', { last_name: tag, first_name: 'Aaron' })).body.data;
    const contacted = await stageId(kit, 'Contacted');
    await post('agent', '/my-lead/save', { lead_id: b.lead_id, first_name: 'Aaron', email: b.email, stage_id: contacted });
    const byStage = await get('agent', `/my-lead/all?q=${tag}&stage_id=${contacted}`);
    expect(byStage.body.data.items.map((l: { lead_id: number }) => l.lead_id)).toEqual([b.lead_id]);
    const byName = await get('agent', `/my-lead/all?q=${tag}&sort=first_name&order=asc`);
    expect(byName.body.data.items.map((l: { first_name: string }) => l.first_name)).toEqual(['Aaron', 'Test']);
    const paged = await get('agent', `/my-lead/all?q=${tag}&page=2&page_size=1`);
    expect(paged.body.data).toMatchObject({ page: 2, page_size: 1, total: 2 });
    await post('agent', '/my-lead/mark-as-read', { lead_ids: [a.lead_id] });
    const unread = await get('agent', `/my-lead/all?q=${tag}&unread=true`);
    expect(unread.body.data.items.map((l: { lead_id: number }) => l.lead_id)).toEqual([b.lead_id]);
    const today = new Date().toISOString().slice(0, 10);
    const inPeriod = await get('agent', `/my-lead/all?q=${tag}&from=2000-01-01&to=2999-12-31`);
    expect(inPeriod.body.data.total).toBe(2);
    const backwards = await get('agent', `/my-lead/all?from=${today}&to=2000-01-01`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].field).toBe('querystring/from');
    await post('agent', '/my-lead/save', { lead_id: a.lead_id, first_name: 'Test', email: a.email, reminder_at: new Date(Date.now() + 60_000).toISOString(), reminder_note: 'Ask about the visa' });
    await kit.server.db.query("UPDATE leads SET reminder_at = now() - interval '1 minute' WHERE lead_id = $1", [a.lead_id]);
    const reminded = await get('agent', `/my-lead/all?q=${tag}&reminded=true`);
    expect(reminded.body.data.items.map((l: { lead_id: number }) => l.lead_id)).toEqual([a.lead_id]);
    const mobileSearch = await get('agent', `/my-lead/all?q=${a.mobile.slice(2, 9)}`);
    expect(mobileSearch.body.data.items.map((l: { lead_id: number }) => l.lead_id)).toContain(a.lead_id);
  });

  it('marks leads read and unread, counting only the leads that changed', async () => {
    const a = (await newLead(kit, 'agent')).body.data;
    const first = await post('agent', '/my-lead/mark-as-read', { lead_ids: [a.lead_id] });
    expect(first.body.data).toEqual({ lead_ids: [a.lead_id], is_read: true, updated: 1 });
    const again = await post('agent', '/my-lead/mark-as-read', { lead_ids: [a.lead_id] });
    expect(again.body.data.updated).toBe(0);
    const other = (await newLead(kit, 'franchise')).body.data;
    expect((await post('agent', '/my-lead/mark-as-read', { lead_ids: [a.lead_id, other.lead_id] })).status).toBe(403);
  });
});

describe('the duplicate checks', () => {
  it('checkLeadDuplicate describes a lead the caller reaches, and only says "exists" for another partner\'s', async () => {
    const c = contact('dup');
    const mine = (await newLead(kit, 'agent', c)).body.data;
    const own = await get('agent', `/my-lead/lead-exists?mobile=${c.mobile}`);
    expect(own.body.data).toMatchObject({ exists: true, reachable: true, matched_on: ['mobile'], lead: { lead_id: mine.lead_id, stage_name: 'New' } });
    expect(own.body.data.lead.owner.user_id).toBe(kit.ids.agent);
    const theirs = await get('area', `/my-lead/lead-exists?email=${encodeURIComponent(c.email)}`);
    expect(theirs.body.data).toEqual({ exists: true, reachable: false, matched_on: ['email'], lead: null });
    const editing = await get('agent', `/my-lead/lead-exists?mobile=${c.mobile}&exclude_lead_id=${mine.lead_id}`);
    expect(editing.body.data.exists).toBe(false);
    const neither = await get('agent', '/my-lead/lead-exists');
    expect(neither.status).toBe(400);
    expect(neither.body.errors[0].field).toBe('querystring/email');
  });

  it('checkLeadExistsByContact (portal) gives the id only to a caller who reaches the lead', async () => {
    const c = contact('portal');
    const mine = (await newLead(kit, 'agent', c)).body.data;
    const own = await call(kit, 'GET', 'agent', `/common/check-lead-exists?mobile=${c.mobile}`, undefined, 'portal');
    expect(own.body.data).toEqual({ exists: true, reachable: true, lead_id: mine.lead_id, is_student: false });
    const theirs = await call(kit, 'GET', 'counselor', `/common/check-lead-exists?email=${encodeURIComponent(c.email)}`, undefined, 'portal');
    expect(theirs.body.data).toEqual({ exists: true, reachable: false, lead_id: null, is_student: false });
    const student = await call(kit, 'GET', 'agent', '/common/check-lead-exists?email=student@demo.unipath.test', undefined, 'portal');
    expect(student.body.data).toMatchObject({ exists: false, is_student: true });
  });
});
