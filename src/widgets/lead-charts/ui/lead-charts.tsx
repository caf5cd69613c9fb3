import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as access from '@contract/access';
import { leadMasterQueries, leadStatsQueries, personName, type LeadDistributionDimension } from '@/entities/lead';
import type { Role } from '@contract/access';
import { optionsOf } from '@/shared/lib/options';
import { SelectField } from '@/shared/ui/select-field';
import { monthLabel, peakOf, sum, type ChartSpec } from '../lib/chart-data';
import { ChartPanel } from './chart-panel';
import { AreaFranchisePanel } from './area-franchise-panel';
import { formatCount } from '@/shared/lib/number-format';

const DIMENSIONS = optionsOf<LeadDistributionDimension>({
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  category: 'Category',
  stage: 'Stage',
  assignee: 'Assignee',
  country: 'Country of interest',
  course_level: 'Course level',
});
/** The areas a stacked chart can show legibly; the table has them all. */
const TOP_AREAS = 8;

const plural = (n: number, one: string, other: string) => `${formatCount(n)} ${n === 1 ? one : other}`;
const may = (roles: readonly string[], role: Role) => roles.includes(role);

function MonthChart() {
  const query = useQuery(leadStatsQueries.byMonth(12));
  const spec = useMemo<ChartSpec | null>(() => {
    const months = query.data ?? [];
    if (sum(months.map((m) => m.total)) === 0) return null;
    return {
      kind: 'bar',
      labels: months.map((m) => monthLabel(m.month)),
      series: [
        { label: 'New leads', data: months.map((m) => m.total) },
        { label: 'Counseled', data: months.map((m) => m.counseled), kind: 'line' },
      ],
    };
  }, [query.data]);
  const peak = spec ? peakOf(spec.labels, spec.series[0].data) : null;
  const summary = spec && peak ? `${plural(sum(spec.series[0].data), 'lead', 'leads')} in ${spec.labels.length === 1 ? 'the last month' : `the last ${spec.labels.length} months`}, most in ${peak.label} (${peak.value}); ${plural(sum(spec.series[1].data), 'was', 'were')} counseled.` : '';
  return <ChartPanel title="Leads by month" query={query} spec={spec} summary={summary} empty="No leads in the last twelve months." />;
}

function MemberChart() {
  const query = useQuery(leadStatsQueries.byMember());
  const spec = useMemo<ChartSpec | null>(() => {
    const members = query.data ?? [];
    if (members.length === 0) return null;
    return {
      kind: 'bar',
      horizontal: true,
      labels: members.map((m) => personName(m.member)),
      series: [
        { label: 'Leads', data: members.map((m) => m.total) },
        { label: 'Counseled', data: members.map((m) => m.counseled) },
        { label: 'Overdue follow-ups', data: members.map((m) => m.overdue_follow_ups) },
        { label: 'Not contacted in time', data: members.map((m) => m.contact_overdue) },
      ],
    };
  }, [query.data]);
  const peak = spec ? peakOf(spec.labels, spec.series[0].data) : null;
  const late = spec ? sum(spec.series[3].data) : 0;
  const summary =
    spec && peak ? `${plural(spec.labels.length, 'team member', 'team members')}; ${peak.label} has the most leads (${peak.value}); ${plural(late, 'lead was', 'leads were')} not contacted in time.` : '';
  return <ChartPanel title="Leads by team member" query={query} spec={spec} summary={summary} empty="No team member has leads yet." />;
}

function AreaStageChart() {
  const query = useQuery(leadStatsQueries.byArea());
  const spec = useMemo<ChartSpec | null>(() => {
    const areas = [...(query.data ?? [])].sort((a, b) => b.total - a.total).slice(0, TOP_AREAS);
    if (areas.length === 0) return null;
    const stages = new Map<number, string>();
    for (const area of areas) for (const stage of area.by_stage) stages.set(stage.stage_id, stage.stage_name);
    return {
      kind: 'bar',
      stacked: true,
      labels: areas.map((a) => a.city_name ?? a.state_name ?? 'No area'),
      series: [...stages].map(([stageId, name]) => ({ label: name, stack: 'stages', data: areas.map((a) => a.by_stage.find((s) => s.stage_id === stageId)?.count ?? 0) })),
    };
  }, [query.data]);
  const top = query.data && query.data.length > 0 ? [...query.data].sort((a, b) => b.total - a.total)[0] : null;
  const summary = top ? `${plural(query.data!.length, 'area', 'areas')}; the most leads are in ${top.city_name ?? top.state_name ?? 'no area'} (${top.total}, ${top.counseled} counseled).` : '';
  return <ChartPanel title="Leads by area and stage" query={query} spec={spec} summary={summary} empty="No lead has an area yet." wide />;
}

function DistributionChart() {
  const [dimension, setDimension] = useState<LeadDistributionDimension>('source');
  const query = useQuery(leadStatsQueries.distribution(dimension));
  const spec = useMemo<ChartSpec | null>(() => {
    const buckets = query.data?.buckets ?? [];
    if (buckets.length === 0) return null;
    return { kind: 'doughnut', labels: buckets.map((b) => b.label), series: [{ label: 'Leads', data: buckets.map((b) => b.count) }] };
  }, [query.data]);
  const largest = query.data?.buckets.length ? [...query.data.buckets].sort((a, b) => b.count - a.count)[0] : null;
  const name = DIMENSIONS.find((d) => d.value === dimension)!.label.toLowerCase();
  const summary = largest && query.data ? `${plural(query.data.total, 'lead', 'leads')} by ${name}: ${largest.label} is the largest share (${largest.percent}%).` : '';
  return (
    <ChartPanel
      title="How the leads split"
      query={query}
      spec={spec}
      summary={summary}
      empty="No leads to split yet."
      controls={
        <SelectField
          label="Split by"
          options={DIMENSIONS}
          value={dimension}
          onChange={(event) => setDimension(DIMENSIONS.find((d) => d.value === event.target.value)?.value ?? 'source')}
        />
      }
    />
  );
}

/**
 * The lead statistics as charts for a dashboard (its panels, placed in the dashboard's grid): leads by month, by
 * team member (for those who manage a team), by area and stage, and how they split; for a master franchise, each
 * area franchise's leads. Each chart loads and fails on its own and comes with its numbers as a table.
 */
export function LeadCharts({ role }: { role: Role }) {
  const members = useQuery({ ...leadMasterQueries.teamMembers(), enabled: may(access.listAreaFranchiseLeadStats.roles, role) });
  if (!may(access.getLeadCountByMonth.roles, role)) return null;
  const self = members.data?.find((member) => member.is_self);
  return (
    <>
      <MonthChart />
      <DistributionChart />
      {may(access.getLeadCountByMember.roles, role) ? <MemberChart /> : null}
      <AreaStageChart />
      {role === 'franchise' && self?.franchise_type === 'master' ? <AreaFranchisePanel /> : null}
    </>
  );
}
