export { loadGate } from './load-gate';
export type { GatedQuery, LoadGate, LoadGateTexts } from './load-gate';
