import { useEffect, useRef } from 'react';
import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { colourOf, type ChartSpec } from '../lib/chart-data';
import * as styles from './lead-charts.css';

// Only what the lead charts draw: bars, a line over bars, doughnuts, two scales, the tooltip and the legend.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Tooltip, Legend);

export type ChartCanvasProps = {
  spec: ChartSpec;
  /** The chart in words, for those who cannot see it (the table beside it has every number). */
  summary: string;
};

function configOf(spec: ChartSpec) {
  if (spec.kind === 'doughnut')
    return {
      type: 'doughnut' as const,
      data: { labels: spec.labels, datasets: spec.series.map((s) => ({ label: s.label, data: s.data, backgroundColor: spec.labels.map((_, i) => colourOf(i)) })) },
      options: { animation: false as const, responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'bottom' as const } } },
    };
  return {
    type: 'bar' as const,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => ({
        type: s.kind ?? ('bar' as const),
        label: s.label,
        data: s.data,
        stack: s.stack,
        backgroundColor: colourOf(i),
        borderColor: colourOf(i),
      })),
    },
    options: {
      animation: false as const,
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: spec.horizontal ? ('y' as const) : ('x' as const),
      scales: { x: { stacked: spec.stacked ?? false, beginAtZero: true }, y: { stacked: spec.stacked ?? false, beginAtZero: true, ticks: { precision: 0 } } },
      plugins: { legend: { position: 'bottom' as const } },
    },
  };
}

/**
 * Runs `draw` once the element is near the screen, in a task of its own (issue 10: a dashboard's charts were built in
 * one long task as the page loaded, even those below the fold of a phone). Returns the way to stop waiting.
 */
function whenNearScreen(element: Element, draw: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof IntersectionObserver === 'undefined') {
    timer = setTimeout(draw);
    return () => clearTimeout(timer);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setTimeout(draw);
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** A chart.js chart of a spec, drawn once near the screen (without animation), redrawn when the spec changes and taken down with the component. */
export function ChartCanvas({ spec, summary }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // A canvas without a 2D context (a test DOM) gets no chart; the summary and the table still say everything.
    if (!element.getContext?.('2d')) return;
    const stop = whenNearScreen(element, () => {
      chart.current = new Chart(element, configOf(spec) as ConstructorParameters<typeof Chart>[1]) as Chart;
    });
    return () => {
      stop();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [spec]);

  return (
    <div className={styles.canvasBox}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
