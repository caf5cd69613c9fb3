import { lazy, Suspense, useState } from 'react';
import { studentFullName, type StudentSummary } from '@/entities/student';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/loading-overlay';

// The confirmation and its call load when someone first asks to (de)activate a student.
const SetStudentActiveConfirm = lazy(() => import('@/features/set-student-active').then((m) => ({ default: m.SetStudentActiveConfirm })));

type StudentActiveActionProps = {
  student: StudentSummary;
  /** The student's status was changed; `active` is the new one. */
  onChanged: (name: string, active: boolean) => void;
};

/** A row's Deactivate (or Activate) button and its confirmation dialog; focus returns to the button on close. */
export function StudentActiveAction({ student, onChanged }: StudentActiveActionProps) {
  const [open, setOpen] = useState(false);
  const name = studentFullName(student);
  const verb = student.active ? 'Deactivate' : 'Activate';
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`${verb} ${name}?`}
      trigger={
        <Button size="sm" variant={student.active ? 'ghost' : 'secondary'} aria-label={`${verb} ${name}`}>
          {verb}
        </Button>
      }
    >
      {open ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <SetStudentActiveConfirm
            student={student}
            onCancel={() => setOpen(false)}
            onDone={(active) => {
              setOpen(false);
              onChanged(name, active);
            }}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
