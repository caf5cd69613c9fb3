export { Dialog, focusMainWhenLost } from './dialog';
export type { DialogProps } from './dialog';
