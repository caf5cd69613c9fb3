export { lazyFormDialog } from './lazy-form-dialog';
