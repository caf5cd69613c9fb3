export { LoadingOverlay, Spinner } from './loading-overlay';
