export { SelectBox } from './selection';
export { selectionBar, selectionCount } from './selection.css';
