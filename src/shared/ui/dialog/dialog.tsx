import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import * as styles from './dialog.css';

export type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as the Radix trigger). */
  trigger?: ReactNode;
  title: string;
  description?: string;
  /** `drawer` slides from the left edge (the mobile menu). */
  placement?: 'center' | 'drawer';
  children: ReactNode;
};

/** A modal dialog: focus is trapped inside, Escape closes it, focus returns to the trigger. */
export function Dialog({ open, onOpenChange, trigger, title, description, placement = 'center', children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={placement === 'drawer' ? styles.drawer : styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={placement === 'drawer' ? 'up-visually-hidden' : styles.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          {children}
          <RadixDialog.Close className={styles.close} aria-label="Close">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
