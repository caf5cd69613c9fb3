import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { applicationFixture, statusesFixture } from '@/entities/application';
import { QueryProvider } from '@/shared/api/query';
import { ApplicationsPage } from './applications-page';

const ui = (
  <QueryProvider>
    <ApplicationsPage title="My applications" />
  </QueryProvider>
);
const ok = <T,>(data: T) => ({ status: true as const, data });

describe('my applications', () => {
  it('lists each application with its status, timeline and chat, and sends a message', async () => {
    let sent = '';
    const app = await renderApp(ui, {
      user: 'student',
      url: '/application',
      api: (api) => {
        api.portal('get', '/common/application-statuses', () => ok(statusesFixture));
        api.portal('get', '/common/student-applications/{id}', () => ok({ student_user_id: 41, items: [applicationFixture({ status: 'submitted' })] }));
        api.portal('get', '/common/student-application-timeline/{student_user_id}/{sa_mapper_id}', () =>
          ok({ student_user_id: 41, sa_mapper_id: 501, entries: [
            { entry_id: 1, status: 'applied', sub_status: null, note: null, by: { user_id: 41, name: 'Asha Rao', role: 'student' as const }, at: '2026-05-01T10:00:00.000Z' },
            { entry_id: 2, status: 'submitted', sub_status: null, note: 'Sent to the university', by: { user_id: 9, name: 'Chris Counselor', role: 'counselor' as const }, at: '2026-05-02T10:00:00.000Z' },
          ] }));
        api.portal('get', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', () =>
          ok({ items: sent ? [{ message_id: 2, sender: { user_id: 41, user_firstname: 'Asha', user_lastname: 'Rao', user_type: 'student' as const }, message: sent, attachment: null, created_at: '2026-05-03T10:00:00.000Z', read_at: null }] : [], page: 1, page_size: 100, total: sent ? 1 : 0 }));
        api.portal('post', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', async (request) => {
          sent = ((await request.json()) as { message: string }).message;
          return ok({ message_id: 2, sender: { user_id: 41, user_firstname: 'Asha', user_lastname: 'Rao', user_type: 'student' as const }, message: sent, attachment: null, created_at: '2026-05-03T10:00:00.000Z', read_at: null });
        });
      },
    });
    const article = await screen.findByRole('article', { name: 'MSc Data Science — Maple University' });
    expect(within(article).getByText('Submitted to university')).toBeTruthy();
    const toggle = within(article).getByRole('button', { name: 'Show the timeline and chat' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Timeline' })).toBeNull();
    await app.user.click(toggle);
    expect(within(article).getByRole('button', { name: 'Hide the timeline and chat' }).getAttribute('aria-expanded')).toBe('true');
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findByText(/Chris Counselor/)).toBeTruthy();
    expect(within(timeline).getByText('Sent to the university')).toBeTruthy();
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    await app.user.type(screen.getByLabelText('Message'), 'When will I hear back?');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('When will I hear back?', { selector: 'p' })).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('says so when there is no application, and offers a retry on a failure', async () => {
    await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/application-statuses', () => ok(statusesFixture));
        api.portal('get', '/common/student-applications/{id}', () => ok({ student_user_id: 41, items: [] }));
      },
    });
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a course' }).getAttribute('href')).toBe('/universitysearch');
  });

  it('shows an error state when the list fails', async () => {
    await renderApp(ui, {
      user: 'student',
      api: (api) => api.portal('get', '/common/student-applications/{id}', () => ({ status: 403, message: 'Forbidden' })),
    });
    expect(await screen.findByRole('heading', { name: 'Your applications could not be loaded' })).toBeTruthy();
  });
});
