import { Button } from '@/shared/ui/button';
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
    <Actions>
      <Button type="submit" busy={busy}>
        {busy ? busyLabel : submit}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </Actions>
  );
}
