import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { QueryProvider } from '@/shared/api/query';
import { ProfilePage } from './profile-page';

const ui = <QueryProvider><ProfilePage title="My profile" /></QueryProvider>;
const ok = <T,>(data: T) => ({ status: true as const, data });
const profile = {
  user_id: 41, user_type: 'student' as const, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', mobile: '9876543210', photo_url: null,
  date_of_birth: null, country_id: null, franchise_type: null, master_franchise_id: null, created_at: '2026-01-01T00:00:00.000Z',
};

describe('my profile', () => {
  it('shows the strength meter and saves a checked address', async () => {
    let saved: unknown;
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/home/countries', () => ok([{ country_id: 2, name: 'India' }] as never));
        api.portal('get', '/common/user-profile', () => ok(profile));
        api.portal('get', '/common/user-address', () => ok(null));
        api.portal('get', '/common/user-psm/{id}', () => ok({ student_user_id: 41, percent: 40, sections: [{ key: 'address' as const, label: 'Address', percent: 0, missing: ['postal code'] }] }));
        api.portal('post', '/common/save-user-address', async (request) => {
          saved = await request.json();
          return ok({}) as never;
        });
      },
    });
    expect(await screen.findByText(/40% complete/)).toBeTruthy();
    expect(screen.getByText(/Address: 0% — missing postal code/)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Enter the first line of your address.')).toBeTruthy();
    expect(screen.getByText('Enter a postal code of 3 to 10 letters or digits.')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Address line 1'), '12 MG Road');
    await app.user.selectOptions(screen.getByLabelText('Country'), '2');
    await app.user.type(screen.getByLabelText('City'), 'Pune');
    await app.user.type(screen.getByLabelText('Postal code'), '411001');
    await app.user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(saved).toEqual({ address_line1: '12 MG Road', country_id: 2, city_name: 'Pune', postal_code: '411001' }));
    expect(await screen.findByText('Address saved.')).toBeTruthy();
  });

  it('offers a retry when the profile fails', async () => {
    await renderApp(ui, { user: 'student', api: (api) => api.portal('get', '/common/user-profile', () => ({ status: 403, message: 'no' })) });
    expect(await screen.findByRole('heading', { name: 'Your profile could not be loaded' })).toBeTruthy();
  });
});
