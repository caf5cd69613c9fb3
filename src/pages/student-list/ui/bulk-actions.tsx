import { useRef, useState } from 'react';
import { MailStudentsDialog } from '@/features/mail-students';
import type { BulkMailResult, StudentSummary } from '@/entities/student';
import { Button, buttonClassName } from '@/shared/ui/button';
import * as styles from './student-list-page.css';
import { formatCount } from '@/shared/lib/number-format';

export type StudentBulkActionsProps = {
  students: readonly StudentSummary[];
  /** The mails were queued: the page says so under the heading. */
  onMailed: (result: BulkMailResult) => void;
  onClear: () => void;
};

const plural = (count: number, one: string, other: string) => `${formatCount(count)} ${count === 1 ? one : other}`;

/** What can be done with the selected students: email them all at once. */
export function StudentBulkActions({ students, onMailed, onClear }: StudentBulkActionsProps) {
  const [mailing, setMailing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The dialog is mounted after its code loads and opened by state: closing it puts the focus back on its button.
  const handleOpenChange = (open: boolean) => {
    setMailing(open);
    if (!open) requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <section className={styles.bulk} aria-label="Selected students">
      <span className={styles.bulkCount} aria-live="polite">
        {plural(students.length, 'student', 'students')} selected
      </span>
      <button ref={opener} type="button" className={buttonClassName('primary')} onClick={() => setMailing(true)}>
        Email selected
      </button>
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      <MailStudentsDialog open={mailing} onOpenChange={handleOpenChange} students={students} onSent={onMailed} />
    </section>
  );
}
