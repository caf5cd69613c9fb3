import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import {
  followUpFixture,
  leadDetailsFixture,
  stageFixtures,
  subStageFixtures,
  teamFixtures,
  type FollowUp,
  type FollowUpBody,
  type LeadConvertBody,
  type LeadDetails,
} from '@/entities/lead';

const ok = <T,>(data: T) => ({ status: true as const, data });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const localInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A fake of the lead page's calls over one lead; returns what the page sent. */
function leadServer(api: MockApi, lead: LeadDetails, followUps: FollowUp[] = []) {
  const sent = { followUps: [] as FollowUpBody[], read: [] as unknown[], converted: [] as LeadConvertBody[] };
  const stageName = (id: number) => stageFixtures.find((s) => s.stage_id === id)!.name;
  api
    .leads('get', '/my-lead/single/{id}', (request) => (request.url.endsWith(`/${lead.lead_id}`) ? ok(lead) : { status: 404, message: 'No such lead' }))
    .leads('get', '/my-lead/master/lead-stages', () => ok(stageFixtures))
    .leads('get', '/my-lead/master/lead-sub-stages', (request) => ok(subStageFixtures.filter((s) => s.stage_id === Number(new URL(request.url).searchParams.get('stage_id')))))
    .leads('get', '/my-lead/master/team-members', () => ok(teamFixtures))
    .leads('get', '/my-lead/follow-ups/{id}', () => ok({ items: followUps, page: 1, page_size: 20, total: followUps.length }))
    .leads('get', '/my-lead/history/{id}', () => ok({ items: [], page: 1, page_size: 20, total: 0 }))
    .leads('get', '/my-lead/assignee-timeline/{id}', () => ok([]))
    .leads('post', '/my-lead/mark-as-read', async (request) => {
      const body = (await request.json()) as { lead_ids: number[] };
      sent.read.push(body);
      lead.is_read = true;
      return ok({ lead_ids: body.lead_ids, is_read: true, updated: 1 });
    })
    .leads('post', '/my-lead/save-follow-up', async (request) => {
      const body = (await request.json()) as FollowUpBody;
      sent.followUps.push(body);
      if (body.stage_id) Object.assign(lead, { stage_id: body.stage_id, stage_name: stageName(body.stage_id) });
      if (body.sub_stage_id !== undefined) Object.assign(lead, { sub_stage_id: body.sub_stage_id, sub_stage_name: subStageFixtures.find((s) => s.sub_stage_id === body.sub_stage_id)?.name ?? null });
      const planned = body.due_at !== undefined;
      const existing = followUps.find((f) => f.follow_up_id === body.follow_up_id);
      const followUp = existing
        ? Object.assign(existing, { outcome: body.outcome ?? null, note: body.note, completed_at: new Date().toISOString() })
        : followUpFixture({ follow_up_id: 90 + sent.followUps.length, lead_id: lead.lead_id, note: body.note, due_at: body.due_at ?? null, completed_at: planned ? null : new Date().toISOString() });
      if (!existing) followUps.unshift(followUp);
      return ok({ follow_up: followUp, lead });
    })
    .leads('post', '/my-lead/convert-to-student', async (request) => {
      const body = (await request.json()) as LeadConvertBody;
      sent.converted.push(body);
      Object.assign(lead, { student_user_id: 501, last_name: body.last_name ?? lead.last_name, stage_id: 3, stage_name: 'Counseled' });
      return ok({ student_user_id: 501, lead });
    });
  return sent;
}

const meera = (overrides: Partial<LeadDetails> = {}) =>
  leadDetailsFixture({
    lead_id: 8,
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'meera@example.test',
    mobile: '9876543210',
    score: 6,
    score_reason: 'Interested (+6)',
    category_name: 'Postgraduate',
    category_fields: [{ field_id: 71, category_id: 7, label: 'Bachelor’s score', field_type: 'number', options: null, is_required: true, max_length: null, sort_order: 1, value: 8.2 }],
    ...overrides,
  });

