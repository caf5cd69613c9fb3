// What the catalog tests share: one server per test file with the demo data, two demo users signed in, and small
// readers of the API and the database. The bindings below are filled in by setUpCatalogServer's beforeAll.
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, demoEmail, signIn, startTestServer, type TestServer } from './harness.ts';

export let server: TestServer;
export let student: string;
export let operations: string;
export const userIds: Record<string, number> = {};

/** Starts this test file's server, signs the student and operations in, and closes it after the file. */
export function setUpCatalogServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    student = (await signIn(server, 'student')).token;
    operations = (await signIn(server, 'operations')).token;
    for (const key of ['student', 'agent', 'franchise', 'sc', 'counselor']) {
      const { rows } = await server.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [demoEmail(key)]);
      userIds[key] = rows[0].user_id;
    }
  });
  afterAll(async () => server?.close());
}

export type Answer = { status: number; body: any };

export async function get(path: string, token?: string): Promise<Answer> {
  const response = await server.app.inject({ method: 'GET', url: `${server.portal}${path}`, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, body: response.json() };
}

/** A GET that must succeed; answers its `data`. */
export async function data(path: string, token?: string): Promise<any> {
  const answer = await get(path, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
  expect(answer.body.status).toBe(true);
  return answer.body.data;
}

export async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await server.db.query<{ value: T }>(sql, params);
  return rows[0].value;
}

export const fieldsOf = (answer: Answer): string[] => (answer.body.errors ?? []).map((e: { field: string }) => e.field);

/** True when every focused item comes before every other item. */
export const focusedFirst = (items: { university: { focused: boolean } }[]): boolean => {
  const firstOther = items.findIndex((item) => !item.university.focused);
  return firstOther === -1 || items.slice(firstOther).every((item) => !item.university.focused);
};
