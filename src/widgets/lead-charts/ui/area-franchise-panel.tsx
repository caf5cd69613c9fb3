import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { leadStatsQueries } from '@/entities/lead';
import { Pager } from '@/shared/ui/pager';
import type { ChartSpec } from '../lib/chart-data';
import { ChartPanel } from './chart-panel';
import * as styles from './lead-charts.css';

/**
 * The master franchise's view of its area franchises: the leads of each (total, counseled, closed, overdue
 * follow-ups) as a chart and a table, with the totals of the master's own leads and of its area franchises together.
 */
export function AreaFranchisePanel() {
  const [page, setPage] = useState(1);
  const query = useQuery(leadStatsQueries.areaFranchises(page));
  const totals = useQuery(leadStatsQueries.masterFranchise());
  const rows = useMemo(() => query.data?.items ?? [], [query.data]);
  const spec = useMemo<ChartSpec | null>(() => {
    if (rows.length === 0) return null;
    return {
      kind: 'bar',
      horizontal: true,
      labels: rows.map((row) => row.organisation ?? `${row.first_name} ${row.last_name}`),
      series: [
        { label: 'Leads', data: rows.map((row) => row.totals.total) },
        { label: 'Counseled', data: rows.map((row) => row.totals.counseled) },
        { label: 'Overdue follow-ups', data: rows.map((row) => row.totals.overdue_follow_ups) },
        { label: 'Not contacted in time', data: rows.map((row) => row.totals.contact_overdue) },
      ],
    };
  }, [rows]);
  const t = totals.data;
  const summary = t
    ? `Your own leads: ${t.own.total} (${t.own.counseled} counseled). Your ${t.area_franchise_count} area franchises: ${t.area_franchises.total} (${t.area_franchises.counseled} counseled, ${t.area_franchises.contact_overdue} not contacted in time). Together: ${t.combined.total}.`
    : `${rows.length} area franchises on this page.`;
  return (
    <>
      <ChartPanel title="Your area franchises" query={query} spec={spec} summary={summary} empty="No area franchise under you has leads yet." wide />
      {query.data && query.data.total > query.data.page_size ? (
        <div className={styles.toolbar}>
          <Pager label="Pages of area franchises" page={query.data.page} pageSize={query.data.page_size} total={query.data.total} onPage={setPage} />
        </div>
      ) : null}
    </>
  );
}
