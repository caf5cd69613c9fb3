import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { expectRefusedField } from '@/app/test/page-kit';
import { renderApp, type RenderAppOptions } from '@/app/test/render-app';
import { applicationFixture, statusesFixture } from '@/entities/application';
import { QueryProvider } from '@/shared/api/query';
import { StudentDetailsPage } from './student-details-page';

const ui = (
  <QueryProvider>
    <Routes>
      <Route path="/student_details/:student_user_id" element={<StudentDetailsPage title="Student" />} />
    </Routes>
  </QueryProvider>
);
const ok = <T,>(data: T) => ({ status: true as const, data });

const details = {
  user_id: 41, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', mobile: '9876543210', active: true, city_id: null, city_name: 'Pune',
  preferred_country_id: 2, preferred_country_name: 'Canada', preferred_course_level_id: 3, preferred_course_level_name: 'Postgraduate', agent: null,
  school_counselor: null, application_count: 1, ais_sections_filled: 2, application_checklist: { remarks: null, items: [] }, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
} as never;

/** The page of student 41 (Asha Rao, no applications) as `user`; `more` registers the calls the test makes besides. */
const openAsha = (user: NonNullable<RenderAppOptions['user']>, more: (api: MockApi) => void) =>
  renderApp(ui, {
    user,
    url: '/student_details/41',
    api: (api) => {
      api.portal('get', '/common/student-details/{id}', () => ok(details));
      api.portal('get', '/common/student-applications/{id}', () => ok({ student_user_id: 41, items: [] }));
      more(api);
    },
  });

