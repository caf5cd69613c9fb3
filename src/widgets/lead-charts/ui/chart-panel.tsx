import { lazy, Suspense } from 'react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Muted } from '@/shared/ui/page';
import { Panel } from '@/shared/ui/panel';
import { ErrorState } from '@/shared/ui/state';
import type { ChartSpec } from '../lib/chart-data';
import * as styles from './lead-charts.css';
import { formatCount } from '@/shared/lib/number-format';

// chart.js comes with the first chart drawn, in a chunk of its own: the dashboards paint without it.
const ChartCanvas = lazy(() => import('./chart-canvas').then((m) => ({ default: m.ChartCanvas })));

export type ChartQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

export type ChartPanelProps = {
  title: string;
  query: ChartQuery;
  /** The chart, or null when there is nothing to draw (the empty text shows instead). */
  spec: ChartSpec | null;
  /** The chart in one or two sentences (shown, and the canvas's text). */
  summary: string;
  empty: string;
  wide?: boolean;
  /** Controls above the chart (which split). */
  controls?: React.ReactNode;
};

/** The numbers of a chart as a table: the chart's text alternative, one row per label and a column per series. */
function NumbersTable({ title, spec }: { title: string; spec: ChartSpec }) {
  return (
    <details className={styles.numbers}>
      <summary className={styles.numbersSummary}>The numbers</summary>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className="up-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {spec.horizontal ? 'Name' : 'Label'}
              </th>
              {spec.series.map((series) => (
                <th key={series.label} scope="col" className={styles.cell}>
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.labels.map((label, row) => (
              <tr key={`${label}-${row}`}>
                <th scope="row" className={styles.cell}>
                  {label}
                </th>
                {spec.series.map((series) => (
                  <td key={series.label} className={styles.cell}>
                    {formatCount(series.data[row])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One chart of the lead statistics in a dashboard panel: loading, failure with a retry, empty, or the chart with its summary and numbers. */
export function ChartPanel({ title, query, spec, summary, empty, wide = false, controls }: ChartPanelProps) {
  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label={`Loading ${title.toLowerCase()}`} />;
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel={3}
        title={`${title} could not be loaded`}
        action={
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  else if (!spec) body = <Muted>{empty}</Muted>;
  else
    body = (
      <>
        <p className={styles.summary}>{summary}</p>
        <Suspense fallback={<Spinner label="Drawing the chart" />}>
          <ChartCanvas spec={spec} summary={summary} />
        </Suspense>
        <NumbersTable title={title} spec={spec} />
      </>
    );
  return (
    <Panel title={title} wide={wide}>
      {controls ? <div className={styles.toolbar}>{controls}</div> : null}
      {body}
    </Panel>
  );
}
