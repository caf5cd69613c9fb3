// Student files, the student's own record: the AIS, SOP and counselling answers, address and profile strength — as
// the student, as their counselor, and against someone else's student.
import { describe, expect, it } from 'vitest';
import { countryId, expectRefused, get, ids, post, server, setUpStudentFilesServer } from './studentfiles-kit.ts';

setUpStudentFilesServer();

describe('Additional Information Sheet', () => {
  it('saves each of the seven sections as the student and answers them in the sheet', async () => {
    const india = await countryId('India');
    const uk = await countryId('United Kingdom');
    const sid = ids.student;
    const sections: [string, unknown[]][] = [
      ['/common/ais-qualifications', [
        { level: 'secondary', institution: 'DPS Noida', board_or_university: 'CBSE', country_id: india, start_date: '2016-04-01', end_date: '2018-03-31', grade_type: 'percentage', grade: '92', medium: 'English' },
        { level: 'bachelors', institution: 'Amity University', board_or_university: 'Amity University', country_id: india, start_date: '2020-08-01', end_date: null, grade_type: 'grade', grade: 'A+', medium: 'English' },
      ]],
      ['/common/ais-gaps', [{ from_date: '2019-01-01', to_date: '2019-06-30', reason: 'Preparing for entrance exams' }]],
      ['/common/ais-certifications', [{ name: 'IELTS Academic', issuer: 'British Council', issued_on: '2024-02-10', score: '7.5', expires_on: '2026-02-10' }]],
      ['/common/ais-travel-history', [{ country_id: uk, from_date: '2022-06-01', to_date: '2022-06-20', purpose: 'tourism', visa_type: 'Standard Visitor' }]],
      ['/common/ais-work-history', [
        { employer: 'Infosys', job_title: 'Intern', from_date: '2023-01-01', to_date: '2023-06-30', currently_working: false, duties: 'Testing' },
        { employer: 'TCS', job_title: 'Analyst', from_date: '2024-07-01', to_date: null, currently_working: true },
      ]],
      ['/common/ais-visa-rejections', []],
      ['/common/ais-family-details', [
        { relation: 'father', name: 'Rakesh Sharma', occupation: 'Engineer', annual_income: 1800000, income_currency: 'INR', mobile: '+919810000201', email: 'rakesh@example.com', nationality: 'Indian' },
        { relation: 'mother', name: 'Sunita Sharma', nationality: 'Indian' },
      ]],
    ];
    for (const [url, items] of sections) {
      const response = await post('student', url, { student_user_id: sid, items });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      const data = response.json().data;
      expect(data.student_user_id).toBe(sid);
      expect(data.items).toHaveLength(items.length);
      expect(Date.parse(data.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    }
    const sheet = (await get('student', `/common/ais/${sid}`)).json().data;
    expect(sheet.qualifications.map((q: { institution: string }) => q.institution)).toEqual(['DPS Noida', 'Amity University']);
    expect(sheet.qualifications[1].end_date).toBeNull();
    expect(sheet.work_history[1]).toEqual({ employer: 'TCS', job_title: 'Analyst', from_date: '2024-07-01', to_date: null, currently_working: true });
    expect(sheet.family_details[0].annual_income).toBe(1800000);
    expect(sheet.family_details[1]).toMatchObject({ relation: 'mother', occupation: null, annual_income: null, mobile: null });
    expect(sheet.visa_rejections).toEqual([]);
    expect(sheet.updated_at).not.toBeNull();
  });

  it('lets the assigned counselor read and save the sheet of their student', async () => {
    const sid = ids.student;
    const saved = await post('counselor', '/common/ais-certifications', {
      student_user_id: sid,
      items: [{ name: 'IELTS Academic', issuer: 'IDP', issued_on: '2024-03-01', score: '8.0', expires_on: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sheet = await get('counselor', `/common/ais/${sid}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().data.certifications).toEqual([{ name: 'IELTS Academic', issuer: 'IDP', issued_on: '2024-03-01', score: '8.0', expires_on: null }]);
  });

  it("refuses Zara's sheet to the student and to the counselor (403), reading or saving", async () => {
    const zara = ids['s-zara'];
    for (const who of ['student', 'counselor'] as const) {
      expectRefused(await get(who, `/common/ais/${zara}`));
      expectRefused(await post(who, '/common/ais-gaps', { student_user_id: zara, items: [] }));
    }
    const { rows } = await server.db.query('SELECT 1 FROM ais_sections WHERE student_user_id = $1', [zara]);
    expect(rows).toHaveLength(0);
  });

  it('answers 422 naming the field for dates out of order, and keeps what was saved before', async () => {
    const sid = ids.student;
    const before = (await get('student', `/common/ais/${sid}`)).json().data.gaps;
    expect(before).toHaveLength(1);
    const bad = await post('student', '/common/ais-gaps', {
      student_user_id: sid,
      items: [
        { from_date: '2018-01-01', to_date: '2018-02-01', reason: 'Illness' },
        { from_date: '2019-05-01', to_date: '2019-04-01', reason: 'Family reasons' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ field: 'body/items/1/to_date', message: 'must not be before from_date' }]);
    expect((await get('student', `/common/ais/${sid}`)).json().data.gaps).toEqual(before);
  });

  it('applies the rules JSON Schema cannot express, naming every bad field', async () => {
    const sid = ids.student;
    const india = await countryId('India');
    const cases: [string, unknown, string][] = [
      ['/common/ais-work-history', { employer: 'X', job_title: 'Y', from_date: '2020-01-01', to_date: '2021-01-01', currently_working: true }, 'body/items/0/to_date'],
      ['/common/ais-work-history', { employer: 'X', job_title: 'Y', from_date: '2020-01-01', to_date: null, currently_working: false }, 'body/items/0/to_date'],
      ['/common/ais-family-details', { relation: 'father', name: 'A', annual_income: 100, nationality: 'Indian' }, 'body/items/0/income_currency'],
      ['/common/ais-travel-history', { country_id: 99999, from_date: '2020-01-01', to_date: '2020-01-05', purpose: 'study', visa_type: 'F-1' }, 'body/items/0/country_id'],
      ['/common/ais-visa-rejections', { country_id: india, visa_type: 'Student', rejected_on: '2999-01-01' }, 'body/items/0/rejected_on'],
      ['/common/ais-certifications', { name: 'TOEFL', issuer: 'ETS', issued_on: '2024-01-01', score: null, expires_on: '2023-01-01' }, 'body/items/0/expires_on'],
      ['/common/ais-qualifications', { level: 'bachelors', institution: 'A', board_or_university: 'B', country_id: india, start_date: '2020-01-01', end_date: '2023-01-01', grade_type: 'percentage', grade: '120', medium: 'English' }, 'body/items/0/grade'],
      ['/common/ais-qualifications', { level: 'bachelors', institution: 'A', board_or_university: 'B', country_id: india, start_date: '2020-01-01', end_date: '2023-01-01', grade_type: 'cgpa', grade: '11', medium: 'English' }, 'body/items/0/grade'],
    ];
    for (const [url, item, field] of cases) {
      const response = await post('student', url, { student_user_id: sid, items: [item] });
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(response.json().errors.map((e: { field: string }) => e.field), url).toContain(field);
    }
    const twoFathers = await post('student', '/common/ais-family-details', {
      student_user_id: sid,
      items: [{ relation: 'father', name: 'A', nationality: 'Indian' }, { relation: 'father', name: 'B', nationality: 'Indian' }],
    });
    expect(twoFathers.json().errors).toEqual([{ field: 'body/items/1/relation', message: 'father is already item 0' }]);
  });

  it('answers 400 naming the field when the body breaks the contract, and clears a section with an empty list', async () => {
    const sid = ids['s-ananya'];
    const missing = await post('counselor', '/common/ais-gaps', { student_user_id: sid, items: [{ from_date: '2020-01-01', to_date: '2020-02-01' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'body/items/0/reason', message: 'is required' });
    const badDate = await post('counselor', '/common/ais-gaps', { student_user_id: sid, items: [{ from_date: '2020-02-30', to_date: '2020-03-01', reason: 'x' }] });
    expect(badDate.statusCode).toBe(400);
    expect(await post('counselor', '/common/ais-gaps', { student_user_id: sid, items: [{ from_date: '2020-01-01', to_date: '2020-02-01', reason: 'x' }] })).toMatchObject({ statusCode: 200 });
    const cleared = await post('counselor', '/common/ais-gaps', { student_user_id: sid, items: [] });
    expect(cleared.json().data.items).toEqual([]);
    const sheet = (await get('counselor', `/common/ais/${sid}`)).json().data;
    expect(sheet.gaps).toEqual([]);
    expect(sheet.updated_at).not.toBeNull();
  });
});

describe('SOP answers and the counselling questionnaire', () => {
  it('answers every SOP question, saves answers, clears with an empty answer, and refuses bad items with 422', async () => {
    const sid = ids.student;
    const empty = (await get('student', `/common/sop-answers?student_user_id=${sid}`)).json().data;
    expect(empty.questions.length).toBeGreaterThanOrEqual(5);
    expect(empty.answered_count).toBe(0);
    expect(empty.updated_at).toBeNull();
    const [q1, q2] = empty.questions;
    const saved = await post('student', '/common/sop-answers', {
      student_user_id: sid,
      answers: [{ question_id: q1.question_id, answer: '  Data science, because…  ' }, { question_id: q2.question_id, answer: 'B.Tech CSE' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.answered_count).toBe(2);
    expect(saved.json().data.questions[0].answer).toBe('Data science, because…');
    const cleared = await post('counselor', '/common/sop-answers', { student_user_id: sid, answers: [{ question_id: q2.question_id, answer: '' }] });
    expect(cleared.json().data.answered_count).toBe(1);
    expect((await get('counselor', `/common/sop-answers?student_user_id=${sid}`)).json().data.answered_count).toBe(1);

    const bad = await post('student', '/common/sop-answers', {
      student_user_id: sid,
      answers: [
        { question_id: 9999, answer: 'x' },
        { question_id: q1.question_id, answer: 'y'.repeat(q1.max_length + 1) },
        { question_id: q2.question_id, answer: 'z' },
        { question_id: q2.question_id, answer: 'again' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'body/answers/0/question_id', 'body/answers/1/answer', 'body/answers/3/question_id',
    ]);
    // Nothing of the refused save was written.
    expect((await get('student', `/common/sop-answers?student_user_id=${sid}`)).json().data.questions[1].answer).toBeNull();
  });

  it('saves a counselling answer that fits its question and refuses one that does not', async () => {
    const sid = ids.student;
    const text = await post('student', '/common/question-response', { student_user_id: sid, question_id: 6, answer_text: 'Work in data science in London' });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data).toMatchObject({ question_id: 6, answer_text: 'Work in data science in London', selected_option_ids: [], answered_by: { user_id: sid, role: 'student' } });
    const choice = await post('counselor', '/common/question-response', { student_user_id: sid, question_id: 1, selected_option_ids: [3, 1] });
    expect(choice.statusCode, choice.body).toBe(200);
    expect(choice.json().data).toMatchObject({ selected_option_ids: [1, 3], answer_text: null, answered_by: { user_id: ids.counselor, role: 'counselor', name: 'Priya Nair' } });
    const replaced = await post('student', '/common/question-response', { student_user_id: sid, question_id: 1, selected_option_ids: [2] });
    expect(replaced.json().data.response_id).toBe(choice.json().data.response_id);

    const refused: [unknown, string][] = [
      [{ question_id: 6, selected_option_ids: [1] }, 'body/selected_option_ids'],
      [{ question_id: 1, answer_text: 'UK' }, 'body/answer_text'],
      [{ question_id: 2, selected_option_ids: [9, 10] }, 'body/selected_option_ids'],
      [{ question_id: 2, selected_option_ids: [1] }, 'body/selected_option_ids/0'],
      [{ question_id: 999, answer_text: 'x' }, 'body/question_id'],
    ];
    for (const [body, field] of refused) {
      const response = await post('student', '/common/question-response', { student_user_id: sid, ...(body as object) });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[0].field).toBe(field);
    }
    const both = await post('student', '/common/question-response', { student_user_id: sid, question_id: 6, answer_text: 'a', selected_option_ids: [1] });
    expect(both.statusCode).toBe(400);
  });

  it('lists the counselling questions in order with their options and the answers saved so far', async () => {
    const sid = ids.student;
    const listed = await get('counselor', `/common/question-response?student_user_id=${sid}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const data = listed.json().data;
    expect(data.student_user_id).toBe(sid);
    expect(data.questions.map((q: { question_id: number }) => q.question_id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const [countries, , , , , after, anything] = data.questions;
    expect(countries).toMatchObject({ kind: 'multiple_choice', question: 'Which countries are you considering?' });
    expect(countries.options.slice(0, 2)).toEqual([{ option_id: 1, label: 'United Kingdom' }, { option_id: 2, label: 'United States' }]);
    // The answers of the test above: question 1 replaced by the student, question 6 in free text.
    expect(countries.response).toMatchObject({ selected_option_ids: [2], answer_text: null, answered_by: { user_id: sid, role: 'student' } });
    expect(after).toMatchObject({ kind: 'text', options: [], response: { answer_text: 'Work in data science in London' } });
    expect(anything.response).toBeNull();
    expect(data.answered_count).toBe(2);

    const ishaan = (await get('manager', `/common/question-response?student_user_id=${ids['s-ishaan']}`)).json().data;
    expect(ishaan.answered_count).toBe(0);
    expect(ishaan.questions.every((q: { response: unknown }) => q.response === null)).toBe(true);

    const missing = await get('student', '/common/question-response');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toMatch(/student_user_id/);
  });

  it("refuses Zara's questionnaires to the student and the counselor", async () => {
    const zara = ids['s-zara'];
    for (const who of ['student', 'counselor'] as const) {
      expectRefused(await get(who, `/common/question-response?student_user_id=${zara}`));
      expectRefused(await get(who, `/common/sop-answers?student_user_id=${zara}`));
      expectRefused(await post(who, '/common/sop-answers', { student_user_id: zara, answers: [{ question_id: 1, answer: 'x' }] }));
      expectRefused(await post(who, '/common/question-response', { student_user_id: zara, question_id: 6, answer_text: 'x' }));
    }
  });
});

describe('address', () => {
  it("answers the demo student's seeded address and null for a user without one", async () => {
    const address = (await get('student', '/common/user-address')).json().data;
    expect(address).toMatchObject({ city_name: 'Noida', state_name: 'Uttar Pradesh', country_name: 'India', postal_code: '201301' });
    expect((await get('agent', '/common/user-address')).json().data).toBeNull();
  });

  it('saves an address whose country, state and city agree, and names the field that does not', async () => {
    const { rows } = await server.db.query<{ city_id: number; state_id: number; country_id: number }>(
      `SELECT c.city_id, c.state_id, c.country_id FROM cities c WHERE c.name = 'Lucknow'`);
    const lucknow = rows[0];
    const { rows: other } = await server.db.query<{ state_id: number; city_id: number }>(
      `SELECT s.state_id, (SELECT city_id FROM cities WHERE country_id <> $1 LIMIT 1) AS city_id FROM states s WHERE s.country_id <> $1 LIMIT 1`,
      [lucknow.country_id]);
    const base = { address_line1: '1 Hazratganj', country_id: lucknow.country_id, postal_code: '226001' };

    const saved = await post('agent', '/common/save-user-address', { ...base, city_id: lucknow.city_id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ city_id: lucknow.city_id, city_name: 'Lucknow', state_id: lucknow.state_id, state_name: 'Uttar Pradesh', address_line2: null });
    expect((await get('agent', '/common/user-address')).json().data.city_name).toBe('Lucknow');

    const wrongState = await post('agent', '/common/save-user-address', { ...base, state_id: other[0].state_id, city_name: 'Anywhere' });
    expect(wrongState.statusCode).toBe(422);
    expect(wrongState.json().errors[0].field).toBe('body/state_id');
    const wrongCity = await post('agent', '/common/save-user-address', { ...base, city_id: other[0].city_id });
    expect(wrongCity.json().errors[0].field).toBe('body/city_id');
    const wrongName = await post('agent', '/common/save-user-address', { ...base, city_id: lucknow.city_id, city_name: 'Kanpur' });
    expect(wrongName.json().errors[0].field).toBe('body/city_name');
    const neither = await post('agent', '/common/save-user-address', base);
    expect(neither.statusCode).toBe(400);
    // The refused saves left the saved address as it was.
    expect((await get('agent', '/common/user-address')).json().data.city_name).toBe('Lucknow');

    const free = await post('agent', '/common/save-user-address', { ...base, city_name: 'Gomti Nagar', postal_code: '226010' });
    expect(free.json().data).toMatchObject({ city_id: null, city_name: 'Gomti Nagar', state_id: null, state_name: null });
  });
});

describe('profile strength', () => {
  it('computes the meter from what is filled, item by item, and the same percent for user-psm', async () => {
    const sid = ids.student;
    const psm = await get('student', `/common/psm/${sid}`);
    expect(psm.statusCode, psm.body).toBe(200);
    const data = psm.json().data;
    expect(data.sections.reduce((sum: number, s: { weight: number }) => sum + s.weight, 0)).toBe(100);
    const section = (key: string) => data.sections.find((s: { key: string }) => s.key === key);
    expect(section('address').percent).toBe(100);
    expect(section('academics').items.find((i: { key: string }) => i.key === 'qualifications').done).toBe(true);
    expect(section('tests').items.find((i: { key: string }) => i.key === 'english_test').done).toBe(true);
    expect(section('documents').items.find((i: { key: string }) => i.key === 'passport').done).toBe(true);
    expect(data.percent).toBeGreaterThan(30);
    expect(data.percent).toBeLessThan(100);

    const strength = await get('counselor', `/common/user-psm/${sid}`);
    expect(strength.statusCode, strength.body).toBe(200);
    expect(strength.json().data.percent).toBe(data.percent);
    expect(strength.json().data.sections.find((s: { key: string }) => s.key === 'personal').missing).toContain('Profile photo');

    // A student with nothing filled in scores lower, and filling the address raises the meter.
    const blank = (await get('counselor', `/common/psm/${ids['s-ananya']}`)).json().data;
    expect(blank.percent).toBeLessThan(data.percent);
    expectRefused(await get('student', `/common/psm/${ids['s-zara']}`));
    expectRefused(await get('counselor', `/common/user-psm/${ids['s-zara']}`));
  });
});

