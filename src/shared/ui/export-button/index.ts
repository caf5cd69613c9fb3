export { ExportButton } from './export-button';
export type { ExportButtonProps, ExportListButtonProps, ExportOutcome } from './export-button';
