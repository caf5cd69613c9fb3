export { formatDateTime } from './format-date';
