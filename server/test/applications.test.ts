// The applications slice as its users see it: a student applies, the assigned counselor moves the application
// through the pipeline (the timeline says who and when), both sides chat; partners see only their students; the
// student lists, details, recommendations, dashboards and counts answer over what each caller reaches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const ACTORS = ['student', 'counselor', 'operations', 'visa', 'manager', 'agent', 'franchise', 'area', 'support', 'accounts', 'sc', 's-zara', 's-ananya'];

beforeAll(async () => {
  server = await startTestServer();
  for (const key of ACTORS) tokens[key] = (await signIn(server, key)).token;
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
}, 120_000);
afterAll(async () => server?.close());

const call = async (method: 'GET' | 'POST', as: string, url: string, payload?: unknown) => {
  const response = await server.app.inject({ method, url: `${server.portal}${url}`, payload: payload as object, headers: bearer(tokens[as]) });
  return { status: response.statusCode, body: response.json() };
};
const get = (as: string, url: string) => call('GET', as, url);
const post = (as: string, url: string, payload?: unknown) => call('POST', as, url, payload);

/** Which demo students each demo user reaches (demo-users.ts: staff lists, agent, franchise and sc links). */
const REACH: Record<string, string[]> = {
  counselor: ['student', 's-ananya', 's-ishaan', 's-kabir', 's-arjun'],
  operations: ['student', 's-diya', 's-vihaan'],
  visa: ['student', 's-ishaan', 's-vihaan'],
  support: ['student', 's-saanvi'],
  agent: ['student', 's-ananya', 's-ishaan'],
  franchise: ['s-diya', 's-kabir', 's-saanvi'],
  area: ['s-kabir', 's-saanvi'],
  sc: ['student', 's-arjun', 's-myra'],
};
const ALL_STUDENTS = DEMO_USERS.filter((u) => u.role === 'student').map((u) => u.key);

