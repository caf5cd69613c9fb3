import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import type { TeamMember } from '@/entities/lead';
import type { UserType } from '@/entities/session';
import type { AssignmentRules, AssignmentRulesBody } from '../model/rules-form';
import { QueryProvider } from '@/shared/api/query';
import { LazyToaster } from '@/shared/ui/toast';
import { AssignmentRulesButton } from './assignment-rules-button';

/** The entry as the lead list holds it, with the app's query client and its toasts. */
const entry = (
  <QueryProvider>
    <AssignmentRulesButton />
    <LazyToaster />
  </QueryProvider>
);

const ok = <T,>(data: T) => ({ status: true as const, data });

const team = (selfType: UserType, franchise: 'master' | 'area' | null = null): TeamMember[] => [
  { user_id: 41, first_name: 'Asha', last_name: 'Rao', email: 'asha@demo.unipath.test', user_type: selfType, franchise_type: franchise, is_self: true },
  { user_id: 12, first_name: 'Anil', last_name: 'Kapoor', email: 'anil@demo.unipath.test', user_type: 'counselor', franchise_type: null, is_self: false },
  { user_id: 13, first_name: 'Bela', last_name: 'Sen', email: 'bela@demo.unipath.test', user_type: 'counselor', franchise_type: null, is_self: false },
];

const defaults: AssignmentRules = { owner_user_id: 41, mode: 'manual', members: [], daily_cap: null, speed_to_lead_minutes: 60, updated_at: null };

type Reply = AssignmentRules | { status: number; message: string; errors?: { field: string; message: string }[] };

/** The rule's two calls; `replies` answer the saves in turn (then the saved rule). Returns the bodies it was sent. */
function rulesServer(api: MockApi, { rule = defaults, members = team('operations_manager'), load, replies = [] }: { rule?: AssignmentRules; members?: TeamMember[]; load?: () => Reply; replies?: Reply[] } = {}) {
  const sent: AssignmentRulesBody[] = [];
  let current = rule;
  api
    .leads('get', '/my-lead/master/team-members', () => ok(members))
    .leads('get', '/my-lead/master/states', () => ok([{ state_id: 7, state_name: 'Kerala', country_id: 1 }, { state_id: 8, state_name: 'Goa', country_id: 1 }]))
    .leads('get', '/my-lead/master/cities', (request) =>
      ok(new URL(request.url).searchParams.get('state_id') === '7' ? [{ city_id: 70, city_name: 'Kochi', state_id: 7 }] : []),
    )
    .leads('get', '/my-lead/assignment-rules', () => {
      const answer = load?.() ?? current;
      return 'owner_user_id' in answer ? ok(answer) : answer;
    })
    .leads('post', '/my-lead/assignment-rules', async (request) => {
      const body = (await request.json()) as AssignmentRulesBody;
      sent.push(body);
      const reply = replies.shift();
      if (reply && !('owner_user_id' in reply)) return reply;
      const byId = new Map(members.map((m) => [m.user_id, m]));
      current = {
        owner_user_id: 41,
        mode: body.mode,
        members: body.members.map((m) => {
          const person = byId.get(m.user_id)!;
          return {
            user: { user_id: m.user_id, first_name: person.first_name, last_name: person.last_name, user_type: person.user_type },
            areas: (m.areas ?? []).map((a) => ({ state_id: a.state_id, state_name: 'Kerala', city_id: a.city_id ?? null, city_name: a.city_id ? 'Kochi' : null })),
            assigned_today: 0,
          };
        }),
        daily_cap: body.daily_cap ?? null,
        speed_to_lead_minutes: body.speed_to_lead_minutes ?? 60,
        updated_at: '2026-11-24T10:00:00.000Z',
      };
      return ok(current);
    });
  return { sent };
}

