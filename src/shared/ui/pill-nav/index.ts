export { PillNav } from './pill-nav';
export type { PillItem } from './pill-nav';
/** The pills' own styles, for a row of pill-shaped toggles that are buttons rather than links. */
export { list as pillList, link as pill } from './pill-nav.css';
