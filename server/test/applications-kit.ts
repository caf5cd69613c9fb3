// What the applications tests share: one server per test file (its own database) with the demo users signed in, the
// demo students each demo user reaches, and independent readings of the data to check the answers against.
import { afterAll, beforeAll } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

/** This file's server (filled in by setUpApplicationsServer's beforeAll). */
export const server = {} as TestServer;
export const tokens: Record<string, string> = {};
export const ids: Record<string, number> = {};
const ACTORS = ['student', 'counselor', 'operations', 'visa', 'manager', 'agent', 'franchise', 'area', 'support', 'accounts', 'sc', 's-zara', 's-ananya'];

/** Starts this test file's server with the demo data, signs the people in, and closes it after the file. */
export function setUpApplicationsServer(): void {
  beforeAll(async () => {
    Object.assign(server, await startTestServer());
    for (const key of ACTORS) tokens[key] = (await signIn(server, key)).token;
    const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
    for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
  }, 120_000);
  afterAll(async () => server.close?.());
}

const call = async (method: 'GET' | 'POST', as: string, url: string, payload?: unknown) => {
  const response = await server.app.inject({ method, url: `${server.portal}${url}`, payload: payload as object, headers: bearer(tokens[as]) });
  return { status: response.statusCode, body: response.json() };
};
export const get = (as: string, url: string) => call('GET', as, url);
export const post = (as: string, url: string, payload?: unknown) => call('POST', as, url, payload);

/** Which demo students each demo user reaches (demo-users.ts: staff lists, agent, franchise and sc links). */
export const REACH: Record<string, string[]> = {
  counselor: ['student', 's-ananya', 's-ishaan', 's-kabir', 's-arjun'],
  operations: ['student', 's-diya', 's-vihaan'],
  visa: ['student', 's-ishaan', 's-vihaan'],
  support: ['student', 's-saanvi'],
  agent: ['student', 's-ananya', 's-ishaan'],
  franchise: ['s-diya', 's-kabir', 's-saanvi'],
  area: ['s-kabir', 's-saanvi'],
  sc: ['student', 's-arjun', 's-myra'],
};
export const ALL_STUDENTS = DEMO_USERS.filter((u) => u.role === 'student').map((u) => u.key);

/** The applications in the database right now, by student key (an independent reading of the data). */
export async function applicationsOf(keys: string[]) {
  const studentIds = keys.map((k) => ids[k]);
  const { rows } = await server.db.query<{
    sa_mapper_id: number; student_user_id: number; status: string; university_id: number; created_at: Date; status_changed_at: Date;
  }>(
    `SELECT a.sa_mapper_id, a.student_user_id, a.status, c.university_id, a.created_at, a.status_changed_at
       FROM student_applications a JOIN courses c ON c.course_id = a.course_id WHERE a.student_user_id = ANY($1::int[])`,
    [studentIds],
  );
  return rows;
}

/** A course that starts in some month, and a month it does not start in. */
export async function courseWithIntakes(offset: number) {
  const { rows } = await server.db.query<{ course_id: number; intakes: string[] }>(
    `SELECT course_id, intakes FROM courses WHERE cardinality(intakes) < 12 ORDER BY course_id OFFSET $1 LIMIT 1`,
    [offset],
  );
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return { ...rows[0], missing: months.find((m) => !rows[0].intakes.includes(m))! };
}

export const nextYear = new Date().getFullYear() + 1;
