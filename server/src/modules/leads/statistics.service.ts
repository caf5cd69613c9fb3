// The rules of the lead statistics: whose leads each statistic counts (the caller's reach, as the lead list), the
// franchise views (a master franchise and its area franchises; an operations manager names the master), and the
// shapes of the answers (every active stage present with zeros, largest first, percentages to two decimals).
import type { LeadsOperations, QueryOf } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Forbidden, Invalid, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, toPage, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { makeLeadsCache, type LeadsCache } from './leads-cache.ts';
import { listTeam } from './masters.repository.ts';
import * as repo from './statistics.repository.ts';
import type { Group, Key, Person, Scope, StageInfo } from './statistics.repository.ts';
import type { LeadsSchemas } from '../../contract-types.ts';

type Q<K extends keyof LeadsOperations> = QueryOf<LeadsOperations[K]>;
type StageItem = LeadsSchemas['LeadCountStageItem'];
type Totals = LeadsSchemas['LeadStatTotals'];

const KOLKATA_MS = 330 * 60_000;

/**
 * 400 for a day PostgreSQL cannot hold (the contract's date format accepts the year 0000), 422 when a period ends
 * before it starts (the contract's rule for `from` and `to`).
 */
function checkPeriod(query: { from?: string; to?: string }): void {
  for (const key of ['from', 'to'] as const) {
    if (query[key]?.startsWith('0000')) throw new Invalid([{ field: `querystring/${key}`, message: 'must be a day of the year 1 or later' }]);
  }
  if (query.from && query.to && query.from > query.to) {
    throw new Unprocessable('querystring/from must not be after querystring/to', [
      { field: 'querystring/from', message: 'must not be after to' },
    ]);
  }
}

/** Counts of one stage per active stage in pipeline order (zeros included), and any retired stage that holds leads. */
function byStage(stages: readonly StageInfo[], groups: readonly Group[]): StageItem[] {
  const counts = new Map<number, number>();
  for (const g of groups) counts.set(g.stage_id, (counts.get(g.stage_id) ?? 0) + g.total);
  return stages
    .filter((s) => s.is_active || (counts.get(s.stage_id) ?? 0) > 0)
    .map((s) => ({ stage_id: s.stage_id, stage_name: s.name, count: counts.get(s.stage_id) ?? 0 }));
}

type Sums = Totals & { reminders_due_today: number };

/** The totals of some groups; follow-ups and reminders count on open leads only. */
function sums(stages: readonly StageInfo[], groups: readonly Group[]): Sums {
  const closed = new Set(stages.filter((s) => s.is_closed).map((s) => s.stage_id));
  const out: Sums = { total: 0, unread: 0, counseled: 0, closed: 0, overdue_follow_ups: 0, contact_overdue: 0, reminders_due_today: 0 };
  for (const g of groups) {
    out.total += g.total;
    out.unread += g.unread;
    out.counseled += g.counseled;
    out.contact_overdue += g.contact_overdue;
    if (closed.has(g.stage_id)) out.closed += g.total;
    else {
      out.overdue_follow_ups += g.due_past;
      out.reminders_due_today += g.due_today;
    }
  }
  return out;
}

const totalsOf = (stages: readonly StageInfo[], groups: readonly Group[]): Totals => {
  const { reminders_due_today: _today, ...totals } = sums(stages, groups);
  return totals;
};

/** The groups by key value, in first-seen order. */
function byKey(groups: readonly Group[]): Map<Group['key'], Group[]> {
  const out = new Map<Group['key'], Group[]>();
  for (const g of groups) out.set(g.key, [...(out.get(g.key) ?? []), g]);
  return out;
}

const ref = (p: Pick<Person, 'user_id' | 'first_name' | 'last_name' | 'user_type'>) => ({
  user_id: p.user_id, first_name: p.first_name, last_name: p.last_name, user_type: p.user_type,
});
const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 10000) / total) / 100);
const NOT_SET = 'Not set';

