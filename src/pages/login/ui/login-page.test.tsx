import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tooManyOnce } from '@/app/test/mock-api';
import { renderApp, demoUser } from '@/app/test/render-app';

/** Types the email and the password and presses "Sign in". */
async function signIn(app: Awaited<ReturnType<typeof renderApp>>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('asks for a valid email and a password before calling the server', async () => {
    const app = await renderApp('app', { url: '/' });
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the email address of your account, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(app.api.calls()).not.toContain('POST /api/login');
  });

  it('explains a refused sign-in and stays on the login page', async () => {
    const app = await renderApp('app', {
      url: '/',
      api: (api) => api.portal('post', '/login', () => ({ status: 401, message: 'Invalid email or password' })),
    });
    await signIn(app, 'student@demo.unipath.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The email or the password is not right. Check both and try again.');
    expect(app.location()).toBe('/');
  });

  it.each([
    ['student', '/home', 'Home'],
    ['counselor', '/staff_home', 'Staff dashboard'],
    ['agent', '/agent_home', 'Partner dashboard'],
    ['accounts', '/student_list', 'Students'],
  ] as const)('a %s lands on %s', async (role, path, title) => {
    const app = await renderApp('app', {
      url: '/',
      api: (api) =>
        api.portal('post', '/login', async (request) => {
          const body = (await request.json()) as { email: string; password: string };
          return body.password === 'Unipath@2026'
            ? { status: true as const, data: { token: 'token-login', user: demoUser(role) } }
            : { status: 401, message: 'Invalid email or password' };
        }),
    });
    await signIn(app, `${role}@demo.unipath.test`, 'Unipath@2026');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(app.location()).toBe(path);
    expect(localStorage.getItem('access_token')).toBe('token-login');
  });

  it('a 429 says how long to wait (Retry-After), counts it down, and lets the user sign in when it is over', async () => {
    const limited = tooManyOnce('2', { status: true as const, data: { token: 'token-login', expires_in: 900, user: demoUser('student') } });
    const app = await renderApp('app', { url: '/', api: (api) => api.portal('post', '/login', limited.reply) });
    await signIn(app, 'student@demo.unipath.test', 'Unipath@2026');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts — wait 2 seconds, then try again.');
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You can try again now.'), { timeout: 4_000 });
    expect(button.disabled).toBe(false);
    await app.user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5_000 })).toBeTruthy();
    expect(limited.attempts()).toBe(2);
  });

  it('a 429 without Retry-After asks for a minute', async () => {
    const app = await renderApp('app', {
      url: '/',
      api: (api) => api.portal('post', '/login', () => ({ status: 429, message: 'Too many requests' })),
    });
    await signIn(app, 'student@demo.unipath.test', 'Unipath@2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts — wait 60 seconds, then try again.');
  });

  it('show password reveals what was typed', async () => {
    const app = await renderApp('app', { url: '/' });
    const password = await screen.findByLabelText('Password');
    await app.user.type(password, 'secret-123');
    expect(password.getAttribute('type')).toBe('password');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text'));
  });
});
