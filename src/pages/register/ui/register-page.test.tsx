import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tooManyOnce } from '@/app/test/mock-api';
import { demoUser, renderApp } from '@/app/test/render-app';

async function fillForm(app: Awaited<ReturnType<typeof renderApp>>, overrides: { email?: string } = {}) {
  await app.user.type(await screen.findByLabelText('First name'), 'Meera');
  await app.user.type(screen.getByLabelText('Last name'), 'Iyer');
  await app.user.type(screen.getByLabelText('Email'), overrides.email ?? 'meera@example.com');
  await app.user.type(screen.getByLabelText('Mobile number'), '+91 98765-43210');
  await app.user.type(screen.getByLabelText('Password'), 'long-enough-1');
  await app.user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
  await app.user.click(screen.getByRole('checkbox'));
}

describe('registration', () => {
  it('registers a student with the sanitised mobile and lands on their home', async () => {
    let sent: unknown;
    const app = await renderApp('app', {
      url: '/register',
      api: (api) =>
        api.portal('post', '/student-register', async (request) => {
          sent = await request.json();
          return { status: true as const, data: { token: 'token-new', user: demoUser('student', { first_name: 'Meera' }) } };
        }),
    });
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(app.location()).toBe('/home');
    expect(sent).toEqual({
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@example.com',
      mobile: '9876543210',
      password: 'long-enough-1',
      accept_terms: true,
    });
  });

  it('checks the form before sending it', async () => {
    const app = await renderApp('app', { url: '/register' });
    await app.user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Accept the terms and the privacy policy to create an account.')).toBeTruthy();
    expect(app.api.calls().some((call) => call.includes('register'))).toBe(false);
  });

  it('says when the email is already registered', async () => {
    const app = await renderApp('app', {
      url: '/register',
      api: (api) => api.portal('post', '/student-register', () => ({ status: 409, message: 'Email already registered' })),
    });
    await fillForm(app, { email: 'taken@example.com' });
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists. Sign in, or reset your password.')).toBeTruthy();
    expect(app.location()).toBe('/register');
  });

  it('a 429 says how long to wait and keeps the form until the wait is over', async () => {
    const limited = tooManyOnce('1', { status: true as const, data: { token: 'token-new', user: demoUser('student', { first_name: 'Meera' }) } });
    const app = await renderApp('app', { url: '/register', api: (api) => api.portal('post', '/student-register', limited.reply) });
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts — wait 1 second, then try again.');
    const button = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('meera@example.com');
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 3_000 });
    await app.user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('through an agent’s link: shows the agent and registers under them', async () => {
    let path = '';
    const app = await renderApp('app', {
      url: '/register?agent_user_id=7',
      api: (api) =>
        api
          .portal('get', '/home/agent-info/{agent_user_id}', () => ({
            status: true as const,
            data: { user_id: 7, kind: 'agent' as const, first_name: 'Rohan', last_name: 'Mehta', organisation: 'Bright Futures Consultancy', city: 'Pune', country: 'India', logo_url: null },
          }))
          .portal('post', '/agent-student-register/{agent_user_id}', (request) => {
            path = new URL(request.url).pathname;
            return { status: true as const, data: { token: 'token-new', user: demoUser('student') } };
          }),
    });
    const notice = await screen.findByText(/You are registering with Rohan Mehta of Bright Futures Consultancy/);
    expect(within(notice.closest('[role="status"]')!).getByText(/Pune, India/)).toBeTruthy();
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(path).toBe('/api/agent-student-register/7');
  });

  it('through a school counselor’s link: shows the counselor', async () => {
    await renderApp('app', {
      url: '/register?sc_user_id=9',
      api: (api) =>
        api.portal('get', '/home/sc-info/{sc_user_id}', () => ({
          status: true as const,
          data: { user_id: 9, kind: 'school_counselor' as const, first_name: 'Kavya', last_name: 'Nair', organisation: 'Delhi Public School', city: null, country: null, logo_url: null },
        })),
    });
    expect(await screen.findByText(/You are registering with Kavya Nair of Delhi Public School/)).toBeTruthy();
  });

  it('an agent link to nobody is not valid', async () => {
    await renderApp('app', {
      url: '/register?agent_user_id=999',
      api: (api) => api.portal('get', '/home/agent-info/{agent_user_id}', () => ({ status: 404, message: 'Not found' })),
    });
    expect(await screen.findByRole('heading', { name: 'This registration link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
