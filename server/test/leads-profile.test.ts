// The lead-tool profile (/home/user-profile): defaults from the account before a save, a save that replaces the
// profile (optional fields left out are cleared), the signature sanitised, the working hours checked, and whose
// profile a caller may read (their own; a manager's team member's; never someone else's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const ACTORS = ['agent', 'franchise', 'area', 'counselor', 'support', 'manager', 'sc', 'student', 'accounts'];

beforeAll(async () => {
  server = await startTestServer();
  for (const key of ACTORS) tokens[key] = (await signIn(server, key)).token;
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
}, 120_000);
afterAll(async () => server?.close());

const call = async (method: 'GET' | 'POST', as: string, url: string, payload?: object) => {
  const response = await server.app.inject({ method, url: `${server.leads}${url}`, payload, headers: bearer(tokens[as]) });
  return { status: response.statusCode, body: response.json() };
};
const get = (as: string, url = '/home/user-profile') => call('GET', as, url);
const save = (as: string, payload: object) => call('POST', as, '/home/user-profile', payload);

const FULL = {
  sender_name: 'Rahul from Bright Future',
  reply_to_email: 'leads@brightfuture.example.in',
  signature_html: '<p>Rahul Mehta<br><b>Bright Future Overseas</b></p>',
  whatsapp_number: '+919810000006',
  designation: 'Director',
  company_name: 'Bright Future Overseas',
  website: 'https://brightfuture.example.in',
  working_hours: { timezone: 'Asia/Kolkata', days: [{ day: 'mon', start: '09:30', end: '18:00' }, { day: 'sat', start: '10:00', end: '14:00' }] },
};

describe('reading and saving one’s own profile', () => {
  it('before any save: the account stands in, updated_at null, for every lead-tool role', async () => {
    for (const key of ['agent', 'franchise', 'area', 'counselor', 'support', 'manager', 'sc']) {
      const { status, body } = await get(key);
      expect(status, key).toBe(200);
      const user = DEMO_USERS.find((u) => u.key === key)!;
      expect(body.data).toMatchObject({
        user_id: ids[key], email: user.email, sender_name: `${user.first} ${user.last}`, reply_to_email: user.email,
        signature_html: null, working_hours: null, updated_at: null,
      });
    }
    expect((await get('agent')).body.data.company_name).toBe('Bright Future Overseas');
  });

  it('a save answers and keeps the whole profile; a second save replaces it, clearing what it leaves out', async () => {
    const first = await save('agent', FULL);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ...FULL, user_id: ids.agent, user_type: 'agent' });
    expect(Date.parse(first.body.data.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await get('agent')).body.data).toEqual(first.body.data);
    const second = await save('agent', { sender_name: 'Rahul Mehta', reply_to_email: 'rahul@brightfuture.example.in' });
    expect(second.body.data).toMatchObject({
      sender_name: 'Rahul Mehta', reply_to_email: 'rahul@brightfuture.example.in', signature_html: null, whatsapp_number: null,
      designation: null, company_name: null, website: null, working_hours: null,
    });
    // Nobody else's profile changed.
    expect((await get('franchise')).body.data.updated_at).toBeNull();
  });

  it('the signature is sanitised: scripts, handlers and unsafe links removed, formatting kept', async () => {
    const dirty = '<p onclick="steal()">Priya <b>Nair</b><script>alert(1)</script></p>'
      + '<a href="javascript:alert(1)">x</a> <a href="https://unipath.example" onmouseover="x()">site</a>'
      + '<img src=x onerror="alert(2)"><style>p{}</style><!-- note -->&copy; 2026 & co < 3';
    const { status, body } = await save('counselor', { sender_name: 'Priya', reply_to_email: 'priya@unipath.example', signature_html: dirty });
    expect(status).toBe(200);
    const html = body.data.signature_html as string;
    expect(html).toBe(
      '<p>Priya <b>Nair</b></p><a>x</a> <a href="https://unipath.example" rel="noopener noreferrer">site</a>&copy; 2026 &amp; co &lt; 3',
    );
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'style', '<img', '<!--']) expect(html).not.toContain(bad);
    const empty = await save('counselor', { sender_name: 'Priya', reply_to_email: 'priya@unipath.example', signature_html: '<script>x</script>' });
    expect(empty.body.data.signature_html).toBeNull();
  });
});

