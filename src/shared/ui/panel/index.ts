export { Panel, PanelGrid, PanelItem, PanelList, PanelMeta, QueryState, partOf } from './panel';
export type { PanelQuery } from './panel';
