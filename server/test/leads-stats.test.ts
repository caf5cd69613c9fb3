// The lead statistics over the seeded lead book, each checked against a plain count of the stored leads: every
// statistic counts exactly the caller's reach (an agent theirs, an area franchise theirs, a master franchise also its
// area franchise's, a counselor what is assigned to them, an operations manager all), honours its filters, and
// refuses the roles and inputs the contract refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const ACTORS = ['agent', 'franchise', 'area', 'counselor', 'support', 'manager', 'sc', 'student', 'accounts'];

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
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data as T;
};
/** The oracle: a plain count of stored leads. */
const count = async (where: string, ...params: unknown[]) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads l WHERE ${where}`, params)).rows[0].n;
const reachOf = (key: string) =>
  key === 'franchise'
    ? count('l.owner_user_id = ANY($1) OR l.assigned_to = $2', [ids.franchise, ids.area], ids.franchise)
    : count('l.owner_user_id = $1 OR l.assigned_to = $1', ids[key]);

type StageItem = { stage_id: number; stage_name: string; count: number };
type Summary = { total: number; unread: number; counseled: number; reminders_due_today: number; overdue_follow_ups: number; by_stage: (StageItem & { sub_stages: { count: number }[] })[] };
const sum = (items: { count: number }[]) => items.reduce((n, i) => n + i.count, 0);

describe('lead count: the dashboard tiles', () => {
  it("counts exactly each role's reach, every stage present in order, sub-stages within their stage", async () => {
    for (const key of ['agent', 'area', 'franchise', 'counselor', 'support']) {
      const s = await data<Summary>(key, '/my-lead/lead-count');
      expect(s.total, key).toBe(await reachOf(key));
      expect(s.total).toBeGreaterThan(100);
      expect(sum(s.by_stage)).toBe(s.total);
      expect(s.by_stage.map((b) => b.stage_name)).toEqual(['New', 'Contacted', 'Counseled', 'Interested', 'Applied', 'Converted', 'Not reachable', 'Lost']);
      for (const stage of s.by_stage) expect(sum(stage.sub_stages)).toBeLessThanOrEqual(stage.count);
    }
    const all = await data<Summary>('manager', '/my-lead/lead-count');
    expect(all.total).toBe(await count('true'));
    expect(all.counseled).toBe(await count('l.is_counseled'));
    expect(all.unread).toBe(await count('NOT l.is_read'));
    const open = 'l.stage_id IN (SELECT stage_id FROM lead_stages WHERE NOT is_closed)';
    expect(all.overdue_follow_ups).toBe(await count(`${open} AND least(l.reminder_at, l.next_follow_up_at) < now()`));
    expect(all.reminders_due_today).toBeGreaterThan(0);
    expect(await data<Summary>('sc', '/my-lead/lead-count')).toMatchObject({ total: 0, counseled: 0 });
  });

  it('a master franchise sees its area franchise in its counts; the area franchise not the master', async () => {
    const master = (await data<Summary>('franchise', '/my-lead/lead-count')).total;
    const area = (await data<Summary>('area', '/my-lead/lead-count')).total;
    expect(master).toBe(await count('l.owner_user_id = $1 OR l.assigned_to = $1', ids.franchise) + area);
    expect(area).toBe(await count('l.owner_user_id = $1', ids.area));
  });

  it('filters: period, category, source, assignee', async () => {
    const { rows } = await server.db.query<{ category_id: number; source_id: number }>(
      "SELECT (SELECT category_id FROM lead_categories WHERE name = 'Study abroad') AS category_id, (SELECT source_id FROM lead_sources WHERE name = 'Website') AS source_id");
    const { category_id, source_id } = rows[0];
    const filtered = await data<Summary>('agent', `/my-lead/lead-count?category_id=${category_id}&source_id=${source_id}`);
    expect(filtered.total).toBe(await count('(l.owner_user_id = $1 OR l.assigned_to = $1) AND l.category_id = $2 AND l.source_id = $3', ids.agent, category_id, source_id));
    const period = await data<Summary>('manager', '/my-lead/lead-count?from=2026-06-01&to=2026-06-30');
    expect(period.total).toBe(await count("l.created_at >= '2026-06-01T00:00:00+05:30' AND l.created_at < '2026-07-01T00:00:00+05:30'"));
    const counselor = await data<Summary>('manager', `/my-lead/lead-count?assigned_to=${ids.counselor}`);
    expect(counselor.total).toBe(await count('l.assigned_to = $1', ids.counselor));
  });

  it('refuses: a role outside the lead tool, an assignee outside the team, a period backwards, a malformed date', async () => {
    expect((await get('student', '/my-lead/lead-count')).status).toBe(403);
    expect((await get('accounts', '/my-lead/lead-count')).status).toBe(403);
    expect((await get('agent', `/my-lead/lead-count?assigned_to=${ids.counselor}`)).status).toBe(403);
    expect((await get('area', `/my-lead/lead-count?assigned_to=${ids.franchise}`)).status).toBe(403);
    const backwards = await get('agent', '/my-lead/lead-count?from=2026-05-02&to=2026-05-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toContain('querystring/from');
    const yearZero = await get('agent', '/my-lead/lead-distribution-count?dimension=stage&to=0000-01-01');
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.message).toContain('querystring/to');
    const malformed = await get('agent', '/my-lead/lead-count?from=yesterday');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('querystring/from');
  });
});

type Totals = { total: number; unread: number; counseled: number; closed: number; overdue_follow_ups: number; contact_overdue: number };

describe('per member, per month', () => {
  it("a master franchise: itself then its area franchise, each with the leads it works and speed-to-lead overdue", async () => {
    const rows = await data<(Totals & { member: { user_id: number }; by_stage: StageItem[] })[]>('franchise', '/my-lead/lead-count-members');
    expect(rows.map((r) => r.member.user_id)).toEqual([ids.franchise, ids.area]);
    const works = 'coalesce(l.assigned_to, l.owner_user_id) = $1';
    const late = "coalesce(l.first_contacted_at, now()) > l.created_at + interval '60 minutes'";
    expect(rows[1].total).toBe(await count(works, ids.area));
    expect(rows[1].contact_overdue).toBe(await count(`${works} AND ${late}`, ids.area));
    expect(rows[1].contact_overdue).toBeGreaterThan(0);
    expect(sum(rows[1].by_stage)).toBe(rows[1].total);
    expect((await data<{ member: { user_id: number } }[]>('area', '/my-lead/lead-count-members')).map((r) => r.member.user_id)).toEqual([ids.area]);
    expect((await get('agent', '/my-lead/lead-count-members')).status).toBe(403);
    expect((await get('counselor', '/my-lead/lead-count-members')).status).toBe(403);
  });

  it('speed to lead: a lead not contacted within its target counts as overdue from then on', async () => {
    const before = (await data<{ member: { user_id: number }; contact_overdue: number }[]>('area', '/my-lead/lead-count-members'))[0].contact_overdue;
    await server.db.query(
      `INSERT INTO leads (owner_user_id, first_name, mobile, created_at) VALUES
         ($1, 'Late', '6000000001', now() - interval '2 hours'), ($1, 'Fresh', '6000000002', now() - interval '10 minutes')`,
      [ids.area],
    );
    const after = (await data<{ contact_overdue: number }[]>('area', '/my-lead/lead-count-members'))[0].contact_overdue;
    expect(after).toBe(before + 1);
  });

  it('twelve months oldest first ending this month, zeros kept; months narrows it', async () => {
    const months = await data<{ month: string; total: number; counseled: number; closed: number }[]>('manager', '/my-lead/lead-count-months');
    expect(months).toHaveLength(12);
    const now = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    expect(months[11].month).toBe(now);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
    const since = `${months[0].month}-01T00:00:00+05:30`;
    expect(months.reduce((n, m) => n + m.total, 0)).toBe(await count('l.created_at >= $1', since));
    for (const m of months) {
      expect(m.closed).toBeLessThanOrEqual(m.total);
      expect(m.counseled).toBeLessThanOrEqual(m.total);
    }
    expect(months[10].counseled).toBe(await count(
      "l.is_counseled AND to_char(l.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = $1", months[10].month));
    const three = await data<{ month: string }[]>('agent', '/my-lead/lead-count-months?months=3');
    expect(three.map((m) => m.month)).toEqual(months.slice(9).map((m) => m.month));
    expect((await get('agent', '/my-lead/lead-count-months?months=37')).body.message).toContain('querystring/months');
  });
});

type Lead = { lead_id: number; is_counseled: boolean; next_follow_up_at: string | null; reminder_at: string | null; owner: { user_id: number } };
type LeadPage = { items: Lead[]; total: number };

describe('lead pages: counseled and reminded', () => {
  it("counseled leads are the caller's counseled ones, paged", async () => {
    const page = await data<LeadPage>('agent', '/my-lead/counseled-leads?page_size=50');
    expect(page.total).toBe(await count('(l.owner_user_id = $1 OR l.assigned_to = $1) AND l.is_counseled', ids.agent));
    expect(page.items).toHaveLength(50);
    expect(page.items.every((l) => l.is_counseled)).toBe(true);
    // A stage change recorded now puts the lead first, and in a period of today only.
    const moved = page.items[30].lead_id;
    // "Today" is the change's own day in India (the periods' zone), read back from the row: a minute before midnight
    // there, the change falls on the next day.
    const { rows: [{ today }] } = await server.db.query<{ today: string }>(
      `INSERT INTO lead_history (lead_id, action, changes, changed_by, created_at)
       VALUES ($1, 'stage_changed', '[]', $2, now() + interval '1 minute')
       RETURNING to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS today`, [moved, ids.agent]);
    expect((await data<LeadPage>('agent', '/my-lead/counseled-leads')).items[0].lead_id).toBe(moved);
    const todays = await data<LeadPage>('agent', `/my-lead/counseled-leads?from=${today}&to=${today}`);
    expect(todays.items.map((l) => l.lead_id)).toContain(moved);
    expect(todays.total).toBeLessThan(page.total);
    expect((await data<LeadPage>('agent', '/my-lead/counseled-leads?from=2000-01-01&to=2000-12-31')).total).toBe(0);
  });

  it('reminders: overdue before today, all of them soonest first, only open leads the caller reaches', async () => {
    const due = (l: Lead) => Math.min(...[l.reminder_at, l.next_follow_up_at].filter((x): x is string => x !== null).map(Date.parse));
    const overdue = await data<LeadPage>('area', '/my-lead/reminded-leads?when=overdue&page_size=100');
    expect(overdue.total).toBeGreaterThan(0);
    const todayStart = Date.parse(`${new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)}T00:00:00+05:30`);
    for (const lead of overdue.items) {
      expect(due(lead)).toBeLessThan(todayStart);
      expect(lead.owner.user_id).toBe(ids.area);
    }
    const all = await data<LeadPage>('area', '/my-lead/reminded-leads?when=all&page_size=100');
    expect(all.total).toBe(await count(
      'l.owner_user_id = $1 AND least(l.reminder_at, l.next_follow_up_at) IS NOT NULL AND l.stage_id IN (SELECT stage_id FROM lead_stages WHERE NOT is_closed)', ids.area));
    const times = all.items.map(due);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const upcoming = await data<LeadPage>('area', '/my-lead/reminded-leads?when=upcoming');
    for (const lead of upcoming.items) expect(due(lead)).toBeGreaterThanOrEqual(todayStart + 86_400_000);
    expect((await get('area', '/my-lead/reminded-leads?when=soon')).body.message).toContain('querystring/when');
  });
});

type Bucket = { key_id: number | null; label: string; count: number; percent: number };

describe('distribution and areas', () => {
  it('splits the reach over a dimension, largest first, with labels and percentages', async () => {
    const d = await data<{ dimension: string; total: number; buckets: Bucket[] }>('agent', '/my-lead/lead-distribution-count?dimension=source');
    expect(d.total).toBe(await reachOf('agent'));
    expect(sum(d.buckets)).toBe(d.total);
    expect(d.buckets.map((b) => b.count)).toEqual([...d.buckets.map((b) => b.count)].sort((a, b) => b - a));
    expect(Math.abs(d.buckets.reduce((n, b) => n + b.percent, 0) - 100)).toBeLessThan(0.1);
    const website = d.buckets.find((b) => b.label === 'Website')!;
    expect(website.count).toBe(await count('(l.owner_user_id = $1 OR l.assigned_to = $1) AND l.source_id = $2', ids.agent, website.key_id));
    const assignee = await data<{ buckets: Bucket[] }>('agent', '/my-lead/lead-distribution-count?dimension=assignee');
    expect(assignee.buckets.find((b) => b.key_id === null)).toMatchObject({ label: 'Unassigned' });
    expect(assignee.buckets.find((b) => b.key_id === ids.counselor)).toMatchObject({ label: 'Priya Nair' });
  });

  it('details: per value the stage split and counseled, or one value by key_id', async () => {
    const all = await data<{ total: number; items: { key_id: number; label: string; total: number; counseled: number; by_stage: StageItem[] }[] }>(
      'franchise', '/my-lead/lead-distribution-details?dimension=category');
    expect(all.total).toBe(await reachOf('franchise'));
    for (const item of all.items) expect(sum(item.by_stage)).toBe(item.total);
    const one = all.items.find((i) => i.label === 'Study abroad')!;
    const only = await data<{ items: { key_id: number; counseled: number }[] }>('franchise', `/my-lead/lead-distribution-details?dimension=category&key_id=${one.key_id}`);
    expect(only.items).toEqual([expect.objectContaining({ key_id: one.key_id, counseled: one.counseled })]);
    expect((await get('franchise', '/my-lead/lead-distribution-details')).body.message).toContain('dimension');
  });

  it('areas: per state, per city of one state, and with the stage split', async () => {
    const states = await data<{ state_id: number; state_name: string; count: number }[]>('counselor', '/my-lead/lead-count-by-area');
    expect(sum(states)).toBe(await reachOf('counselor'));
    const top = states[0];
    expect(top.count).toBe(Math.max(...states.map((s) => s.count)));
    const cities = await data<{ state_id: number; city_name: string; count: number }[]>('counselor', `/my-lead/lead-count-by-area?level=city&state_id=${top.state_id}`);
    expect(cities.every((c) => c.state_id === top.state_id && c.city_name)).toBe(true);
    expect(sum(cities)).toBe(top.count);
    const staged = await data<{ state_id: number; total: number; counseled: number; by_stage: StageItem[] }[]>('counselor', '/my-lead/lead-count-by-area-stage-counseled');
    const same = staged.find((s) => s.state_id === top.state_id)!;
    expect(same.total).toBe(top.count);
    expect(sum(same.by_stage)).toBe(same.total);
    expect(same.counseled).toBe(await count('l.assigned_to = $1 AND l.state_id = $2 AND l.is_counseled', ids.counselor, top.state_id));
  });
});

describe('the franchise views', () => {
  it("a master franchise's statistics: own, its area franchises', combined, per stage, top areas", async () => {
    const s = await data<{ master_franchise: { user_id: number }; area_franchise_count: number; own: Totals; area_franchises: Totals; combined: Totals; by_stage: StageItem[]; top_area_franchises: { franchise_id: number; total: number }[] }>(
      'franchise', '/my-lead/master-franchise-lead-statistics');
    expect(s.master_franchise.user_id).toBe(ids.franchise);
    expect(s.area_franchise_count).toBe(1);
    expect(s.own.total).toBe(await count('l.owner_user_id = $1', ids.franchise));
    expect(s.area_franchises.total).toBe(await count('l.owner_user_id = $1', ids.area));
    expect(s.combined.total).toBe(s.own.total + s.area_franchises.total);
    expect(s.combined.contact_overdue).toBe(s.own.contact_overdue + s.area_franchises.contact_overdue);
    expect(sum(s.by_stage)).toBe(s.combined.total);
    expect(s.top_area_franchises).toEqual([expect.objectContaining({ franchise_id: ids.area, total: s.area_franchises.total })]);
    const manager = await data<{ combined: Totals }>('manager', `/my-lead/master-franchise-lead-statistics?franchise_id=${ids.franchise}`);
    expect(manager.combined.total).toBe(s.combined.total);
  });

  it('refuses an area franchise, a manager without a master, and a franchise that is not a master', async () => {
    expect((await get('area', '/my-lead/master-franchise-lead-statistics')).status).toBe(403);
    expect((await get('area', `/my-lead/master-franchise-lead-statistics?franchise_id=${ids.franchise}`)).status).toBe(403);
    expect((await get('agent', '/my-lead/master-franchise-lead-statistics')).status).toBe(403);
    const missing = await get('manager', '/my-lead/master-franchise-lead-statistics');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain('querystring/franchise_id');
    expect((await get('manager', `/my-lead/master-franchise-lead-statistics?franchise_id=${ids.area}`)).status).toBe(422);
    expect((await get('area', '/my-lead/area-franchise-stats-under-mf')).status).toBe(403);
    expect((await get('manager', '/my-lead/area-franchise-stats-under-mf')).status).toBe(422);
  });

  it('per area franchise under a master: totals, stages, last lead, searchable and paged', async () => {
    const page = await data<{ items: { franchise_id: number; organisation: string; totals: Totals; by_stage: StageItem[]; last_lead_at: string }[]; total: number }>(
      'franchise', '/my-lead/area-franchise-stats-under-mf');
    expect(page.total).toBe(1);
    const [row] = page.items;
    expect(row).toMatchObject({ franchise_id: ids.area, organisation: 'Unipath Chandigarh (area franchise)' });
    expect(row.totals.total).toBe(await count('l.owner_user_id = $1', ids.area));
    const last = (await server.db.query<{ at: Date }>('SELECT max(created_at) AS at FROM leads WHERE owner_user_id = $1', [ids.area])).rows[0].at;
    expect(row.last_lead_at).toBe(new Date(last).toISOString());
    expect((await data<{ total: number }>('franchise', '/my-lead/area-franchise-stats-under-mf?q=mumbai')).total).toBe(0);
    const byManager = await data<{ total: number }>('manager', `/my-lead/area-franchise-stats-under-mf?master_franchise_id=${ids.franchise}&q=chandigarh`);
    expect(byManager.total).toBe(1);
  });

  it("ACP campaigns: a partner's own, a master's with its area franchise's, all for a manager; lead counts", async () => {
    type Acp = { acp_campaign_id: number; name: string; partner: { user_id: number }; status: string; leads_count: number; counseled_count: number };
    const agent = await data<{ items: Acp[]; total: number }>('agent', '/my-lead/acp-campaigns');
    expect(agent.items.map((c) => c.name)).toEqual(['Diwali counselling week', 'Bright Future Instagram leads', 'School seminar referrals']);
    const instagram = agent.items[1];
    expect(instagram.leads_count).toBe(await count('l.acp_campaign_id = $1', instagram.acp_campaign_id));
    expect(instagram.leads_count).toBeGreaterThan(0);
    expect(instagram.counseled_count).toBe(await count('l.acp_campaign_id = $1 AND l.is_counseled', instagram.acp_campaign_id));
    expect((await data<{ items: Acp[] }>('agent', '/my-lead/acp-campaigns?status=ended')).items.map((c) => c.name)).toEqual(['School seminar referrals']);
    const master = await data<{ items: Acp[] }>('franchise', '/my-lead/acp-campaigns');
    expect(master.items.map((c) => c.partner.user_id).sort()).toEqual([ids.franchise, ids.area].sort());
    expect((await data<{ items: Acp[] }>('area', '/my-lead/acp-campaigns')).items.map((c) => c.name)).toEqual(['Chandigarh walk-in offer']);
    expect((await data<{ total: number }>('manager', '/my-lead/acp-campaigns')).total).toBe(5);
    expect((await data<{ total: number }>('manager', `/my-lead/acp-campaigns?agent_user_id=${ids.agent}`)).total).toBe(3);
    expect((await get('agent', `/my-lead/acp-campaigns?agent_user_id=${ids.franchise}`)).status).toBe(403);
    expect((await get('counselor', '/my-lead/acp-campaigns')).status).toBe(403);
    const period = await data<{ items: Acp[] }>('agent', '/my-lead/acp-campaigns?from=2000-01-01&to=2000-01-31');
    expect(period.items.every((c) => c.leads_count === 0)).toBe(true);
  });
});
