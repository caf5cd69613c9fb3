import { useRef, type ReactNode } from 'react';
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

/**
 * Where focus was lost (the element that had it is gone: the opener of a dialog that has closed, the sign-in form
 * after signing in), it goes to the page's main heading, or the main region, instead of the body.
 */
export function focusMainWhenLost() {
  if (document.activeElement !== document.body) return;
  const heading = document.querySelector<HTMLElement>('#main h1');
  heading?.setAttribute('tabindex', '-1');
  (heading ?? document.getElementById('main'))?.focus();
}

/**
 * A modal dialog: focus is trapped inside, Escape closes it, focus returns to what opened it (the trigger, or the
 * button of a page that opens it by state: Radix alone sent that to the body), or to the page's heading if it is gone.
 */
export function Dialog({ open, onOpenChange, trigger, title, description, placement = 'center', children }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={placement === 'drawer' ? styles.drawer : styles.content}
          onOpenAutoFocus={() => (opener.current = document.activeElement as HTMLElement | null)}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            } else focusMainWhenLost();
          }}
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
