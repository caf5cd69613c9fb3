export { Pager } from './pager';
export type { PagerProps } from './pager';
