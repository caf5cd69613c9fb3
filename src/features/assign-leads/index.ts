export { AssignLeadsControl } from './ui/assign-leads-control';
export type { AssignLeadsControlProps } from './ui/assign-leads-control';
export { useAssignLeads } from './api/assign-leads.mutation';
