import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { IntakeMonth } from '@/entities/course';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/page';
import { useApplyToCourse } from '../api/apply-to-course.mutation';

export type ApplyToCourseProps = {
  studentUserId: number;
  course: { course_id: number; course_name: string; intakes: IntakeMonth[]; university: { name: string } };
};

/** "Apply": pick the intake and its year, then POST /common/applications. */
export function ApplyToCourse({ studentUserId, course }: ApplyToCourseProps) {
  const [open, setOpen] = useState(false);
  const thisYear = new Date().getFullYear();
  const [intake, setIntake] = useState<IntakeMonth | ''>(course.intakes[0] ?? '');
  const [year, setYear] = useState(thisYear + 1);
  const apply = useApplyToCourse();
  const intakeId = useId();
  const yearId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!intake) return;
    apply.mutate({ student_user_id: studentUserId, course_id: course.course_id, intake, intake_year: year });
  };

  const failure = apply.error
    ? isApiFailure(apply.error) && apply.error.status === 409
      ? 'You have already applied to this course for that intake.'
      : isApiFailure(apply.error) && apply.error.body?.message
        ? apply.error.body.message
        : 'The application could not be sent. Try again.'
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) apply.reset();
      }}
      title={`Apply to ${course.course_name}`}
      description={course.university.name}
      trigger={<Button size="sm">Apply</Button>}
    >
      {apply.isSuccess ? (
        <>
          <Notice tone="success">Your application was sent. Follow it on <Link to="/application">My applications</Link>.</Notice>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </>
      ) : (
        <form onSubmit={handleSubmit} aria-label="Apply to the course">
          {course.intakes.length === 0 ? <Notice tone="warning">This course lists no intake; ask your counselor.</Notice> : null}
          <p>
            <label htmlFor={intakeId}>Intake</label>{' '}
            <select id={intakeId} value={intake} onChange={(e) => setIntake(e.target.value as IntakeMonth)} required>
              {course.intakes.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
          </p>
          <p>
            <label htmlFor={yearId}>Intake year</label>{' '}
            <select id={yearId} value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {[thisYear, thisYear + 1, thisYear + 2].map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </p>
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          <Button type="submit" busy={apply.isPending} disabled={!intake}>
            Send application
          </Button>
        </form>
      )}
    </Dialog>
  );
}
