import { useState } from 'react';
import { Link } from 'react-router';
import { createApplicationBody } from '@contract/forms';
import type { IntakeMonth } from '@/entities/course';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { useApplyToCourse } from '../api/apply-to-course.mutation';

export type ApplyToCourseProps = {
  studentUserId: number;
  course: { course_id: number; course_name: string; intakes: IntakeMonth[]; university: { name: string } };
};

type Fields = { intake: IntakeMonth | ''; intake_year: number };

/** The createApplication body's rules (the contract's: an intake month, a year in range) in the form's words. */
const TEXTS = { intake: 'Choose an intake.', intake_year: 'Choose the intake year.' };

/** "Apply": pick the intake and its year, then POST /common/applications. */
export function ApplyToCourse({ studentUserId, course }: ApplyToCourseProps) {
  const [open, setOpen] = useState(false);
  const thisYear = new Date().getFullYear();
  const form = useForm<Fields>({ intake: course.intakes[0] ?? '', intake_year: thisYear + 1 });
  const { intake, intake_year: year } = form.values;
  const apply = useApplyToCourse();
  const toBody = (fields: Fields) => ({ student_user_id: studentUserId, course_id: course.course_id, intake: fields.intake, intake_year: fields.intake_year });

  const handleSubmit = form.submitWith(
    (fields) => checkBody<keyof Fields>(createApplicationBody, toBody(fields), TEXTS),
    (fields) =>
      apply.mutate(toBody(fields) as Parameters<typeof apply.mutate>[0], {
        onError: (error) => form.refuse({ fields: serverFieldErrors(error, ['intake', 'intake_year'] as const), form: null }),
      }),
  );

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
        <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Apply to the course">
          {course.intakes.length === 0 ? <Notice tone="warning">This course lists no intake; ask your counselor.</Notice> : null}
          <SelectField
            label="Intake"
            options={course.intakes.map((month) => ({ value: month, label: month }))}
            value={intake}
            onChange={(e) => form.set('intake', e.target.value as IntakeMonth)}
            required
            error={form.errors.intake}
          />
          <SelectField
            label="Intake year"
            options={[thisYear, thisYear + 1, thisYear + 2].map((y) => ({ value: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(e) => form.set('intake_year', Number(e.target.value))}
            error={form.errors.intake_year}
          />
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          <Button type="submit" busy={apply.isPending} disabled={!intake}>
            Send application
          </Button>
        </form>
      )}
    </Dialog>
  );
}
