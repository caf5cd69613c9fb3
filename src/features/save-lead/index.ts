export { LeadForm } from './ui/lead-form.lazy';
export type { LeadFormProps } from './ui/lead-form';
export { useSaveLead } from './api/save-lead.mutation';
