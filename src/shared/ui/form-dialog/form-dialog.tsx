import type { ReactNode } from 'react';
import { Dialog } from '@/shared/ui/dialog';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Closes the dialog, then passes the form's result on (e.g. `onCreated={finish(onCreated)}`). */
export type FinishWith = <T extends unknown[]>(then: (...result: T) => void) => (...result: T) => void;

/**
 * A dialog that holds a form: the form is mounted only while the dialog is open, so each opening starts afresh, and
 * it is handed `close` for its Cancel button and `finish` for closing once it is done.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: FormDialogProps & { title: string; description?: string; children: (close: () => void, finish: FinishWith) => ReactNode }) {
  const close = () => onOpenChange(false);
  const finish: FinishWith =
    (then) =>
    (...result) => {
      close();
      then(...result);
    };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open ? children(close, finish) : null}
    </Dialog>
  );
}