async function open(role: UserType, server: (api: MockApi) => void) {
  const app = await renderApp(entry, { user: role, api: server });
  await app.user.click(await screen.findByRole('button', { name: 'Assignment rules' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assignment rules' });
  const form = await within(dialog).findByRole('form', { name: 'Assignment rules' }, { timeout: 5000 });
  return { ...app, dialog, form };
}

describe('assignment rules', () => {
  it.each([
    ['an operations manager', 'operations_manager', team('operations_manager')],
    ['a master franchise', 'franchise', team('franchise', 'master')],
  ] as const)('is offered to %s', async (_, role, members) => {
    await renderApp(entry, { user: role, api: (api) => void rulesServer(api, { members }) });
    expect(await screen.findByRole('button', { name: 'Assignment rules' })).toBeTruthy();
  });

  it.each([
    ['an area franchise', 'franchise', team('franchise', 'area')],
    ['an agent', 'agent', team('agent')],
    ['a counselor', 'counselor', team('counselor')],
  ] as const)('is not offered to %s', async (_, role, members) => {
    const app = await renderApp(entry, { user: role, api: (api) => void rulesServer(api, { members }) });
    if (role === 'franchise') await waitFor(() => expect(app.api.calls()).toContain('GET /lead-api/my-lead/master/team-members'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByRole('button', { name: 'Assignment rules' })).toBeNull();
    expect(app.api.calls()).not.toContain('GET /lead-api/my-lead/assignment-rules');
  });

  it('sets round robin among chosen members with a daily cap, refusing a round robin without members first', async () => {
    let sent: AssignmentRulesBody[] = [];
    const { user, form, dialog } = await open('operations_manager', (api) => void (sent = rulesServer(api).sent));
    expect(within(form).getByText(/No rule saved yet/)).toBeTruthy();
    expect((within(form).getByRole('radio', { name: /By hand/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Call new leads within (minutes)') as HTMLInputElement).value).toBe('60');

    await user.click(within(form).getByRole('radio', { name: /In turn \(round robin\)/ }));
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Choose at least one member to take the new leads.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: /Anil Kapoor/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Bela Sen/ }));
    await user.type(within(form).getByLabelText('Daily cap per member (optional)'), '5');
    const speed = within(form).getByLabelText('Call new leads within (minutes)');
    await user.clear(speed);
    await user.type(speed, '30');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent).toEqual([
      {
        mode: 'round_robin',
        members: [
          { user_id: 12, areas: [] },
          { user_id: 13, areas: [] },
        ],
        daily_cap: 5,
        speed_to_lead_minutes: 30,
      },
    ]);
    expect(await screen.findByText('New leads go in turn to 2 members, at most 5 each a day; call them within 30 minutes.')).toBeTruthy();
  });

  it("shows each member's leads received today against the cap, and the server's refusals on their fields", async () => {
    const rule: AssignmentRules = {
      ...defaults,
      mode: 'round_robin',
      daily_cap: 10,
      updated_at: '2026-11-23T09:30:00.000Z',
      members: [{ user: { user_id: 12, first_name: 'Anil', last_name: 'Kapoor', user_type: 'counselor' }, areas: [], assigned_today: 3 }],
    };
    const replies: Reply[] = [
      {
        status: 422,
        message: 'the rule does not fit',
        errors: [
          { field: 'body/members/1/user_id', message: 'is not a member of your team' },
          { field: 'body/daily_cap', message: 'must be <= 10000' },
        ],
      },
    ];
    const { user, form } = await open('operations_manager', (api) => void rulesServer(api, { rule, replies }));
    const anil = within(form).getByRole('checkbox', { name: /Anil Kapoor/ }).closest('li')!;
    expect(anil.textContent).toContain('3 leads today of 10');
    expect(within(form).getByText(/Last saved 23 Nov 2026/)).toBeTruthy();

    await user.click(within(form).getByRole('checkbox', { name: /Bela Sen/ }));
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    const bela = within(form).getByRole('checkbox', { name: /Bela Sen/ });
    expect(await within(bela.closest('li')!).findByText('Not accepted: is not a member of your team.')).toBeTruthy();
    expect(bela.getAttribute('aria-invalid')).toBe('true');
    const cap = within(form).getByLabelText('Daily cap per member (optional)');
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Not accepted: must be <= 10000.')).toBeTruthy();
    // Nothing typed is lost.
    expect((bela as HTMLInputElement).checked).toBe(true);
    expect((cap as HTMLInputElement).value).toBe('10');
  });

  it('assigns by area: a member takes a state or one of its cities, and an area without a state is refused', async () => {
    let sent: AssignmentRulesBody[] = [];
    const { user, form, dialog } = await open('operations_manager', (api) => void (sent = rulesServer(api).sent));
    await user.click(within(form).getByRole('radio', { name: /By area/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Anil Kapoor/ }));
    await user.click(within(form).getByRole('button', { name: 'Add an area for Anil Kapoor' }));
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    const state = within(form).getByLabelText('State, area 1');
    expect(await within(form).findByText('Choose a state, or remove this area.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(sent).toHaveLength(0);

    await within(form).findByRole('option', { name: 'Kerala' });
    await user.selectOptions(state, 'Kerala');
    await within(form).findByRole('option', { name: 'Kochi' });
    await user.selectOptions(within(form).getByLabelText('City (optional), area 1'), 'Kochi');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent[0]).toEqual({ mode: 'area', members: [{ user_id: 12, areas: [{ state_id: 7, city_id: 70 }] }], daily_cap: null, speed_to_lead_minutes: 60 });
  });

  it('says so when there is nobody to take the leads, and refuses a round robin without members', async () => {
    let sent: AssignmentRulesBody[] = [];
    const { user, form } = await open('operations_manager', (api) => void (sent = rulesServer(api, { members: [] }).sent));
    expect(within(form).getByRole('region', { name: 'Nobody on your team yet' })).toBeTruthy();
    expect(within(form).queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(within(form).getByRole('radio', { name: /In turn \(round robin\)/ }));
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Choose at least one member to take the new leads.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('says when the rule cannot be loaded and loads it again on request; Escape closes the dialog', async () => {
    let fail = true;
    const app = await renderApp(entry, {
      user: 'operations_manager',
      api: (api) => void rulesServer(api, { load: () => (fail ? { status: 500, message: 'Down' } : defaults) }),
    });
    const button = await screen.findByRole('button', { name: 'Assignment rules' });
    button.focus();
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Assignment rules' });
    expect(await within(dialog).findByRole('alert', { name: 'The rule could not be loaded' }, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await app.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('form', { name: 'Assignment rules' })).toBeTruthy();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('tells an area franchise that reaches it that the rule is its master’s', async () => {
    // The server is the judge: a franchise the team list does not (yet) mark as area is refused on open.
    const app = await renderApp(entry, {
      user: 'franchise',
      api: (api) => void rulesServer(api, { members: team('franchise', 'master'), load: () => ({ status: 403, message: 'only a master franchise' }) }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Assignment rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assignment rules' });
    expect(await within(dialog).findByRole('alert', { name: 'Not yours to set' }, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).queryByRole('form')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
