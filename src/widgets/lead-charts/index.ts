export { LeadCharts } from './ui/lead-charts';
export { ChartPanel } from './ui/chart-panel';
export type { ChartPanelProps } from './ui/chart-panel';
export type { ChartSpec } from './lib/chart-data';
