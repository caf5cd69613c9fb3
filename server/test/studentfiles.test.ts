// Student files: the AIS, SOP and counselling answers, address, profile strength, document checklists, upload,
// download and removal — as the student, as their counselor, and against someone else's student.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../src/modules/studentfiles/pdf.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let filesDir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const WHO = ['student', 'counselor', 's-zara', 'sc', 'manager', 'agent', 's-ishaan'] as const;
type Who = (typeof WHO)[number];

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'unipath-files-test-'));
  server = await startTestServer({ filesDir });
  for (const who of WHO) {
    const session = await signIn(server, who);
    tokens[who] = session.token;
    ids[who] = session.userId;
  }
  const { rows } = await server.db.query<{ user_id: number }>(`SELECT user_id FROM users WHERE email = 'ananya.reddy@demo.unipath.test'`);
  ids['s-ananya'] = rows[0].user_id;
});
afterAll(async () => {
  await server?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const get = (who: Who, url: string) => server.app.inject({ method: 'GET', url: `${server.portal}${url}`, headers: bearer(tokens[who]) });
const post = (who: Who, url: string, payload?: unknown) =>
  server.app.inject({ method: 'POST', url: `${server.portal}${url}`, headers: bearer(tokens[who]), payload: payload as object });

async function countryId(name: string): Promise<number> {
  const { rows } = await server.db.query<{ country_id: number }>('SELECT country_id FROM countries WHERE name = $1', [name]);
  return rows[0].country_id;
}
async function typeId(list: string, name: string): Promise<number> {
  const { rows } = await server.db.query<{ document_type_id: number }>(
    'SELECT document_type_id FROM document_types WHERE list = $1 AND name = $2', [list, name]);
  return rows[0].document_type_id;
}

/** A multipart/form-data body with one file part (and optional extra text fields). */
function multipart(filename: string, bytes: Buffer, contentType = 'application/pdf', field = 'file', extra: Record<string, string> = {}) {
  const boundary = `----unipath-test-${bytes.length}-${filename.length}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(extra)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`));
  chunks.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(who: Who, query: Record<string, string | number>, body: ReturnType<typeof multipart>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return server.app.inject({
    method: 'POST',
    url: `${server.portal}/common/upload-file?${qs}`,
    headers: { ...bearer(tokens[who]), ...body.headers },
    payload: body.payload,
  });
}

/** A minimal DOCX: a ZIP (stored, no compression) with [Content_Types].xml and word/document.xml. */
function tinyDocx(): Buffer {
  const entries = [
    ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
  ] as const;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const dir of await readdir(filesDir).catch(() => [] as string[])) {
    for (const name of await readdir(join(filesDir, dir))) out.push(`${dir}/${name}`);
  }
  return out.sort();
}

const expectRefused = (response: { statusCode: number; body: string; json: () => { status: boolean } }) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().status).toBe(false);
};

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

