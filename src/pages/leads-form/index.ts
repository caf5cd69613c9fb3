export { LeadFormPage } from './ui/lead-form-page';
export type { LeadNotice } from './ui/lead-form-page';
