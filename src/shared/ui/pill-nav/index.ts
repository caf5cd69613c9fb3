export { PillNav } from './pill-nav';
export type { PillItem } from './pill-nav';
