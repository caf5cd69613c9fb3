import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { teamFixtures } from '@/entities/lead';
import { QueryProvider } from '@/shared/api/query';
import { LeadCharts } from './lead-charts';

const ok = <T,>(data: T) => ({ status: true as const, data });
const asha = { user_id: 41, first_name: 'Asha', last_name: 'Rao', user_type: 'franchise' as const };
const anil = { user_id: 12, first_name: 'Anil', last_name: 'Kapoor', user_type: 'counselor' as const };
const stage = (stage_id: number, stage_name: string, count: number) => ({ stage_id, stage_name, count });

/** The statistics calls of a franchise's book; `failMonths` makes the monthly counts fail until it is set false. */
function statsServer(api: MockApi, { master = false, failMonths = { value: false } } = {}) {
  const dimensions: string[] = [];
  api
    .leads('get', '/my-lead/lead-count-months', () =>
      failMonths.value
        ? { status: 500, message: 'Down' }
        : ok([
            { month: '2026-09', total: 12, counseled: 3, closed: 1 },
            { month: '2026-10', total: 30, counseled: 8, closed: 2 },
            { month: '2026-11', total: 18, counseled: 5, closed: 0 },
          ]),
    )
    .leads('get', '/my-lead/lead-count-members', () =>
      ok([
        { member: asha, total: 40, unread: 2, counseled: 10, overdue_follow_ups: 1, contact_overdue: 2, by_stage: [] },
        { member: anil, total: 20, unread: 0, counseled: 6, overdue_follow_ups: 4, contact_overdue: 1, by_stage: [] },
      ]),
    )
    .leads('get', '/my-lead/lead-count-by-area-stage-counseled', () =>
      ok([
        { state_id: 3, state_name: 'Karnataka', city_id: null, city_name: null, total: 35, counseled: 9, by_stage: [stage(1, 'New', 20), stage(3, 'Counseled', 15)] },
        { state_id: 4, state_name: 'Kerala', city_id: null, city_name: null, total: 25, counseled: 7, by_stage: [stage(1, 'New', 25)] },
      ]),
    )
    .leads('get', '/my-lead/lead-distribution-count', (request) => {
      const dimension = new URL(request.url).searchParams.get('dimension') as 'source' | 'stage';
      dimensions.push(dimension);
      const buckets =
        dimension === 'stage'
          ? [{ key_id: 1, label: 'New', count: 45, percent: 75 }, { key_id: 3, label: 'Counseled', count: 15, percent: 25 }]
          : [{ key_id: 5, label: 'Website', count: 36, percent: 60 }, { key_id: null, label: 'Not set', count: 24, percent: 40 }];
      return ok({ dimension, total: 60, buckets });
    })
    .leads('get', '/my-lead/master/team-members', () => ok(teamFixtures.map((m) => (m.is_self ? { ...m, user_type: 'franchise' as const, franchise_type: master ? ('master' as const) : ('area' as const) } : m))))
    .leads('get', '/my-lead/area-franchise-stats-under-mf', () =>
      ok({
        items: [
          {
            franchise_id: 77,
            first_name: 'Ravi',
            last_name: 'Menon',
            email: 'ravi@example.test',
            organisation: 'Kochi Study Abroad',
            city_name: 'Kochi',
            totals: { total: 14, unread: 1, counseled: 4, closed: 2, overdue_follow_ups: 3, contact_overdue: 5 },
            by_stage: [],
            last_lead_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        page: 1,
        page_size: 50,
        total: 1,
      }),
    )
    .leads('get', '/my-lead/master-franchise-lead-statistics', () =>
      ok({
        master_franchise: asha,
        from: null,
        to: null,
        area_franchise_count: 1,
        own: { total: 60, unread: 2, counseled: 16, closed: 3, overdue_follow_ups: 5, contact_overdue: 3 },
        area_franchises: { total: 14, unread: 1, counseled: 4, closed: 2, overdue_follow_ups: 3, contact_overdue: 5 },
        combined: { total: 74, unread: 3, counseled: 20, closed: 5, overdue_follow_ups: 8, contact_overdue: 8 },
        by_stage: [],
        top_area_franchises: [],
      }),
    );
  return { dimensions };
}

const panel = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the lead charts', () => {
  // jsdom draws nothing: its canvas has no 2D context (the chart's summary and table carry the numbers).
  beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

  it('shows leads by month, by member, by area and stage and how they split, each with a summary and its numbers', async () => {
    let server!: ReturnType<typeof statsServer>;
    const app = await renderApp(
      <QueryProvider>
        <LeadCharts role="franchise" />
      </QueryProvider>,
      { user: 'franchise', api: (api) => (server = statsServer(api)) },
    );
    const months = await panel('Leads by month');
    expect(await within(months).findByText('60 leads in the last 3 months, most in Oct 2026 (30); 16 were counseled.')).toBeTruthy();
    expect(within(months).getByRole('img', { name: '60 leads in the last 3 months, most in Oct 2026 (30); 16 were counseled.' })).toBeTruthy();
    const numbers = within(months).getByRole('table', { name: 'Leads by month' });
    expect(within(numbers).getAllByRole('row').map((row) => row.textContent)).toEqual(['LabelNew leadsCounseled', 'Sep 2026123', 'Oct 2026308', 'Nov 2026185']);

    expect(await within(await panel('Leads by team member')).findByText('2 team members; Asha Rao has the most leads (40); 3 leads were not contacted in time.')).toBeTruthy();
    const areas = await panel('Leads by area and stage');
    expect(await within(areas).findByText('2 areas; the most leads are in Karnataka (35, 9 counseled).')).toBeTruthy();
    expect(within(within(areas).getByRole('table')).getAllByRole('row').map((row) => row.textContent)).toEqual(['LabelNewCounseled', 'Karnataka2015', 'Kerala250']);

    const split = await panel('How the leads split');
    expect(await within(split).findByText('60 leads by source: Website is the largest share (60%).')).toBeTruthy();
    await app.user.selectOptions(within(split).getByLabelText('Split by'), 'Stage');
    expect(await within(split).findByText('60 leads by stage: New is the largest share (75%).')).toBeTruthy();
    expect(server.dimensions).toEqual(['source', 'stage']);
    // An area franchise has no area franchises of its own.
    expect(screen.queryByRole('region', { name: 'Your area franchises' })).toBeNull();
  });

  it('gives a master franchise the leads of each area franchise', async () => {
    await renderApp(
      <QueryProvider>
        <LeadCharts role="franchise" />
      </QueryProvider>,
      { user: 'franchise', api: (api) => statsServer(api, { master: true }) },
    );
    const franchises = await panel('Your area franchises');
    expect(await within(franchises).findByText('Your own leads: 60 (16 counseled). Your 1 area franchises: 14 (4 counseled, 5 not contacted in time). Together: 74.')).toBeTruthy();
    expect(within(within(franchises).getByRole('table')).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameLeadsCounseledOverdue follow-upsNot contacted in time',
      'Kochi Study Abroad14435',
    ]);
  });

  it('leaves out what a role may not read, and offers a retry when a chart fails', async () => {
    const failMonths = { value: true };
    const app = await renderApp(
      <QueryProvider>
        <LeadCharts role="agent" />
      </QueryProvider>,
      { user: 'agent', api: (api) => statsServer(api, { failMonths }) },
    );
    const months = await panel('Leads by month');
    expect(await within(months).findByRole('heading', { name: 'Leads by month could not be loaded' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Leads by team member' })).toBeNull();
    failMonths.value = false;
    await app.user.click(within(months).getByRole('button', { name: 'Try again' }));
    expect(await within(months).findByText(/60 leads in the last 3 months/)).toBeTruthy();
  });

  it('says so when there is nothing to chart, and draws nothing for a role without lead statistics', async () => {
    await renderApp(
      <QueryProvider>
        <LeadCharts role="counselor" />
      </QueryProvider>,
      { user: 'counselor', api: (api) => api.leads('get', '/my-lead/lead-count-months', () => ok([{ month: '2026-11', total: 0, counseled: 0, closed: 0 }])) },
    );
    expect(await within(await panel('Leads by month')).findByText('No leads in the last twelve months.')).toBeTruthy();
  });

  it('shows no chart to a role that may not read the statistics', async () => {
    const app = await renderApp(
      <QueryProvider>
        <LeadCharts role="operations" />
      </QueryProvider>,
      { user: 'operations' },
    );
    await waitFor(() => expect(app.api.calls()).toContain('POST /api/refresh-token'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(app.api.calls().filter((call) => call.includes('/my-lead/'))).toEqual(['GET /lead-api/my-lead/user-service-availed']);
  });
});
