export { AssignLeadsControl } from './ui/assign-leads-control';
export type { AssignLeadsControlProps } from './ui/assign-leads-control';
export { useAssignLeads, assignLeads } from './api/assign-leads.mutation';
export type { AssignOutcome } from './api/assign-leads.mutation';
