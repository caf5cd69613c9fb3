import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { categoryFixtures, leadDetailsFixture, sourceFixtures, stageFixtures, subStageFixtures, teamFixtures, type LeadSaveBody } from '@/entities/lead';

const ok = <T,>(data: T) => ({ status: true as const, data });

/** A fake of the form's calls; `refuse` answers the next save with it. Returns what the form asked and sent. */
function formServer(api: MockApi, { refuse }: { refuse?: { status: number; message: string; errors?: { field: string; message: string }[] } } = {}) {
  const saved: LeadSaveBody[] = [];
  const checks: string[] = [];
  api
    .leads('get', '/my-lead/master/lead-stages', () => ok(stageFixtures))
    .leads('get', '/my-lead/master/lead-sub-stages', () => ok(subStageFixtures))
    .leads('get', '/my-lead/master/team-members', () => ok(teamFixtures))
    .leads('get', '/my-lead/master/my-lead-sources', () => ok(sourceFixtures))
    .leads('get', '/my-lead/master/my-lead-mediums', () => ok([]))
    .leads('get', '/my-lead/master/my-lead-campaigns', () => ok([]))
    .leads('get', '/my-lead/master/states', () => ok([{ state_id: 3, state_name: 'Karnataka', country_id: 1 }]))
    .leads('get', '/my-lead/master/cities', () => ok([{ city_id: 30, city_name: 'Bengaluru', state_id: 3 }]))
    .leads('get', '/my-lead/lead-categories-by-role', () => ok({ user_type: 'agent' as const, categories: categoryFixtures }))
    .leads('get', '/my-lead/master/lead-category-fields', () => ok(categoryFixtures[0].fields))
    .leads('get', '/my-lead/lead-exists', (request) => {
      const query = new URL(request.url).searchParams;
      checks.push(query.toString());
      if (query.get('email') === 'taken@example.test') return ok({ exists: true, reachable: false, matched_on: ['email' as const], lead: null });
      const matched = query.get('mobile') === '9876543210';
      const anil = { user_id: 12, first_name: 'Anil', last_name: 'Kapoor', user_type: 'counselor' as const };
      const meera = { lead_id: 1, first_name: 'Meera', last_name: 'Iyer', stage_name: 'Contacted', created_at: '2026-11-02T09:30:00.000Z', owner: anil, assigned_to: anil };
      return ok({ exists: matched, reachable: matched, matched_on: matched ? ['mobile' as const] : [], lead: matched ? meera : null });
    })
    .leads('get', '/my-lead/single/{id}', () => ok(leadDetailsFixture({ lead_id: 5, first_name: 'Kiran', last_name: 'Shah', email: 'kiran@example.test', mobile: null, stage_id: 2, stage_name: 'Contacted' })))
    .leads('post', '/my-lead/save', async (request) => {
      const body = (await request.json()) as LeadSaveBody & { lead_id?: number; first_name: string; mobile?: string | null };
      saved.push(body);
      if (refuse && saved.length === 1) return refuse;
      if (body.mobile === '9876543210') return ok({ ...leadDetailsFixture({ lead_id: 1, first_name: 'Meera', last_name: 'Iyer', re_enquiry_count: 1 }), outcome: 're_enquiry' as const });
      return ok({ ...leadDetailsFixture({ lead_id: body.lead_id ?? 77, first_name: body.first_name }), outcome: body.lead_id ? ('updated' as const) : ('created' as const) });
    });
  return { saved, checks };
}