describe("the counselor's student details", () => {
  it('moves an application to an allowed next status with the expected status, then answers in the chat', async () => {
    let status: 'applied' | 'submitted' = 'applied';
    let change: unknown;
    const app = await renderApp(ui, {
      user: 'counselor',
      url: '/student_details/41',
      api: (api) => {
        api.portal('get', '/common/student-details/{id}', () => ok(details));
        api.portal('get', '/common/ais/{id}', () => ok({ student_user_id: 41, qualifications: [], gaps: [], certifications: [], travel_history: [], work_history: [], visa_rejections: [], family_details: [], updated_at: null }));
        api.portal('get', '/common/student-documents/{id}', () => ok({ student_user_id: 41, items: [] }));
        api.portal('get', '/common/application-statuses', () => ok(statusesFixture));
        api.portal('get', '/common/student-applications/{id}', () => ok({ student_user_id: 41, items: [applicationFixture({ status })] }));
        api.portal('get', '/common/student-application-timeline/{student_user_id}/{sa_mapper_id}', () => ok({ student_user_id: 41, sa_mapper_id: 501, entries: [] }));
        api.portal('get', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', () => ok({ items: [], page: 1, page_size: 100, total: 0 }));
        api.portal('post', '/common/applications/{sa_mapper_id}/status', async (request) => {
          change = await request.json();
          status = 'submitted';
          return ok(applicationFixture({ status }));
        });
        api.portal('post', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', () =>
          ok({ message_id: 3, sender: { user_id: 41, user_firstname: 'Asha', user_lastname: 'Rao', user_type: 'counselor' as const }, message: 'x', attachment: null, created_at: '2026-05-03T10:00:00.000Z', read_at: null }));
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Commission' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Statement of account' })).toBeNull();
    const next = await screen.findByLabelText('Next status');
    expect(within(next).getAllByRole('option').map((o) => o.textContent)).toEqual(['Submitted to university', 'Withdrawn']);
    await app.user.type(screen.getByLabelText('Note for the timeline (optional)'), 'Sent today');
    await app.user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(change).toEqual({ expected_status: 'applied', status: 'submitted', note: 'Sent today' }));
    expect(await screen.findByText('This application is closed: no further status.')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Message'), 'We sent it.');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(app.api.calls()).toContain('POST /api/common/student-application-chat/41/501'));
  });

  it("shows the student's SOP and counselling answers, read-only", async () => {
    const app = await openAsha('counselor', (api) => {
      api.portal('get', '/common/sop-answers', () => ok({ student_user_id: 41, answered_count: 1, updated_at: '2026-05-01T10:00:00.000Z', questions: [
        { question_id: 1, question: 'Which course do you want to study, and why?', hint: null, max_length: 2000, answer: 'MSc Data Science, because I like statistics.', updated_at: '2026-05-01T10:00:00.000Z' },
        { question_id: 2, question: 'Why this university?', hint: null, max_length: 1500, answer: null, updated_at: null },
      ] }));
      api.portal('get', '/common/question-response', () => ok({ student_user_id: 41, answered_count: 1, questions: [
        { question_id: 1, question: 'Which countries are you considering?', kind: 'multiple_choice' as const, options: [{ option_id: 1, label: 'United Kingdom' }, { option_id: 3, label: 'Canada' }, { option_id: 4, label: 'Australia' }],
          response: { response_id: 5, student_user_id: 41, question_id: 1, question: 'Which countries are you considering?', answer_text: null, selected_option_ids: [1, 3],
            answered_by: { user_id: 41, name: 'Asha Rao', role: 'student' as const }, answered_at: '2026-05-01T10:00:00.000Z' } },
        { question_id: 6, question: 'What do you want to do after your studies?', kind: 'text' as const, options: [], response: null },
      ] }));
    });
    await app.user.click(await screen.findByRole('tab', { name: 'SOP' }));
    const sop = await screen.findByRole('region', { name: 'SOP answers' });
    expect(within(sop).getByRole('heading', { name: 'Statement of purpose (1 of 2 answered)' })).toBeTruthy();
    expect(within(sop).getByText('MSc Data Science, because I like statistics.')).toBeTruthy();
    expect(within(sop).getByText('Not answered yet.')).toBeTruthy();
    const counselling = screen.getByRole('region', { name: 'Counselling answers' });
    expect(within(counselling).getByText('United Kingdom, Canada')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the profile as panels of facts and the AIS with names, readable labels and dates as DD-MM-YYYY', async () => {
    const app = await openAsha('counselor', (api) => {
      api.portal('get', '/home/countries', () => ok([{ country_id: 15, name: 'India' }, { country_id: 4, name: 'Canada' }] as never));
      api.portal('get', '/common/ais/{id}', () => ok({ student_user_id: 41,
        qualifications: [{ level: 'higher_secondary', institution: 'DPS Pune', board_or_university: 'CBSE', country_id: 15, start_date: '2015-04-01', end_date: '2017-04-01', grade_type: 'percentage', grade: '88', medium: 'English' }],
        gaps: [], certifications: [], travel_history: [{ country_id: 4, from_date: '2019-05-02', to_date: '2019-06-01', purpose: 'tourism', visa_type: 'Visitor' }],
        work_history: [], visa_rejections: [], family_details: [], updated_at: null } as never));
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Profile' }));
    const contact = screen.getByRole('region', { name: 'Contact' });
    const facts = (region: HTMLElement) => within(region).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts(contact)).toEqual(['Email: asha@example.com', 'Mobile: 9876543210', 'City: Pune']);
    expect(facts(screen.getByRole('region', { name: 'Study plans' }))).toContain('Preferred country: Canada');
    expect(facts(screen.getByRole('region', { name: 'Account' }))).toContain('Agent: None');

    await app.user.click(screen.getByRole('tab', { name: 'AIS' }));
    const qualification = await screen.findByRole('listitem', { name: 'Qualifications entry 1' });
    expect(facts(qualification)).toEqual([
      'Level: Higher secondary (12th)', 'Institution: DPS Pune', 'Board or university: CBSE', 'Country: India', 'Start date: 01-04-2015',
      'End date: 01-04-2017', 'Grade type: Percentage', 'Grade: 88', 'Medium of instruction: English',
    ]);
    expect(facts(screen.getByRole('listitem', { name: 'Travel history entry 1' }))).toEqual(['Country: Canada', 'From: 02-05-2019', 'To: 01-06-2019', 'Purpose: Tourism', 'Visa type: Visitor']);
    expect(within(screen.getByRole('region', { name: 'Gaps' })).getByText('Nothing entered.')).toBeTruthy();
    expect(screen.queryByText(/country id|higher_secondary|2017-04-01/)).toBeNull();
  });

  it("explains a student who is not the caller's", async () => {
    await renderApp(ui, {
      user: 'counselor',
      url: '/student_details/99',
      api: (api) => api.portal('get', '/common/student-details/{id}', () => ({ status: 403, message: 'Forbidden' })),
    });
    expect(await screen.findByRole('heading', { name: 'This student could not be opened' })).toBeTruthy();
  });
});

describe('WhatsApp to the student', () => {
  type Sent = { body: Record<string, unknown>; key: string | null };
  const template = (name: string, body: string, variables: number) => ({
    template_id: variables + 1, name, language: 'en', category: 'utility' as const, status: 'approved' as const, body, variables_count: variables,
    header_type: 'none' as const, rejection_reason: null, updated_at: '2026-01-01T00:00:00.000Z',
  });
  /** The student's page as `user`; the WhatsApp call answers each request with the next of `answers`. */
  const openStudent = (user: 'counselor' | 'operations' | 'accounts' | 'school_counselor', sent: Sent[], answers: Array<'window-closed' | 'params' | 'ok'>) =>
    openAsha(user, (api) => {
      api.leads('get', '/my-lead/whatsapp-templates', (request) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('approved');
        return ok({ items: [template('intake_reminder', 'Hi {{1}}, your {{2}} intake closes soon.', 2), template('docs_received', 'We got your documents.', 0)], page: 1, page_size: 100, total: 2 });
      });
      api.portal('post', '/common/whats-app-msg', async (request) => {
        sent.push({ body: (await request.json()) as Record<string, unknown>, key: request.headers.get('Idempotency-Key') });
        const answer = answers.shift();
        if (answer === 'window-closed')
          return { status: 422, message: 'a free-form message is allowed only within 24 hours', errors: [{ field: 'body/message', message: 'the 24-hour window is closed: send a template' }] };
        if (answer === 'params') return { status: 422, message: 'the template has 2 variables', errors: [{ field: 'body/template_params', message: 'needs 2 values' }] };
        return ok({ message_id: 9, provider: 'local' as const, to: '9876543210', delivery_status: 'queued' as const, sent_at: '2026-05-03T10:00:00.000Z' });
      });
    });

  it('explains the 24-hour rule; free text outside the window is refused on its field; an approved template with a value per variable goes', async () => {
    const sent: Sent[] = [];
    const app = await openStudent('counselor', sent, ['window-closed', 'ok']);
    const opener = await screen.findByRole('button', { name: 'WhatsApp' });
    await app.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp Asha Rao' }, { timeout: 5000 });
    expect(within(dialog).getByText(/free text can be sent only within 24 hours of the student’s last WhatsApp message/)).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: /Free text/ }) as HTMLInputElement).checked).toBe(true);

    await app.user.type(within(dialog).getByLabelText('Message'), 'Your offer is here');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    await expectRefusedField(dialog, 'Message', /The 24-hour window is closed: the student has not written in the last 24 hours\. Send an approved template instead\./);
    expect(sent[0].body).toEqual({ student_user_id: 41, message: 'Your offer is here' });

    await app.user.click(within(dialog).getByRole('radio', { name: 'Approved template (any time)' }));
    const select = within(dialog).getByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await app.user.selectOptions(select, 'intake_reminder');
    // A field per variable, and the message as the student will read it.
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    expect(within(dialog).getByLabelText('Value for {{1}}').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(1);
    await app.user.type(within(dialog).getByLabelText('Value for {{1}}'), 'Asha');
    await app.user.type(within(dialog).getByLabelText('Value for {{2}}'), 'January');
    expect(within(dialog).getByLabelText('Preview of the message').textContent).toBe('Hi Asha, your January intake closes soon.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    expect(await within(dialog).findByText(/Your message to Asha Rao is queued/)).toBeTruthy();
    expect(sent[1].body).toEqual({ student_user_id: 41, template_name: 'intake_reminder', template_params: ['Asha', 'January'] });
    // Each intended message has its key; a refused one is not retried under it.
    expect(sent[0].key).toMatch(/^wa-[0-9a-f]{32}$/);
    expect(sent[1].key).toMatch(/^wa-[0-9a-f]{32}$/);
    expect(sent[1].key).not.toBe(sent[0].key);
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'WhatsApp' })));
  });

  it('a role that may not list the templates types the template and its values; a refusal of the values shows on them', async () => {
    const sent: Sent[] = [];
    const app = await openStudent('operations', sent, ['params', 'ok']);
    await app.user.click(await screen.findByRole('button', { name: 'WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp Asha Rao' }, { timeout: 5000 });
    await app.user.click(within(dialog).getByRole('radio', { name: 'Approved template (any time)' }));
    await app.user.type(within(dialog).getByLabelText('Template name'), 'intake_reminder');
    await app.user.type(within(dialog).getByLabelText('Template values (optional)'), 'Asha');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    const values = await expectRefusedField(dialog, 'Template values (optional)', 'Not accepted: needs 2 values.');
    await app.user.type(values, '{enter}January');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    expect(await within(dialog).findByText(/is queued/)).toBeTruthy();
    expect(sent.map((s) => s.body)).toEqual([
      { student_user_id: 41, template_name: 'intake_reminder', template_params: ['Asha'] },
      { student_user_id: 41, template_name: 'intake_reminder', template_params: ['Asha', 'January'] },
    ]);
    expect(app.api.calls()).not.toContain('GET /lead-api/my-lead/whatsapp-templates');
  });

  it.each(['accounts', 'school_counselor'] as const)('is not offered to a user of type %s (not in sendStudentWhatsAppMessage’s x-access)', async (role) => {
    await openStudent(role, [], []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'WhatsApp' })).toBeNull();
  });

  it('shows accounts the profile and the applications only, and never asks for what accounts may not read (a refusal sends the user home)', async () => {
    const refused = { status: 403, message: 'Your role may not call this operation' };
    const app = await renderApp(ui, {
      user: 'accounts',
      url: '/student_details/41',
      api: (api) => {
        api.portal('get', '/common/student-details/{id}', () => ok(details));
        api.portal('get', '/common/application-statuses', () => ok(statusesFixture));
        api.portal('get', '/common/student-applications/{id}', () => ok({ student_user_id: 41, items: [applicationFixture({ status: 'applied' })] }));
        api.portal('get', '/common/student-documents/{id}', () => refused);
        api.portal('get', '/common/ais/{id}', () => refused);
        api.portal('get', '/common/sop-answers', () => refused);
        api.portal('get', '/common/student-application-timeline/{student_user_id}/{sa_mapper_id}', () => refused);
        api.portal('get', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', () => refused);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Applications (1)']);
    expect(await screen.findByText('Applied')).toBeTruthy();
    await app.user.click(screen.getByRole('tab', { name: 'Profile' }));
    await app.user.click(screen.getByRole('tab', { name: 'Applications (1)' }));
    expect(app.location()).toBe('/student_details/41');
    expect(app.api.calls().filter((call) => /student-documents|\/ais\/|sop-answers|application-timeline|application-chat/.test(call))).toEqual([]);
  });

  it("links accounts to the student's statement of account and commission; a counselor sees neither", async () => {
    await openStudent('accounts', [], []);
    expect((await screen.findByRole('link', { name: 'Commission' })).getAttribute('href')).toBe('/invoice/41');
    expect(screen.getByRole('link', { name: 'Statement of account' }).getAttribute('href')).toBe('/student_list-print/41');
  });
});
