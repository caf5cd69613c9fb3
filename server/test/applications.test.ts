// The applications slice as its users see it: a student applies, the assigned counselor moves the application
// through the pipeline (the timeline says who and when), both sides chat; partners see only their students.
// The counts, dashboards, student lists and recommendations are in applications-dashboards.test.ts.
import { describe, expect, it } from 'vitest';
import { REACH, applicationsOf, courseWithIntakes, get, ids, nextYear, post, server, setUpApplicationsServer } from './applications-kit.ts';

setUpApplicationsServer();

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
