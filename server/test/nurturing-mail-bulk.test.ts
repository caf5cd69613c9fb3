// One mail to several students (sendBulkMailToStudents, portal API): queued through the message table and the jobs,
// the email rate held per queued mail and spent on acceptance, 422 before anything is queued when credits fall short,
// suppressed students skipped and never charged, the HTML cleaned; who may call and whose students.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, countOf, drain, grant, ledgerOfMessage, startKit, type Kit } from './nurturing-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const bulk = (as: string, body: Record<string, unknown>) => call(kit, 'POST', as, '/common/send-bulk-mail', body, 'portal');
const emailOf = async (key: string) => (await kit.server.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [kit.ids[key]])).rows[0].email;

describe('sendBulkMailToStudents', () => {
  it('an agent mails their students: queued, sent by the job, one mail each, cleaned HTML, charged per accepted mail, in the email log', async () => {
    await grant(kit, 'agent', 20);
    const balance = await balanceOf(kit, 'agent');
    const students = [kit.ids.student, kit.ids['s-ananya'], kit.ids['s-ishaan']];
    const queued = await bulk('agent', {
      student_user_ids: students, subject: 'Intake news',
      body_html: '<p onclick="steal()">Hello {{first_name}}</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://example.test/ok">ok</a>',
    });
    expect(queued.status, queued.text).toBe(200);
    expect(queued.body.data).toMatchObject({ queued: 3, skipped: [] });
    expect(queued.body.data.batch_id).toMatch(/^mail-send-\d+$/);
    expect(await balanceOf(kit, 'agent')).toBe(balance - 3);
    await drain(kit);
    const { rows } = await kit.server.db.query<{ to_email: string; html: string; subject: string; headers: Record<string, string> }>(
      `SELECT b.to_email, b.html, b.subject, b.headers FROM nurturing_local_mailbox b JOIN nurturing_messages m ON m.message_id = b.message_id
        WHERE m.send_id = $1 ORDER BY b.to_email`, [Number(queued.body.data.batch_id.split('-')[2])],
    );
    expect(rows.map((r) => r.to_email).sort()).toEqual((await Promise.all(['student', 's-ananya', 's-ishaan'].map(emailOf))).map((e) => e.toLowerCase()).sort());
    for (const row of rows) {
      expect(row.subject).toBe('Intake news');
      expect(row.html).not.toMatch(/<script|onclick|javascript:/i);
      expect(row.html).toContain('href="https://example.test/ok"');
      expect(row.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(rows.find((r) => r.to_email === 'student@demo.unipath.test')!.html).toContain('Hello Aarav');
    const spends = await kit.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM credit_ledger l JOIN nurturing_messages m ON l.reference_type = 'message' AND l.reference_id = m.message_id WHERE m.send_id = $1 AND l.kind = 'spend'",
      [Number(queued.body.data.batch_id.split('-')[2])],
    );
    expect(spends.rows[0].n).toBe(3);
    expect(await balanceOf(kit, 'agent')).toBe(balance - 3);
    const log = await call(kit, 'GET', 'agent', '/my-lead/mail/email-logs?email=ananya.reddy@demo.unipath.test');
    expect(log.body.data.items[0]).toMatchObject({ subject: 'Intake news', event: 'delivered', campaign_id: null });
  });

  it('students whose address complained or unsubscribed are skipped and listed (bounced, unsubscribed), never charged', async () => {
    await grant(kit, 'counselor', 5);
    const balance = await balanceOf(kit, 'counselor');
    await kit.server.db.query("INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, 'email', $2, 'complaint')",
      [kit.ids.counselor, (await emailOf('s-ananya')).toLowerCase()]);
    await kit.server.db.query("INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, 'email', $2, 'unsubscribe')",
      [kit.ids.counselor, (await emailOf('s-kabir')).toLowerCase()]);
    const queued = await bulk('counselor', { student_user_ids: [kit.ids['s-ananya'], kit.ids['s-kabir'], kit.ids['s-ishaan']], subject: 'Hi', body_html: '<p>Hi</p>' });
    expect(queued.status, queued.text).toBe(200);
    expect(queued.body.data.queued).toBe(1);
    expect(queued.body.data.skipped).toEqual([
      { student_user_id: kit.ids['s-ananya'], reason: 'bounced' },
      { student_user_id: kit.ids['s-kabir'], reason: 'unsubscribed' },
    ]);
    await drain(kit);
    expect(await balanceOf(kit, 'counselor')).toBe(balance - 1);
  });

  it('a student who unsubscribes after the mail was queued is skipped by the job, and its hold comes back', async () => {
    await grant(kit, 'support', 3);
    const balance = await balanceOf(kit, 'support');
    const queued = await bulk('support', { student_user_ids: [kit.ids['s-saanvi']], subject: 'Hi', body_html: '<p>Hi</p>' });
    expect(queued.body.data.queued).toBe(1);
    expect(await balanceOf(kit, 'support')).toBe(balance - 1);
    await kit.server.db.query("INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, 'email', $2, 'unsubscribe')",
      [kit.ids.support, (await emailOf('s-saanvi')).toLowerCase()]);
    await drain(kit);
    const { rows } = await kit.server.db.query<{ message_id: number; status: string }>(
      'SELECT message_id::int AS message_id, status FROM nurturing_messages WHERE send_id = $1', [Number(queued.body.data.batch_id.split('-')[2])],
    );
    expect(rows[0].status).toBe('skipped');
    expect(await ledgerOfMessage(kit.server.db, rows[0].message_id)).toEqual({ hold: 1, release: 1 });
    expect(await balanceOf(kit, 'support')).toBe(balance);
    expect((await kit.server.db.query('SELECT 1 FROM nurturing_local_mailbox WHERE message_id = $1', [rows[0].message_id])).rows).toHaveLength(0);
  });

  it('insufficient credits: 422 before anything is queued or charged', async () => {
    const [messages, entries, balance] = [await countOf(kit.server.db, 'nurturing_messages'), await countOf(kit.server.db, 'credit_ledger'), await balanceOf(kit, 'area')];
    expect(balance).toBe(0);
    const refused = await bulk('area', { student_user_ids: [kit.ids['s-kabir']], subject: 'Hi', body_html: '<p>Hi</p>' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'body/student_user_ids' });
    expect(await countOf(kit.server.db, 'nurturing_messages')).toBe(messages);
    expect(await countOf(kit.server.db, 'credit_ledger')).toBe(entries);
  });

  it('refuses roles without it (403), someone else’s student (403) and bad input (400 naming the field)', async () => {
    const body = { student_user_ids: [kit.ids.student], subject: 'Hi', body_html: '<p>Hi</p>' };
    expect((await bulk('student', body)).status).toBe(403);
    expect((await bulk('accounts', body)).status).toBe(403);
    expect((await bulk('sc', body)).status).toBe(403);
    expect((await bulk('agent', { ...body, student_user_ids: [kit.ids['s-diya']] })).status).toBe(403);
    expect((await bulk('agent', { ...body, student_user_ids: [99_999_999] })).status).toBe(404);
    const noSubject = await bulk('agent', { student_user_ids: [kit.ids.student], body_html: '<p>Hi</p>' });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.message).toMatch(/subject/);
    const tooMany = await bulk('agent', { ...body, student_user_ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe('body/student_user_ids');
  });
});
