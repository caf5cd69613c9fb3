export { ExportButton } from './export-button';
export type { ExportButtonProps, ExportOutcome } from './export-button';