describe('the lead form', () => {
  it('checks what it can before sending: a first name, and an email or a mobile', async () => {
    let server!: ReturnType<typeof formServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/lead_form', api: (api) => (server = formServer(api)) });
    const form = await screen.findByRole('form', { name: 'New lead' }, { timeout: 10_000 });
    await app.user.click(within(form).getByRole('button', { name: 'Save lead' }));
    expect(within(form).getByText('Enter the lead’s first name.')).toBeTruthy();
    expect(within(form).getByText('Give an email address or a mobile number.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('First name')));
    expect(server.saved).toEqual([]);
  });

  it('points out an existing lead with the same mobile while one types, after the spec’s sanitiser', async () => {
    let server!: ReturnType<typeof formServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/lead_form', api: (api) => (server = formServer(api)) });
    const form = await screen.findByRole('form', { name: 'New lead' }, { timeout: 10_000 });
    await app.user.type(within(form).getByLabelText('Mobile'), '+91 98765-43210');
    expect(within(form).getByText('Saved as 9876543210')).toBeTruthy();
    const warning = await within(form).findByText(/You already have a lead with this mobile number/, {}, { timeout: 3000 });
    expect(warning.textContent).toMatch(/Meera Iyer \(Contacted, added 02-11-2026 - \d\d:\d\d [AP]M, assigned to Anil Kapoor\)\. Saving adds this enquiry to it as a re-enquiry\./);
    expect(within(form).getByRole('link', { name: 'Open the existing lead' }).getAttribute('href')).toBe('/my_leads/1');
    // Asked once the typing paused, with the sanitised number only.
    expect(server.checks).toEqual(['mobile=9876543210']);

    // Saving anyway is a re-enquiry of the existing lead: the user is told and taken there.
    await app.user.type(within(form).getByLabelText('First name'), 'Meera');
    await app.user.click(within(form).getByRole('button', { name: 'Save lead' }));
    await waitFor(() => expect(app.location()).toBe('/my_leads/1'));
  });

  it('warns that a contact of another partner’s lead cannot be saved', async () => {
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/lead_form', api: (api) => formServer(api) });
    const form = await screen.findByRole('form', { name: 'New lead' }, { timeout: 10_000 });
    await app.user.type(within(form).getByLabelText('Email'), 'taken@example.test');
    expect((await within(form).findByText(/already belongs to a lead of another partner/, {}, { timeout: 3000 })).closest('[role="alert"]')).toBeTruthy();
    expect(within(form).queryByRole('link', { name: 'Open the existing lead' })).toBeNull();
  });

  it('shows the chosen category’s own fields, checks them, and sends the whole lead', async () => {
    let server!: ReturnType<typeof formServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/lead_form', api: (api) => (server = formServer(api)) });
    const form = await screen.findByRole('form', { name: 'New lead' }, { timeout: 10_000 });
    expect(within(form).queryByLabelText('Bachelor’s score')).toBeNull();
    await app.user.type(within(form).getByLabelText('First name'), ' Nisha ');
    await app.user.type(within(form).getByLabelText('Email'), 'nisha@example.test');
    await app.user.type(within(form).getByLabelText('Intake (optional)'), 'September/January');
    expect(within(form).getByText('Saved as Sep,Jan')).toBeTruthy();
    await within(form).findByRole('option', { name: 'Karnataka' });
    await app.user.selectOptions(within(form).getByLabelText('State (optional)'), 'Karnataka');
    await app.user.selectOptions(within(form).getByLabelText('City (optional)'), await within(form).findByRole('option', { name: 'Bengaluru' }));
    await app.user.selectOptions(within(form).getByLabelText('Category (optional)'), 'Postgraduate');
    const fields = await within(form).findByRole('region', { name: 'Category fields' });
    const score = await within(fields).findByLabelText('Bachelor’s score');
    expect(within(fields).getByLabelText('Funding (optional)')).toBeTruthy();

    await app.user.click(within(form).getByRole('button', { name: 'Save lead' }));
    expect(within(fields).getByText('Fill in Bachelor’s score.')).toBeTruthy();
    expect(server.saved).toEqual([]);

    await app.user.type(score, '8.2');
    await app.user.selectOptions(within(fields).getByLabelText('Funding (optional)'), 'Education loan');
    await app.user.click(within(form).getByRole('button', { name: 'Save lead' }));
    await waitFor(() => expect(app.location()).toBe('/my_leads/77'));
    expect(server.saved).toEqual([
      {
        first_name: 'Nisha',
        email: 'nisha@example.test',
        mobile: null,
        last_name: null,
        reminder_note: null,
        notes: null,
        intake: 'Sep,Jan',
        country_id: null,
        course_level_id: null,
        state_id: 3,
        city_id: 30,
        source_id: null,
        medium_id: null,
        campaign_id: null,
        category_id: 7,
        sub_stage_id: null,
        assigned_to: null,
        next_follow_up_at: null,
        reminder_at: null,
        category_field_values: [
          { field_id: 71, value: 8.2 },
          { field_id: 72, value: 'loan' },
        ],
      },
    ]);
  });

  it('puts the server’s reasons on their fields, a category field’s included, and keeps what was typed', async () => {
    const refuse = {
      status: 422,
      message: 'Invalid',
      errors: [
        { field: 'body/email', message: 'the domain does not accept mail' },
        { field: 'body/category_field_values/0/value', message: 'must be at most 10' },
      ],
    };
    let server!: ReturnType<typeof formServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/lead_form', api: (api) => (server = formServer(api, { refuse })) });
    const form = await screen.findByRole('form', { name: 'New lead' }, { timeout: 10_000 });
    await app.user.type(within(form).getByLabelText('First name'), 'Nisha');
    await app.user.type(within(form).getByLabelText('Email'), 'nisha@nomail.test');
    await within(form).findByRole('option', { name: 'Postgraduate' });
    await app.user.selectOptions(within(form).getByLabelText('Category (optional)'), 'Postgraduate');
    await app.user.type(await within(form).findByLabelText('Bachelor’s score'), '82');
    await app.user.click(within(form).getByRole('button', { name: 'Save lead' }));

    expect(await within(form).findByText('Not accepted: the domain does not accept mail.')).toBeTruthy();
    expect(within(form).getByText('Not accepted: must be at most 10.')).toBeTruthy();
    expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('nisha@nomail.test');
    expect((within(form).getByLabelText('Bachelor’s score') as HTMLInputElement).value).toBe('82');
    expect(app.location()).toBe('/my_leads/lead_form');

    await app.user.clear(within(form).getByLabelText('Bachelor’s score'));
    await app.user.type(within(form).getByLabelText('Bachelor’s score'), '8.2');
    await app.user.click(within(form).getByRole('button', { name: 'Save lead' }));
    await waitFor(() => expect(app.location()).toBe('/my_leads/77'));
    expect(server.saved).toHaveLength(2);
  });

  it('keeps a choice waiting for the one it narrows, and clears it when that one changes', async () => {
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/lead_form', api: (api) => formServer(api) });
    const form = await screen.findByRole('form', { name: 'New lead' }, { timeout: 10_000 });
    const city = () => within(form).getByLabelText('City (optional)') as HTMLSelectElement;
    expect(city().disabled).toBe(true);
    expect(city().options[0].text).toBe('Choose a state first');
    expect((within(form).getByLabelText('Stage') as HTMLSelectElement).options[0].text).toBe('The first stage');
    await within(form).findByRole('option', { name: 'Karnataka' });
    await app.user.selectOptions(within(form).getByLabelText('State (optional)'), 'Karnataka');
    await app.user.selectOptions(city(), await within(form).findByRole('option', { name: 'Bengaluru' }));
    expect(city().disabled).toBe(false);
    expect(city().value).toBe('30');
    await app.user.selectOptions(within(form).getByLabelText('State (optional)'), 'Not chosen');
    expect(city().value).toBe('');
    expect(city().disabled).toBe(true);
  });

  it('edits a lead from ?lead_id= with its values in place', async () => {
    let server!: ReturnType<typeof formServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/lead_form?lead_id=5', api: (api) => (server = formServer(api)) });
    expect(await screen.findByRole('heading', { name: 'Edit Kiran Shah', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Edit lead' });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('kiran@example.test');
    await waitFor(() => expect((within(form).getByLabelText('Stage') as HTMLSelectElement).value).toBe('2'));
    // A lead always has a stage: no empty choice when editing.
    expect([...(within(form).getByLabelText('Stage') as HTMLSelectElement).options].map((option) => option.value)).not.toContain('');
    await app.user.type(within(form).getByLabelText('Last name (optional)'), '-Mehta');
    await app.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(app.location()).toBe('/my_leads/5'));
    expect(server.saved[0]).toMatchObject({ lead_id: 5, first_name: 'Kiran', last_name: 'Shah-Mehta', email: 'kiran@example.test', mobile: null, stage_id: 2 });
  });
});
