import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tooManyOnce } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';

describe('forgot password: a 429', () => {
  it('says how long to wait, counts down, and sends the link when the wait is over', async () => {
    const limited = tooManyOnce('2', { status: true as const, data: { message: 'If an account has this email, a reset link is on its way.' } });
    const app = await renderApp('app', { url: '/forgotpassword', api: (api) => api.portal('post', '/send-password-reset-link', limited.reply) });
    await app.user.type(await screen.findByLabelText('Email'), 'student@demo.unipath.test');
    await app.user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts — wait 2 seconds, then try again.');
    const button = screen.getByRole('button', { name: 'Send the link' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts — wait 1 second, then try again.'), { timeout: 2_000 });
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2_500 });
    expect(screen.getByRole('status').textContent).toBe('You can try again now.');
    await app.user.click(button);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(limited.attempts()).toBe(2);
  });

  it('other failures keep their own message', async () => {
    const app = await renderApp('app', {
      url: '/forgotpassword',
      api: (api) => api.portal('post', '/send-password-reset-link', () => ({ status: 500, message: 'boom' })),
    });
    await app.user.type(await screen.findByLabelText('Email'), 'student@demo.unipath.test');
    await app.user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The link could not be sent just now. Try again in a moment.');
  });
});
