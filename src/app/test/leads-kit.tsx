import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { leadCountFixture, leadDetailsFixture, sourceFixtures, stageFixtures, subStageFixtures, teamFixtures } from '@/entities/lead';
import type { BroadcastRate, NurturingEnrolment, NurturingService } from '@/entities/nurturing';
import type { MockApi } from './mock-api';

// Set-up shared by the tests of the leads, nurturing and messaging features and pages.

/** A refusal from the API: the failure envelope with its status, message and field errors. */
export const refusal = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  new ApiFailure(new Response(null, { status }), { status: false, message, ...(errors ? { errors } : {}) });

/** The test that a key maker gives a fresh key each time, in the contract's Idempotency-Key shape. */
export const itMakesFreshKeys = (title: string, newKey: () => string) =>
  it(title, () => {
    const one = newKey();
    expect(one).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(newKey()).not.toBe(one);
  });

export const ok = <T,>(data: T) => ({ status: true as const, data });

/** The lead Meera Iyer (id 8), as her page reads her. */
export const meera = () => leadDetailsFixture({ lead_id: 8, first_name: 'Meera', last_name: 'Iyer', is_read: true });

/** The calls of a lead's page (/my_leads/8) over Meera: the lead, the masters, no follow-up or history, and her nurturing. */
export function leadPageCalls(api: MockApi, nurturing: { services?: NurturingService[]; enrolments?: NurturingEnrolment[] } = {}) {
  const empty = { items: [], page: 1, page_size: 20, total: 0 };
  return api
    .leads('get', '/my-lead/single/{id}', () => ok(meera()))
    .leads('get', '/my-lead/master/lead-stages', () => ok(stageFixtures))
    .leads('get', '/my-lead/master/lead-sub-stages', () => ok([]))
    .leads('get', '/my-lead/master/team-members', () => ok(teamFixtures))
    .leads('get', '/my-lead/follow-ups/{id}', () => ok(empty))
    .leads('get', '/my-lead/history/{id}', () => ok(empty))
    .leads('get', '/my-lead/assignee-timeline/{id}', () => ok([]))
    .leads('get', '/my-lead/nurturing-services', () => ok({ items: nurturing.services ?? [] }))
    .leads('get', '/my-lead/nurturing/{id}', () => ok({ lead_id: 8, lead_name: 'Meera Iyer', enrolments: nurturing.enrolments ?? [] }));
}

/** The credits of one WhatsApp message of a category in India, at a price. */
export const indiaRate = (category: BroadcastRate['category'], price_per_message: number, credits_per_message: number): BroadcastRate => ({
  category, country_code: 'IN', country_name: 'India', currency: 'INR', price_per_message, effective_from: '2024-11-01', credits_per_message,
});

/** The calls the lead list (/my_leads) makes beside the list itself: the counts per stage and the masters of its filters. */
export function leadListMasterCalls(api: MockApi) {
  return api
    .leads('get', '/my-lead/lead-count', () => ok(leadCountFixture))
    .leads('get', '/my-lead/master/lead-stages', () => ok(stageFixtures))
    .leads('get', '/my-lead/master/lead-sub-stages', () => ok(subStageFixtures))
    .leads('get', '/my-lead/master/team-members', () => ok(teamFixtures))
    .leads('get', '/my-lead/master/my-lead-sources', () => ok(sourceFixtures))
    .leads('get', '/my-lead/master/states', () => ok([]))
    .leads('get', '/my-lead/lead-categories-by-role', () => ok({ user_type: 'agent' as const, categories: [] }));
}

/** Ticks the named rows of the lead list (the first once the list has come, within `timeout`); answers the bar of the selected leads. */
export async function selectLeads(app: { user: UserEvent }, [first, ...others]: readonly string[], timeout: number) {
  await app.user.click(await screen.findByRole('checkbox', { name: `Select ${first}` }, { timeout }));
  for (const name of others) await app.user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  return screen.findByRole('region', { name: 'Selected leads' });
}

/** Presses `button` in `scope` before a choice it needs is made: `message` says so there. */
export async function pressUnchosen(app: { user: UserEvent }, scope: HTMLElement, button: string, message: string) {
  await app.user.click(within(scope).getByRole('button', { name: button }));
  expect(within(scope).getByText(message)).toBeTruthy();
}

/** Chooses `option` in the select labelled `label` in `scope`, once the option has come. */
export async function chooseOption(app: { user: UserEvent }, scope: HTMLElement, label: string, option: string) {
  await within(scope).findByRole('option', { name: option });
  await app.user.selectOptions(within(scope).getByLabelText(label), option);
}
