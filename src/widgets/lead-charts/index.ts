export { LeadCharts } from './ui/lead-charts';