describe('whose profile a caller may read', () => {
  it('an operations manager reads a staff user’s; a master franchise its area franchise’s', async () => {
    await save('support', { sender_name: 'Deepa at Unipath', reply_to_email: 'deepa@unipath.example' });
    const read = await get('manager', `/home/user-profile?user_id=${ids.support}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ user_id: ids.support, sender_name: 'Deepa at Unipath' });
    const area = await get('franchise', `/home/user-profile?user_id=${ids.area}`);
    expect(area.status).toBe(200);
    expect(area.body.data.user_id).toBe(ids.area);
    expect((await get('agent', `/home/user-profile?user_id=${ids.agent}`)).status).toBe(200);
  });

  it('someone else’s profile is 403; a user that does not exist 404; roles outside the lead tool 403', async () => {
    expect((await get('agent', `/home/user-profile?user_id=${ids.counselor}`)).status).toBe(403);
    expect((await get('area', `/home/user-profile?user_id=${ids.franchise}`)).status).toBe(403);
    expect((await get('counselor', `/home/user-profile?user_id=${ids.support}`)).status).toBe(403);
    expect((await get('manager', '/home/user-profile?user_id=999999')).status).toBe(404);
    for (const key of ['student', 'accounts']) {
      expect((await get(key)).status).toBe(403);
      expect((await save(key, { sender_name: 'x', reply_to_email: 'x@example.com' })).status).toBe(403);
    }
    const anonymous = await server.app.inject({ method: 'GET', url: `${server.leads}/home/user-profile` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('400 names the field: missing, too long, malformed, unknown', async () => {
    const cases: [object, string][] = [
      [{ reply_to_email: 'a@example.com' }, 'sender_name'],
      [{ sender_name: '', reply_to_email: 'a@example.com' }, 'body/sender_name'],
      [{ sender_name: 'x'.repeat(101), reply_to_email: 'a@example.com' }, 'body/sender_name'],
      [{ sender_name: 'A', reply_to_email: 'not-an-email' }, 'body/reply_to_email'],
      [{ sender_name: 'A', reply_to_email: 'a@example.com', whatsapp_number: '98-100' }, 'body/whatsapp_number'],
      [{ sender_name: 'A', reply_to_email: 'a@example.com', website: 'not a url' }, 'body/website'],
      [{ sender_name: 'A', reply_to_email: 'a@example.com', colour: 'red' }, 'body/colour'],
      [{ sender_name: 'A', reply_to_email: 'a@example.com', working_hours: { timezone: 'Asia/Kolkata', days: [{ day: 'mon', start: '25:00', end: '18:00' }] } }, 'body/working_hours'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await save('franchise', payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toContain(field);
    }
    expect((await get('manager', '/home/user-profile?user_id=abc')).body.message).toContain('querystring/user_id');
  });

  it('422 when a working day ends before it starts or a day is listed twice; nothing is saved', async () => {
    const base = { sender_name: 'Sunita', reply_to_email: 'sunita@unipath.example' };
    const backwards = await save('franchise', { ...base, working_hours: { timezone: 'Asia/Kolkata', days: [{ day: 'tue', start: '18:00', end: '09:00' }] } });
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toContain('body/working_hours/days/0/end');
    const twice = await save('franchise', {
      ...base,
      working_hours: { timezone: 'Asia/Kolkata', days: [{ day: 'wed', start: '09:00', end: '12:00' }, { day: 'wed', start: '13:00', end: '17:00' }] },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toContain('body/working_hours/days/1/day');
    expect((await get('franchise')).body.data.updated_at).toBeNull();
  });
});
