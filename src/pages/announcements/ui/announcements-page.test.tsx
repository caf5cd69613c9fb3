import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import type { Announcement, AnnouncementInput } from '@/entities/feed';

const ok = <T,>(data: T) => ({ status: true as const, data });
const HOUR = 3_600_000;
const anil = { user_id: 12, first_name: 'Anil', last_name: 'Kapoor' };
const me = { user_id: 41, first_name: 'Asha', last_name: 'Rao' };
const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a datetime-local field takes it (local time). */
const localInput = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** `count` announcements, newest first: number 1 is the latest. */
const seeded = (count: number): Announcement[] =>
  Array.from({ length: count }, (_, index) => ({
    announcement_id: count - index,
    title: `Announcement ${index + 1}`,
    body: `Text of announcement ${index + 1}.`,
    audience: [],
    created_at: new Date(Date.now() - (index + 1) * 24 * HOUR).toISOString(),
    expires_at: null,
    created_by: anil,
  }));

/**
 * A fake of the announcement calls over `items` (newest first), paging as the server does. Its clock may run ahead of
 * the browser's (`clockAhead`), so an expiry the form takes can still be in the past for the server (422).
 */
function announcementServer(api: MockApi, items: Announcement[], { failures = 0, clockAhead = 0 } = {}) {
  const posted: AnnouncementInput[] = [];
  const pagesAsked: number[] = [];
  let failed = 0;
  api
    .portal('get', '/common/announcement', (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('page_size') ?? 20);
      pagesAsked.push(page);
      if (failed < failures) {
        failed += 1;
        return { status: 500, message: 'internal server error' };
      }
      return ok({ items: items.slice((page - 1) * pageSize, page * pageSize), page, page_size: pageSize, total: items.length });
    })
    .portal('post', '/common/announcement', async (request) => {
      const body = (await request.json()) as AnnouncementInput;
      posted.push(body);
      if (body.expires_at && Date.parse(body.expires_at) <= Date.now() + clockAhead)
        return { status: 422, message: 'an announcement cannot expire in the past', errors: [{ field: 'body/expires_at', message: 'must be in the future' }] };
      const created: Announcement = {
        announcement_id: 100 + posted.length,
        title: body.title,
        body: body.body,
        audience: body.audience ?? [],
        created_at: new Date().toISOString(),
        expires_at: body.expires_at ?? null,
        created_by: me,
      };
      items.unshift(created);
      return ok(created);
    });
  return { posted, pagesAsked };
}

