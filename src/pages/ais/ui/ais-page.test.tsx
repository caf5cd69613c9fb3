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

  it('saves the changed SOP answers with their counts, keeps them on a failed save and puts a refused one on its question', async () => {
    const questions = [
      { question_id: 1, question: 'Which course do you want to study, and why?', hint: 'Name the course.', max_length: 40, answer: 'MSc Data Science', updated_at: '2026-05-01T10:00:00.000Z' },
      { question_id: 2, question: 'Why this university?', hint: null, max_length: 20, answer: null, updated_at: null },
    ];
    let reply: 'fail' | 'refuse' | 'ok' = 'fail';
    const bodies: unknown[] = [];
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/ais/{id}', () => ok(empty));
        api.portal('get', '/common/sop-answers', () => ok({ student_user_id: 41, questions, answered_count: 1, updated_at: '2026-05-01T10:00:00.000Z' }));
        api.portal('post', '/common/sop-answers', async (request) => {
          const body = (await request.json()) as { answers: { question_id: number; answer: string }[] };
          bodies.push(body);
          if (reply === 'fail') return 'network-error';
          if (reply === 'refuse') return { status: 422, message: 'SOP answers not saved', errors: [{ field: 'body/answers/0/answer', message: 'must be at most 20 characters' }] };
          const saved = questions.map((q) => ({ ...q, answer: body.answers.find((a) => a.question_id === q.question_id)?.answer ?? q.answer }));
          return ok({ student_user_id: 41, questions: saved, answered_count: 2, updated_at: '2026-05-02T10:00:00.000Z' });
        });
      },
    });
    const form = await screen.findByRole('form', { name: 'Statement of purpose' });
    expect(within(form).getByText('1 of 2 questions answered.', { exact: false })).toBeTruthy();
    const first = within(form).getByLabelText(/Which course do you want to study/) as HTMLTextAreaElement;
    expect(first.value).toBe('MSc Data Science');
    expect(within(form).getByText('16 / 40 characters')).toBeTruthy();
    expect(first.getAttribute('aria-describedby')).toBeTruthy();

    await app.user.click(within(form).getByRole('button', { name: 'Save SOP answers' }));
    expect(within(form).getByText('No answer changed since the last save.')).toBeTruthy();

    const second = within(form).getByLabelText(/Why this university/);
    await app.user.type(second, 'Its data science lab and faculty');
    expect(within(form).getByText('32 / 20 characters')).toBeTruthy();
    await app.user.click(within(form).getByRole('button', { name: 'Save SOP answers' }));
    expect(within(form).getByText('At most 20 characters: 12 too many.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await app.user.clear(second);
    await app.user.type(second, 'Its data science lab');
    await app.user.click(within(form).getByRole('button', { name: 'Save SOP answers' }));
    expect(await within(form).findByText('Your answers could not be saved. They are kept here; try again.')).toBeTruthy();
    expect((second as HTMLTextAreaElement).value).toBe('Its data science lab');

    reply = 'refuse';
    await app.user.click(within(form).getByRole('button', { name: 'Save SOP answers' }));
    expect(await within(form).findByText('must be at most 20 characters')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');

    reply = 'ok';
    await app.user.click(within(form).getByRole('button', { name: 'Save SOP answers' }));
    expect(await within(form).findByText('Statement of purpose answers saved.')).toBeTruthy();
    expect(within(form).getByText('2 of 2 questions answered.', { exact: false })).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ student_user_id: 41, answers: [{ question_id: 2, answer: 'Its data science lab' }] });
    expect(screen.getByRole('link', { name: 'Statement of purpose (2 of 2)' })).toBeTruthy();
  });

  it('answers the counselling questions one by one: several options, one option, free text', async () => {
    const bodies: unknown[] = [];
    const response = (question_id: number, extra: object) => ({
      response_id: question_id, student_user_id: 41, question_id, question: 'q', answer_text: null, selected_option_ids: [],
      answered_by: { user_id: 41, name: 'Asha Rao', role: 'student' as const }, answered_at: '2026-05-02T10:00:00.000Z', ...extra,
    });
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/ais/{id}', () => ok(empty));
        api.portal('get', '/common/question-response', () => ok({ student_user_id: 41, answered_count: 1, questions: [
          { question_id: 1, question: 'Which countries are you considering?', kind: 'multiple_choice' as const, options: [{ option_id: 1, label: 'United Kingdom' }, { option_id: 3, label: 'Canada' }], response: null },
          { question_id: 2, question: 'When do you want to start?', kind: 'single_choice' as const, options: [{ option_id: 9, label: 'Within 6 months' }, { option_id: 10, label: 'In 6 to 12 months' }], response: response(2, { selected_option_ids: [9] }) },
          { question_id: 6, question: 'What do you want to do after your studies?', kind: 'text' as const, options: [], response: null },
        ] }));
        api.portal('post', '/common/question-response', async (request) => {
          const body = (await request.json()) as { question_id: number; answer_text?: string; selected_option_ids?: number[] };
          bodies.push(body);
          if (body.question_id === 6) return { status: 422, message: 'answer not saved', errors: [{ field: 'body/answer_text', message: 'must not be blank' }] };
          return ok(response(body.question_id, body));
        });
      },
    });
    const countries = await screen.findByRole('form', { name: 'Which countries are you considering?' });
    await app.user.click(within(countries).getByRole('button', { name: 'Save answer to question 1' }));
    expect(within(countries).getByText('Choose at least one option first.')).toBeTruthy();
    await app.user.click(within(countries).getByRole('checkbox', { name: 'Canada' }));
    await app.user.click(within(countries).getByRole('checkbox', { name: 'United Kingdom' }));
    await app.user.click(within(countries).getByRole('button', { name: 'Save answer to question 1' }));
    expect(await within(countries).findByText('Answer saved.')).toBeTruthy();
    expect(bodies[0]).toEqual({ student_user_id: 41, question_id: 1, selected_option_ids: [3, 1] });
    expect(await screen.findByRole('link', { name: 'Counselling questions (2 of 3)' })).toBeTruthy();

    const start = screen.getByRole('form', { name: 'When do you want to start?' });
    expect((within(start).getByRole('radio', { name: 'Within 6 months' }) as HTMLInputElement).checked).toBe(true);
    expect(within(start).getByText(/Last answered by Asha Rao/)).toBeTruthy();
    await app.user.click(within(start).getByRole('radio', { name: 'In 6 to 12 months' }));
    await app.user.click(within(start).getByRole('button', { name: 'Save answer to question 2' }));
    await waitFor(() => expect(bodies[1]).toEqual({ student_user_id: 41, question_id: 2, selected_option_ids: [10] }));

    const after = screen.getByRole('form', { name: 'What do you want to do after your studies?' });
    await app.user.type(within(after).getByLabelText(/What do you want to do after/), 'Work in analytics');
    expect(within(after).getByText('17 / 2000 characters')).toBeTruthy();
    await app.user.click(within(after).getByRole('button', { name: 'Save answer to question 3' }));
    expect(await within(after).findByText('must not be blank')).toBeTruthy();
    expect((within(after).getByLabelText(/What do you want to do after/) as HTMLTextAreaElement).value).toBe('Work in analytics');
  });

  it('shows the SOP part failing on its own, with a retry', async () => {
    let failing = true;
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        api.portal('get', '/common/ais/{id}', () => ok(empty));
        api.portal('get', '/common/sop-answers', () => (failing ? { status: 403, message: 'Forbidden' } : ok({ student_user_id: 41, questions: [], answered_count: 0, updated_at: null })));
      },
    });
    const section = await screen.findByRole('region', { name: 'Statement of purpose' });
    expect(await within(section).findByText('The SOP questions could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Gaps' })).toBeTruthy();
    failing = false;
    await app.user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('0 of 0 questions answered.', { exact: false })).toBeTruthy();
  });
});
