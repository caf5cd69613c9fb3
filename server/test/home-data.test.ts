// The dashboards' pending-tasks badge counts what the /tasks page lists by default: the caller's open tasks, not the
// ones completed or moved to the deleted list (the demo seed has one of each for the student and the counselor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const key of ['student', 'counselor']) tokens[key] = (await signIn(server, key)).token;
}, 120_000);
afterAll(async () => server?.close());

const get = async (as: string, url: string) => {
  const response = await server.app.inject({ method: 'GET', url: `${server.portal}${url}`, headers: bearer(tokens[as]) });
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
};

describe('home-data pending tasks', () => {
  it.each(['student', 'counselor'])('%s: the badge is the number of open tasks the /tasks list shows', async (who) => {
    const home = await get(who, '/common/home-data');
    const open = await get(who, '/common/tasks?page_size=100');
    const { rows } = await server.db.query<{ state: string; n: number }>(
      `SELECT t.status AS state, count(*)::int AS n FROM tasks t JOIN users u ON u.user_id = t.assigned_to
        WHERE u.email = $1 GROUP BY t.status`,
      [`${who}@demo.unipath.test`],
    );
    const byState = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    // The seed gives each of them an open task and a closed one, so the two counts differ.
    expect(byState.open).toBeGreaterThan(0);
    expect((byState.completed ?? 0) + (byState.deleted ?? 0)).toBeGreaterThan(0);
    expect(home.counts.pending_tasks).toBe(byState.open);
    expect(home.counts.pending_tasks).toBe(open.total);
  });
});
