// Messaging, the home feed and the analytics: announcements, warnings, what's new, the FAQ, page tracking and search
// analytics.
import { describe, expect, it } from 'vitest';
import { bearer } from './harness.ts';
import { get, idOf, poll, post, server, setUpMessagingServer, users } from './messaging-kit.ts';

setUpMessagingServer();

describe('home feed', () => {
  const titles = (items: { title: string }[]) => items.map((i) => i.title);

  it('shows each role the unexpired announcements addressed to it; the manager sees all', async () => {
    const student = (await get('student', '/common/announcement')).json().data;
    expect(titles(student.items)).toEqual([
      'Scholarship deadlines this winter',
      'Canada: provincial attestation letters in 2027',
      'UK Graduate Route shortened to 18 months',
      'Intake calendar 2027 is out',
    ]);
    expect(student.items[0].created_by).toMatchObject({ user_id: idOf('manager'), first_name: 'Anil' });
    const agent = titles((await get('agent', '/common/announcement')).json().data.items);
    expect(agent).toContain('Commission statements for the September 2026 intake');
    const staff = titles((await get('operations', '/common/announcement')).json().data.items);
    expect(staff).toEqual(['Intake calendar 2027 is out']);
    const manager = (await get('manager', '/common/announcement')).json().data;
    expect(manager.total).toBe(6);
    expect(titles(manager.items)).toContain('Portal maintenance on 12 October');
  });

  it('lets the operations manager post an announcement, which notifies its audience', async () => {
    const agentTag = String((await poll('agent')).headers.etag);
    const studentTag = String((await poll('student')).headers.etag);
    const created = await post('manager', '/common/announcement', {
      title: 'Webinar: Germany public universities',
      body: 'No tuition fees at most public universities; blocked account and APS explained. Tuesday 1 December, 5 pm IST.',
      audience: ['agent', 'franchise'],
      expires_at: '2099-12-31T00:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ title: 'Webinar: Germany public universities', audience: ['agent', 'franchise'], expires_at: '2099-12-31T00:00:00.000Z' });
    expect(titles((await get('agent', '/common/announcement')).json().data.items)[0]).toBe('Webinar: Germany public universities');
    expect(titles((await get('student', '/common/announcement')).json().data.items)).not.toContain('Webinar: Germany public universities');

    const agentPoll = await poll('agent', agentTag);
    expect(agentPoll.statusCode).toBe(200);
    expect(agentPoll.json().data.unread_notifications[0]).toMatchObject({ notification_name: 'announcement_posted', link: '/Announcements' });
    expect((await poll('student', studentTag)).statusCode).toBe(304);

    const past = await post('manager', '/common/announcement', { title: 'Old', body: 'Old news', expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual([{ field: 'body/expires_at', message: 'must be in the future' }]);
    const badAudience = await post('manager', '/common/announcement', { title: 'x', body: 'y', audience: ['aliens'] });
    expect(badAudience.statusCode).toBe(400);
    expect(badAudience.json().errors[0].field).toBe('body/audience/0');
    for (const who of ['student', 'counselor']) {
      expect((await post(who, '/common/announcement', { title: 'Mine', body: 'Mine' })).statusCode).toBe(403);
    }
  });

  it('shows the active warnings for everyone, the role and the person, most severe first', async () => {
    const student = (await get('student', '/common/warning')).json().data;
    expect(student.map((w: { title: string }) => w.title)).toEqual([
      'Your passport expires in July 2028',
      'September 2027 (UK): send your documents by 5 January',
      'Planned maintenance on Sunday 10 January 2027',
    ]);
    expect(student.map((w: { scope: string }) => w.scope)).toEqual(['personal', 'user_type', 'everyone']);
    const ananya = (await get('s-ananya', '/common/warning')).json().data.map((w: { title: string }) => w.title);
    expect(ananya).not.toContain('Your passport expires in July 2028');
    const agent = (await get('agent', '/common/warning')).json().data;
    expect(agent[0]).toMatchObject({ severity: 'danger', title: 'Commission cut-off on 15 December', link: '/commission' });
    const counselor = (await get('counselor', '/common/warning')).json().data.map((w: { title: string }) => w.title);
    // Same severity: the newest first.
    expect(counselor).toEqual(['Planned maintenance on Sunday 10 January 2027', 'New visa checklists are live']);
    expect(counselor).not.toContain('Offices closed for Diwali');
  });

  it("lists what's new for the role, with counts and the caller's reaction; react, change and unreact", async () => {
    const student = (await get('student', '/common/whats-new')).json().data;
    expect(titles(student.items)).toContain('IELTS preparation plans');
    const chat = student.items.find((i: { title: string }) => i.title === 'Chat with your whole team in one place');
    expect(chat).toMatchObject({ reactions: { like: 2, love: 0, celebrate: 1, insightful: 0 }, my_reaction: null, link: '/chat' });
    const agentTitles = titles((await get('agent', '/common/whats-new')).json().data.items);
    expect(agentTitles).not.toContain('IELTS preparation plans');
    expect(agentTitles).toContain('Automatic follow-ups for your leads');

    const id = chat.whats_new_id;
    const liked = await post('student', '/common/whats-new/react', { whats_new_id: id, reaction: 'love' });
    expect(liked.statusCode).toBe(200);
    expect(liked.json().data).toEqual({ whats_new_id: id, reactions: { like: 2, love: 1, celebrate: 1, insightful: 0 }, my_reaction: 'love' });
    const changed = (await post('student', '/common/whats-new/react', { whats_new_id: id, reaction: 'like' })).json().data;
    expect(changed).toEqual({ whats_new_id: id, reactions: { like: 3, love: 0, celebrate: 1, insightful: 0 }, my_reaction: 'like' });
    const counselorView = (await get('counselor', '/common/whats-new')).json().data.items.find((i: { whats_new_id: number }) => i.whats_new_id === id);
    expect(counselorView).toMatchObject({ reactions: { like: 3 }, my_reaction: 'celebrate' });
    const staffReaction = (await post('counselor', '/common/whats-new/react', { whats_new_id: id, reaction: 'insightful' })).json().data;
    expect(staffReaction).toEqual({ whats_new_id: id, reactions: { like: 3, love: 0, celebrate: 0, insightful: 1 }, my_reaction: 'insightful' });
    const removed = (await post('student', '/common/whats-new/unreact', { whats_new_id: id })).json().data;
    expect(removed).toEqual({ whats_new_id: id, reactions: { like: 2, love: 0, celebrate: 0, insightful: 1 }, my_reaction: null });
    expect((await post('student', '/common/whats-new/unreact', { whats_new_id: id })).json().data).toEqual(removed);
    expect((await post('counselor', '/common/whats-new/unreact', { whats_new_id: id })).json().data).toMatchObject({ my_reaction: null, reactions: { insightful: 0 } });

    const ielts = student.items.find((i: { title: string }) => i.title === 'IELTS preparation plans').whats_new_id;
    expect((await post('agent', '/common/whats-new/react', { whats_new_id: ielts, reaction: 'like' })).statusCode).toBe(404);
    expect((await post('agent', '/common/whats-new/unreact', { whats_new_id: ielts })).statusCode).toBe(404);
    expect((await post('student', '/common/whats-new/react', { whats_new_id: 99999, reaction: 'like' })).statusCode).toBe(404);
    const bad = await post('student', '/common/whats-new/react', { whats_new_id: id, reaction: 'angry' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body/reaction');
  });

  it('answers the FAQ for the role, grouped by category in order, with search and a category filter', async () => {
    const student = (await get('student', '/common/faq')).json().data;
    expect(student.map((c: { category: string }) => c.category)).toEqual([
      'Applications', 'Documents', 'Visas and money', 'Payments and services', 'Using the portal',
    ]);
    const counselor = (await get('counselor', '/common/faq')).json().data.map((c: { category: string }) => c.category);
    expect(counselor).not.toContain('For partners');
    expect(counselor).not.toContain('Payments and services');
    const agent = (await get('agent', '/common/faq')).json().data.map((c: { category: string }) => c.category);
    expect(agent).toContain('For partners');
    const searched = (await get('student', '/common/faq?q=ucas')).json().data;
    expect(searched).toHaveLength(1);
    expect(searched[0].items[0].question).toBe('How many courses should I apply to?');
    const documents = (await get('counselor', '/common/faq?category=Documents')).json().data;
    expect(documents).toHaveLength(1);
    expect(documents[0].items).toHaveLength(2);
    expect((await get('student', '/common/faq?q=100%25_')).json().data).toEqual([]);
  });
});

describe('page tracking', () => {
  const event = (who: string, overrides: Record<string, unknown> = {}) => ({
    event: 'heartbeat',
    session_id: `sess-${who}`,
    visit_id: 'visit-1',
    user_id: idOf(who),
    page_key: 'universitysearch',
    path: '/universitysearch?country_id=3',
    referrer: null,
    started_at: '2026-11-22T10:00:00.000Z',
    ended_at: '2026-11-22T10:00:15.000Z',
    delta_active_ms: 15000,
    delta_idle_ms: 0,
    meta: { ua: 'Mozilla/5.0 (X11; Linux x86_64)', viewport: { width: 1440, height: 900 } },
    ...overrides,
  });
  const track = (who: string, body: unknown, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/save-time-spent-on-page`,
      payload: JSON.stringify(body),
      headers: { ...bearer(users[who].token), 'content-type': contentType },
    });

  it('stores start, heartbeats and end once each, and answers time per page per user', async () => {
    for (const who of ['student', 'counselor']) {
      const start = event(who, { event: 'start', ended_at: '2026-11-22T10:00:00.000Z', delta_active_ms: 0 });
      expect((await track(who, start)).json().data).toEqual({ recorded: true, duplicate: false });
      expect((await track(who, event(who))).json().data).toEqual({ recorded: true, duplicate: false });
      // A retried heartbeat, sent as a beacon (text/plain), is not counted twice.
      expect((await track(who, event(who), 'text/plain;charset=UTF-8')).json().data).toEqual({ recorded: false, duplicate: true });
      const second = event(who, { ended_at: '2026-11-22T10:00:30.000Z', delta_active_ms: 5000, delta_idle_ms: 10000 });
      expect((await track(who, second, 'text/plain')).json().data).toEqual({ recorded: true, duplicate: false });
      const end = event(who, { event: 'end', ended_at: '2026-11-22T10:00:37.500Z', delta_active_ms: 7500 });
      expect((await track(who, end)).json().data.recorded).toBe(true);
      // The end sent again on visibilitychange, a little later: only the first end of a view counts.
      const secondEnd = event(who, { event: 'end', ended_at: '2026-11-22T10:00:38.000Z', delta_active_ms: 8000 });
      expect((await track(who, secondEnd)).json().data).toEqual({ recorded: false, duplicate: true });
      const other = event(who, {
        event: 'end', page_key: 'home', path: '/home', visit_id: 'visit-2', started_at: '2026-11-22T10:04:00.000Z',
        ended_at: '2026-11-22T10:05:02.000Z', delta_active_ms: 1000, delta_idle_ms: 61000,
      });
      expect((await track(who, other)).json().data.recorded).toBe(true);
    }
    // Read back through the report: the student's own events of that day, none the day before, none of another student.
    const report = (who: string, student: string, day: string) =>
      get(who, `/common/time-spent-on-page/${idOf(student)}?from=${day}&to=${day}`);
    const figures = await report('student', 'student', '2026-11-22');
    expect(figures.statusCode).toBe(200);
    expect(figures.json().data).toEqual({
      student_user_id: idOf('student'), from: '2026-11-22', to: '2026-11-22', total_active_ms: 28500,
      pages: [
        { page_key: 'universitysearch', active_ms: 27500, idle_ms: 10000, views: 1, events: 4 },
        { page_key: 'home', active_ms: 1000, idle_ms: 61000, views: 1, events: 1 },
      ],
    });
    expect((await report('student', 'student', '2026-11-21')).json().data.pages).toEqual([]);
    expect((await report('counselor', 's-ananya', '2026-11-22')).json().data.pages).toEqual([]);
  });

  it("refuses someone else's user_id (403), a reversed period (422) and a malformed event (400)", async () => {
    const forged = await track('student', event('student', { user_id: idOf('counselor'), visit_id: 'forged' }));
    expect(forged.statusCode).toBe(403);
    const { rows } = await server.db.query("SELECT 1 FROM page_events WHERE visit_id = 'forged'");
    expect(rows).toHaveLength(0);
    const reversed = await track('counselor', event('counselor', { visit_id: 'rev', ended_at: '2026-11-22T09:59:00.000Z' }));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual([{ field: 'body/ended_at', message: 'must not be before started_at' }]);
    const malformed = await track('student', { ...event('student'), event: 'tick', extra: 1 });
    expect(malformed.statusCode).toBe(400);
    const fields = malformed.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body/event', 'body/extra']));
    const notJson = await track('student', 'not json');
    expect(notJson.statusCode).toBe(400);
  });
});

describe('search analytics', () => {
  it('stores search records, search texts and filter changes for students and staff', async () => {
    for (const who of ['student', 'counselor']) {
      const record = await post(who, '/common/save-search-record', {
        source: 'university_search', query: 'computer science', results_count: 42,
        filters: { country_ids: [3, 5], intakes: ['Sep'], tuition_min: 10000, tuition_max: 30000, fee_currency: 'usd' },
      });
      expect(record.statusCode).toBe(201);
      const logId = record.json().data.log_id;
      const stored = await server.db.query<{ user_id: number; filters: { country_ids: number[] }; results_count: number }>(
        'SELECT user_id, filters, results_count FROM search_records WHERE log_id = $1', [logId]);
      expect(stored.rows[0]).toMatchObject({ user_id: idOf(who), results_count: 42, filters: { country_ids: [3, 5] } });

      const search = await post(who, '/common/search-logs', { source: 'course_search', query: 'data science', page_key: 'universitysearch' });
      expect(search.statusCode).toBe(201);
      expect(search.json().data.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      const filter = await post(who, '/common/filter-logs', { source: 'course_search', filter_name: 'country_id', filter_value: '3,5', action: 'applied' });
      expect(filter.statusCode).toBe(201);
    }
    const reversed = await post('student', '/common/save-search-record', {
      source: 'course_search', query: '', results_count: 0, filters: { tuition_min: 50000, tuition_max: 100 },
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual([{ field: 'body/filters/tuition_max', message: 'must not be below tuition_min' }]);
    const badFilter = await post('student', '/common/filter-logs', { source: 'course_search', filter_name: 'Country Id', action: 'applied' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toBe('body/filter_name');
  });
});