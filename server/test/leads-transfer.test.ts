// Leads in and out: the CSV import with its row-by-row report (and nothing half-imported on a fault), the CSV export
// of the filtered list, and the conversion of a lead into a student account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './harness.ts';
import { call, contact, newLead, startKit, type Kit } from './leads-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);
const post = (as: string, url: string, payload: unknown) => call(kit, 'POST', as, url, payload);

async function importCsv(as: string, csv: string | Buffer) {
  const boundary = '----unipath-leads-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await kit.server.app.inject({
    method: 'POST', url: `${kit.server.leads}/my-lead/import`, payload,
    headers: { ...bearer(kit.tokens[as]), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: response.statusCode, body: response.json() };
}

const leadsWithEmails = async (emails: string[]) =>
  (await kit.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE email = ANY($1)', [emails])).rows[0].n;

describe('import', () => {
  it('reports every row: created, re-enquiry (an existing lead or an earlier row), invalid with the reason', async () => {
    const [a, b, own, foreign] = [contact('imp'), contact('imp'), contact('imp'), contact('imp')];
    await newLead(kit, 'agent', own);
    await newLead(kit, 'area', foreign);
    const csv = [
      'First_Name,last_name,email,mobile,source,state,city,intake',
      `Riya,Shah,${a.email},${a.mobile},Website,Maharashtra,Pune,sept/jan`,
      `Dev,,${b.email},,Walk-in,,,`,
      `Again,,,${own.mobile},,,,`,
      `Twice,,,${a.mobile},,,,`,
      `Bad,,not-an-email,,,,,`,
      `Theirs,,,${foreign.mobile},,,,`,
      `Unknown,,${contact('imp').email},,Carrier pigeon,Karnataka,Pune,`,
    ].join('\r\n');
    const r = await importCsv('agent', csv);
    expect(r.status).toBe(200);
    const report = r.body.data;
    expect(report).toMatchObject({ total: 7, created: 2, re_enquiries: 2, invalid: 3 });
    expect(report.rows.map((x: { row: number; outcome: string }) => [x.row, x.outcome])).toEqual([
      [2, 'created'], [3, 'created'], [4, 're_enquiry'], [5, 're_enquiry'], [6, 'invalid'], [7, 'invalid'], [8, 'invalid'],
    ]);
    expect(report.rows[3].lead_id).toBe(report.rows[0].lead_id);
    expect(report.rows[4].errors).toEqual([{ field: 'email', message: 'is not an email address' }]);
    expect(report.rows[5].errors).toEqual([{ field: 'mobile', message: 'is already registered with another partner' }]);
    expect(report.rows[6].errors.map((e: { field: string }) => e.field)).toEqual(['source', 'city']);
    expect(report.rows[6].errors[1].message).toBe('is not a city of the state: Pune');
    const riya = await get('agent', `/my-lead/single/${report.rows[0].lead_id}`);
    expect(riya.body.data).toMatchObject({ source_name: 'Website', state_name: 'Maharashtra', city_name: 'Pune', intake: 'sep,jan', re_enquiry_count: 1 });
    const history = await get('agent', `/my-lead/history/${report.rows[0].lead_id}`);
    expect(history.body.data.items.map((h: { action: string }) => h.action)).toEqual(['re_enquiry', 'imported']);
  });

  it('a fault part-way rolls the whole import back: nothing half-imported', async () => {
    const [a, b] = [contact('fault'), contact('fault')];
    await kit.server.db.exec(`
      CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.first_name = 'Fault' THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER test_fault BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION test_fault();`);
    try {
      const r = await importCsv('agent', `first_name,email\nFine,${a.email}\nFault,${b.email}\n`);
      expect(r.status).toBe(500);
    } finally {
      await kit.server.db.exec('DROP TRIGGER test_fault ON leads; DROP FUNCTION test_fault();');
    }
    expect(await leadsWithEmails([a.email, b.email])).toBe(0);
    const retry = await importCsv('agent', `first_name,email\nFine,${a.email}\nFault,${b.email}\n`);
    expect(retry.body.data.created).toBe(2);
  });

  it('400 on body/file for an unreadable header; 413 past 5,000 rows; a student may not import (403)', async () => {
    const unknown = await importCsv('agent', 'first_name,shoe_size\nA,9\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'body/file' });
    expect(unknown.body.errors[0].message).toContain('shoe_size');
    const noName = await importCsv('agent', 'email\na@b.test\n');
    expect(noName.status).toBe(400);
    const rows = Array.from({ length: 5001 }, (_, i) => `N${i},n${i}.bulk@example.test`).join('\n');
    const big = await importCsv('agent', `first_name,email\n${rows}\n`);
    expect(big.status).toBe(413);
    expect((await importCsv('student', 'first_name,email\nA,a@b.test\n')).status).toBe(403);
  });

  it('400 for a body that is not the multipart it claims (its parts use another boundary)', async () => {
    const payload = '--other\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1\r\n--other--\r\n';
    const response = await kit.server.app.inject({
      method: 'POST', url: `${kit.server.leads}/my-lead/import`, payload,
      headers: { ...bearer(kit.tokens.agent), 'content-type': 'multipart/form-data; boundary=----unipath-fuzz-boundary' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'body/file' });
  });
});

describe('export', () => {
  it('answers the filtered list as a CSV attachment, formulas defused', async () => {
    const tag = `export${Date.now()}`;
    await newLead(kit, 'agent', { first_name: '=HYPERLINK("x")', last_name: tag });
    await newLead(kit, 'agent', { first_name: 'Plain', last_name: tag });
    await newLead(kit, 'area', { first_name: 'Hidden', last_name: tag });
    const r = await get('agent', `/my-lead/export?q=${tag}&sort=first_name&order=asc`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(r.headers['content-disposition'])).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = r.text.trim().split('\n');
    expect(lines[0]).toMatch(/^lead_id,first_name,last_name,email,mobile,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",${tag}`);
    expect(lines[2]).toContain(`,Plain,${tag},`);
    expect(r.text).not.toContain('Hidden');
    const backwards = await get('agent', '/my-lead/export?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(422);
  });
});

describe('convert to a student', () => {
  it('creates the student through the create-student rules, links both ways, moves the lead to Converted; twice is 409', async () => {
    const c = contact('convert');
    const lead = (await newLead(kit, 'agent', { first_name: 'Tara', last_name: 'Menon', ...c })).body.data;
    const r = await post('agent', '/my-lead/convert-to-student', { lead_id: lead.lead_id, send_welcome_email: false });
    expect(r.status).toBe(201);
    const studentId = r.body.data.student_user_id;
    expect(r.body.data.lead).toMatchObject({ student_user_id: studentId, stage_name: 'Converted', score: 10 });
    const { rows } = await kit.server.db.query<{ user_type: string; email: string; agent_user_id: number }>('SELECT user_type, email, agent_user_id FROM users WHERE user_id = $1', [studentId]);
    expect(rows[0]).toEqual({ user_type: 'student', email: c.email, agent_user_id: kit.ids.agent });
    const found = await call(kit, 'GET', 'agent', `/common/check-lead-exists?email=${encodeURIComponent(c.email)}`, undefined, 'portal');
    expect(found.body.data).toMatchObject({ lead_id: lead.lead_id, is_student: true });
    const history = await get('agent', `/my-lead/history/${lead.lead_id}`);
    expect(history.body.data.items[0]).toMatchObject({ action: 'converted', changes: [{ field: 'student_user_id', new_value: String(studentId) }, { field: 'stage', old_value: 'New', new_value: 'Converted' }] });
    const twice = await post('agent', '/my-lead/convert-to-student', { lead_id: lead.lead_id });
    expect(twice.status).toBe(409);
  });

  it('422 naming what the student needs; 409 on body/email for an email already an account, and the lead stays convertible', async () => {
    const noLast = (await newLead(kit, 'agent', { last_name: null })).body.data;
    const r = await post('agent', '/my-lead/convert-to-student', { lead_id: noLast.lead_id });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ field: 'body/last_name', message: 'is required: the lead has none' }]);
    const taken = await post('agent', '/my-lead/convert-to-student', { lead_id: noLast.lead_id, last_name: 'Rao', email: 'student@demo.unipath.test', send_welcome_email: false });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].field).toBe('body/email');
    const ok = await post('agent', '/my-lead/convert-to-student', { lead_id: noLast.lead_id, last_name: 'Rao', send_welcome_email: false });
    expect(ok.status).toBe(201);
    expect((await post('area', '/my-lead/convert-to-student', { lead_id: noLast.lead_id })).status).toBe(403);
  });
});