const list = () => screen.findByRole('list', { name: 'Announcements' });
const titles = async () => within(await list()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
/** What a screen reader says with a field: its hint and its error. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the announcements page', () => {
  it('lists the announcements newest first with who posted them, when, for whom and until when; the page is in the URL', async () => {
    const items = seeded(12);
    items[0] = { ...items[0], title: 'Intake calendar 2027 is out', body: 'Deadlines for January.\nApply early.', audience: ['student', 'agent'], expires_at: new Date(Date.now() + 72 * HOUR).toISOString() };
    let server!: ReturnType<typeof announcementServer>;
    const app = await renderApp('app', { user: 'student', url: '/Announcements', api: (api) => (server = announcementServer(api, items)) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    const first = within(await list()).getByRole('listitem', { name: 'Intake calendar 2027 is out' });
    expect(first.textContent).toMatch(/Posted by Anil Kapoor on \d\d-\d\d-\d{4} - \d\d:\d\d [AP]M/);
    expect(first.textContent).toContain('Deadlines for January.\nApply early.');
    expect(first.textContent).toContain('For: Students, Agents');
    expect(first.textContent).toMatch(/Shown until \d\d-\d\d-\d{4}/);
    expect(within(await list()).getByRole('listitem', { name: 'Announcement 2' }).textContent).toContain('For: Everyone');
    expect(await titles()).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('1–10 of 12 announcements');
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();

    await app.user.click(within(screen.getByRole('navigation', { name: 'Pages of announcements' })).getByRole('button', { name: 'Next page' }));
    expect(app.location()).toBe('/Announcements?page=2');
    await waitFor(async () => expect(await titles()).toEqual(['Announcement 11', 'Announcement 12']));
    expect(screen.getByRole('status').textContent).toBe('11–12 of 12 announcements');
    expect(server.pagesAsked).toEqual([1, 2]);
  });

  it('opens on the page of a reloaded address and goes back to the first', async () => {
    const app = await renderApp('app', { user: 'agent', url: '/Announcements?page=2', api: (api) => void announcementServer(api, seeded(12)) });

    await waitFor(async () => expect(await titles()).toEqual(['Announcement 11', 'Announcement 12']));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(app.location()).toBe('/Announcements');
    await waitFor(async () => expect((await titles())[0]).toBe('Announcement 1'));
  });

  it('says when there is nothing to announce', async () => {
    await renderApp('app', { user: 'counselor', url: '/Announcements', api: (api) => void announcementServer(api, []) });
    expect(await screen.findByRole('heading', { name: 'No announcements right now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
  });

  it('offers a retry when the announcements do not load, and shows them once they do', async () => {
    const app = await renderApp('app', { user: 'student', url: '/Announcements', api: (api) => void announcementServer(api, seeded(2), { failures: 3 }) });

    expect(await screen.findByRole('heading', { name: 'The announcements could not be loaded' }, { timeout: 8000 })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await titles()).toEqual(['Announcement 1', 'Announcement 2']));
  });

  it('shows an operations manager the expired ones too, and checks a new announcement before sending it', async () => {
    const items = seeded(2);
    items[1] = { ...items[1], expires_at: new Date(Date.now() - 2 * HOUR).toISOString() };
    let server!: ReturnType<typeof announcementServer>;
    const app = await renderApp('app', { user: 'operations_manager', url: '/Announcements', api: (api) => (server = announcementServer(api, items)) });

    expect((await screen.findByRole('listitem', { name: 'Announcement 2' })).textContent).toMatch(/Expired on \d\d-\d\d-\d{4}/);
    await app.user.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = await screen.findByRole('form', { name: 'New announcement' });
    await app.user.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(descriptionOf(within(form).getByLabelText('Title'))).toBe('Give the announcement a title.');
    expect(descriptionOf(within(form).getByLabelText('Message'))).toBe('Write what you want to announce.');

    await app.user.type(within(form).getByLabelText('Title'), 'Office closed on Friday');
    await app.user.type(within(form).getByLabelText('Message'), 'For Diwali.');
    fireEvent.change(within(form).getByLabelText('Expires (optional)'), { target: { value: localInput(Date.now() - 24 * HOUR) } });
    await app.user.click(within(form).getByRole('button', { name: 'Post announcement' }));
    const expiry = within(form).getByLabelText('Expires (optional)');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(expiry)).toContain('Choose a time in the future, or leave it empty.');
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    expect(server.posted).toEqual([]);
  });

  it('shows the server’s refusal on its field and keeps the input; a post that goes through is listed at once', async () => {
    const items = seeded(3);
    let server!: ReturnType<typeof announcementServer>;
    // The server's clock is two hours ahead: an expiry one hour from now is in its past.
    const app = await renderApp('app', {
      user: 'operations_manager',
      url: '/Announcements',
      api: (api) => (server = announcementServer(api, items, { clockAhead: 2 * HOUR })),
    });
    await screen.findByRole('listitem', { name: 'Announcement 1' });

    await app.user.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = await screen.findByRole('form', { name: 'New announcement' });
    await app.user.type(within(form).getByLabelText('Title'), 'Visa webinar on Saturday');
    await app.user.type(within(form).getByLabelText('Message'), 'Join us at 11:00 for the new UK visa rules.');
    await app.user.click(within(form).getByRole('checkbox', { name: 'Agents' }));
    await app.user.click(within(form).getByRole('checkbox', { name: 'Students' }));
    const inAnHour = localInput(Date.now() + HOUR);
    fireEvent.change(within(form).getByLabelText('Expires (optional)'), { target: { value: inAnHour } });
    await app.user.click(within(form).getByRole('button', { name: 'Post announcement' }));

    await waitFor(() => expect(descriptionOf(within(form).getByLabelText('Expires (optional)'))).toContain('Not accepted: must be in the future.'));
    expect(within(form).getByLabelText('Expires (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(server.posted).toEqual([
      { title: 'Visa webinar on Saturday', body: 'Join us at 11:00 for the new UK visa rules.', audience: ['student', 'agent'], expires_at: new Date(inAnHour).toISOString() },
    ]);
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Visa webinar on Saturday');
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Join us at 11:00 for the new UK visa rules.');
    expect((within(form).getByRole('checkbox', { name: 'Agents' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Expires (optional)') as HTMLInputElement).value).toBe(inAnHour);

    fireEvent.change(within(form).getByLabelText('Expires (optional)'), { target: { value: '' } });
    await app.user.click(within(form).getByRole('button', { name: 'Post announcement' }));

    expect(await screen.findByText('“Visa webinar on Saturday” was posted. Those it addresses get a notification.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New announcement' })).toBeNull());
    expect(server.posted.at(-1)).toEqual({ title: 'Visa webinar on Saturday', body: 'Join us at 11:00 for the new UK visa rules.', audience: ['student', 'agent'] });
    await waitFor(async () => expect(await titles()).toEqual(['Visa webinar on Saturday', 'Announcement 1', 'Announcement 2', 'Announcement 3']));
    const posted = within(await list()).getByRole('listitem', { name: 'Visa webinar on Saturday' });
    expect(posted.textContent).toMatch(/Posted by Asha Rao on/);
    expect(posted.textContent).toContain('For: Students, Agents');
    expect(server.pagesAsked).toEqual([1, 1]);
  });
});
