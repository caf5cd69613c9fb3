import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/shared/ui/button';
import { Actions } from '@/shared/ui/page';

export type FormActionsProps = {
  /** The submit button's words, e.g. "Create task". */
  submit: string;
  /** Its words while the form is being sent, e.g. "Creating…". */
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
};

/** A form's submit button (busy while the form is being sent) and its Cancel. */
export function FormActions({ submit, busyLabel, busy, onCancel }: FormActionsProps) {
  return (
    <ActionPair cancel="Cancel" onCancel={onCancel}>
      <Button type="submit" busy={busy}>
        {busy ? busyLabel : submit}
      </Button>
    </ActionPair>
  );
}

export type ConfirmActionsProps = {
  /** The confirming button's words, e.g. "Deactivate". */
  confirm: ReactNode;
  onConfirm: () => void;
  /** Danger for what cannot be undone lightly; primary otherwise. */
  variant?: ButtonVariant;
  busy?: boolean;
  disabled?: boolean;
  /** The other button's words: "Cancel" unless the question reads better with its own (e.g. "Keep it"). */
  cancel?: string;
  onCancel: () => void;
};

/** The two buttons of a confirmation: do it (busy while it runs), or leave it. */
export function ConfirmActions({ confirm, onConfirm, variant = 'primary', busy, disabled, cancel = 'Cancel', onCancel }: ConfirmActionsProps) {
  return (
    <ActionPair cancel={cancel} onCancel={onCancel}>
      <Button variant={variant} busy={busy} disabled={disabled} onClick={onConfirm}>
        {confirm}
      </Button>
    </ActionPair>
  );
}

function ActionPair({ children, cancel, onCancel }: { children: ReactNode; cancel: string; onCancel: () => void }) {
  return (
    <Actions>
      {children}
      <Button variant="ghost" onClick={onCancel}>
        {cancel}
      </Button>
    </Actions>
  );
}
