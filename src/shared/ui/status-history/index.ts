export { momentText, StatusHistory } from './status-history';
export type { HistoryMove } from './status-history';
