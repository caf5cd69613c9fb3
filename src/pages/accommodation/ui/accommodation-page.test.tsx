import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Accommodation } from '@/entities/accommodation';
import { renderApp } from '@/app/test/render-app';
import { QueryProvider } from '@/shared/api/query';
import { AccommodationPage } from './accommodation-page';

const ui = <QueryProvider><AccommodationPage title="Accommodation" /></QueryProvider>;
const ok = <T,>(data: T) => ({ status: true as const, data });
const place = (acc_id: number, name: string, rent: number, type: Accommodation['type'] = 'hostel'): Accommodation => ({
  acc_id, name, type, description: null, address: null,
  city: { city_id: 7, name: 'Toronto' }, country: { country_id: 2, name: 'Canada' },
  near_university: { university_id: 3, name: 'University of Toronto' }, distance_to_campus_km: 0.8,
  rent_per_month_minor: rent, currency: 'CAD', amenities: ['wifi', 'laundry'], images: [], available_from: '2027-01-05', website_url: null,
});
const HALL = place(1, 'Toronto Student Residence', 108_000);
const FLAT = place(2, 'Toronto Shared Apartments', 143_500, 'apartment');
const page = (items: Accommodation[]) => ok({ items, page: 1, page_size: 10, total: items.length });

describe('Accommodation', () => {
  it('a student reads what was recommended, with who, the note and the favourite mark, dismisses it, and searches', async () => {
    let recommended = [{
      accommodation: HALL, recommended_by: { user_id: 9, name: 'Priya Nair', user_type: 'counselor' as const },
      recommended_at: '2026-10-20T10:00:00.000Z', note: 'Close to campus.', is_favourite: true,
    }];
    let removed = '';
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/accomodation-recommendation/{id}', () => ok({ items: recommended }));
        api.portal('get', '/common/accomodation-favourites/{id}', () => ok({ items: [{ accommodation: HALL, favourited_at: '2026-10-21T10:00:00.000Z', is_recommended: true }] }));
        api.portal('post', '/common/accomodation-recommendation-remove/{student_user_id}/{acc_id}', (request) => {
          removed = new URL(request.url).pathname;
          recommended = [];
          return ok({ message: 'removed' }) as never;
        });
        api.portal('get', '/home/accommodations', () => page([HALL, FLAT]));
      },
    });
    const forYou = await screen.findByRole('region', { name: 'Recommended for you' });
    const card = await within(forYou).findByRole('listitem', { name: 'Toronto Student Residence' });
    expect(card.textContent).toContain('Recommended by Priya Nair on 20-10-2026: “Close to campus.”');
    expect(card.textContent).toContain('In your favourites');
    expect(card.textContent).toContain('CA$1,080.00 a month');
    expect(card.textContent).toContain('0.8 km to campus');
    const favourites = screen.getByRole('region', { name: 'Your favourites' });
    expect(within(favourites).getByRole('listitem', { name: 'Toronto Student Residence' }).textContent).toContain('also recommended to you');
    const search = screen.getByRole('region', { name: 'Find accommodation' });
    await waitFor(() => expect(within(search).getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent)).toEqual(['Toronto Student Residence', 'Toronto Shared Apartments']));
    expect(within(search).queryByRole('button', { name: /^Recommend/ })).toBeNull();

    await app.user.click(within(card).getByRole('button', { name: 'Dismiss Toronto Student Residence' }));
    expect(await within(forYou).findByRole('heading', { name: 'Nothing recommended yet' })).toBeTruthy();
    expect(removed).toBe('/api/common/accomodation-recommendation-remove/41/1');
  });

  it('a counselor recommends a place to students: those who have it are marked, the note goes with it', async () => {
    let sent: unknown;
    const app = await renderApp(ui, {
      user: 'counselor',
      api: (api) => {
        api.portal('get', '/home/accommodations', () => page([HALL]));
        api.portal('get', '/common/students-for-accomodation-recommendation', () => ok({
          items: [
            { student_user_id: 41, name: 'Aarav Sharma', email: 'a@x.test', destination_country: 'Canada', destination_city: 'Toronto', university: 'University of Toronto', already_recommended: true },
            { student_user_id: 42, name: 'Ananya Reddy', email: 'b@x.test', destination_country: 'Canada', destination_city: null, university: null, already_recommended: false },
          ],
          page: 1, page_size: 50, total: 2,
        }));
        api.portal('post', '/common/recommend-accomodation-students/{acc_id}', async (request) => {
          sent = await request.json();
          return ok({ acc_id: 1, recommended: [42], already_recommended: [] });
        });
      },
    });
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
    await app.user.click(await screen.findByRole('button', { name: 'Recommend Toronto Student Residence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend Toronto Student Residence' });
    const aarav = await within(dialog).findByRole('checkbox', { name: /Aarav Sharma/ });
    expect(aarav).toHaveProperty('disabled', true);
    expect(aarav).toHaveProperty('checked', true);
    await app.user.click(within(dialog).getByRole('button', { name: 'Recommend' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Pick at least one student.');
    await app.user.click(within(dialog).getByRole('checkbox', { name: /Ananya Reddy/ }));
    await app.user.type(within(dialog).getByLabelText('Note for the students (optional)'), 'Cheapest near campus.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Recommend' }));
    await waitFor(() => expect(sent).toEqual({ student_user_ids: [42], note: 'Cheapest near campus.' }));
    expect(await screen.findByText('Recommended to 1 student. Each was told by a notification.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the filters in the address and says when nothing matches; a visitor searches too', async () => {
    const asked: string[] = [];
    const app = await renderApp(ui, {
      user: null,
      api: (api) => {
        api.portal('get', '/home/accommodations', (request) => {
          asked.push(new URL(request.url).search);
          return new URL(request.url).searchParams.get('type') === 'studio' ? page([]) : page([HALL]);
        });
      },
    });
    await screen.findByRole('listitem', { name: 'Toronto Student Residence' });
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
    await app.user.selectOptions(screen.getByLabelText('Kind'), 'studio');
    expect(await screen.findByRole('heading', { name: 'No place matches these filters' })).toBeTruthy();
    expect(app.location()).toContain('type=studio');
    expect(asked.at(-1)).toContain('type=studio');
  });
});
