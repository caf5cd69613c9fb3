import { useState } from 'react';
import { studentFullName, type StudentSummary } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Actions, Notice } from '@/shared/ui/page';
import { toast } from '@/shared/ui/toast';
import { useSetStudentActive } from '../api/set-student-active.mutation';

export type SetStudentActiveProps = {
  student: Pick<StudentSummary, 'user_id' | 'first_name' | 'last_name' | 'active'>;
};

/**
 * Deactivate (or activate again) one student, after a confirmation that says what it means: an inactive student
 * cannot sign in, their sessions end, and they leave the default lists.
 */
export function SetStudentActive({ student }: SetStudentActiveProps) {
  const [open, setOpen] = useState(false);
  const mutation = useSetStudentActive();
  const name = studentFullName(student);
  const activating = !student.active;
  const verb = activating ? 'Activate' : 'Deactivate';

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) mutation.reset();
  };

  const handleConfirm = () =>
    mutation.mutate(
      { studentUserId: student.user_id, active: activating },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(
            activating ? `${name} is active again` : `${name} is now inactive`,
            { description: activating ? 'They can sign in again.' : 'Find them with the status filter set to Inactive.' },
          );
        },
      },
    );

  const failure = mutation.isError
    ? isApiFailure(mutation.error) && mutation.error.status === 403
      ? 'You may not change this student’s status.'
      : `${name} could not be ${activating ? 'activated' : 'deactivated'}. Try again in a moment.`
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={`${verb} ${name}?`}
      trigger={
        <Button size="sm" variant={activating ? 'secondary' : 'ghost'} aria-label={`${verb} ${name}`}>
          {verb}
        </Button>
      }
    >
      <p>
        {activating
          ? `${name} will be able to sign in again and shows in the lists of active students.`
          : `${name} will no longer be able to sign in, any open session ends, and they leave the list of active students. You can activate them again later.`}
      </p>
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      <Actions>
        <Button variant={activating ? 'primary' : 'danger'} busy={mutation.isPending} onClick={handleConfirm}>
          {verb}
        </Button>
        <Button variant="ghost" onClick={() => handleOpenChange(false)}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}
