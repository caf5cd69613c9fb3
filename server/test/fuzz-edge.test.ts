// The three kinds of 500 the audit found on input the contract allowed (issue 9 row 5), each as it was measured:
// integers past what a column holds, a NUL in any text, a malformed cookie; and those the fuzz run (fuzz.test.ts)
// found since: a malformed or over-long path, an id naming no record, a long note in a notification.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILES } from '../src/app.ts';
import { describe as describeFinding, findUnbounded, INT4_MAX } from '../../scripts/contract-bounds.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

describe('the contract bounds every number a request carries', () => {
  it('by what the column of that name holds (scripts/contract-bounds.ts)', () => {
    const { findings, checked } = findUnbounded();
    expect(checked).toBeGreaterThan(200);
    expect(findings.map((finding) => describeFinding(finding))).toEqual([]);
  });
});

describe('every operation declares the 400 any request can earn', () => {
  it('(a NUL in a header or an unlisted query parameter, a path that is not valid percent-encoding)', () => {
    const missing = Object.values(CONTRACT_FILES)
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string; responses?: object }>> })
      .flatMap((document) => Object.values(document.paths).flatMap((item) => Object.values(item)))
      .filter((op) => op.operationId && !(op.responses && '400' in op.responses))
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });
});

describe('bad input is a 4xx naming the field', () => {
  let server: TestServer;
  let student: { token: string; cookie: string };

  beforeAll(async () => {
    server = await startTestServer();
    student = await signIn(server, 'student');
  });
  afterAll(async () => server?.close());

  const fieldsOf = (body: string) => (JSON.parse(body) as { errors?: Array<{ field: string; message: string }> }).errors ?? [];

  it('an id past the integer column is a 400; the largest one it holds is looked up', async () => {
    const past = await server.app.inject({ url: `${server.portal}/home/states?country_id=${INT4_MAX + 1}` });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past.body)).toEqual([{ field: 'querystring/country_id', message: `must be <= ${INT4_MAX}` }]);
    const largest = await server.app.inject({ url: `${server.portal}/home/states?country_id=${INT4_MAX}` });
    expect(largest.statusCode).toBe(200);
    expect(largest.json().data).toEqual([]);
    const infinite = await server.app.inject({ url: `${server.portal}/home/states?country_id=Infinity` });
    expect(infinite.statusCode).toBe(400);
  });

  it('a bigint id (a notification) is bounded at 2^53 - 1, and the largest one is a 404', async () => {
    const largest = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/notifications/${Number.MAX_SAFE_INTEGER}/set-read`,
      headers: bearer(student.token),
    });
    expect(largest.statusCode).toBe(404);
    const past = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/notifications/9007199254740993/set-read`,
      headers: bearer(student.token),
    });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past.body)[0].field).toBe('params/notification_id');
  });

  it('a NUL in the query, a body field, a nested body field, a body key or a header is a 400 naming it', async () => {
    const search = await server.app.inject({ url: `${server.portal}/home/search/list?q=%00` });
    expect(search.statusCode).toBe(400);
    expect(fieldsOf(search.body)).toEqual([{ field: 'querystring/q', message: 'must not contain a NUL character' }]);

    const task = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/tasks`,
      headers: bearer(student.token),
      payload: { title: 'call the\u0000 bank' },
    });
    expect(task.statusCode).toBe(400);
    expect(fieldsOf(task.body)).toEqual([{ field: 'body/title', message: 'must not contain a NUL character' }]);

    const nested = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/sop-answers`,
      headers: bearer(student.token),
      payload: { student_user_id: 1, answers: [{ question_id: 1, answer: 'fine' }, { question_id: 2, answer: '\u0000' }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(fieldsOf(nested.body)[0].field).toBe('body/answers/1/answer');

    const key = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/tasks`,
      headers: bearer(student.token),
      payload: { title: 'ok', 'x\u0000': 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(fieldsOf(key.body)[0].field).toBe('body/x\\0');

    const login = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/login`,
      headers: { 'user-agent': 'Mozilla\u0000' },
      payload: { email: 'student@demo.unipath.test', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(400);
    expect(fieldsOf(login.body)).toEqual([{ field: 'headers/user-agent', message: 'must not contain a NUL character' }]);
  });

  it('NUL-free text beside it still goes through', async () => {
    const task = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/tasks`,
      headers: bearer(student.token),
      payload: { title: 'call the bank \u2013 \u{1F3E6} \\0 %00' },
    });
    expect(task.statusCode).toBe(201);
    expect(task.json().data.title).toBe('call the bank \u2013 \u{1F3E6} \\0 %00');
  });

  it('a path that is not valid percent-encoding, or a path parameter too long for the router, is a 400 in the envelope', async () => {
    for (const url of [`${server.portal}/common/psm/%E0%A4%A`, `${server.portal}/common/banks/${'9'.repeat(500)}`]) {
      const response = await server.app.inject({ url, headers: bearer(student.token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ status: false, errors: [{ field: 'params' }] });
    }
  });

  it("an id that names no record is a 422 naming the field, not the database's refusal", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/student-register`,
      payload: {
        first_name: 'Nia', last_name: 'Roy', email: 'nia.roy@example.com', mobile: '9876500002', password: 'a-long-password',
        preferred_course_level_id: INT4_MAX, accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)).toEqual([{ field: 'body/preferred_course_level_id', message: 'names no existing record' }]);
  });

  it('a note as long as the contract allows, in emoji, still moves a shop order (its notification is clipped)', async () => {
    const accounts = await signIn(server, 'accounts');
    const response = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/shop-order-status`,
      headers: bearer(accounts.token),
      payload: { so_id: 1, status: 'delivered', note: '\u{1F600}'.repeat(1000) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await server.db.query<{ body: string }>(
      "SELECT body FROM notifications WHERE name = 'shop_order_status_changed' ORDER BY notification_id DESC LIMIT 1",
    );
    expect(rows[0].body.length).toBeLessThanOrEqual(2000);
    expect(rows[0].body.endsWith('\u2026')).toBe(true);
  });

  it('a malformed refresh cookie is no cookie: 401, and the good one beside it still refreshes', async () => {
    for (const cookie of ['unipath_refresh=%E0%A4%A', 'unipath_refresh=%', 'unipath_refresh=%00', 'unipath_refresh', ';;=;', 'unipath_refresh=""']) {
      const response = await server.app.inject({ method: 'POST', url: `${server.portal}/refresh-token`, headers: { cookie }, payload: {} });
      expect(response.statusCode, cookie).toBe(401);
      expect(response.json().status).toBe(false);
    }
    const { cookie } = await signIn(server, 'counselor');
    const both = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/refresh-token`,
      headers: { cookie: `other=%E0%A4%A; ${cookie}` },
      payload: {},
    });
    expect(both.statusCode).toBe(200);
    expect(String(both.headers['set-cookie'])).toMatch(/^unipath_refresh=[^;]+; Max-Age=\d+; Path=\/api\/refresh-token; HttpOnly; SameSite=Strict$/);
  });
});
