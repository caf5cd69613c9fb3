export { Button } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button';
