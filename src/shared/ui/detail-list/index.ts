export { DetailList } from './detail-list';
export type { DetailItem } from './detail-list';
