import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { lendObjectUrls } from '@/shared/lib/download/lend-object-urls';
import type { MockApi } from '@/app/test/mock-api';
import { chooseOption, leadListMasterCalls, ok, pressUnchosen, selectLeads } from '@/app/test/leads-kit';
import { leadFixture, teamFixtures, type Lead } from '@/entities/lead';

const HOUR = 3_600_000;

/** A fake of the list's calls over `leads`; returns the queries it was asked and the bodies it was sent. */
function leadsServer(api: MockApi, leads: Lead[], { failList = false } = {}) {
  const queries: URLSearchParams[] = [];
  const assigned: { lead_ids: number[]; assigned_to: number | null }[] = [];
  const markedRead: unknown[] = [];
  leadListMasterCalls(api)
    .leads('get', '/my-lead/all', (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (failList) return { status: 500, message: 'Down' };
      const items = leads.filter((lead) => !query.get('stage_id') || lead.stage_id === Number(query.get('stage_id')));
      return ok({ items, page: 1, page_size: 25, total: items.length });
    })
    .leads('post', '/my-lead/assign', async (request) => {
      const body = (await request.json()) as { lead_ids: number[]; assigned_to: number | null };
      assigned.push(body);
      if (body.lead_ids.includes(3)) return { status: 422, message: 'Invalid', errors: [{ field: 'body/lead_ids/1', message: 'lead 3 is converted and can no longer be reassigned' }] };
      const member = teamFixtures.find((m) => m.user_id === body.assigned_to);
      for (const lead of leads)
        if (body.lead_ids.includes(lead.lead_id))
          lead.assigned_to = member ? { user_id: member.user_id, first_name: member.first_name, last_name: member.last_name, user_type: member.user_type } : null;
      return ok({ lead_ids: body.lead_ids, assigned_to: body.assigned_to, updated: body.lead_ids.length });
    })
    .leads('post', '/my-lead/mark-as-read', async (request) => {
      const body = (await request.json()) as { lead_ids: number[] };
      markedRead.push(body);
      for (const lead of leads) if (body.lead_ids.includes(lead.lead_id)) lead.is_read = true;
      return ok({ lead_ids: body.lead_ids, is_read: true, updated: body.lead_ids.length });
    });
  return { queries, assigned, markedRead };
}

const book = (): Lead[] => [
  leadFixture({
    lead_id: 1,
    first_name: 'Meera',
    last_name: 'Iyer',
    is_read: false,
    created_at: new Date(Date.now() - 3 * HOUR).toISOString(),
    first_contacted_at: null,
    speed_to_lead_minutes: null,
    contact_overdue: true,
    score: -2,
    re_enquiry_count: 2,
  }),
  leadFixture({ lead_id: 2, first_name: 'Rohan', last_name: 'Das', stage_id: 2, stage_name: 'Contacted', sub_stage_id: 21, sub_stage_name: 'Call back', source_name: 'Website' }),
  leadFixture({ lead_id: 3, first_name: 'Kavya', last_name: 'Nair', first_contacted_at: '2026-11-20T13:00:00.000Z', speed_to_lead_minutes: 180, contact_overdue: true }),
];

