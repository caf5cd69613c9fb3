import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { QueryProvider } from '@/shared/api/query';
import { AisPage } from './ais-page';

const ui = (
  <QueryProvider>
    <AisPage title="Additional Information Sheet" />
  </QueryProvider>
);
const ok = <T,>(data: T) => ({ status: true as const, data });
const empty = { student_user_id: 41, qualifications: [], gaps: [], certifications: [], travel_history: [], work_history: [], visa_rejections: [], family_details: [], updated_at: null };

describe('the AIS', () => {
  it('checks a gap section, keeps the entries when the save fails, then saves them', async () => {
    let fail = true;
    let body: unknown;
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/ais/{id}', () => ok(empty));
        api.portal('post', '/common/ais-gaps', async (request) => {
          body = await request.json();
          return fail ? { status: 500, message: 'Database unavailable' } : (ok({ message: 'saved' }) as never);
        });
      },
    });
    const section = await screen.findByRole('form', { name: 'Gaps' });
    await app.user.click(within(section).getByRole('button', { name: 'Add gaps entry' }));
    await app.user.click(within(section).getByRole('button', { name: 'Save gaps' }));
    expect(within(section).getByText('Check the 3 highlighted fields.')).toBeTruthy();
    expect(within(section).getByText('Enter the reason.')).toBeTruthy();
    expect(app.api.calls()).not.toContain('POST /api/common/ais-gaps');

    const from = within(section).getByLabelText('From');
    const to = within(section).getByLabelText('To');
    await app.user.type(from, '2023-06-01');
    await app.user.type(to, '2023-01-01');
    await app.user.type(within(section).getByLabelText('Reason'), 'Preparing for the IELTS');
    await app.user.click(within(section).getByRole('button', { name: 'Save gaps' }));
    expect(within(section).getByText('Must be on or after from.')).toBeTruthy();
    await app.user.clear(to);
    await app.user.type(to, '2023-12-31');
    await app.user.click(within(section).getByRole('button', { name: 'Save gaps' }));
    expect(await within(section).findByText('Database unavailable')).toBeTruthy();
    expect((within(section).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Preparing for the IELTS');
    fail = false;
    await app.user.click(within(section).getByRole('button', { name: 'Save gaps' }));
    expect(await within(section).findByText('Gaps saved.')).toBeTruthy();
    expect(body).toEqual({ student_user_id: 41, items: [{ from_date: '2023-06-01', to_date: '2023-12-31', reason: 'Preparing for the IELTS' }] });
  });

  it('shows the server field error on the field', async () => {
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/ais/{id}', () => ok({ ...empty, certifications: [{ name: 'IELTS', issuer: 'British Council', issued_on: '2025-01-10', score: '7.5', expires_on: null }] }));
        api.portal('post', '/common/ais-certifications', () => ({ status: 400, message: 'Invalid request', errors: [{ field: 'body/items/0/issuer', message: 'must be a known issuer' }] }));
      },
    });
    const section = await screen.findByRole('form', { name: 'Certifications' });
    expect((within(section).getByLabelText('Certification') as HTMLInputElement).value).toBe('IELTS');
    await app.user.click(within(section).getByRole('button', { name: 'Save certifications' }));
    await waitFor(() => expect(within(section).getByText('must be a known issuer')).toBeTruthy());
  });
});
