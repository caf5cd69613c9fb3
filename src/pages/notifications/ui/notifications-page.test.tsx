import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { topBarPoll } from '@/app/test/mock-api';
import { renderStudentWithTopBar } from '@/app/test/render-app';

const note = (id: number, read: boolean) => ({
  notification_id: id,
  notification_name: 'application_status_changed',
  notification_heading: `Update ${id}`,
  notification_text: `Something happened (${id}).`,
  read,
  created_at: '2026-11-21T10:00:00Z',
  link: null,
});

describe('notifications page and the top bar counts', () => {
  it('lists, marks one read, marks all read, and each time polls at once so the top bar follows', async () => {
    let items = [note(1, false), note(2, false), note(3, true)];
    const unread = () => items.filter((item) => !item.read).length;
    const poll = topBarPoll(() => ({ notifications: items, unread_notifications_count: unread(), unread_messages_count: 4 }));
    const app = await renderStudentWithTopBar('/notifications', poll, (api) =>
      api
        .portal('get', '/common/notifications', () => ({
          status: true as const,
          data: { items, unread_notifications_count: unread(), page: 1, page_size: 50, total: items.length },
        }))
        .portal('post', '/common/notifications/{notification_id}/set-read', (request) => {
          const id = Number(new URL(request.url).pathname.split('/').at(-2));
          items = items.map((item) => (item.notification_id === id ? { ...item, read: true } : item));
          return { status: true as const, data: { notification_id: id, read: true, unread_notifications_count: unread() } } as never;
        })
        .portal('get', '/common/notifications/set-read', () => {
          const marked = unread();
          items = items.map((item) => ({ ...item, read: true }));
          return { status: true as const, data: { marked_read: marked, unread_notifications_count: 0 as const } };
        }),
    );
    // The first render loads the app's shell and the page's chunk: slow on a busy machine (CI failed once at 5 s).
    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications: 2 unread' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Messages: 4 unread' })).toBeTruthy();

    const pollsBefore = poll.polls();
    await app.user.click(within(screen.getByRole('listitem', { name: 'Update 1 (unread)' })).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications: 1 unread' })).toBeTruthy());
    expect(poll.polls()).toBeGreaterThan(pollsBefore);
    expect(screen.getByRole('listitem', { name: 'Update 1' })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications: 0 unread' })).toBeTruthy());
    await waitFor(() => expect(screen.queryAllByRole('listitem', { name: /\(unread\)$/ })).toHaveLength(0));
    expect(app.api.calls()).toContain('GET /api/common/notifications/set-read');
  });
});
