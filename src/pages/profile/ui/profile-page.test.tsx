import { screen, waitFor, within } from '@testing-library/react';
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
    const address = screen.getByRole('listitem', { name: 'Address' });
    expect(within(address).getByText('0%')).toBeTruthy();
    expect(within(within(address).getByRole('list', { name: 'Missing in Address' })).getByText('postal code')).toBeTruthy();
    expect(within(address).getByRole('link', { name: 'Fill in your address below' }).getAttribute('href')).toBe('#address-heading');
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

  it('shows the personal details with the date as DD-MM-YYYY and the home country by name, and links each missing part to where it is filled in', async () => {
    await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/home/countries', () => ok([{ country_id: 2, name: 'India' }] as never));
        api.portal('get', '/common/user-profile', () => ok({ ...profile, date_of_birth: '2004-03-09', country_id: 2 }));
        api.portal('get', '/common/user-address', () => ok(null));
        api.portal('get', '/common/user-psm/{id}', () => ok({ student_user_id: 41, percent: 55, sections: [
          { key: 'personal' as const, label: 'Personal details', percent: 80, missing: ['Profile photo'] },
          { key: 'documents' as const, label: 'Documents', percent: 0, missing: ['Passport uploaded'] },
          { key: 'ais' as const, label: 'Additional information', percent: 100, missing: [] },
        ] }));
      },
    });
    const personal = await screen.findByRole('region', { name: 'Personal details' });
    const facts = within(personal).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Name: Asha Rao', 'Email: asha@example.com', 'Mobile: 9876543210', 'Date of birth: 09-03-2004', 'Home country: India', 'Photo: Not given']);
    expect(within(personal).getByText(/not available in the portal yet/)).toBeTruthy();
    const documents = await screen.findByRole('listitem', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Upload them in Documents' }).getAttribute('href')).toBe('/documents');
    expect(within(screen.getByRole('listitem', { name: 'Additional information' })).queryByRole('link')).toBeNull();
  });

  it('offers a retry when the profile fails', async () => {
    await renderApp(ui, { user: 'student', api: (api) => api.portal('get', '/common/user-profile', () => ({ status: 403, message: 'no' })) });
    expect(await screen.findByRole('heading', { name: 'Your profile could not be loaded' })).toBeTruthy();
  });
});
