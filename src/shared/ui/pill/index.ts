// The pills' styles alone (no component), for pages that need the look without PillNav's links.
export { pill, pillList } from './pill.css';
