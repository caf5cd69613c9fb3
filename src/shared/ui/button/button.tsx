import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import * as styles from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a busy state and disables the button while an action runs. */
  busy?: boolean;
  /** Renders the child (a link) with the button's look. */
  asChild?: boolean;
  children: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  asChild = false,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.base, styles.variant[variant], styles.size[size], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
