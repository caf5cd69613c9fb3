import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '@/app/test/money-kit';
import { renderApp } from '@/app/test/render-app';

const ok = <T,>(data: T) => ({ status: true as const, data });

describe('the settings page', () => {
  it('shows who is signed in and changes the password: its own checks first, then a wrong current password on its field', async () => {
    const sent: unknown[] = [];
    const app = await renderApp('app', {
      user: 'student',
      url: '/Settings',
      api: (api) =>
        api.portal('post', '/common/change-password', async (request) => {
          const body = (await request.json()) as { current_password: string; new_password: string };
          sent.push(body);
          if (body.current_password !== 'Old-password-1') return { status: 422, message: 'the current password is wrong', errors: [{ field: 'body/current_password', message: 'is wrong' }] };
          return ok({ message: 'Your password was changed. Other browsers signed in to your account were signed out.' });
        }),
    });

    const account = await screen.findByRole('region', { name: 'Your account' });
    expectTexts(account, ['Asha Rao', 'student@demo.unipath.test', 'Student']);

    const form = screen.getByRole('form', { name: 'Change password' });
    await app.user.type(within(form).getByLabelText('Current password'), 'Wrong-password');
    await app.user.type(within(form).getByLabelText('New password'), 'short');
    await app.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Use at least 8 characters.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await app.user.clear(within(form).getByLabelText('New password'));
    await app.user.type(within(form).getByLabelText('New password'), 'New-password-2');
    await app.user.type(within(form).getByLabelText('Confirm new password'), 'New-password-2');
    await app.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('This is not your current password.')).toBeTruthy();
    expect((within(form).getByLabelText('New password') as HTMLInputElement).value).toBe('New-password-2');

    await app.user.clear(within(form).getByLabelText('Current password'));
    await app.user.type(within(form).getByLabelText('Current password'), 'Old-password-1');
    await app.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password was changed. Other browsers signed in to your account were signed out.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ current_password: 'Old-password-1', new_password: 'New-password-2' });
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('closes a student’s account after the password and a confirmation, then signs out to the root', async () => {
    let body: unknown = null;
    const app = await renderApp('app', {
      user: 'student',
      url: '/Settings',
      api: (api) =>
        api.portal('post', '/common/delete-account', async (request) => {
          body = await request.json();
          return ok({ message: 'Your account is closed. Its personal data will be erased after 2027-02-22.', deactivated_at: '2026-11-24T10:00:00.000Z', erase_after: '2027-02-22' });
        }),
    });

    const form = await screen.findByRole('form', { name: 'Close my account' });
    await app.user.click(within(form).getByRole('button', { name: 'Close my account' }));
    expect(within(form).getByText('Enter your password to confirm it is you.')).toBeTruthy();
    expect(within(form).getByText('Tick the box to confirm.')).toBeTruthy();
    expect(body).toBeNull();

    await app.user.type(within(form).getByLabelText('Your password'), 'Unipath@2026');
    await app.user.type(within(form).getByLabelText('Why are you leaving? (optional)'), 'Studying at home after all');
    await app.user.click(within(form).getByRole('checkbox'));
    await app.user.click(within(form).getByRole('button', { name: 'Close my account' }));

    const done = await screen.findByRole('dialog', { name: 'Your account is closed' });
    expect(done.textContent).toContain('erased after 2027-02-22');
    expect(body).toEqual({ password: 'Unipath@2026', reason: 'Studying at home after all' });
    await app.user.click(within(done).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
  });

  it('tells staff that an operations manager closes their account', async () => {
    await renderApp('app', { user: 'counselor', url: '/Settings' });
    const close = await screen.findByRole('region', { name: 'Close your account' });
    expect(close.textContent).toContain('an operations manager closes them');
    expect(screen.queryByRole('form', { name: 'Close my account' })).toBeNull();
  });
});
