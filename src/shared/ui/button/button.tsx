import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a busy state and disables the button while an action runs. */
  busy?: boolean;
  children: ReactNode;
};

/** The button's look for another element (a router link that should look like a button). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return [styles.base, styles.variant[variant], styles.size[size]].join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.base, styles.variant[variant], styles.size[size], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
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
