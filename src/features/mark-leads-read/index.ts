export { useMarkLeadsRead } from './api/mark-leads-read.mutation';
