export { EmptyState, ErrorState } from './states';
export type { StateProps } from './states';