describe('the leads page', () => {
  it('lists the leads with their stage, source and assignee, the counts per stage, unread and overdue marks', async () => {
    await renderApp('app', { user: 'agent', url: '/my_leads', api: (api) => leadsServer(api, book()) });

    const table = await screen.findByRole('table', { name: 'Leads' }, { timeout: 10_000 });
    const meera = within(table).getByRole('row', { name: 'Meera Iyer' });
    expect(within(meera).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe('/my_leads/1');
    expect(within(meera).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(meera.textContent).toMatch(/Overdue · not contacted for 3 h/);
    expect(meera.textContent).toContain('2 re-enquiries');
    expect(within(table).getByRole('row', { name: 'Kavya Nair' }).textContent).toContain('Contacted late, after 3 h');
    const rohan = within(table).getByRole('row', { name: 'Rohan Das' });
    expect(rohan.textContent).toContain('ContactedCall back');
    expect(rohan.textContent).toContain('Website');
    expect(rohan.textContent).toContain('Asha Rao (owner)');
    expect(rohan.textContent).not.toMatch(/Overdue/);
    expect(screen.getByText('1–3 of 3 leads')).toBeTruthy();

    const counts = await screen.findByRole('navigation', { name: 'Leads per stage' });
    expect(within(counts).getByRole('button', { name: 'All 42' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(counts).getByRole('button', { name: 'Contacted 13' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the stage, filters and order in the address and asks the server for them', async () => {
    let server!: ReturnType<typeof leadsServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads?unread=1&sort=first_name.asc', api: (api) => (server = leadsServer(api, book())) });
    await screen.findByRole('table', { name: 'Leads matching the filters' }, { timeout: 10_000 });
    expect(Object.fromEntries(server.queries.at(-1)!)).toEqual({ unread: 'true', sort: 'first_name', order: 'asc', page_size: '25' });
    expect((screen.getByLabelText('Only unread leads') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Lead' }).getAttribute('aria-sort')).toBe('ascending');
    expect((screen.getByLabelText('Sub-stage') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Choose a stage first' })).toBeTruthy();

    await app.user.click(within(await screen.findByRole('navigation', { name: 'Leads per stage' })).getByRole('button', { name: 'Contacted 13' }));
    expect(app.location()).toBe('/my_leads?unread=1&sort=first_name.asc&stage=2');
    await waitFor(() => expect(server.queries.at(-1)!.get('stage_id')).toBe('2'));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByRole('row', { name: 'Meera Iyer' })).toBeNull());

    await app.user.selectOptions(screen.getByLabelText('Sub-stage'), 'Call back');
    await app.user.selectOptions(screen.getByLabelText('Assigned to'), 'Anil Kapoor');
    expect(app.location()).toBe('/my_leads?unread=1&sort=first_name.asc&stage=2&sub_stage=21&assignee=12');
    await waitFor(() => expect(Object.fromEntries(server.queries.at(-1)!)).toMatchObject({ stage_id: '2', sub_stage_id: '21', assigned_to: '12' }));

    // A new stage drops the sub-stage of the old one; a column header orders the list.
    await app.user.selectOptions(screen.getByLabelText('Stage'), 'New');
    expect(app.location()).toBe('/my_leads?unread=1&sort=first_name.asc&stage=1&assignee=12');
    await app.user.click(screen.getByRole('button', { name: 'Sort by created date' }));
    expect(app.location()).toBe('/my_leads?unread=1&stage=1&assignee=12');

    await app.user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'meera');
    await waitFor(() => expect(app.location()).toBe('/my_leads?unread=1&stage=1&assignee=12&q=meera'));
    await waitFor(() => expect(server.queries.at(-1)!.get('q')).toBe('meera'));
  });

  it('assigns the selected leads to a team member in one call, and says why when it is refused', async () => {
    const leads = book();
    let server!: ReturnType<typeof leadsServer>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads', api: (api) => (server = leadsServer(api, leads)) });
    const bulk = await selectLeads(app, ['Meera Iyer', 'Kavya Nair'], 10_000);
    expect(bulk.textContent).toContain('2 leads selected');

    await pressUnchosen(app, bulk, 'Assign', 'Choose who gets the leads.');
    expect(server.assigned).toEqual([]);

    await chooseOption(app, bulk, 'Assign to', 'Anil Kapoor');
    await app.user.click(within(bulk).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The leads were not assigned: lead 3 is converted and can no longer be reassigned.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Selected leads' }).textContent).toContain('2 leads selected');

    await app.user.click(screen.getByRole('checkbox', { name: 'Select Kavya Nair' }));
    await app.user.click(within(screen.getByRole('region', { name: 'Selected leads' })).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('1 lead assigned to Anil Kapoor.')).toBeTruthy();
    expect(server.assigned).toEqual([
      { lead_ids: [1, 3], assigned_to: 12 },
      { lead_ids: [1], assigned_to: 12 },
    ]);
    expect(screen.queryByRole('region', { name: 'Selected leads' })).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('row', { name: 'Meera Iyer' }).textContent).toContain('Anil Kapoor'));
  });

  it('marks every lead of the page read at once', async () => {
    let server!: ReturnType<typeof leadsServer>;
    const app = await renderApp('app', { user: 'franchise', url: '/my_leads', api: (api) => (server = leadsServer(api, book())) });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Select every lead on this page' }, { timeout: 10_000 }));
    await app.user.click(within(await screen.findByRole('region', { name: 'Selected leads' })).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText('3 leads marked read.')).toBeTruthy();
    expect(server.markedRead).toEqual([{ lead_ids: [1, 2, 3], is_read: true }]);
    expect(screen.queryByRole('region', { name: 'Selected leads' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull());
  });

  it('says when there are no leads yet, with the way to add one', async () => {
    await renderApp('app', { user: 'counselor', url: '/my_leads', api: (api) => leadsServer(api, []) });
    expect(await screen.findByRole('heading', { name: 'No leads yet' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New lead' }).at(-1)!.getAttribute('href')).toBe('/my_leads/lead_form');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const leads = book();
    const app = await renderApp('app', {
      user: 'agent',
      url: '/my_leads',
      api: (api) => {
        leadsServer(api, leads);
        api.leads('get', '/my-lead/all', () => (fail ? { status: 500, message: 'Down' } : ok({ items: leads, page: 1, page_size: 25, total: 3 })));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your leads could not be loaded' }, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Leads' })).toBeTruthy();
  });

  it('exports the filtered list as CSV with the bearer token', async () => {
    const createObjectURL = lendObjectUrls('blob:leads');
    const app = await renderApp('app', {
      user: 'agent',
      url: '/my_leads?stage=2&q=das&page=2',
      api: (api) => {
        leadsServer(api, book());
        api.leads('get', '/my-lead/export', () => ok({}) as never);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 10_000 }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const request = app.api.requests.find((r) => r.url.includes('/lead-api/my-lead/export'))!;
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ stage_id: '2', q: 'das' });
    expect(request.headers.get('Authorization')).toBe('Bearer token-refreshed');
  });

  it('imports a CSV file and shows the report row by row', async () => {
    const uploads: FormData[] = [];
    const app = await renderApp('app', {
      user: 'agent',
      url: '/my_leads',
      api: (api) => {
        leadsServer(api, book());
        api.leads('post', '/my-lead/import', async (request) => {
          uploads.push(await request.formData());
          return ok({
            total: 3,
            created: 1,
            re_enquiries: 1,
            invalid: 1,
            rows: [
              { row: 2, outcome: 'created' as const, lead_id: 101, errors: [] },
              { row: 3, outcome: 're_enquiry' as const, lead_id: 1, errors: [] },
              { row: 4, outcome: 'invalid' as const, lead_id: null, errors: [{ field: 'mobile', message: 'is not a mobile number' }] },
            ],
          });
        });
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import leads from a CSV file' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a CSV file.')).toBeTruthy();
    const csv = new File(['first_name,mobile\nNisha,9876500000\n'], 'leads.csv', { type: 'text/csv' });
    await app.user.upload(within(dialog).getByLabelText('CSV file'), csv);
    await app.user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('region', { name: 'Import report' });
    expect(report.textContent).toContain('3 rows: 1 created, 1 re-enquiries of existing leads, 1 skipped.');
    const rows = within(report).getAllByRole('row');
    expect(rows[1].textContent).toBe('2Created—');
    expect(within(rows[2]).getByRole('link', { name: 'Re-enquiry of an existing lead' }).getAttribute('href')).toBe('/my_leads/1');
    expect(rows[3].textContent).toBe('4Skippedmobile: is not a mobile number');
    // A multipart body with the file in its part (jsdom's File does not survive Node's FormData whole: the e2e test reads it).
    expect(uploads[0].has('file')).toBe(true);
  });
});
