// The assignment rule of an operations manager or a master franchise: how its new leads are assigned when created
// without an assignee (round robin, by area, a daily cap per member), and the speed-to-lead target.
import type { BodyOf, LeadsOperations, LeadsSchemas } from '../../contract-types.ts';
import { assertReach } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Forbidden, Unprocessable, type FieldError } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as activity from './activity.repository.ts';
import { personRef } from './lead-row.repository.ts';
import { dayStart } from './leads.service.ts';

type Rules = LeadsSchemas['LeadAssignmentRules'];

export function makeRulesService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  /** Only an operations manager or a master franchise sets a rule (an area franchise works under its master's). */
  function checkSetter(caller: Caller): void {
    if (caller.role === 'franchise' && caller.franchiseType !== 'master') {
      throw new Forbidden('only a master franchise or an operations manager sets lead assignment rules');
    }
  }

  async function read(ownerId: number): Promise<Rules> {
    const rule = await activity.findRule(db, ownerId);
    const members = await activity.ruleMembers(db, ownerId, dayStart(clock.now()));
    return {
      owner_user_id: ownerId,
      mode: rule?.mode ?? 'manual',
      members: members.map((m) => ({ user: personRef(m.user), areas: m.areas, assigned_today: m.assigned_today })),
      daily_cap: rule?.daily_cap ?? null,
      speed_to_lead_minutes: rule?.speed_to_lead_minutes ?? 60,
      updated_at: rule?.updated_at ? new Date(rule.updated_at).toISOString() : null,
    };
  }

  return {
    async get(caller: Caller): Promise<Rules> {
      checkSetter(caller);
      return read(caller.userId);
    },

    async save(caller: Caller, body: BodyOf<LeadsOperations['saveLeadAssignmentRules']>): Promise<Rules> {
      checkSetter(caller);
      const bad: FieldError[] = [];
      const seen = new Set<number>();
      body.members.forEach((m, i) => {
        if (seen.has(m.user_id)) bad.push({ field: `body/members/${i}/user_id`, message: 'is named twice' });
        seen.add(m.user_id);
      });
      if (body.mode !== 'manual' && body.members.length === 0) bad.push({ field: 'body/members', message: `must name at least one member for mode ${body.mode}` });
      if (bad.length > 0) throw new Unprocessable('the rule does not fit', bad);
      for (const [i, m] of body.members.entries()) await assertReach(db, caller, 'team_member', m.user_id, `body/members/${i}/user_id`);
      const pairs = body.members.flatMap((m, i) => (m.areas ?? []).map((a, j) => ({ i, j, state_id: a.state_id, city_id: a.city_id ?? null })));
      const fits = await activity.citiesOfStates(db, pairs);
      const wrong = pairs.filter((_, k) => !fits[k]).map((p) => ({ field: `body/members/${p.i}/areas/${p.j}`, message: p.city_id === null ? 'is not a state' : 'is not a city of the state' }));
      if (wrong.length > 0) throw new Unprocessable('an area does not exist', wrong);
      const at = clock.now().toISOString();
      await db.transaction((tx) =>
        activity.saveRule(
          tx,
          { owner: caller.userId, mode: body.mode, daily_cap: body.daily_cap ?? null, speed: body.speed_to_lead_minutes ?? 60, by: caller.userId, at },
          body.members.map((m) => ({ user_id: m.user_id, areas: (m.areas ?? []).map((a) => ({ state_id: a.state_id, city_id: a.city_id ?? null })) })),
        ),
      );
      return read(caller.userId);
    },
  };
}

export type RulesService = ReturnType<typeof makeRulesService>;
