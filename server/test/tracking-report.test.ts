import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

// GET /common/time-spent-on-page/{student_user_id} (our addition): the tracking events read back as time per page.
let server: TestServer;
const users: Record<string, { token: string; userId: number }> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const key of ['student', 'counselor', 's-zara']) users[key] = await signIn(server, key);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const track = (who: string, overrides: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: `${server.portal}/common/save-time-spent-on-page`,
    headers: bearer(users[who].token),
    payload: {
      event: 'heartbeat',
      session_id: `sess-${who}`,
      visit_id: 'visit-1',
      user_id: users[who].userId,
      page_key: 'documents',
      path: '/documents',
      referrer: null,
      started_at: '2026-11-20T09:00:00.000Z',
      ended_at: '2026-11-20T09:00:15.000Z',
      delta_active_ms: 15000,
      delta_idle_ms: 0,
      meta: { ua: 'Mozilla/5.0', viewport: { width: 1280, height: 800 } },
      ...overrides,
    },
  });
const report = (who: string, studentUserId: number, query = '') =>
  server.app.inject({ method: 'GET', url: `${server.portal}/common/time-spent-on-page/${studentUserId}${query}`, headers: bearer(users[who].token) });

describe('time spent per page', () => {
  it('sums active and idle time per page over the days asked, counting a repeated event once', async () => {
    const student = users.student.userId;
    expect((await track('student', {})).statusCode).toBe(200);
    expect((await track('student', {})).json().data.duplicate).toBe(true);
    expect((await track('student', { event: 'end', ended_at: '2026-11-20T09:00:20.000Z', delta_active_ms: 2000, delta_idle_ms: 3000 })).statusCode).toBe(200);
    expect((await track('student', { page_key: 'ais', path: '/ais', visit_id: 'visit-2', started_at: '2026-11-21T23:59:00.000Z', ended_at: '2026-11-21T23:59:40.000Z', delta_active_ms: 40000 })).statusCode).toBe(200);
    // Another day, outside the range asked below.
    expect((await track('student', { page_key: 'home', path: '/home', visit_id: 'visit-3', started_at: '2026-11-22T08:00:00.000Z', ended_at: '2026-11-22T08:00:15.000Z' })).statusCode).toBe(200);

    const own = await report('student', student, '?from=2026-11-20&to=2026-11-21');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({
      student_user_id: student,
      from: '2026-11-20',
      to: '2026-11-21',
      total_active_ms: 57000,
      pages: [
        { page_key: 'ais', active_ms: 40000, idle_ms: 0, views: 1, events: 1 },
        { page_key: 'documents', active_ms: 17000, idle_ms: 3000, views: 1, events: 2 },
      ],
    });

    // The assigned counselor reads the same figures.
    const byCounselor = await report('counselor', student, '?from=2026-11-20&to=2026-11-22');
    expect(byCounselor.statusCode).toBe(200);
    expect(byCounselor.json().data.pages.map((page: { page_key: string }) => page.page_key)).toEqual(['ais', 'documents', 'home']);
  });

  it('defaults to the 30 days up to today', async () => {
    const before = new Date().toISOString().slice(0, 10);
    const response = await report('student', users.student.userId);
    const after = new Date().toISOString().slice(0, 10);
    expect(response.statusCode).toBe(200);
    const { from, to } = response.json().data;
    expect([before, after]).toContain(to);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('refuses bad ranges and names the field', async () => {
    const reversed = await report('student', users.student.userId, '?from=2026-11-21&to=2026-11-20');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual([{ field: 'querystring/to', message: 'must not be before from' }]);
    const tooLong = await report('student', users.student.userId, '?from=2025-01-01&to=2026-11-20');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0].field).toBe('querystring/from');
    const notADate = await report('student', users.student.userId, '?from=yesterday');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().errors[0].field).toContain('from');
  });

  it("keeps a student's figures from other students and from staff who do not reach them", async () => {
    expect([403, 404]).toContain((await report('s-zara', users.student.userId)).statusCode);
    expect([403, 404]).toContain((await report('counselor', users['s-zara'].userId)).statusCode);
  });
});
