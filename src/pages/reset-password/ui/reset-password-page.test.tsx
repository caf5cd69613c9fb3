import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';

describe('reset password: a 429', () => {
  it('says how long to wait instead of a generic failure, and holds the form meanwhile', async () => {
    const app = await renderApp('app', {
      url: '/resetpassword?token=abc123',
      api: (api) => api.portal('post', '/reset-password', () => ({ status: 429, message: 'Too many requests', headers: { 'Retry-After': '45' } })),
    });
    await app.user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await app.user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts — wait 45 seconds, then try again.');
    expect((screen.getByRole('button', { name: 'Save the new password' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('The password could not be changed just now. Try again in a moment.')).toBeNull();
  });
});
