import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { createStudentBody } from '@contract/forms';
import { referenceDataQueries } from '@/entities/reference-data';
import { studentFullName, type StudentSummary } from '@/entities/student';
import { useForm } from '@/shared/lib/form';
import { ContactFields } from '@/shared/ui/contact-fields';
import { Button, buttonClassName } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Actions, FieldRow, Notice } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { useCreateStudent } from '../api/create-student.mutation';
import { createStudentFailure, emptyCreateStudentFields, toCreateStudentBody, validateCreateStudent, type CreateStudentErrors, type CreateStudentFields } from '../model/create-student-form';
import * as styles from './create-student-dialog.css';

export type CreateStudentDialogProps = FormDialogProps & {
  /** Called once the server has created the student (the lists are already being read again). */
  onCreated?: (student: StudentSummary) => void;
};

/**
 * "New student": a student account made on the student's behalf (POST /common/create-student), linked to the caller.
 * The input stays on a refusal, with the server's reasons on the fields; once created, the dialog offers to open them.
 */
export function CreateStudentDialog({ onCreated, ...dialog }: CreateStudentDialogProps) {
  return (
    <FormDialog {...dialog} title="New student" description="Create an account for a student you work with. You will be linked to them.">
      {(close) => <CreateStudentForm onCreated={onCreated} onClose={close} />}
    </FormDialog>
  );
}

function CreateStudentForm({ onCreated, onClose }: { onCreated?: (student: StudentSummary) => void; onClose: () => void }) {
  const form = useForm<CreateStudentFields, keyof CreateStudentErrors>(emptyCreateStudentFields, { rules: createStudentBody });
  const { formRef, formError, text, checkbox, values: fields } = form;
  const [created, setCreated] = useState<StudentSummary | null>(null);
  const countries = useQuery(referenceDataQueries.countries());
  const levels = useQuery(referenceDataQueries.courseLevels());
  const mutation = useCreateStudent();

  const handleSubmit = form.sendWith(validateCreateStudent, mutation, {
    toBody: toCreateStudentBody,
    failure: createStudentFailure,
    onDone: (student) => {
      setCreated(student);
      onCreated?.(student);
    },
  });

  const handleAnother = () => {
    setCreated(null);
    form.reset(emptyCreateStudentFields);
    mutation.reset();
  };

  if (created) {
    const name = studentFullName(created);
    return (
      <div>
        <Notice tone="success">
          <strong>{name}</strong> was created{fields.send_welcome_email ? ` and will get an email at ${created.email} to choose a password` : ''}.
        </Notice>
        <Actions>
          <Link to={`/student_details/${created.user_id}`} className={buttonClassName('primary')} onClick={onClose}>
            Open {name}
          </Link>
          <Button variant="secondary" onClick={handleAnother}>
            Add another student
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Done
          </Button>
        </Actions>
      </div>
    );
  }

  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.country_id), label: country.name }));
  const levelOptions = (levels.data ?? []).map((level) => ({ value: String(level.course_level_id), label: level.name }));

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="New student">
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
      <ContactFields text={text} own={false} />
      <FieldRow>
        <SelectField className={styles.selectField} label="Preferred country (optional)" emptyOption="No preference yet" options={countryOptions} {...text('preferred_country_id')} />
        <SelectField className={styles.selectField} label="Preferred course level (optional)" emptyOption="No preference yet" options={levelOptions} {...text('preferred_course_level_id')} />
      </FieldRow>
      <CheckboxField {...checkbox('send_welcome_email')} label="Email the student a link to choose their password" />
      <FormActions submit="Create student" busyLabel="Creating…" busy={mutation.isPending} onCancel={onClose} />
    </form>
  );
}
