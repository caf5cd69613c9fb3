export { Panel, PanelGrid, PanelItem, PanelList, PanelMeta, QueryState, hasNoItems, partOf } from './panel';
export type { PanelQuery } from './panel';
