export { LeadDetailsPage } from './ui/lead-details-page';
