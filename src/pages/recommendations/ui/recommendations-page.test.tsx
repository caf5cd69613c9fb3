import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { courseFixture } from '@/entities/course';
import { QueryProvider } from '@/shared/api/query';
import { RecommendationsPage } from './recommendations-page';

const ui = <QueryProvider><RecommendationsPage title="University preference" /></QueryProvider>;
const ok = <T,>(data: T) => ({ status: true as const, data });
const recommended = {
  ...courseFixture({ course_id: 5, course_name: 'MSc Robotics' }),
  recommended_by: { user_id: 9, name: 'Chris Counselor', role: 'counselor' as const },
  recommended_at: '2026-05-01T10:00:00.000Z',
  note: 'Strong on research.',
};

describe('University Preference', () => {
  it('lists the recommended courses with who and why, applies and removes', async () => {
    let items = [recommended];
    let applied: unknown;
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/recommendations/{student_user_id}', () => ok({ student_user_id: 41, items }));
        api.portal('post', '/common/remove-recommendation/{student_user_id}/{course_id}', () => {
          items = [];
          return ok({ message: 'removed' }) as never;
        });
        api.portal('post', '/common/applications', async (request) => {
          applied = await request.json();
          return ok({}) as never;
        });
      },
    });
    const item = await screen.findByRole('listitem', { name: 'MSc Robotics' });
    expect(within(item).getByText(/Recommended by Chris Counselor/).textContent).toContain('Strong on research.');
    await app.user.click(await within(item).findByRole('button', { name: 'Apply' }));
    await app.user.selectOptions(await screen.findByLabelText('Intake'), 'Sep');
    await app.user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(applied).toMatchObject({ student_user_id: 41, course_id: 5, intake: 'Sep' }));
    expect(await screen.findByText(/Your application was sent/)).toBeTruthy();
    await app.user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
    await app.user.click(screen.getByRole('button', { name: 'Remove MSc Robotics from my preferences' }));
    expect(await screen.findByRole('heading', { name: 'No course on your list yet' })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    await renderApp(ui, { user: 'student', api: (api) => api.portal('get', '/common/recommendations/{student_user_id}', () => ({ status: 403, message: 'no' })) });
    expect(await screen.findByRole('heading', { name: 'Your preferences could not be loaded' })).toBeTruthy();
  });
});
