export { getInspector, setInspector } from './inspector';
export type { Inspector } from './inspector';
