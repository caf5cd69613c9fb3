export { FocusedUniversitiesPanel } from './ui/focused-universities-panel';
export type { FocusedUniversitiesPanelProps } from './ui/focused-universities-panel';