describe('documents', () => {
  let uploaded: { map_id: number; url: string };
  const pdf = tinyPdf('Curriculum vitae - Aarav Sharma');

  it("lists the demo student's seeded files in the checklist, required by the preferred level", async () => {
    const sid = ids.student;
    const checklist = await get('student', `/common/student-documents/${sid}`);
    expect(checklist.statusCode, checklist.body).toBe(200);
    const items = checklist.json().data.items;
    const passport = items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Passport');
    expect(passport).toMatchObject({ required: true, status: 'uploaded' });
    expect(passport.files[0]).toMatchObject({ original_name: 'passport-aarav-sharma.pdf', mime_type: 'application/pdf', kind: 'document' });
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === '12th Marksheet')).toMatchObject({ required: true, status: 'missing', files: [] });
    // The AIS lists a study gap and work history: the gap justification and work letter are asked for.
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Gap Justification').required).toBe(true);
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Work Experience Letter').required).toBe(true);
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Portfolio').required).toBe(false);
    expect((await get('counselor', `/common/student-documents/${sid}`)).statusCode).toBe(200);
  });

  it('downloads a seeded file as an attachment, writing it through the storage on first use', async () => {
    const files = (await get('counselor', `/common/uploaded-doc-for-student/${ids.student}`)).json().data;
    const marksheet = files.find((f: { original_name: string }) => f.original_name === 'class-10-marksheet.pdf');
    const response = await server.app.inject({ method: 'GET', url: new URL(marksheet.url).pathname, headers: bearer(tokens.counselor) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="class-10-marksheet\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(marksheet.size_bytes);
    const { rows } = await server.db.query<{ storage_key: string | null }>('SELECT storage_key FROM student_documents WHERE map_id = $1', [marksheet.map_id]);
    expect(rows[0].storage_key).toMatch(/^[a-f0-9]{32}$/);
    expect(await storedFiles()).toContain(`${rows[0].storage_key!.slice(0, 2)}/${rows[0].storage_key}`);
  });

  it('lists the documents a course level asks for, with what is uploaded, and 404 for an unknown level', async () => {
    const { rows } = await server.db.query<{ course_level_id: number }>(`SELECT course_level_id FROM course_levels WHERE name = 'PhD'`);
    const response = await get('counselor', `/common/student-required-docs/${ids.student}/${rows[0].course_level_id}`);
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json().data.items.map((i: { document_type: { name: string } }) => i.document_type.name);
    expect(names).toContain('Research Proposal');
    expect(names).not.toContain('Portfolio');
    expect(response.json().data.items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Passport').status).toBe('uploaded');
    expect((await get('student', `/common/student-required-docs/${ids.student}/9999`)).statusCode).toBe(404);
  });

  it('stores a PDF upload under a name the server makes, with its detected type, sha256 and size', async () => {
    const before = await storedFiles();
    const response = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: await typeId('student_document', 'CV/Resume') },
      multipart('../../etc/cv.pdf', pdf, 'application/octet-stream'));
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ kind: 'document', mime_type: 'application/pdf', original_name: 'cv.pdf', size_bytes: pdf.length, student_user_id: ids.student, uploaded_by: { user_id: ids.student, name: 'Aarav Sharma' } });
    expect(file.document_type.name).toBe('CV/Resume');
    uploaded = file;
    const after = await storedFiles();
    const added = after.filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{32}$/);
    const { rows } = await server.db.query<{ sha256: string; mime_type: string }>('SELECT sha256, mime_type FROM student_documents WHERE map_id = $1', [file.map_id]);
    expect(rows[0].sha256).toBe((await import('node:crypto')).createHash('sha256').update(pdf).digest('hex'));

    const listed = (await get('counselor', `/common/uploaded-doc-for-student/${ids.student}`)).json().data;
    expect(listed[0].map_id).toBe(file.map_id);
  });

  it('lets the student and the counselor download it as an attachment, and nobody who does not reach the student', async () => {
    const path = new URL(uploaded.url).pathname;
    for (const who of ['student', 'counselor', 'sc'] as const) {
      const response = await server.app.inject({ method: 'GET', url: path, headers: bearer(tokens[who]) });
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
    expectRefused(await server.app.inject({ method: 'GET', url: path, headers: bearer(tokens['s-zara']) }));
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await get('student', '/common/student-file/999999')).statusCode).toBe(404);
  });

  it('refuses a renamed executable, and any type the document does not take, by content (422), storing nothing', async () => {
    const before = await storedFiles();
    const { rows: [{ n: rowsBefore }] } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM student_documents');
    const cvType = await typeId('student_document', 'CV/Resume');
    const mz = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);
    const exe = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: cvType }, multipart('cv.pdf', mz, 'application/pdf'));
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors[0].field).toBe('body/file');
    expect(exe.json().message).toMatch(/Windows executable/);
    const elf = await upload('counselor', { kind: 'document', student_user_id: ids.student, document_type_id: cvType },
      multipart('photo.png', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'image/png'));
    expect(elf.statusCode).toBe(422);
    const docx = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: cvType }, multipart('cv.docx', tinyDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(docx.statusCode).toBe(422);
    const photos = await typeId('student_visa_document', 'Passport-size Photographs');
    const pdfAsPhoto = await upload('student', { kind: 'visa_document', student_user_id: ids.student, document_type_id: photos }, multipart('photo.jpg', pdf, 'image/jpeg'));
    expect(pdfAsPhoto.statusCode).toBe(422);
    expect(pdfAsPhoto.json().message).toMatch(/JPEG or PNG/);
    const empty = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: cvType }, multipart('cv.pdf', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(422);
    expect(await storedFiles()).toEqual(before);
    const { rows: [{ n: rowsAfter }] } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM student_documents');
    expect(rowsAfter).toBe(rowsBefore);
  });

  it('answers 413 for a file over 10 MB, storing nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const response = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: await typeId('student_document', 'CV/Resume') }, multipart('big.pdf', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, message: 'the file is larger than 10 MB', errors: [{ field: 'body/file', message: 'must be at most 10 MB' }] });
    expect(await storedFiles()).toEqual(before);
    // Just under the limit is fine (the app's 1 MB JSON body limit does not apply to uploads).
    const under = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const ok = await upload('counselor', { kind: 'document', student_user_id: ids.student, document_type_id: await typeId('student_document', 'Portfolio') }, multipart('portfolio.pdf', under));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('checks the upload routing before reading the file: kind and type, staff-only feature documents, the right list', async () => {
    const body = multipart('cv.pdf', pdf);
    const sid = ids.student;
    const noType = await upload('student', { kind: 'document', student_user_id: sid }, body);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors[0].field).toBe('querystring/document_type_id');
    expect((await upload('counselor', { kind: 'chat_attachment', student_user_id: sid, document_type_id: 1 }, body)).statusCode).toBe(400);
    expectRefused(await upload('student', { kind: 'feature_doc', student_user_id: sid }, body));
    const visaType = await typeId('student_visa_document', 'Birth Certificate');
    const wrongList = await upload('student', { kind: 'document', student_user_id: sid, document_type_id: visaType }, body);
    expect(wrongList.statusCode).toBe(422);
    expect(wrongList.json().errors[0].field).toBe('querystring/document_type_id');
    expectRefused(await upload('sc', { kind: 'document', student_user_id: sid, document_type_id: 1 }, body));
    const json = await server.app.inject({ method: 'POST', url: `${server.portal}/common/upload-file?kind=chat_attachment&student_user_id=${sid}`, headers: bearer(tokens.student), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const extra = await upload('student', { kind: 'chat_attachment', student_user_id: sid }, multipart('cv.pdf', pdf, 'application/pdf', 'file', { note: 'hi' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ field: 'body/note', message: 'is not allowed' }]);
    const feature = await upload('counselor', { kind: 'feature_doc', student_user_id: sid }, multipart('reviewed-sop.docx', tinyDocx(), 'application/octet-stream'));
    expect(feature.statusCode, feature.body).toBe(201);
    expect(feature.json().data).toMatchObject({ kind: 'feature_doc', document_type: null, mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('files visa documents apart, and the visa checklist follows the AIS', async () => {
    const sid = ids.student;
    const birth = await typeId('student_visa_document', 'Birth Certificate');
    const response = await upload('counselor', { kind: 'visa_document', student_user_id: sid, document_type_id: birth }, multipart('birth.pdf', pdf));
    expect(response.statusCode, response.body).toBe(201);
    const visaFiles = (await get('student', `/common/uploaded-visa-doc-for-student/${sid}`)).json().data;
    expect(visaFiles.map((f: { map_id: number }) => f.map_id)).toEqual([response.json().data.map_id]);
    const docs = (await get('student', `/common/uploaded-doc-for-student/${sid}`)).json().data;
    expect(docs.some((f: { map_id: number }) => f.map_id === response.json().data.map_id)).toBe(false);

    const refusalItem = async () =>
      (await get('counselor', `/common/student-visa-documents/${sid}`)).json().data.items.find(
        (i: { document_type: { name: string } }) => i.document_type.name === 'Previous Visa Refusal Letters');
    expect((await refusalItem()).required).toBe(false);
    await post('student', '/common/ais-visa-rejections', { student_user_id: sid, items: [{ country_id: await countryId('Canada'), visa_type: 'Study permit', rejected_on: '2023-09-01', reason: 'Funds' }] });
    expect((await refusalItem()).required).toBe(true);
    const birthItem = (await get('student', `/common/student-visa-documents/${sid}`)).json().data.items.find(
      (i: { document_type: { name: string } }) => i.document_type.name === 'Birth Certificate');
    expect(birthItem).toMatchObject({ required: true, status: 'uploaded' });

    // A visa file is not removed through remove-doc-for-student, only through its own call.
    const mapId = response.json().data.map_id;
    expect((await post('student', `/common/remove-doc-for-student/${sid}/${mapId}`)).statusCode).toBe(404);
    expect((await post('student', `/common/remove-visa-doc-for-student/${sid}/${mapId}`)).statusCode).toBe(200);
    expect((await get('student', `/common/uploaded-visa-doc-for-student/${sid}`)).json().data).toEqual([]);
  });

  it('removes a file: gone from the lists and the checklist, its download 404, and a second removal 404', async () => {
    const sid = ids.student;
    const response = await post('counselor', `/common/remove-doc-for-student/${sid}/${uploaded.map_id}`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = (await get('student', `/common/uploaded-doc-for-student/${sid}`)).json().data;
    expect(listed.some((f: { map_id: number }) => f.map_id === uploaded.map_id)).toBe(false);
    const cv = (await get('student', `/common/student-documents/${sid}`)).json().data.items.find(
      (i: { document_type: { name: string } }) => i.document_type.name === 'CV/Resume');
    expect(cv.status).toBe('missing');
    expect((await server.app.inject({ method: 'GET', url: new URL(uploaded.url).pathname, headers: bearer(tokens.student) })).statusCode).toBe(404);
    expect((await post('student', `/common/remove-doc-for-student/${sid}/${uploaded.map_id}`)).statusCode).toBe(404);
    const { rows } = await server.db.query<{ removed_by: number }>('SELECT removed_by FROM student_documents WHERE map_id = $1', [uploaded.map_id]);
    expect(rows[0].removed_by).toBe(ids.counselor);
  });

  it("answers 404 when the map_id is another student's, even one the caller reaches", async () => {
    const ananyaFile = await upload('counselor', { kind: 'document', student_user_id: ids['s-ananya'], document_type_id: await typeId('student_document', 'Passport') }, multipart('passport.pdf', pdf));
    expect(ananyaFile.statusCode).toBe(201);
    const response = await post('counselor', `/common/remove-doc-for-student/${ids.student}/${ananyaFile.json().data.map_id}`);
    expect(response.statusCode).toBe(404);
    expect((await get('counselor', `/common/uploaded-doc-for-student/${ids['s-ananya']}`)).json().data).toHaveLength(1);
  });

  it("keeps Zara's files from the student and the counselor (403) while the operations manager reaches them", async () => {
    const zara = ids['s-zara'];
    const stored = await upload('manager', { kind: 'document', student_user_id: zara, document_type_id: await typeId('student_document', 'Passport') }, multipart('zara-passport.pdf', pdf));
    expect(stored.statusCode, stored.body).toBe(201);
    const mapId = stored.json().data.map_id;
    for (const who of ['student', 'counselor'] as const) {
      expectRefused(await get(who, `/common/student-documents/${zara}`));
      expectRefused(await get(who, `/common/student-visa-documents/${zara}`));
      expectRefused(await get(who, `/common/uploaded-doc-for-student/${zara}`));
      expectRefused(await get(who, `/common/uploaded-visa-doc-for-student/${zara}`));
      expectRefused(await get(who, `/common/student-required-docs/${zara}/1`));
      expectRefused(await get(who, `/common/student-file/${mapId}`));
      expectRefused(await post(who, `/common/remove-doc-for-student/${zara}/${mapId}`));
      expectRefused(await upload(who, { kind: 'document', student_user_id: zara, document_type_id: 1 }, multipart('x.pdf', pdf)));
    }
    const own = await get('s-zara', `/common/student-file/${mapId}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/filename="zara-passport\.pdf"/);
  });
});

describe('feature documents', () => {
  it('attaches a delivered file to a feature the student availed, lists it, and refuses what does not fit', async () => {
    const ishaan = ids['s-ishaan'];
    const { rows: availed } = await server.db.query<{ feature_id: number; name: string }>(
      `SELECT usf.feature_id, f.name FROM user_services us JOIN user_service_features usf ON usf.availed_id = us.availed_id
         JOIN plan_features f ON f.feature_id = usf.feature_id WHERE us.user_id = $1 ORDER BY usf.feature_id`, [ishaan]);
    expect(availed.length).toBeGreaterThan(1);
    const { rows: notAvailed } = await server.db.query<{ feature_id: number }>(
      `SELECT feature_id FROM plan_features WHERE feature_id NOT IN (
         SELECT usf.feature_id FROM user_services us JOIN user_service_features usf ON usf.availed_id = us.availed_id WHERE us.user_id = $1)
       LIMIT 1`, [ishaan]);

    const file = await upload('counselor', { kind: 'feature_doc', student_user_id: ishaan }, multipart('checklist.docx', tinyDocx()));
    expect(file.statusCode, file.body).toBe(201);
    const mapId = file.json().data.map_id;
    const body = { student_user_id: ishaan, feature_id: availed[0].feature_id, map_id: mapId, title: 'Your visa document checklist', note: 'Reviewed with you on the call' };

    expectRefused(await post('student', '/common/add-feature-doc', { ...body, student_user_id: ids.student }));
    const added = await post('counselor', '/common/add-feature-doc', body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      student_user_id: ishaan, feature_id: availed[0].feature_id, feature_name: availed[0].name, title: body.title, note: body.note,
      added_by: { user_id: ids.counselor, name: 'Priya Nair' }, document: { map_id: mapId, kind: 'feature_doc', document_type: null },
    });
    expect((await post('counselor', '/common/add-feature-doc', { ...body, feature_id: availed[1].feature_id })).statusCode).toBe(409);

    const other = await upload('counselor', { kind: 'feature_doc', student_user_id: ishaan }, multipart('other.pdf', tinyPdf('other')));
    const wrongFeature = await post('counselor', '/common/add-feature-doc', { ...body, map_id: other.json().data.map_id, feature_id: notAvailed[0].feature_id });
    expect(wrongFeature.statusCode).toBe(422);
    expect(wrongFeature.json().errors).toEqual([expect.objectContaining({ field: 'body/feature_id' })]);
    const plain = await upload('counselor', { kind: 'document', student_user_id: ishaan, document_type_id: await typeId('student_document', 'Passport') }, multipart('p.pdf', tinyPdf('p')));
    const notFeatureKind = await post('counselor', '/common/add-feature-doc', { ...body, map_id: plain.json().data.map_id });
    expect(notFeatureKind.statusCode).toBe(422);
    expect(notFeatureKind.json().errors[0].field).toBe('body/map_id');
    const aaravFeature = await upload('counselor', { kind: 'feature_doc', student_user_id: ids.student }, multipart('a.pdf', tinyPdf('a')));
    const otherStudent = await post('counselor', '/common/add-feature-doc', { ...body, map_id: aaravFeature.json().data.map_id });
    expect(otherStudent.statusCode).toBe(422);
    expect(otherStudent.json().errors[0]).toMatchObject({ field: 'body/map_id', message: expect.stringMatching(/another student/) });

    const listed = await get('s-ishaan', `/common/feature-doc/${ishaan}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((d: { document: { map_id: number } }) => d.document.map_id)).toEqual([mapId]);
    expect((await get('counselor', `/common/feature-doc/${ishaan}?feature_id=${availed[1].feature_id}`)).json().data).toEqual([]);
    const download = await get('s-ishaan', new URL(listed.json().data[0].document.url).pathname.replace(server.portal, ''));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="checklist\.docx"/);
    expectRefused(await get('student', `/common/feature-doc/${ishaan}`));
    expectRefused(await get('counselor', `/common/feature-doc/${ids['s-zara']}`));
  });
});
