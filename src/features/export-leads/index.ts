export { ExportLeadsButton } from './ui/export-leads-button';
export type { ExportLeadsButtonProps } from './ui/export-leads-button';