describe('the lead’s page', () => {
  it('shows the lead with its category fields and score, and marks it read on opening', async () => {
    let sent!: ReturnType<typeof leadServer>;
    const anil = { user_id: 12, first_name: 'Anil', last_name: 'Kapoor', user_type: 'counselor' as const };
    await renderApp('app', {
      user: 'agent',
      url: '/my_leads/8',
      api: (api) => {
        sent = leadServer(api, meera({ is_read: false }));
        api.leads('get', '/my-lead/assignee-timeline/{id}', () =>
          ok([{ lead_id: 8, assignee: anil, assigned_by: null, assigned_at: '2026-11-20T10:00:00.000Z', ended_at: null, method: 'round_robin' as const }]),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Meera Iyer', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details.textContent).toContain('9876543210 · meera@example.test');
    expect(details.textContent).toContain('Bachelor’s score8.2');
    expect(details.textContent).toContain('+6 · Interested (+6)');
    expect(details.textContent).toContain('First contact after 20 min');
    await waitFor(() => expect(sent.read).toEqual([{ lead_ids: [8], is_read: true }]));
    const assignments = await screen.findByRole('list', { name: 'Assignments' });
    expect(assignments.textContent).toMatch(/Anil Kapoor.* · current · by the assignment rule \(round robin\)/);
    expect(screen.getByRole('link', { name: 'Edit lead' }).getAttribute('href')).toBe('/my_leads/lead_form?lead_id=8');
  });

  it('moves the stage with a follow-up, and plans the next one', async () => {
    let sent!: ReturnType<typeof leadServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/8', api: (api) => (sent = leadServer(api, meera())) });
    const form = await screen.findByRole('form', { name: 'Add a follow-up' }, { timeout: 10_000 });
    await app.user.click(within(form).getByRole('button', { name: 'Save follow-up' }));
    expect(within(form).getByText('Say what happened or what is planned.')).toBeTruthy();

    await app.user.type(within(form).getByLabelText('What happened'), 'Spoke to her: wants a callback after results.');
    await within(form).findByRole('option', { name: 'Contacted' });
    await app.user.selectOptions(within(form).getByLabelText('Stage'), 'Contacted');
    await app.user.selectOptions(within(form).getByLabelText('Sub-stage (optional)'), await within(form).findByRole('option', { name: 'Call back' }));
    await app.user.selectOptions(within(form).getByLabelText('How it went (optional)'), 'Asked to call back');
    await app.user.click(within(form).getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Follow-up saved; Meera Iyer is now in Contacted.')).toBeTruthy();
    expect(sent.followUps).toEqual([{ lead_id: 8, note: 'Spoke to her: wants a callback after results.', channel: 'call', outcome: 'call_back', stage_id: 2, sub_stage_id: 21 }]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).parentElement!.textContent).toContain('Contacted · Call back'));
    expect((within(form).getByLabelText('What happened') as HTMLTextAreaElement).value).toBe('');

    await app.user.click(within(form).getByLabelText('Plan it for later'));
    await app.user.type(within(form).getByLabelText('What to do'), 'Call after the results');
    await app.user.type(within(form).getByLabelText('When'), localInput(inHours(-2)));
    await app.user.click(within(form).getByRole('button', { name: 'Plan follow-up' }));
    expect(within(form).getByText('Choose a time from now on.')).toBeTruthy();
    await app.user.clear(within(form).getByLabelText('When'));
    const when = inHours(48);
    await app.user.type(within(form).getByLabelText('When'), localInput(when));
    await app.user.click(within(form).getByRole('button', { name: 'Plan follow-up' }));
    expect(await screen.findByText(/Follow-up planned for/)).toBeTruthy();
    expect(sent.followUps[1]).toEqual({ lead_id: 8, note: 'Call after the results', channel: 'call', due_at: new Date(localInput(when)).toISOString() });
    expect((await screen.findByRole('listitem', { name: 'Call: Call after the results' })).textContent).toContain('Planned for');
  });

  it('completes a planned follow-up with how it went', async () => {
    const planned = followUpFixture({ follow_up_id: 5, lead_id: 8, note: 'Send the brochure', channel: 'email', due_at: inHours(-1), completed_at: null, completed_by: null });
    let sent!: ReturnType<typeof leadServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/8', api: (api) => (sent = leadServer(api, meera(), [planned])) });
    const item = await screen.findByRole('listitem', { name: 'Email: Send the brochure' }, { timeout: 10_000 });
    expect(item.textContent).toContain('Overdue since');
    await app.user.click(within(item).getByRole('button', { name: 'Complete “Send the brochure”' }));
    const complete = within(item).getByRole('form', { name: 'Complete the follow-up' });
    await app.user.click(within(complete).getByRole('button', { name: 'Complete' }));
    expect(within(complete).getByText('Say how it went.')).toBeTruthy();
    await app.user.selectOptions(within(complete).getByLabelText('How it went'), 'Interested');
    await app.user.click(within(complete).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Follow-up completed; Meera Iyer is in New.')).toBeTruthy();
    expect(sent.followUps).toEqual([{ lead_id: 8, follow_up_id: 5, note: 'Send the brochure', channel: 'email', outcome: 'interested' }]);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Email: Send the brochure' }).textContent).toContain('Interested'));
  });

  it('converts the lead to a student after a confirmation, asking for what the lead lacks', async () => {
    let sent!: ReturnType<typeof leadServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/8', api: (api) => (sent = leadServer(api, meera({ last_name: null }))) });
    await app.user.click(await screen.findByRole('button', { name: 'Convert to a student' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert Meera to a student?' });
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(within(dialog).getByText('A student account needs a last name.')).toBeTruthy();
    expect(sent.converted).toEqual([]);
    await app.user.type(within(dialog).getByLabelText('Last name'), 'Iyer');
    await app.user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Meera is now a student. Open the student to carry on with their applications.')).toBeTruthy();
    expect(sent.converted).toEqual([{ lead_id: 8, send_welcome_email: true, last_name: 'Iyer' }]);
    expect((await screen.findByRole('link', { name: 'Open the student' })).getAttribute('href')).toBe('/student_details/501');
    expect(screen.queryByRole('button', { name: 'Convert to a student' })).toBeNull();
  });

  it('says so when the lead is not one of the caller’s', async () => {
    await renderApp('app', { user: 'agent', url: '/my_leads/9', api: (api) => leadServer(api, meera()) });
    expect(await screen.findByRole('heading', { name: 'This lead is not one of yours, or it does not exist' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your leads' }).getAttribute('href')).toBe('/my_leads');
  });
});