/** The applications in the database right now, by student key (an independent reading of the data). */
async function applicationsOf(keys: string[]) {
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
async function courseWithIntakes(offset: number) {
  const { rows } = await server.db.query<{ course_id: number; intakes: string[] }>(
    `SELECT course_id, intakes FROM courses WHERE cardinality(intakes) < 12 ORDER BY course_id OFFSET $1 LIMIT 1`,
    [offset],
  );
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return { ...rows[0], missing: months.find((m) => !rows[0].intakes.includes(m))! };
}

const nextYear = new Date().getFullYear() + 1;
let applied: { sa_mapper_id: number; course_id: number; intake: string };

describe('the application statuses', () => {
  it('lists the pipeline the server owns, with sub-statuses and allowed moves', async () => {
    const { status, body } = await get('student', '/common/application-statuses');
    expect(status).toBe(200);
    const list = body.data as { status: string; order: number; closed: boolean; next_statuses: string[]; sub_statuses: { sub_status: string }[] }[];
    expect(list.map((s) => s.status)).toEqual([
      'applied', 'submitted', 'conditional_offer', 'unconditional_offer', 'offer_accepted', 'deposit_paid', 'visa_applied',
      'visa_granted', 'visa_refused', 'enrolled', 'deferred', 'rejected', 'withdrawn',
    ]);
    expect(list.map((s) => s.order)).toEqual(list.map((_, i) => i + 1));
    expect(list.filter((s) => s.closed).map((s) => s.status).sort()).toEqual(['rejected', 'visa_refused', 'withdrawn']);
    const byStatus = Object.fromEntries(list.map((s) => [s.status, s]));
    expect(byStatus.applied.next_statuses).toEqual(['submitted', 'rejected', 'withdrawn']);
    expect(byStatus.enrolled.next_statuses).toEqual([]);
    expect(byStatus.withdrawn.next_statuses).toEqual([]);
    expect(byStatus.submitted.sub_statuses.map((s) => s.sub_status)).toContain('under_review');
  });
});

describe('a student applies and the counselor moves the application on', () => {
  it('creates the application in applied, with a first timeline entry by the student (201)', async () => {
    const course = await courseWithIntakes(0);
    const body = { student_user_id: ids.student, course_id: course.course_id, intake: course.intakes[0], intake_year: nextYear };
    const { status, body: answer } = await post('student', '/common/applications', body);
    expect(status).toBe(201);
    expect(answer.data).toMatchObject({
      student_user_id: ids.student,
      student_name: 'Aarav Sharma',
      course: { course_id: course.course_id },
      intake: course.intakes[0],
      intake_year: nextYear,
      status: 'applied',
      sub_status: null,
      created_by: { user_id: ids.student, name: 'Aarav Sharma', role: 'student' },
    });
    applied = { sa_mapper_id: answer.data.sa_mapper_id, course_id: course.course_id, intake: course.intakes[0] };
    const timeline = await get('student', `/common/student-application-timeline/${ids.student}/${applied.sa_mapper_id}`);
    expect(timeline.body.data.entries).toHaveLength(1);
    expect(timeline.body.data.entries[0]).toMatchObject({ status: 'applied', by: { user_id: ids.student, role: 'student' } });
    // The people working on Aarav heard about it; he did not (he applied himself).
    const { rows } = await server.db.query<{ user_id: number }>(
      `SELECT user_id FROM notifications WHERE name = 'application_created' ORDER BY user_id`);
    expect(rows.map((r) => r.user_id)).toEqual(
      ['counselor', 'operations', 'visa', 'agent', 'support', 'sc'].map((k) => ids[k]).sort((a, b) => a - b));
  });

  it('refuses a second open application for the same course and intake (409)', async () => {
    const again = await post('agent', '/common/applications', {
      student_user_id: ids.student, course_id: applied.course_id, intake: applied.intake, intake_year: nextYear,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].field).toBe('body/course_id');
  });

  it('refuses an intake the course does not offer, one in the past, and an unknown course (422, field named)', async () => {
    const course = await courseWithIntakes(1);
    const base = { student_user_id: ids.student, course_id: course.course_id, intake: course.intakes[0], intake_year: nextYear };
    const notOffered = await post('student', '/common/applications', { ...base, intake: course.missing });
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.errors[0].field).toBe('body/intake');
    const past = await post('student', '/common/applications', { ...base, intake_year: 2020 });
    expect(past.status).toBe(422);
    expect(past.body.errors[0].field).toBe('body/intake_year');
    const unknown = await post('student', '/common/applications', { ...base, course_id: 99_999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('body/course_id');
    const malformed = await post('student', '/common/applications', { ...base, intake: 'September' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('body/intake');
  });

  it("refuses to apply for someone else's student (403) and a student applying for another (403)", async () => {
    const course = await courseWithIntakes(2);
    const body = { student_user_id: ids['s-zara'], course_id: course.course_id, intake: course.intakes[0], intake_year: nextYear };
    expect((await post('counselor', '/common/applications', body)).status).toBe(403);
    expect((await post('agent', '/common/applications', body)).status).toBe(403);
    expect((await post('student', '/common/applications', body)).status).toBe(403);
    expect((await post('sc', '/common/applications', { ...body, student_user_id: ids.student })).status).toBe(403);
  });

  it('lets the assigned counselor move it to the next status; the timeline says who and when', async () => {
    const before = Date.now();
    const moved = await post('counselor', `/common/applications/${applied.sa_mapper_id}/status`, {
      expected_status: 'applied', status: 'submitted', sub_status: 'under_review', note: 'Submitted with all documents.',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ sa_mapper_id: applied.sa_mapper_id, status: 'submitted', sub_status: 'under_review' });
    expect(Date.parse(moved.body.data.status_changed_at)).toBeGreaterThanOrEqual(before - 1000);

    const timeline = await get('student', `/common/student-application-timeline/${ids.student}/${applied.sa_mapper_id}`);
    expect(timeline.status).toBe(200);
    const last = timeline.body.data.entries.at(-1);
    expect(last).toMatchObject({
      status: 'submitted', sub_status: 'under_review', note: 'Submitted with all documents.',
      by: { user_id: ids.counselor, name: 'Priya Nair', role: 'counselor' },
    });
    expect(Date.parse(last.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(last.at)).toBeLessThanOrEqual(Date.now() + 1000);

    // The student sees the new status in their list and got a notification pointing at it.
    const mine = await get('student', `/common/student-applications/${ids.student}`);
    expect(mine.body.data.items.find((a: { sa_mapper_id: number }) => a.sa_mapper_id === applied.sa_mapper_id).status).toBe('submitted');
    const { rows } = await server.db.query<{ heading: string; link: string }>(
      `SELECT heading, link FROM notifications WHERE user_id = $1 AND name = 'application_status_changed'`, [ids.student]);
    expect(rows).toEqual([{ heading: 'Your application moved on', link: `/application?sa_mapper_id=${applied.sa_mapper_id}` }]);
  });

  it('refuses a move the pipeline does not allow (422) and a stale expected_status (409), changing nothing', async () => {
    const url = `/common/applications/${applied.sa_mapper_id}/status`;
    const skip = await post('counselor', url, { expected_status: 'submitted', status: 'enrolled' });
    expect(skip.status).toBe(422);
    expect(skip.body.errors[0]).toEqual({ field: 'body/status', message: 'must be one of: conditional_offer, unconditional_offer, rejected, withdrawn' });
    const stale = await post('counselor', url, { expected_status: 'applied', status: 'submitted' });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].field).toBe('body/expected_status');
    const foreignSub = await post('counselor', url, { expected_status: 'submitted', status: 'conditional_offer', sub_status: 'travel_booked' });
    expect(foreignSub.status).toBe(422);
    expect(foreignSub.body.errors[0].field).toBe('body/sub_status');
    const timeline = await get('counselor', `/common/student-application-timeline/${ids.student}/${applied.sa_mapper_id}`);
    expect(timeline.body.data.entries.map((e: { status: string }) => e.status)).toEqual(['applied', 'submitted']);
  });

  it('lets staff change the sub-status within the status, and keeps the status date', async () => {
    const url = `/common/applications/${applied.sa_mapper_id}/status`;
    const before = await get('counselor', `/common/student-applications/${ids.student}`);
    const was = before.body.data.items.find((a: { sa_mapper_id: number }) => a.sa_mapper_id === applied.sa_mapper_id);
    const moved = await post('visa', url, { expected_status: 'submitted', status: 'submitted', sub_status: 'interview_scheduled' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.sub_status).toBe('interview_scheduled');
    expect(moved.body.data.status_changed_at).toBe(was.status_changed_at);
    const same = await post('visa', url, { expected_status: 'submitted', status: 'submitted', sub_status: 'interview_scheduled' });
    expect(same.status).toBe(422);
  });

  it('lets only staff change a status: students and partners are refused by role (403)', async () => {
    const body = { expected_status: 'submitted', status: 'conditional_offer' };
    for (const who of ['student', 'agent', 'franchise', 'sc', 'accounts']) {
      const answer = await post(who, `/common/applications/${applied.sa_mapper_id}/status`, body);
      expect(answer.status, who).toBe(403);
    }
  });
});

describe('the application chat', () => {
  it('carries messages both ways, newest first, and polls with since_id', async () => {
    const url = `/common/student-application-chat/${ids.student}/${applied.sa_mapper_id}`;
    const first = await post('student', url, { message: '  Is anything missing from my file?  ' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      message: 'Is anything missing from my file?',
      sender: { user_id: ids.student, user_firstname: 'Aarav', user_lastname: 'Sharma', user_type: 'student' },
      attachment: null,
      read_at: null,
    });
    const seen = await get('counselor', url);
    expect(seen.body.data.items.map((m: { message: string }) => m.message)).toEqual(['Is anything missing from my file?']);
    const reply = await post('counselor', url, { message: 'Nothing: the university is reviewing it.' });
    expect(reply.status).toBe(201);
    const thread = await get('student', url);
    expect(thread.body.data).toMatchObject({ page: 1, page_size: 20, total: 2 });
    expect(thread.body.data.items.map((m: { sender: { user_type: string } }) => m.sender.user_type)).toEqual(['counselor', 'student']);
    const poll = await get('student', `${url}?since_id=${first.body.data.message_id}`);
    expect(poll.body.data.items.map((m: { message_id: number }) => m.message_id)).toEqual([reply.body.data.message_id]);
    // Each side was told about the other's message.
    const { rows } = await server.db.query<{ user_id: number }>(
      `SELECT user_id FROM notifications WHERE name = 'application_chat_message' AND user_id IN ($1, $2) ORDER BY notification_id`,
      [ids.student, ids.counselor]);
    expect(rows.map((r) => r.user_id)).toEqual([ids.counselor, ids.student]);
  });

  it('refuses a blank message (400) and an application of another student in the path (404)', async () => {
    const blank = await post('student', `/common/student-application-chat/${ids.student}/${applied.sa_mapper_id}`, { message: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].field).toBe('body/message');
    const [ananya] = await applicationsOf(['s-ananya']);
    const mismatch = await get('counselor', `/common/student-application-chat/${ids.student}/${ananya.sa_mapper_id}`);
    expect(mismatch.status).toBe(404);
    const timeline = await get('counselor', `/common/student-application-timeline/${ids.student}/${ananya.sa_mapper_id}`);
    expect(timeline.status).toBe(404);
  });

  it("attaches a stored file of the same student, and refuses another student's file (422)", async () => {
    const file = async (studentKey: string) => {
      const { rows } = await server.db.query<{ map_id: number }>(
        `INSERT INTO student_documents (student_user_id, uploaded_by, kind, original_name, size_bytes, mime_type)
         VALUES ($1, $1, 'chat_attachment', 'offer-letter.pdf', 2048, 'application/pdf') RETURNING map_id`,
        [ids[studentKey]]);
      return rows[0].map_id;
    };
    const url = `/common/student-application-chat/${ids.student}/${applied.sa_mapper_id}`;
    const mine = await file('student');
    const sent = await post('counselor', url, { message: 'Here is the offer letter.', attachment_map_id: mine });
    expect(sent.status).toBe(201);
    expect(sent.body.data.attachment).toMatchObject({
      map_id: mine, student_user_id: ids.student, kind: 'chat_attachment', original_name: 'offer-letter.pdf', size_bytes: 2048,
      mime_type: 'application/pdf', url: expect.stringMatching(new RegExp(`/common/student-file/${mine}$`)),
    });
    const listed = await get('student', url);
    expect(listed.body.data.items[0].attachment.map_id).toBe(mine);
    const foreign = await post('counselor', url, { message: 'Wrong file', attachment_map_id: await file('s-ananya') });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].field).toBe('body/attachment_map_id');
    const zaras = await post('counselor', url, { message: 'Not yours', attachment_map_id: await file('s-zara') });
    expect(zaras.status).toBe(403);
  });

  it('shows the seeded conversation between the demo student and the counselor', async () => {
    const [first] = (await applicationsOf(['student'])).sort((a, b) => a.sa_mapper_id - b.sa_mapper_id);
    const thread = await get('student', `/common/student-application-chat/${ids.student}/${first.sa_mapper_id}`);
    expect(thread.status).toBe(200);
    const senders = new Set(thread.body.data.items.map((m: { sender: { user_id: number } }) => m.sender.user_id));
    expect(senders).toEqual(new Set([ids.student, ids.counselor]));
  });
});

describe("who sees which applications", () => {
  it('shows an agent, a master and an area franchise only the applications of their students', async () => {
    for (const who of ['agent', 'franchise', 'area', 'counselor', 'sc']) {
      const { status, body } = await get(who, '/common/applications?page_size=100');
      expect(status, who).toBe(200);
      const expected = await applicationsOf(REACH[who]);
      expect(body.data.total, who).toBe(expected.length);
      expect(body.data.items.map((a: { sa_mapper_id: number }) => a.sa_mapper_id).sort(), who)
        .toEqual(expected.map((a) => a.sa_mapper_id).sort());
    }
    const own = await get('student', '/common/applications');
    expect(new Set(own.body.data.items.map((a: { student_user_id: number }) => a.student_user_id))).toEqual(new Set([ids.student]));
  });

  it("keeps Zara's application from everyone but the operations manager (and accounts, who reach every student)", async () => {
    const [zara] = await applicationsOf(['s-zara']);
    const timelineUrl = `/common/student-application-timeline/${ids['s-zara']}/${zara.sa_mapper_id}`;
    for (const who of ['student', 'counselor', 'operations', 'visa', 'agent', 'franchise', 'support', 'sc']) {
      expect((await get(who, timelineUrl)).status, who).toBe(403);
      expect((await get(who, `/common/student-applications/${ids['s-zara']}`)).status, who).toBe(403);
      expect((await get(who, `/common/student-application-chat/${ids['s-zara']}/${zara.sa_mapper_id}`)).status, who).toBe(403);
      const listed = await get(who, '/common/applications?page_size=100');
      expect(listed.body.data.items.some((a: { sa_mapper_id: number }) => a.sa_mapper_id === zara.sa_mapper_id), who).toBe(false);
    }
    // A reachable student in the path does not open another student's application either.
    expect((await get('counselor', `/common/student-application-timeline/${ids.student}/${zara.sa_mapper_id}`)).status).toBe(403);
    expect((await post('counselor', `/common/applications/${zara.sa_mapper_id}/status`, { expected_status: 'submitted', status: 'rejected' })).status).toBe(403);
    expect((await get('counselor', `/common/applications?student_user_id=${ids['s-zara']}`)).status).toBe(403);
    const manager = await get('manager', timelineUrl);
    expect(manager.status).toBe(200);
    expect(manager.body.data.entries.map((e: { by: { role: string } }) => e.by.role)).toEqual(['student', 'operations_manager']);
    expect((await get('s-zara', timelineUrl)).status).toBe(200);
    expect((await get('accounts', `/common/student-applications/${ids['s-zara']}`)).status).toBe(200);
    expect((await get('manager', `/common/applications?student_user_id=${ids['s-zara']}`)).body.data.total).toBe(1);
  });

  it('filters and pages the list, and refuses an upside-down date range (422)', async () => {
    const page = await get('counselor', '/common/applications?page=2&page_size=3');
    const total = (await applicationsOf(REACH.counselor)).length;
    expect(page.body.data).toMatchObject({ page: 2, page_size: 3, total });
    expect(page.body.data.items).toHaveLength(Math.min(3, total - 3));
    const submitted = await get('counselor', '/common/applications?status=submitted&page_size=100');
    expect(submitted.body.data.items.every((a: { status: string }) => a.status === 'submitted')).toBe(true);
    expect(submitted.body.data.total).toBe((await applicationsOf(REACH.counselor)).filter((a) => a.status === 'submitted').length);
    const byName = await get('counselor', '/common/applications?q=ananya');
    expect(byName.body.data.items.map((a: { student_user_id: number }) => a.student_user_id)).toEqual([ids['s-ananya']]);
    const range = await get('counselor', '/common/applications?from=2026-02-01&to=2026-01-01');
    expect(range.status).toBe(422);
    expect(range.body.errors[0].field).toBe('query/from');
  });
});

describe('counts and dashboard lists', () => {
  it('counts applications by status over the caller’s reach, every status in order', async () => {
    for (const who of ['counselor', 'agent', 'franchise', 'manager']) {
      const { body } = await get(who, '/common/app-count-by-status');
      const data = who === 'manager' ? await applicationsOf(ALL_STUDENTS) : await applicationsOf(REACH[who]);
      expect(body.data.items).toHaveLength(13);
      expect(body.data.total, who).toBe(data.length);
      for (const item of body.data.items) {
        expect(item.count, `${who} ${item.status}`).toBe(data.filter((a) => a.status === item.status).length);
      }
    }
  });

  it('counts per university (most first) and per month', async () => {
    const { body } = await get('counselor', '/common/app-status-count-by-university?page_size=100');
    const data = await applicationsOf(REACH.counselor);
    expect(body.data.total).toBe(new Set(data.map((a) => a.university_id)).size);
    for (const row of body.data.items) {
      const mine = data.filter((a) => a.university_id === row.university_id);
      expect(row.total).toBe(mine.length);
      expect(row.by_status.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(mine.length);
    }
    const totals = body.data.items.map((r: { total: number }) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const months = await get('counselor', '/common/app-count-by-time?months=6');
    expect(months.body.data.months).toHaveLength(6);
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth() - 5, 1);
    expect(months.body.data.total).toBe(data.filter((a) => new Date(a.created_at) >= start).length);
    expect(months.body.data.months.at(-1).month).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`);
  });

  it('lists stale applications, offers waiting for the student, and deposits to pay', async () => {
    const stale = await get('counselor', '/common/stale-applications');
    expect(stale.status).toBe(200);
    const staleDays = stale.body.data.items.map((a: { days_in_status: number }) => a.days_in_status);
    expect(staleDays.every((d: number) => d >= 30)).toBe(true);
    expect(staleDays).toEqual([...staleDays].sort((a, b) => b - a));
    // Aarav's Canadian application has been submitted for about 45 days (seed): whole days since its status changed.
    const { rows: waiting } = await server.db.query<{ sa_mapper_id: number; days: number }>(
      `SELECT sa_mapper_id, floor(extract(epoch FROM now() - status_changed_at) / 86400)::int AS days
         FROM student_applications WHERE student_user_id = $1 AND status = 'submitted' AND status_changed_at < now() - interval '30 days'`,
      [ids.student]);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].days).toBeGreaterThanOrEqual(44);
    const canadian = stale.body.data.items.find((a: { sa_mapper_id: number }) => a.sa_mapper_id === waiting[0].sa_mapper_id);
    expect(canadian).toMatchObject({ student_user_id: ids.student, status: 'submitted', days_in_status: waiting[0].days });
    const monthAgo = Date.now() - 30 * 86_400_000;
    const expectedStale = (await applicationsOf(REACH.counselor)).filter((a) =>
      !['rejected', 'withdrawn', 'visa_refused', 'enrolled'].includes(a.status) && new Date(a.status_changed_at).getTime() <= monthAgo);
    expect(stale.body.data.total).toBe(expectedStale.length);

    const offers = await get('counselor', '/common/offer-letter-not-accepted');
    expect(offers.body.data.items.every((a: { status: string }) => ['conditional_offer', 'unconditional_offer'].includes(a.status))).toBe(true);
    expect(offers.body.data.total).toBe((await applicationsOf(REACH.counselor)).filter((a) => a.status.endsWith('_offer')).length);

    const deposits = await get('counselor', '/common/deposit-payable');
    expect(deposits.body.data.items.map((a: { student_user_id: number }) => a.student_user_id)).toEqual([ids.student, ids['s-arjun']]);
    expect(deposits.body.data.items[0]).toMatchObject({ deposit_amount: 5000, currency: 'GBP' });
    expect(deposits.body.data.items[1]).toMatchObject({ deposit_amount: null, currency: null, deposit_due_date: null });
  });

  it('answers each role its dashboard counts', async () => {
    const student = await get('student', '/common/home-data');
    expect(student.status).toBe(200);
    const mine = await applicationsOf(['student']);
    expect(student.body.data).toMatchObject({ first_name: 'Aarav', user_type: 'student' });
    expect(student.body.data.counts).toMatchObject({
      students: null,
      applications: mine.length,
      offers: mine.filter((a) => a.status.endsWith('_offer')).length,
      recommendations: 4,
    });
    expect(student.body.data.focused_universities.length).toBeGreaterThan(0);
    expect(student.body.data.focused_universities.every((u: { focused: boolean }) => u.focused)).toBe(true);
    const counselor = await get('counselor', '/common/home-data');
    expect(counselor.body.data.counts).toMatchObject({
      students: REACH.counselor.length,
      applications: (await applicationsOf(REACH.counselor)).length,
      recommendations: null,
    });
    const manager = await get('manager', '/common/home-data');
    expect(manager.body.data.counts.students).toBe(ALL_STUDENTS.length);
  });
});

describe('students', () => {
  const keysOf = (items: { user_id: number }[]) =>
    items.map((s) => Object.keys(ids).find((k) => ids[k] === s.user_id) ?? `new:${s.user_id}`).sort();

  it('lists the students each role works with, newest first, paged', async () => {
    for (const who of Object.keys(REACH)) {
      const { status, body } = await get(who, '/common/assigned-student?page_size=100');
      expect(status, who).toBe(200);
      expect(keysOf(body.data.items), who).toEqual([...REACH[who]].sort());
    }
    for (const who of ['manager', 'accounts']) {
      const { body } = await get(who, '/common/assigned-student?page_size=100');
      expect(keysOf(body.data.items), who).toEqual([...ALL_STUDENTS].sort());
    }
    expect((await get('student', '/common/assigned-student')).status).toBe(403);
    const paged = await get('manager', '/common/assigned-student?page_size=4&page=3');
    expect(paged.body.data).toMatchObject({ page: 3, page_size: 4, total: ALL_STUDENTS.length });
    expect(paged.body.data.items).toHaveLength(ALL_STUDENTS.length - 8);
    const aarav = (await get('agent', '/common/assigned-student?q=aarav')).body.data.items;
    expect(aarav).toHaveLength(1);
    expect(aarav[0]).toMatchObject({ user_id: ids.student, agent_user_id: ids.agent, agent_name: 'Rahul Mehta', sc_user_id: ids.sc });
    expect(aarav[0].application_count).toBe((await applicationsOf(['student'])).length);
  });

  it('sets a student inactive (sessions end, out of the default list) and active again', async () => {
    const ananya = await signIn(server, 's-ananya');
    const off = await post('counselor', `/common/student/${ids['s-ananya']}/active-status/inactive`);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ student_user_id: ids['s-ananya'], active: false });
    expect((await server.app.inject({ method: 'GET', url: `${server.portal}/common/home-data`, headers: bearer(ananya.token) })).statusCode).toBe(401);
    const listed = await get('counselor', '/common/assigned-student?page_size=100');
    expect(keysOf(listed.body.data.items)).not.toContain('s-ananya');
    const inactive = await get('counselor', '/common/assigned-student?active=false');
    expect(keysOf(inactive.body.data.items)).toEqual(['s-ananya']);
    const again = await post('counselor', `/common/student/${ids['s-ananya']}/active-status/inactive`);
    expect(again.body.data.changed_at).toBe(off.body.data.changed_at);
    expect((await post('counselor', `/common/student/${ids['s-ananya']}/active-status/active`)).body.data.active).toBe(true);
    expect((await post('sc', `/common/student/${ids.student}/active-status/inactive`)).status).toBe(403);
    expect((await post('agent', `/common/student/${ids['s-zara']}/active-status/inactive`)).status).toBe(403);
  });

  it('shows a student’s details and the people working with them', async () => {
    const details = await get('counselor', `/common/student-details/${ids.student}`);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      user_id: ids.student,
      first_name: 'Aarav',
      agent: { user_id: ids.agent, organisation: 'Bright Future Overseas' },
      school_counselor: { user_id: ids.sc },
      application_count: (await applicationsOf(['student'])).length,
    });
    const checklist = details.body.data.application_checklist;
    expect(checklist.items).toHaveLength(10);
    expect(checklist.items.find((i: { key: string }) => i.key === 'passport')).toMatchObject({ done: true, updated_by: { user_id: ids.counselor } });
    expect(checklist.items.find((i: { key: string }) => i.key === 'portfolio')).toMatchObject({ done: false, updated_by: null });

    const staff = await get('student', `/common/student-assigned-staff/${ids.student}`);
    expect(staff.status).toBe(200);
    expect(staff.body.data.staff.map((s: { user_type: string }) => s.user_type)).toEqual(['counselor', 'operations', 'visa', 'student_support']);
    expect(staff.body.data.agent.user_id).toBe(ids.agent);
    expect((await get('agent', `/common/student-details/${ids['s-zara']}`)).status).toBe(403);
  });

  it('saves the pre-application checklist, refusing a key given twice (422)', async () => {
    const url = `/common/save-application-checklist-info/${ids.student}`;
    const twice = await post('counselor', url, { items: [{ key: 'cv', done: true }, { key: 'cv', done: false }] });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].field).toBe('body/items/1/key');
    const saved = await post('agent', url, { items: [{ key: 'cv', done: true }], remarks: 'CV updated' });
    expect(saved.status).toBe(200);
    const cv = saved.body.data.items.find((i: { key: string }) => i.key === 'cv');
    expect(cv).toMatchObject({ done: true, note: 'Needs the internship added', updated_by: { user_id: ids.agent, role: 'agent' } });
    expect(saved.body.data.remarks).toBe('CV updated');
  });

  it('creates a student linked to the agent, who sets a password through the welcome mail', async () => {
    const body = { first_name: 'Neha', last_name: 'Verma', email: 'neha.verma@example.com', mobile: '+919812345678', intake: 'Sep', intake_year: nextYear };
    const created = await post('agent', '/common/create-student', body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ first_name: 'Neha', agent_user_id: ids.agent, application_count: 0, active: true });
    const mail = await server.db.query<{ body_text: string }>(`SELECT body_text FROM mail_outbox WHERE to_email = $1`, [body.email]);
    expect(mail.rows).toHaveLength(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.rows[0].body_text)![1];
    const reset = await server.app.inject({ method: 'POST', url: `${server.portal}/reset-password`, payload: { token, password: 'nehas-own-password' } });
    expect(reset.statusCode).toBe(200);
    const login = await server.app.inject({ method: 'POST', url: `${server.portal}/login`, payload: { email: body.email, password: 'nehas-own-password' } });
    expect(login.statusCode).toBe(200);
    const agentList = await get('agent', '/common/assigned-student?q=neha');
    expect(agentList.body.data.items.map((s: { user_id: number }) => s.user_id)).toEqual([created.body.data.user_id]);

    expect((await post('counselor', '/common/create-student', { ...body, email: 'NEHA.verma@example.com' })).status).toBe(409);
    const badCity = await post('counselor', '/common/create-student', { ...body, email: 'other@example.com', city_id: 99_999_999 });
    expect(badCity.status).toBe(422);
    expect(badCity.body.errors[0].field).toBe('body/city_id');
    // A counselor's new student is assigned to them, without a mail when asked so.
    const quiet = await post('counselor', '/common/create-student', { ...body, email: 'quiet@example.com', send_welcome_email: false });
    expect(quiet.status).toBe(201);
    expect((await get('counselor', `/common/student-details/${quiet.body.data.user_id}`)).status).toBe(200);
    expect((await server.db.query(`SELECT 1 FROM mail_outbox WHERE to_email = 'quiet@example.com'`)).rows).toHaveLength(0);
  });
});

describe('University Preference', () => {
  it('recommends a course to students, reports those who had it, counts, and removes', async () => {
    const course = await courseWithIntakes(5);
    const url = `/common/recommend-course-students/${course.course_id}`;
    const first = await post('counselor', url, { student_user_ids: [ids.student], note: 'A good fit for your profile.' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ course_id: course.course_id, recommended_student_user_ids: [ids.student], already_recommended_student_user_ids: [] });
    const second = await post('counselor', url, { student_user_ids: [ids['s-ananya'], ids.student] });
    expect(second.body.data).toEqual({
      course_id: course.course_id, recommended_student_user_ids: [ids['s-ananya']], already_recommended_student_user_ids: [ids.student],
    });
    expect((await post('counselor', url, { student_user_ids: [ids.student, ids['s-zara']] })).status).toBe(403);
    expect((await post('counselor', '/common/recommend-course-students/99999999', { student_user_ids: [ids.student] })).status).toBe(404);

    const count = await get('student', '/common/recommendations-count');
    expect(count.body.data).toMatchObject({ student_user_id: ids.student, total: 5 });
    const made = await get('counselor', '/common/recommendations-count');
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM course_recommendations WHERE recommended_by = $1', [ids.counselor]);
    expect(made.body.data).toMatchObject({ student_user_id: null, total: rows[0].n });
    expect((await get('counselor', `/common/recommendations-count?student_user_id=${ids['s-ananya']}`)).body.data.total).toBe(2);

    const removed = await post('student', `/common/remove-recommendation/${ids.student}/${course.course_id}`);
    expect(removed.status).toBe(200);
    expect((await post('student', `/common/remove-recommendation/${ids.student}/${course.course_id}`)).status).toBe(404);
    expect((await get('student', '/common/recommendations-count')).body.data.total).toBe(4);
    const { rows: told } = await server.db.query(`SELECT 1 FROM notifications WHERE user_id = $1 AND name = 'course_recommended'`, [ids.student]);
    expect(told).toHaveLength(1);
  });
  it('lists a student\'s recommended courses newest first with who, when, note and the course facts', async () => {
    const course = await courseWithIntakes(4);
    const before = await get('student', `/common/recommendations/${ids.student}`);
    expect(before.status).toBe(200);
    expect(before.body.data.student_user_id).toBe(ids.student);
    const countBefore = (await get('student', '/common/recommendations-count')).body.data.total;
    expect(before.body.data.items).toHaveLength(countBefore);
    await server.db.query('DELETE FROM course_recommendations WHERE student_user_id = $1 AND course_id = $2', [ids.student, course.course_id]);
    expect((await post('counselor', `/common/recommend-course-students/${course.course_id}`, {
      student_user_ids: [ids.student], note: 'Strong on research.',
    })).status).toBe(201);

    const list = await get('student', `/common/recommendations/${ids.student}`);
    expect(list.status).toBe(200);
    const first = list.body.data.items[0];
    expect(first).toMatchObject({
      course_id: course.course_id,
      note: 'Strong on research.',
      recommended_by: { user_id: ids.counselor, role: 'counselor' },
      university: { university_id: expect.any(Number), name: expect.any(String), focused: expect.any(Boolean) },
      course_level: { course_level_id: expect.any(Number), name: expect.any(String) },
      currency: expect.stringMatching(/^[A-Z]{3}$/),
    });
    expect(first.intakes.length).toBeGreaterThan(0);
    expect(first.recommended_by.name).toMatch(/\S+ \S+/);
    expect(Date.parse(first.recommended_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(first).not.toHaveProperty('description');
    const times = list.body.data.items.map((i: { recommended_at: string }) => Date.parse(i.recommended_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The assigned counselor reads it; someone else's student is refused; an unknown student is not found; bad id is 400.
    expect((await get('counselor', `/common/recommendations/${ids.student}`)).body.data.items[0].course_id).toBe(course.course_id);
    expect((await get('student', `/common/recommendations/${ids['s-ananya']}`)).status).toBe(403);
    expect((await get('counselor', `/common/recommendations/${ids['s-zara']}`)).status).toBe(403);
    expect((await get('manager', '/common/recommendations/99999999')).status).toBe(404);
    const bad = await get('counselor', '/common/recommendations/abc');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('student_user_id');
    expect((await get('accounts', `/common/recommendations/${ids.student}`)).status).toBe(403);
  });
});
