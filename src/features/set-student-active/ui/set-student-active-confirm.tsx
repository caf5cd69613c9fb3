import { studentFullName, type StudentSummary } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { ConfirmActions } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
import { useSetStudentActive } from '../api/set-student-active.mutation';

export type SetStudentActiveConfirmProps = {
  student: Pick<StudentSummary, 'user_id' | 'first_name' | 'last_name' | 'active'>;
  /** The status was set (`active` is the new one); the lists are being read again. */
  onDone: (active: boolean) => void;
  onCancel: () => void;
};

/**
 * The body of the "Deactivate (or Activate) this student?" confirmation: what it means, and the change itself. An
 * inactive student cannot sign in, their sessions end, and they leave the default lists. The page owns the dialog
 * and its trigger, so this loads only when someone asks.
 */
export function SetStudentActiveConfirm({ student, onDone, onCancel }: SetStudentActiveConfirmProps) {
  const mutation = useSetStudentActive();
  const name = studentFullName(student);
  const activating = !student.active;
  const verb = activating ? 'Activate' : 'Deactivate';

  const handleConfirm = () => mutation.mutate({ studentUserId: student.user_id, active: activating }, { onSuccess: (result) => onDone(result.active) });

  const failure = mutation.isError
    ? isApiFailure(mutation.error) && mutation.error.status === 403
      ? 'You may not change this student’s status.'
      : `${name} could not be ${activating ? 'activated' : 'deactivated'}. Try again in a moment.`
    : null;

  return (
    <>
      <p>
        {activating
          ? `${name} will be able to sign in again and shows in the list of active students.`
          : `${name} will no longer be able to sign in, any open session ends, and they leave the list of active students. You can activate them again later.`}
      </p>
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      <ConfirmActions confirm={verb} variant={activating ? 'primary' : 'danger'} busy={mutation.isPending} onConfirm={handleConfirm} onCancel={onCancel} />
    </>
  );
}
