// The lead masters as the lead form and the filters use them: geography, stages and sub-stages, categories (all, by
// role, their fields), sources → mediums → campaigns, the staff directory (staff only) and the caller's team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const ACTORS = ['agent', 'franchise', 'area', 'counselor', 'support', 'manager', 'sc', 'student', 'accounts', 'visa'];
const LEAD_ROLES = ['agent', 'franchise', 'area', 'counselor', 'support', 'manager', 'sc'];

beforeAll(async () => {
  server = await startTestServer();
  for (const key of ACTORS) tokens[key] = (await signIn(server, key)).token;
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
}, 120_000);
afterAll(async () => server?.close());

const get = async (as: string, url: string) => {
  const response = await server.app.inject({ method: 'GET', url: `${server.leads}${url}`, headers: bearer(tokens[as]) });
  return { status: response.statusCode, body: response.json() };
};
const data = async <T>(as: string, url: string): Promise<T> => {
  const { status, body } = await get(as, url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as T;
};

type Named = { name: string };

describe('reference masters, the same for every lead-tool role', () => {
  it('states of India by name, narrowed by text, and the cities of one state', async () => {
    const india = (await server.db.query<{ country_id: number }>("SELECT country_id FROM countries WHERE iso2 = 'IN'")).rows[0].country_id;
    for (const as of LEAD_ROLES) {
      const states = await data<{ state_id: number; state_name: string; country_id: number }[]>(as, `/my-lead/master/states?country_id=${india}`);
      expect(states.length).toBeGreaterThan(5);
      expect(states.every((s) => s.country_id === india)).toBe(true);
      expect(states.map((s) => s.state_name)).toEqual([...states.map((s) => s.state_name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const maha = await data<{ state_id: number; state_name: string }[]>('agent', `/my-lead/master/states?country_id=${india}&q=maharash`);
    expect(maha.map((s) => s.state_name)).toEqual(['Maharashtra']);
    const cities = await data<{ city_name: string; state_id: number }[]>('agent', `/my-lead/master/cities?state_id=${maha[0].state_id}`);
    expect(cities.map((c) => c.city_name)).toContain('Mumbai');
    expect(cities.every((c) => c.state_id === maha[0].state_id)).toBe(true);
    const narrowed = await data<{ city_name: string }[]>('agent', `/my-lead/master/cities?state_id=${maha[0].state_id}&q=mum`);
    expect(narrowed.map((c) => c.city_name)).toEqual(['Mumbai']);
  });

  it('stages in pipeline order with their flags; sub-stages of one stage or all', async () => {
    const stages = await data<{ stage_id: number; name: string; is_counseled: boolean; is_closed: boolean; color: string | null }[]>('counselor', '/my-lead/master/lead-stages');
    expect(stages.map((s) => s.name)).toEqual(['New', 'Contacted', 'Counseled', 'Interested', 'Applied', 'Converted', 'Not reachable', 'Lost']);
    expect(stages.find((s) => s.name === 'Counseled')).toMatchObject({ is_counseled: true, is_closed: false, color: '#6366F1' });
    expect(stages.find((s) => s.name === 'Lost')).toMatchObject({ is_counseled: false, is_closed: true });
    const lost = stages.find((s) => s.name === 'Lost')!.stage_id;
    const subs = await data<{ name: string; stage_id: number }[]>('agent', `/my-lead/master/lead-sub-stages?stage_id=${lost}`);
    expect(subs.map((s) => s.name)).toEqual(['Not interested', 'Chose another consultant', 'Budget', 'Plans postponed']);
    const all = await data<{ stage_id: number }[]>('agent', '/my-lead/master/lead-sub-stages');
    expect(all.length).toBe(18);
    expect(new Set(all.map((s) => s.stage_id)).size).toBe(6);
  });

  it('retired entries appear only when asked for', async () => {
    await server.db.query("UPDATE lead_sources SET is_active = false WHERE name = 'Import'");
    try {
      const active = await data<Named[]>('agent', '/my-lead/master/my-lead-sources');
      expect(active.map((s) => s.name)).not.toContain('Import');
      expect(active.map((s) => s.name)).toEqual([...active.map((s) => s.name)].sort());
      const every = await data<(Named & { is_active: boolean })[]>('agent', '/my-lead/master/my-lead-sources?include_inactive=true');
      expect(every.find((s) => s.name === 'Import')).toMatchObject({ is_active: false });
    } finally {
      await server.db.query("UPDATE lead_sources SET is_active = true WHERE name = 'Import'");
    }
  });

  it('mediums of a source include those of any source; campaigns of a source, active unless asked', async () => {
    const sources = await data<(Named & { source_id: number })[]>('franchise', '/my-lead/master/my-lead-sources');
    const social = sources.find((s) => s.name === 'Social media')!.source_id;
    const mediums = await data<(Named & { source_id: number | null })[]>('franchise', `/my-lead/master/my-lead-mediums?source_id=${social}`);
    expect(mediums.map((m) => m.name).sort()).toEqual(['Email', 'Facebook', 'Instagram', 'LinkedIn', 'WhatsApp', 'YouTube']);
    expect((await data<Named[]>('franchise', '/my-lead/master/my-lead-mediums')).length).toBe(19);
    const campaigns = await data<(Named & { source_id: number; is_active: boolean; starts_on: string })[]>('franchise', `/my-lead/master/my-lead-campaigns?source_id=${social}`);
    expect(campaigns.map((c) => c.name)).toEqual(['January intake drive', 'September intake drive']);
    const fair = sources.find((s) => s.name === 'Education fair')!.source_id;
    expect(await data<Named[]>('franchise', `/my-lead/master/my-lead-campaigns?source_id=${fair}`)).toEqual([
      expect.objectContaining({ name: 'Australia open day', starts_on: '2026-10-01', ends_on: '2026-10-31' }),
    ]);
    const withRetired = await data<Named[]>('franchise', `/my-lead/master/my-lead-campaigns?source_id=${fair}&include_inactive=true`);
    expect(withRetired.map((c) => c.name)).toEqual(['Australia open day', 'UK and Ireland week']);
  });

  it('categories with their roles and field counts, filtered by role; the fields of one category in form order', async () => {
    const all = await data<(Named & { category_id: number; user_types: string[]; field_count: number })[]>('manager', '/my-lead/master/lead-categories');
    expect(all.map((c) => c.name)).toEqual(['Education loan', 'Partner referral', 'Study abroad', 'Test preparation', 'Visa only']);
    expect(all.find((c) => c.name === 'Study abroad')).toMatchObject({ field_count: 5 });
    const ofAgents = await data<Named[]>('manager', '/my-lead/master/lead-categories?user_type=agent');
    expect(ofAgents.map((c) => c.name)).toEqual(['Education loan', 'Study abroad', 'Visa only']);
    const test = all.find((c) => c.name === 'Test preparation')!.category_id;
    const fields = await data<{ label: string; field_type: string; options: { value: string }[] | null; is_required: boolean }[]>(
      'agent', `/my-lead/master/lead-category-fields?category_id=${test}`);
    expect(fields.map((f) => f.label)).toEqual(['Test', 'Preferred batch', 'Planned test date']);
    expect(fields[0]).toMatchObject({ field_type: 'select', is_required: true });
    expect(fields[0].options!.map((o) => o.value)).toEqual(['ielts', 'pte', 'toefl', 'gre', 'gmat']);
    expect(fields[2]).toMatchObject({ field_type: 'date', options: null });
    expect((await data<unknown[]>('agent', '/my-lead/master/lead-category-fields')).length).toBe(17);
  });

  it("the lead form's categories are the caller's role's, each with its fields", async () => {
    const agent = await data<{ user_type: string; categories: (Named & { fields: { label: string }[] })[] }>('agent', '/my-lead/lead-categories-by-role');
    expect(agent.user_type).toBe('agent');
    expect(agent.categories.map((c) => c.name)).toEqual(['Education loan', 'Study abroad', 'Visa only']);
    expect(agent.categories.find((c) => c.name === 'Visa only')!.fields.map((f) => f.label)).toEqual([
      'University of the offer', 'Offer letter date', 'Previous visa refusal',
    ]);
    const franchise = await data<{ categories: Named[] }>('area', '/my-lead/lead-categories-by-role');
    expect(franchise.categories).toHaveLength(5);
    const school = await data<{ user_type: string; categories: Named[] }>('sc', '/my-lead/lead-categories-by-role');
    expect(school).toEqual({ user_type: 'school_counselor', categories: [] });
  });
});

describe('people pickers', () => {
  type Member = { user_id: number; first_name: string; user_type: string; franchise_type: string | null; is_self: boolean };

  it('team: an agent and an area franchise only themselves; a master franchise itself, then its area franchises', async () => {
    expect(await data<Member[]>('agent', '/my-lead/master/team-members')).toEqual([
      expect.objectContaining({ user_id: ids.agent, is_self: true, user_type: 'agent', franchise_type: null }),
    ]);
    expect((await data<Member[]>('area', '/my-lead/master/team-members')).map((m) => m.user_id)).toEqual([ids.area]);
    const master = await data<Member[]>('franchise', '/my-lead/master/team-members');
    expect(master.map((m) => [m.user_id, m.is_self, m.franchise_type])).toEqual([[ids.franchise, true, 'master'], [ids.area, false, 'area']]);
    expect((await data<Member[]>('counselor', '/my-lead/master/team-members')).map((m) => m.user_id)).toEqual([ids.counselor]);
  });

  it('team: an operations manager first, then every lead-tool user, and no student or accounts user', async () => {
    const team = await data<Member[]>('manager', '/my-lead/master/team-members');
    expect(team[0]).toMatchObject({ user_id: ids.manager, is_self: true });
    const others = team.slice(1).map((m) => m.user_id);
    for (const key of ['agent', 'franchise', 'area', 'counselor', 'support', 'sc']) expect(others).toContain(ids[key]);
    for (const key of ['student', 'accounts', 'visa', 'operations']) expect(others).not.toContain(ids[key]);
  });

  it('the staff directory: paged, by role and text, for staff only', async () => {
    const page = await data<{ items: Member[]; total: number; page_size: number }>('counselor', '/my-lead/master/users?page_size=3');
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(7);
    const agents = await data<{ items: Member[]; total: number }>('support', '/my-lead/master/users?user_type=franchise');
    expect(agents.items.map((u) => u.user_id)).toEqual([ids.area, ids.franchise]);
    const found = await data<{ items: Member[] }>('manager', '/my-lead/master/users?q=priya');
    expect(found.items.map((u) => u.user_id)).toEqual([ids.counselor]);
    for (const as of ['agent', 'franchise', 'sc']) expect((await get(as, '/my-lead/master/users')).status).toBe(403);
  });
});

describe('refusals and bad input', () => {
  it('roles outside the lead tool get 403 on every master; no token 401', async () => {
    for (const as of ['student', 'accounts', 'visa']) {
      for (const url of ['/my-lead/master/lead-stages', '/my-lead/master/team-members', '/my-lead/lead-categories-by-role']) {
        expect((await get(as, url)).status).toBe(403);
      }
    }
    const anonymous = await server.app.inject({ method: 'GET', url: `${server.leads}/my-lead/master/lead-stages` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('400 names the field; 404 for a state or category that does not exist', async () => {
    const missing = await get('agent', '/my-lead/master/cities');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('state_id');
    const wrong = await get('agent', '/my-lead/master/lead-sub-stages?stage_id=abc');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('querystring/stage_id');
    const role = await get('manager', '/my-lead/master/lead-categories?user_type=student');
    expect(role.status).toBe(400);
    expect(role.body.message).toContain('querystring/user_type');
    expect((await get('agent', '/my-lead/master/cities?state_id=999999')).status).toBe(404);
    const category = await get('agent', '/my-lead/master/lead-category-fields?category_id=999999');
    expect(category.status).toBe(404);
    expect(category.body.message).toContain('querystring/category_id');
  });
});
