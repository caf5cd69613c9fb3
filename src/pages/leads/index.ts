export { LeadsPage } from './ui/leads-page';
