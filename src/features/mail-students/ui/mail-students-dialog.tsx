import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getNurturingCredits, mayCall } from '@contract/access';
import { sendBulkMailToStudentsBody } from '@contract/forms';
import { creditsText, nurturingQueries } from '@/entities/nurturing';
import { useSession } from '@/entities/session';
import { studentFullName, type BulkMailResult, type StudentSummary } from '@/entities/student';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { Actions, Notice } from '@/shared/ui/page';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useMailStudents } from '../api/mail-students.mutation';
import { emptyMail, mailFailure, mailReport, toMailBody, validateMail, type MailStudentsFields } from '../model/mail-students-form';
import * as styles from './mail-students.css';
import { formatCount } from '@/shared/lib/number-format';

export type MailStudentsDialogProps = FormDialogProps & {
  /** The selected students (the page keeps the selection). */
  students: readonly StudentSummary[];
  /** The mails were queued (the page may say so too). */
  onSent?: (result: BulkMailResult) => void;
};

const plural = (n: number, one: string, other: string) => `${formatCount(n)} ${n === 1 ? one : other}`;

/** "Email selected": one email, written once, to each selected student (POST /common/send-bulk-mail). */
export function MailStudentsDialog({ students, onSent, ...dialog }: MailStudentsDialogProps) {
  return (
    <FormDialog {...dialog} title="Email the selected students" description="Each student gets their own copy; no student sees the others' addresses.">
      {(close) => <MailStudentsForm students={students} onClose={close} onSent={onSent} />}
    </FormDialog>
  );
}

function MailStudentsForm({ students, onClose, onSent }: { students: readonly StudentSummary[]; onClose: () => void; onSent?: (result: BulkMailResult) => void }) {
  const form = useForm<MailStudentsFields>(emptyMail, { rules: sendBulkMailToStudentsBody, names: { body_html: 'body' } });
  const send = useMailStudents();
  const [result, setResult] = useState<BulkMailResult | null>(null);
  const ids = students.map((s) => s.user_id);
  const withEmail = students.filter((s) => s.email).length;
  const role = useSession().user?.user_type;
  const seesCredits = mayCall(getNurturingCredits, role);
  const credits = useQuery({ ...nurturingQueries.credits(), enabled: seesCredits });

  if (result) {
    const report = mailReport(result, students.length);
    return (
      <>
        <Notice tone={result.queued > 0 ? 'success' : 'warning'}>
          <p className={styles.line}>{report.queued}</p>
          {report.skipped.map((line) => (
            <p key={line} className={styles.line}>
              {line}
            </p>
          ))}
        </Notice>
        <p className={styles.muted}>Reference {result.batch_id}: each email is in your email log with its delivery.</p>
        <Actions>
          <Button onClick={onClose}>Done</Button>
        </Actions>
      </>
    );
  }

  const handleSubmit = form.sendWith(validateMail(ids), send, {
    toBody: (fields) => toMailBody(ids, fields),
    failure: mailFailure,
    onDone: (answer) => {
      setResult(answer);
      onSent?.(answer);
    },
  });
  const names = students.slice(0, 3).map(studentFullName).join(', ');
  const cost = credits.data ? withEmail * credits.data.credit_per_lead : null;
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Email to the selected students">
      <p className={styles.recipients}>
        <strong>To {plural(students.length, 'student', 'students')}</strong>: {names}
        {students.length > 3 ? ` and ${plural(students.length - 3, 'more', 'more')}` : ''}.{' '}
        {withEmail < students.length
          ? `${plural(students.length - withEmail, 'has', 'have')} no email address and will be skipped, so ${plural(withEmail, 'student', 'students')} will receive it.`
          : `${plural(withEmail, 'student', 'students')} will receive it, except any who unsubscribed from your mails.`}
      </p>
      {credits.data && cost !== null ? (
        <p className={styles.muted}>
          Each email costs {creditsText(credits.data.credit_per_lead)}: up to {creditsText(cost)} for this send. Your balance is {creditsText(credits.data.balance)}.
          {credits.data.balance < cost ? ' That is not enough: buy credits first, or select fewer students.' : ''}
        </p>
      ) : null}
      <TextField label="Subject" autoComplete="off" {...form.text('subject')} />
      <TextAreaField
        label="Message"
        rows={8}
        hint="Plain text. A blank line starts a new paragraph; {{first_name}} becomes each student's first name."
        {...form.text('body')}
      />
      <FormActions submit={`Send ${plural(withEmail, 'email', 'emails')}`} busyLabel="Sending…" busy={send.isPending} onCancel={onClose} />
    </FormShell>
  );
}
