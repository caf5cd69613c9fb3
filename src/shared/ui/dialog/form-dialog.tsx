import type { ComponentType, ReactNode } from 'react';
import { lazyComponent } from '@/shared/lib/lazy';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Dialog } from './dialog';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A dialog that holds a form: the form is mounted only while the dialog is open, so each opening starts afresh, and
 * it is handed `close` for its Cancel button and for closing once it is done.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: FormDialogProps & { title: string; description?: string; children: (close: () => void) => ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open ? children(() => onOpenChange(false)) : null}
    </Dialog>
  );
}

/**
 * A form dialog whose code loads the first time it opens (the page that offers it paints without it); while it
 * loads, an open dialog shows a spinner.
 */
export function lazyFormDialog<Props extends FormDialogProps>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazyComponent(load, (props) => (props.open ? <Spinner label="Opening the form" /> : null));
}
