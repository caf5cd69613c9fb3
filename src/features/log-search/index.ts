export { searchLog } from './lib/log-search';
