import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, demoEmail, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `${server.portal}${url}`, payload: payload as object, headers });

const newStudent = (email: string) => ({
  first_name: 'Nisha',
  last_name: 'Kumar',
  email,
  mobile: '+919876543210',
  password: 'a-long-password',
});

describe('login', () => {
  it('signs every demo account in with its role', async () => {
    for (const user of DEMO_USERS.filter((u) => !u.key.startsWith('s-'))) {
      const response = await post('/login', { email: user.email, password: DEMO_PASSWORD });
      expect(response.statusCode, user.email).toBe(200);
      const body = response.json();
      expect(body.status).toBe(true);
      expect(body.data.user.user_type).toBe(user.role);
      expect(body.data.token.split('.')).toHaveLength(3);
      expect(response.headers['set-cookie']).toMatch(/^unipath_refresh=.+; Path=\/api\/refresh-token; .*HttpOnly; SameSite=Strict/);
    }
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await post('/login', { email: demoEmail('student'), password: 'not-it' });
    const unknown = await post('/login', { email: 'nobody@demo.unipath.test', password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: false, message: 'wrong email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names each bad field with 400 and does not coerce body types', async () => {
    const missing = await post('/login', { password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'body/email', message: 'is required' });
    const typed = await post('/login', { email: 5, password: 'x' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors[0].field).toBe('body/email');
    const extra = await post('/login', { email: 'a@b.co', password: 'x', admin: true });
    expect(extra.json().errors).toContainEqual({ field: 'body/admin', message: 'is not allowed' });
  });
});

describe('registration', () => {
  it('registers a student, signs them in, and refuses the same email twice', async () => {
    const created = await post('/student-register', newStudent('nisha.kumar@example.com'));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.user).toMatchObject({ user_type: 'student', email: 'nisha.kumar@example.com' });
    const again = await post('/student-register', newStudent('NISHA.KUMAR@example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'body/email', message: 'is already registered' }]);
  });

  it('links a student registered through an agent link to that agent', async () => {
    const agent = await signIn(server, 'agent');
    const created = await post(`/agent-student-register/${agent.userId}`, newStudent('via.agent@example.com'));
    expect(created.statusCode).toBe(201);
    const { rows } = await server.db.query<{ agent_user_id: number }>('SELECT agent_user_id FROM users WHERE user_id = $1', [
      created.json().data.user.user_id,
    ]);
    expect(rows[0].agent_user_id).toBe(agent.userId);
  });

  it('links a student registered through a school counselor link to that counselor', async () => {
    const sc = await signIn(server, 'sc');
    const created = await post(`/sc-student-register/${sc.userId}`, newStudent('via.school@example.com'));
    expect(created.statusCode).toBe(201);
    const { rows } = await server.db.query<{ sc_user_id: number }>('SELECT sc_user_id FROM users WHERE user_id = $1', [
      created.json().data.user.user_id,
    ]);
    expect(rows[0].sc_user_id).toBe(sc.userId);
  });

  it('answers 404 for a link that names no agent or school counselor', async () => {
    const student = await signIn(server, 'student');
    expect((await post(`/agent-student-register/${student.userId}`, newStudent('x1@example.com'))).statusCode).toBe(404);
    expect((await post(`/sc-student-register/${student.userId}`, newStudent('x2@example.com'))).statusCode).toBe(404);
    expect((await post('/sc-student-register/0', newStudent('x3@example.com'))).statusCode).toBe(400);
  });
});

describe('refresh token', () => {
  it('rotates the refresh cookie and answers a new token and the user, storing the location', async () => {
    const session = await signIn(server, 'counselor');
    const response = await post('/refresh-token', { latitude: 28.61, longitude: 77.2, accuracy: 35 }, { cookie: session.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.data.user.user_type).toBe('counselor');
    expect(body.data.token).not.toBe(session.token);
    const { rows } = await server.db.query<{ latitude: number; accuracy: number }>(
      'SELECT latitude, accuracy FROM session_locations WHERE user_id = $1',
      [session.userId],
    );
    expect(rows).toEqual([{ latitude: 28.61, accuracy: 35 }]);
    const me = await server.app.inject({ method: 'POST', url: `${server.portal}/logout`, headers: bearer(body.data.token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a refresh without the cookie, and half a location', async () => {
    expect((await post('/refresh-token', {})).statusCode).toBe(401);
    const session = await signIn(server, 'visa');
    const half = await post('/refresh-token', { latitude: 10 }, { cookie: session.cookie });
    expect(half.statusCode).toBe(400);
  });

  it('ends the session when an old refresh token comes back after two rotations', async () => {
    const session = await signIn(server, 'operations');
    const first = await post('/refresh-token', undefined, { cookie: session.cookie });
    const secondCookie = String(first.headers['set-cookie']).split(';')[0];
    const second = await post('/refresh-token', undefined, { cookie: secondCookie });
    expect(second.statusCode).toBe(200);
    const thirdCookie = String(second.headers['set-cookie']).split(';')[0];
    const replay = await post('/refresh-token', undefined, { cookie: session.cookie });
    expect(replay.statusCode).toBe(401);
    expect((await post('/refresh-token', undefined, { cookie: thirdCookie })).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  const callLogout = (token: string) =>
    server.app.inject({ method: 'POST', url: `${server.portal}/logout`, headers: bearer(token) });

  it('refuses no token, alg none, a tampered, an expired, a foreign-audience token and the refresh cookie as a token', async () => {
    const session = await signIn(server, 'accounts');
    expect((await server.app.inject({ method: 'POST', url: `${server.portal}/logout` })).statusCode).toBe(401);
    const none = new UnsecuredJWT({ typ: 'access', role: 'accounts', sid: 'x' })
      .setSubject(String(session.userId)).setIssuer('unipath').setAudience('unipath-portal').setExpirationTime('5m').encode();
    expect((await callLogout(none)).statusCode).toBe(401);
    const [head, payload, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'operations_manager' })).toString('base64url');
    expect((await callLogout(`${head}.${forged}.${signature}`)).statusCode).toBe(401);
    // Signed with the server's own current key (its kid and secret), so each is refused for what it claims, not its key.
    const key = await server.app.ctx.config.signingKeys.current();
    const sign = (builder: SignJWT) => builder.setProtectedHeader({ alg: 'HS256', kid: key.kid }).sign(key.secret);
    const base = () => new SignJWT({ typ: 'access', role: 'accounts', sid: claims.sid }).setSubject(String(session.userId)).setIssuer('unipath');
    const expired = await sign(base().setAudience('unipath-portal').setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_060));
    expect((await callLogout(expired)).statusCode).toBe(401);
    const foreign = await sign(base().setAudience('someone-else').setIssuedAt().setExpirationTime('5m'));
    expect((await callLogout(foreign)).statusCode).toBe(401);
    expect((await callLogout(session.cookie.split('=')[1])).statusCode).toBe(401);
    const refreshTyped = await sign(
      new SignJWT({ typ: 'refresh', role: 'accounts', sid: claims.sid }).setSubject(String(session.userId)).setIssuer('unipath')
        .setAudience('unipath-portal').setIssuedAt().setExpirationTime('5m'),
    );
    expect((await callLogout(refreshTyped)).statusCode).toBe(401);
    expect((await callLogout(session.token)).statusCode).toBe(200);
  });

  it('ends the access token with the session at logout', async () => {
    const session = await signIn(server, 'support');
    expect((await callLogout(session.token)).statusCode).toBe(200);
    const again = await callLogout(session.token);
    expect(again.statusCode).toBe(401);
    expect(again.json().status).toBe(false);
    expect((await post('/refresh-token', undefined, { cookie: session.cookie })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const outbox = async (email: string) =>
    (await server.db.query<{ body_text: string }>('SELECT body_text FROM mail_outbox WHERE to_email = $1 ORDER BY mail_id', [email])).rows;

  it('answers the same for unknown and known emails, and mails only the known one', async () => {
    const unknown = await post('/send-password-reset-link', { email: 'ghost@example.com' });
    const known = await post('/send-password-reset-link', { email: demoEmail('s-myra') });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await outbox('ghost@example.com')).toEqual([]);
    const mails = await outbox(demoEmail('s-myra'));
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toMatch(/\/resetpassword\?token=[A-Za-z0-9_-]{43}/);
  });

  it('resets once with the mailed token, ends old sessions, and refuses the token again', async () => {
    const email = demoEmail('s-vihaan');
    const old = await signIn(server, 's-vihaan');
    await post('/send-password-reset-link', { email });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await outbox(email))[0].body_text)![1];
    const reset = await post('/reset-password', { token, password: 'brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/reset-password', { token, password: 'another-password' })).statusCode).toBe(422);
    expect((await post('/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post('/login', { email, password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: `${server.portal}/logout`, headers: bearer(old.token) })).statusCode).toBe(401);
  });

  it('refuses an expired token, naming the field', async () => {
    const email = demoEmail('s-saanvi');
    await post('/send-password-reset-link', { email });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await outbox(email))[0].body_text)![1];
    await server.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    const response = await post('/reset-password', { token, password: 'brand-new-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'body/token', message: 'is invalid, used or expired' }]);
  });
});

describe('http', () => {
  it('sends the security headers and a JSON 404 for an unknown API path', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${server.portal}/no/such/thing` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: `no such path: GET ${server.portal}/no/such/thing` });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await post('/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe(false);
  });
});

describe('rate limits', () => {
  it('answers 429 once a client has tried to sign in too often', async () => {
    const limited = await startTestServer({ authRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `${limited.portal}/login`,
          payload: { email: 'nobody@example.com', password: 'wrong' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('public rate limits', () => {
  it('answers 429 once a client has searched too often', async () => {
    const limited = await startTestServer({ publicRateLimit: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.app.inject({ method: 'GET', url: `${limited.portal}/home/search/list?q=data` })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect((await limited.app.inject({ method: 'GET', url: `${limited.portal}/home/countries` })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