export function makeStatisticsService({ db, clock }: Pick<Deps, 'db' | 'clock'>, cache: LeadsCache = makeLeadsCache(db)) {
  /** The groups of `scope` by `key` (kept by the cache while they hold) and the stages. */
  async function read(scope: Scope, key: Key) {
    const now = clock.now();
    const { caller, ...filters } = scope;
    const cacheKey = JSON.stringify(['groups', key, filters]);
    const [stages, groups] = await Promise.all([
      repo.listStageInfo(db),
      cache.get(caller, cacheKey, now, () => repo.groups(db, scope, key, now)),
    ]);
    return { stages, groups };
  }

  /**
   * The master franchise a franchise view is about: the caller's own id for a franchise (which must be a master; an
   * area franchise is refused), the given id for an operations manager (required). `field` names the query field.
   */
  async function masterOf(tx: Queryable, caller: Caller, given: number | undefined, field: string): Promise<Person> {
    if (caller.role === 'operations_manager' && given === undefined) {
      throw new Unprocessable(`${field} is required for an operations manager`, [{ field, message: 'is required' }]);
    }
    const id = given ?? caller.userId;
    if (caller.role === 'franchise' && caller.franchiseType !== 'master') {
      throw new Forbidden('an area franchise has no area franchises; use GET /my-lead/lead-count');
    }
    const master = await repo.findPerson(tx, id);
    if (!master || master.user_type !== 'franchise' || master.franchise_type !== 'master') {
      throw new Unprocessable(`${field}: franchise ${id} is not a master franchise`, [{ field, message: 'is not a master franchise' }]);
    }
    return master;
  }

  const distributionScope = (caller: Caller, query: Q<'getLeadDistributionCount'>): Scope => ({
    caller, from: query.from, to: query.to, assignedTo: query.assigned_to,
  });

  async function distributionLabels(dimension: repo.Dimension, groups: readonly Group[]) {
    const ids = [...new Set(groups.map((g) => g.key).filter((k): k is number => typeof k === 'number'))];
    const names = await repo.labels(db, dimension, ids);
    return (key: Group['key']) => (key === null ? (dimension === 'assignee' ? 'Unassigned' : NOT_SET) : (names.get(key as number) ?? `#${key}`));
  }

  async function areaRows(caller: Caller, query: Q<'getLeadCountByAreaStageCounseled'>) {
    checkPeriod(query);
    const level = query.level ?? 'state';
    const { stages, groups } = await read(
      { caller, from: query.from, to: query.to, assignedTo: query.assigned_to, stateId: query.state_id },
      level,
    );
    const keyed = byKey(groups);
    const ids = [...keyed.keys()].filter((k): k is number => typeof k === 'number');
    const places = level === 'state' ? await repo.states(db, ids) : await repo.cities(db, ids);
    const empty: repo.Place = { state_id: null, state_name: null, city_id: null, city_name: null };
    return [...keyed.entries()]
      .map(([key, list]) => ({ place: key === null ? empty : (places.get(key as number) ?? empty), list, stages }))
      .map(({ place, list }) => ({ ...place, ...sums(stages, list), by_stage: byStage(stages, list) }))
      .sort((a, b) => b.total - a.total || (a.state_name ?? '~').localeCompare(b.state_name ?? '~') || (a.city_name ?? '~').localeCompare(b.city_name ?? '~'));
  }

  return {
    async counseled(caller: Caller, query: Q<'listCounseledLeads'>) {
      checkPeriod(query);
      return repo.counseledLeads(db, cache, { caller, from: query.from, to: query.to, assignedTo: query.assigned_to }, pageWindow(query), clock.now());
    },

    async count(caller: Caller, query: Q<'getLeadCount'>) {
      checkPeriod(query);
      const scope = { caller, from: query.from, to: query.to, assignedTo: query.assigned_to, categoryId: query.category_id, sourceId: query.source_id };
      const [{ stages, groups }, subStages] = await Promise.all([read(scope, 'sub_stage'), repo.listSubStageNames(db)]);
      const { closed: _closed, ...totals } = sums(stages, groups);
      const countOf = new Map(groups.filter((g) => g.key !== null).map((g) => [g.key as number, g.total]));
      return {
        total: totals.total,
        unread: totals.unread,
        counseled: totals.counseled,
        reminders_due_today: totals.reminders_due_today,
        overdue_follow_ups: totals.overdue_follow_ups,
        by_stage: byStage(stages, groups).map((item) => ({
          ...item,
          sub_stages: subStages
            .filter((ss) => ss.stage_id === item.stage_id && (ss.is_active || (countOf.get(ss.sub_stage_id) ?? 0) > 0))
            .map((ss) => ({ sub_stage_id: ss.sub_stage_id, sub_stage_name: ss.name, count: countOf.get(ss.sub_stage_id) ?? 0 })),
        })),
      };
    },

    async byMember(caller: Caller, query: Q<'getLeadCountByMember'>) {
      checkPeriod(query);
      const team = await listTeam(db, {
        callerId: caller.userId,
        allStaff: caller.role === 'operations_manager',
        masterFranchise: caller.role === 'franchise' && caller.franchiseType === 'master',
      });
      const { stages, groups } = await read({ caller, from: query.from, to: query.to }, 'worker');
      const keyed = byKey(groups);
      return team.map((member) => {
        const list = keyed.get(member.user_id) ?? [];
        const { closed: _closed, reminders_due_today: _today, ...totals } = sums(stages, list);
        return { member: ref(member), ...totals, by_stage: byStage(stages, list) };
      });
    },

    async byMonth(caller: Caller, query: Q<'getLeadCountByMonth'>) {
      const months = query.months ?? 12;
      const local = new Date(clock.now().getTime() + KOLKATA_MS);
      const keys = Array.from({ length: months }, (_, i) => {
        const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (months - 1 - i), 1));
        return d.toISOString().slice(0, 7);
      });
      const since = new Date(Date.parse(`${keys[0]}-01T00:00:00Z`) - KOLKATA_MS);
      const { stages, groups } = await read({ caller, assignedTo: query.assigned_to, createdSince: since }, 'month');
      const keyed = byKey(groups);
      return keys.map((month) => {
        const { total, counseled, closed } = sums(stages, keyed.get(month) ?? []);
        return { month, total, counseled, closed };
      });
    },

    reminded: (caller: Caller, query: Q<'listRemindedLeads'>) =>
      repo.remindedLeads(db, cache, { caller, assignedTo: query.assigned_to }, query.when ?? 'today', pageWindow(query), clock.now()),

    async distributionCount(caller: Caller, query: Q<'getLeadDistributionCount'>) {
      checkPeriod(query);
      const { groups } = await read(distributionScope(caller, query), query.dimension);
      const label = await distributionLabels(query.dimension, groups);
      const keyed = byKey(groups);
      const total = groups.reduce((n, g) => n + g.total, 0);
      const buckets = [...keyed.entries()]
        .map(([key, list]) => {
          const count = list.reduce((n, g) => n + g.total, 0);
          return { key_id: key as number | null, label: label(key), count, percent: percent(count, total) };
        })
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
      return { dimension: query.dimension, total, buckets };
    },

    async distributionDetails(caller: Caller, query: Q<'getLeadDistributionDetails'>) {
      checkPeriod(query);
      const { stages, groups } = await read(distributionScope(caller, query), query.dimension);
      const kept = query.key_id === undefined ? groups : groups.filter((g) => g.key === query.key_id);
      const label = await distributionLabels(query.dimension, kept);
      const items = [...byKey(kept).entries()]
        .map(([key, list]) => {
          const { total, counseled } = sums(stages, list);
          return { key_id: key as number | null, label: label(key), total, counseled, by_stage: byStage(stages, list) };
        })
        .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
      return { dimension: query.dimension, total: items.reduce((n, i) => n + i.total, 0), items };
    },

    async byArea(caller: Caller, query: Q<'getLeadCountByArea'>) {
      const rows = await areaRows(caller, query);
      return rows.map(({ state_id, state_name, city_id, city_name, total }) => ({ state_id, state_name, city_id, city_name, count: total }));
    },

    async byAreaStage(caller: Caller, query: Q<'getLeadCountByAreaStageCounseled'>) {
      const rows = await areaRows(caller, query);
      return rows.map(({ state_id, state_name, city_id, city_name, total, counseled, by_stage }) => ({
        state_id, state_name, city_id, city_name, total, counseled, by_stage,
      }));
    },

    async masterFranchise(caller: Caller, query: Q<'getMasterFranchiseLeadStatistics'>) {
      checkPeriod(query);
      const master = await masterOf(db, caller, query.franchise_id, 'querystring/franchise_id');
      const areas = await repo.areaFranchises(db, master.user_id);
      const { stages, groups } = await read(
        { caller, from: query.from, to: query.to, owners: [master.user_id, ...areas.map((a) => a.user_id)] },
        'owner',
      );
      const own = groups.filter((g) => g.key === master.user_id);
      const ofAreas = groups.filter((g) => g.key !== master.user_id);
      const keyed = byKey(ofAreas);
      const top = areas
        .map((area) => ({ area, ...sums(stages, keyed.get(area.user_id) ?? []) }))
        .filter((row) => row.total > 0)
        .sort((a, b) => b.total - a.total || a.area.user_id - b.area.user_id)
        .slice(0, 5)
        .map(({ area, total, counseled }) => ({
          franchise_id: area.user_id,
          name: area.organisation ?? `${area.first_name} ${area.last_name}`,
          total,
          counseled,
        }));
      return {
        master_franchise: ref(master),
        from: query.from ?? null,
        to: query.to ?? null,
        area_franchise_count: areas.length,
        own: totalsOf(stages, own),
        area_franchises: totalsOf(stages, ofAreas),
        combined: totalsOf(stages, groups),
        by_stage: byStage(stages, groups),
        top_area_franchises: top,
      };
    },

    async areaFranchises(caller: Caller, query: Q<'listAreaFranchiseLeadStats'>) {
      checkPeriod(query);
      const master = await masterOf(db, caller, query.master_franchise_id, 'querystring/master_franchise_id');
      const areas = await repo.areaFranchises(db, master.user_id, query.q);
      const window = pageWindow(query);
      const { stages, groups } = areas.length === 0
        ? { stages: [], groups: [] }
        : await read({ caller, from: query.from, to: query.to, owners: areas.map((a) => a.user_id) }, 'owner');
      const keyed = byKey(groups);
      const rows = areas
        .map((area) => {
          const list = keyed.get(area.user_id) ?? [];
          const last = list.reduce<number | null>((max, g) => {
            const at = g.last_at === null ? null : new Date(g.last_at).getTime();
            return at !== null && (max === null || at > max) ? at : max;
          }, null);
          return {
            franchise_id: area.user_id,
            first_name: area.first_name,
            last_name: area.last_name,
            email: area.email,
            organisation: area.organisation,
            city_name: area.city_name,
            totals: totalsOf(stages, list),
            by_stage: byStage(stages, list),
            last_lead_at: last === null ? null : new Date(last).toISOString(),
          };
        })
        .sort((a, b) => b.totals.total - a.totals.total || a.franchise_id - b.franchise_id);
      return toPage(window, rows.slice(window.offset, window.offset + window.limit), rows.length);
    },

    async acpCampaigns(caller: Caller, query: Q<'listAcpCampaigns'>): Promise<Page<repo.AcpCampaign>> {
      checkPeriod(query);
      let partners: number[] | null;
      if (caller.role === 'operations_manager') partners = null;
      else if (caller.role === 'franchise' && caller.franchiseType === 'master') partners = await repo.franchisePartners(db, caller.userId);
      else partners = [caller.userId];
      if (query.agent_user_id !== undefined) {
        partners = partners === null || partners.includes(query.agent_user_id) ? [query.agent_user_id] : [];
      }
      const period = { from: query.from, to: query.to };
      const now = clock.now();
      return repo.acpCampaigns(db, { partners, status: query.status }, pageWindow(query), (ids) =>
        cache.get(caller, JSON.stringify(['acp-counts', ids, period]), now, async () => ({
          value: await repo.acpCounts(db, ids, period),
          validUntil: Number.POSITIVE_INFINITY,
        })),
      );
    },
  };
}

export type StatisticsService = ReturnType<typeof makeStatisticsService>;
