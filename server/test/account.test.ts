import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { bearer, demoEmail, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url: `${server.portal}${url}`, headers: bearer(token), payload });

describe('the signed-in user', () => {
  it('reads their own profile and nobody else’s', async () => {
    const agent = await signIn(server, 'agent');
    const response = await call('GET', '/common/user-profile', agent.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      user_id: agent.userId,
      user_type: 'agent',
      email: demoEmail('agent'),
      first_name: 'Rahul',
      franchise_type: null,
    });
    const area = await signIn(server, 'area');
    const franchise = (await call('GET', '/common/user-profile', area.token)).json().data;
    expect(franchise.franchise_type).toBe('area');
    expect(franchise.master_franchise_id).toBe((await signIn(server, 'franchise')).userId);
  });

  it('changes the password only with the current one, and signs other browsers out', async () => {
    const here = await signIn(server, 's-ishaan');
    const elsewhere = await signIn(server, 's-ishaan');
    const wrong = await call('POST', '/common/change-password', here.token, { current_password: 'nope', new_password: 'another-secret' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ field: 'body/current_password', message: 'is wrong' }]);
    const same = await call('POST', '/common/change-password', here.token, { current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD });
    expect(same.statusCode).toBe(422);
    const short = await call('POST', '/common/change-password', here.token, { current_password: DEMO_PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe('body/new_password');
    const ok = await call('POST', '/common/change-password', here.token, { current_password: DEMO_PASSWORD, new_password: 'another-secret' });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/common/user-profile', here.token)).statusCode).toBe(200);
    expect((await call('GET', '/common/user-profile', elsewhere.token)).statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/login`,
      payload: { email: demoEmail('s-ishaan'), password: 'another-secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('closes a student account: signed out everywhere, sign-in refused, data erased after the grace period', async () => {
    const student = await signIn(server, 's-kabir');
    const wrong = await call('POST', '/common/delete-account', student.token, { password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    const closed = await call('POST', '/common/delete-account', student.token, { password: DEMO_PASSWORD, reason: 'Chose another consultancy' });
    expect(closed.statusCode).toBe(200);
    const { erase_after: eraseAfter } = closed.json().data;
    expect(eraseAfter).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('GET', '/common/user-profile', student.token)).statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/login`,
      payload: { email: demoEmail('s-kabir'), password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(await server.app.services.users.eraseClosedAccounts()).toBe(0);
    await server.db.query(`UPDATE users SET erase_after = current_date WHERE user_id = $1`, [student.userId]);
    expect(await server.app.services.users.eraseClosedAccounts()).toBe(1);
    const { rows } = await server.db.query<{ email: string; mobile: string | null }>('SELECT email, mobile FROM users WHERE user_id = $1', [student.userId]);
    expect(rows[0]).toEqual({ email: `erased-${student.userId}@erased.invalid`, mobile: null });
  });

  it('does not let staff close their own business account', async () => {
    const counselor = await signIn(server, 'counselor');
    const response = await call('POST', '/common/delete-account', counselor.token, { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
  });
});
