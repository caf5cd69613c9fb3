export { Panel, PanelGrid, QueryState } from './panel';
export type { PanelQuery } from './panel';
