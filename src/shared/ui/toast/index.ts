export { toast, toastStore } from './toast.store';
export type { ToastItem, ToastTone } from './toast.store';
export { LazyToaster } from './lazy-toaster';
