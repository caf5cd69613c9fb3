import type { ReactNode } from 'react';
import { Dialog } from '@/shared/ui/dialog';

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
