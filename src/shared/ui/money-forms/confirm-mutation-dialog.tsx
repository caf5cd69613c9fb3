import { useState } from 'react';
import { Dialog } from '@/shared/ui/dialog';
import { ConfirmActions, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';

/** What the dialog needs of a mutation that takes nothing (a TanStack mutation's result). */
export type ConfirmableMutation<Result> = {
  mutate: (variables: undefined, options: { onSuccess: (result: Result) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

export type ConfirmMutationDialogProps<Result> = FormDialogProps & {
  title: string;
  description: string;
  mutation: ConfirmableMutation<Result>;
  /** The button that runs the mutation, and its words while it runs. */
  confirm: string;
  busyConfirm: string;
  cancel?: string;
  /** A refusal in words, said above the buttons (the dialog stays open to try again). */
  failureText: (error: unknown) => string;
  /** Called with the mutation's result, once the dialog has closed. */
  onDone: (result: Result) => void;
};

/** A question before a step that cannot be taken back (issue an invoice, invoice a term): yes runs the mutation. */
export function ConfirmMutationDialog<Result>({ open, onOpenChange, title, description, mutation, confirm, busyConfirm, cancel = 'Not yet', failureText, onDone }: ConfirmMutationDialogProps<Result>) {
  const [error, setError] = useState<string | null>(null);
  const handleConfirm = () => {
    setError(null);
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        onOpenChange(false);
        onDone(result);
      },
      onError: (failure) => setError(failureText(failure)),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <ConfirmActions confirm={mutation.isPending ? busyConfirm : confirm} busy={mutation.isPending} onConfirm={handleConfirm} cancel={cancel} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}
