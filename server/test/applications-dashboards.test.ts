// The applications slice's lists over what each caller reaches: the counts and dashboard lists, the home data, the
// students a role works with (list, details, active flag, checklist, creating one) and University Preference.
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from './harness.ts';
import { ALL_STUDENTS, REACH, applicationsOf, courseWithIntakes, get, ids, nextYear, post, server, setUpApplicationsServer } from './applications-kit.ts';

setUpApplicationsServer();

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
