import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { leadPageCalls, ok } from '@/app/test/leads-kit';
import type { NurturingEnrolment, NurturingManualBody, NurturingService } from '@/entities/nurturing';

const at = (days: number) => new Date(Date.UTC(2026, 10, 20 + days, 9, 0)).toISOString();

const welcome: NurturingService = {
  ns_id: 1, name: 'New enquiry welcome', description: null, channels: ['email', 'whatsapp'], steps: 2, duration_days: 1, active: true, credits_per_lead: 2,
  sequence: [
    { step_no: 1, channel: 'email', day_offset: 0, name: 'Welcome mail', template_id: null },
    { step_no: 2, channel: 'whatsapp', day_offset: 1, name: 'Intake reminder', template_id: 2 },
  ],
};

function enrolment(id: number, overrides: Partial<NurturingEnrolment> = {}): NurturingEnrolment {
  return {
    enrolment_id: id, ns_id: 1, service_name: 'New enquiry welcome', lead_id: 8, mode: 'manual', status: 'active', stop_reason: null,
    started_at: at(0), completed_at: null, next_step_at: at(1), steps_total: 2, steps_done: 1, enrolled_by_user_id: 3,
    credits_held: 2, credits_spent: 1, credits_released: 0,
    steps: [
      { step_no: 1, channel: 'email', template_name: 'Welcome mail', scheduled_at: at(0), sent_at: at(0), status: 'sent', reason: null },
      { step_no: 2, channel: 'whatsapp', template_name: 'Intake reminder', scheduled_at: at(1), sent_at: null, status: 'scheduled', reason: null },
    ],
    ...overrides,
  };
}

/** The lead page's calls over one lead, with its enrolments; answers what the page sent. */
function server(api: MockApi, enrolments: NurturingEnrolment[]) {
  const sent = { started: [] as Array<{ body: NurturingManualBody; key: string | null }>, stopped: [] as unknown[] };
  leadPageCalls(api, { services: [welcome], enrolments })
    .leads('post', '/my-lead/manual-lead-nurture', async (request) => {
      const body = (await request.json()) as NurturingManualBody;
      sent.started.push({ body, key: request.headers.get('Idempotency-Key') });
      if (enrolments.some((e) => e.status === 'active')) return { status: 409, message: 'the lead is already active in this nurturing service' };
      const made = enrolment(20, { steps_done: 0, credits_spent: 0 });
      enrolments.unshift(made);
      return ok({ enrolment: made, charge: { contacts: 1, credit_per_lead: 2, credits_debited: 2, balance_after: 8, ct_id: 5 } });
    })
    .leads('post', '/my-lead/nurturing/{id}/stop', async (request) => {
      const body = (await request.json()) as { enrolment_id: number };
      sent.stopped.push(body);
      const e = enrolments.find((x) => x.enrolment_id === body.enrolment_id)!;
      Object.assign(e, { status: 'stopped', stop_reason: 'manual', next_step_at: null, completed_at: at(0), credits_released: 1 });
      e.steps[1] = { ...e.steps[1], status: 'cancelled', reason: 'manual' };
      return ok({ enrolment: e });
    });
  return sent;
}

describe('the lead’s nurturing panel', () => {
  it('lists the sequences with their steps and stops a running one', async () => {
    let sent!: ReturnType<typeof server>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/8', api: (api) => (sent = server(api, [enrolment(7)])) });
    const panel = await screen.findByRole('region', { name: 'Nurturing' }, { timeout: 10_000 });
    const item = await within(panel).findByRole('listitem', { name: 'New enquiry welcome' });
    expect(item.textContent).toContain('Running · 1 of 2 steps done · next step');
    const steps = within(item).getByRole('list', { name: 'Steps of New enquiry welcome' });
    expect(steps.textContent).toContain('1. Email: Welcome mailSent');
    expect(steps.textContent).toContain('2. WhatsApp: Intake reminderScheduled');

    await app.user.click(within(item).getByRole('button', { name: 'Stop “New enquiry welcome”' }));
    expect(await screen.findByText('“New enquiry welcome” stopped; 1 credit came back.')).toBeTruthy();
    expect(sent.stopped).toEqual([{ enrolment_id: 7 }]);
    await waitFor(() => expect(within(panel).getByRole('listitem', { name: 'New enquiry welcome' }).textContent).toContain('Stopped: stopped by hand'));
    expect(within(panel).queryByRole('button', { name: /^Stop/ })).toBeNull();
  });

  it('starts a sequence under one Idempotency-Key per intent, and says why a second one is refused', async () => {
    let sent!: ReturnType<typeof server>;
    const app = await renderApp('app', { user: 'agent', url: '/my_leads/8', api: (api) => (sent = server(api, [])) });
    const panel = await screen.findByRole('region', { name: 'Nurturing' }, { timeout: 10_000 });
    expect(await within(panel).findByText('Not in any nurturing sequence yet.')).toBeTruthy();
    await app.user.click(within(panel).getByRole('button', { name: 'Start nurturing' }));
    expect(within(panel).getByText('Choose a sequence.')).toBeTruthy();
    await app.user.selectOptions(within(panel).getByLabelText('Nurturing sequence'), await within(panel).findByRole('option', { name: /New enquiry welcome · 2 steps over 1 day · 2 credits/ }));
    await app.user.click(within(panel).getByRole('button', { name: 'Start nurturing' }));
    expect(await screen.findByText('Nurturing started: “New enquiry welcome”, 2 credits held.')).toBeTruthy();
    expect(sent.started).toEqual([{ body: { lead_id: 8, ns_id: 1 }, key: expect.stringMatching(/^nurture-[0-9a-f]{32}$/) }]);
    expect(await within(panel).findByRole('listitem', { name: 'New enquiry welcome' })).toBeTruthy();

    await app.user.selectOptions(within(panel).getByLabelText('Nurturing sequence'), within(panel).getByRole('option', { name: /New enquiry welcome/ }));
    await app.user.click(within(panel).getByRole('button', { name: 'Start nurturing' }));
    expect(await screen.findByText('This lead is already in that sequence.')).toBeTruthy();
    expect(sent.started[1].key).not.toBe(sent.started[0].key);
  });
});
