// What a chart shows, in plain data: the canvas (chart.js, loaded lazily) and the table beside it read the same.
import dayjs from 'dayjs';

export type ChartSeries = { label: string; data: number[]; stack?: string; kind?: 'bar' | 'line' };

export type ChartSpec = {
  kind: 'bar' | 'doughnut';
  labels: string[];
  series: ChartSeries[];
  /** Bars along the vertical axis (long labels: people, areas). */
  horizontal?: boolean;
  /** Bars of a stack on top of each other. */
  stacked?: boolean;
};

/** A colour per series (or per slice of a doughnut), distinct for colour-blind readers (Okabe–Ito). */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'] as const;

export const colourOf = (index: number): string => PALETTE[index % PALETTE.length];

/** "Sep 2026" for "2026-09". */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).format('MMM YYYY');
}

/** The largest value's label and value: what a summary names first. */
export function peakOf(labels: readonly string[], data: readonly number[]): { label: string; value: number } | null {
  let best = -1;
  for (let i = 0; i < data.length; i += 1) if (best < 0 || data[i] > data[best]) best = i;
  return best < 0 ? null : { label: labels[best], value: data[best] };
}

export const sum = (data: readonly number[]): number => data.reduce((total, value) => total + value, 0);
