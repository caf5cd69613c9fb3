import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';
import type { NurturingService } from '@/entities/nurturing';

const ok = <T,>(data: T) => ({ status: true as const, data });

const welcome: NurturingService = {
  ns_id: 1, name: 'New enquiry welcome', description: 'Welcomes a new enquiry over a week.', channels: ['email', 'whatsapp'], steps: 4, duration_days: 7,
  active: true, credits_per_lead: 4,
  sequence: [
    { step_no: 1, channel: 'email', day_offset: 0, name: 'Welcome mail', template_id: null },
    { step_no: 2, channel: 'whatsapp', day_offset: 1, name: 'Intake reminder', template_id: 3 },
    { step_no: 3, channel: 'email', day_offset: 3, name: 'Courses for you', template_id: null },
    { step_no: 4, channel: 'email', day_offset: 7, name: 'Book a call', template_id: null },
  ],
};
const countdown: NurturingService = {
  ns_id: 2, name: 'Intake deadline countdown', description: null, channels: ['email'], steps: 1, duration_days: 0, active: true, credits_per_lead: 1,
  sequence: [{ step_no: 1, channel: 'email', day_offset: 0, name: 'Deadline soon', template_id: null }],
};

/** listNurturingServices over `services` (failing while `outage.down`), and the WhatsApp templates that name a step's. */
function dripServer(api: MockApi, services: NurturingService[], outage = { down: false }) {
  api
    .leads('get', '/my-lead/nurturing-services', () => (outage.down ? { status: 500, message: 'Down' } : ok({ items: services })))
    .leads('get', '/my-lead/whatsapp-templates', () =>
      ok({
        items: [{ template_id: 3, name: 'intake_reminder', language: 'en', category: 'marketing' as const, status: 'approved' as const, body: 'Hi {{1}}', variables_count: 1, header_type: 'none' as const, rejection_reason: null, updated_at: '2026-11-02T10:00:00Z' }],
        page: 1, page_size: 100, total: 1,
      }),
    );
}

// The page and the tab load lazily; their first transform on a busy machine takes seconds.
beforeAll(async () => {
  await Promise.all([import('./nurturing-page'), import('./drip-services-tab')]);
}, 60_000);

describe('the drip services tab', () => {
  it('lists each sequence with its steps (day, channel, template) and what a lead and a step cost', async () => {
    await renderApp('app', { user: 'agent', url: '/nurturing?tab=drip', api: (api) => dripServer(api, [welcome, countdown]) });
    const list = await screen.findByRole('list', { name: 'Drip services' }, { timeout: 20_000 });
    expect(screen.getByRole('tab', { name: 'Drip services' }).getAttribute('aria-selected')).toBe('true');
    const card = within(list).getByRole('listitem', { name: 'New enquiry welcome' });
    expect(card.textContent).toContain('Welcomes a new enquiry over a week.');
    expect(card.textContent).toContain('4 steps over 7 days · Email and WhatsApp · 4 credits per lead (1 credit a step)');
    const steps = within(card).getByRole('list', { name: 'Steps of New enquiry welcome' });
    const rows = within(steps).getAllByRole('listitem').map((item) => item.textContent);
    expect(rows[0]).toBe('Day 0 (at the start)Email: Welcome mailIts own mail (subject and text)');
    // A WhatsApp step names its template once the templates have loaded.
    await within(steps).findByText('WhatsApp template intake_reminder');
    expect(within(steps).getAllByRole('listitem')[1].textContent).toContain('Day 1WhatsApp: Intake reminder');
    expect(rows.slice(2).map((row) => row?.slice(0, 5))).toEqual(['Day 3', 'Day 7']);
    expect(within(list).getByRole('listitem', { name: 'Intake deadline countdown' }).textContent).toContain('1 step over 0 days · Email · 1 credit per lead (1 credit a step)');
  }, 45_000);

  it('says when no sequence is offered', async () => {
    await renderApp('app', { user: 'franchise', url: '/nurturing?tab=drip', api: (api) => dripServer(api, []) });
    expect(await screen.findByText('No drip services are offered yet.', undefined, { timeout: 20_000 })).toBeTruthy();
  }, 45_000);

  it('shows a failure with a retry that loads the sequences', async () => {
    const outage = { down: true };
    const view = await renderApp('app', { user: 'agent', url: '/nurturing?tab=drip', api: (api) => dripServer(api, [countdown], outage) });
    expect(await screen.findByText('The drip services could not be loaded', undefined, { timeout: 20_000 })).toBeTruthy();
    outage.down = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Intake deadline countdown' })).toBeTruthy();
  }, 45_000);
});
