export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button';
