export { formatDate, localDay } from './format-date';
