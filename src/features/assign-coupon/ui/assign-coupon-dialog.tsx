import { assignCouponToStudentsBody } from '@contract/forms';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Coupon, CouponAssignResult } from '@/entities/shop';
import { studentFullName, studentListQueries } from '@/entities/student';
import { useDebounced } from '@/shared/lib/debounce';
import { useForm } from '@/shared/lib/form';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useAssignCoupon } from '../api/assign-coupon.mutation';
import { assignCouponFailure, emptyAssignCoupon, toAssignCouponBody, validateAssignCoupon, type AssignCouponFields } from '../model/assign-coupon-form';
import * as styles from './assign-coupon-dialog.css';

export type AssignCouponDialogProps = FormDialogProps & { coupon: Coupon; onAssigned: (result: CouponAssignResult) => void };

/** "Assign to students" (POST /common/assign-coupon-student): the caller's students, found by name, and a note. */
export function AssignCouponDialog({ coupon, onAssigned, ...dialog }: AssignCouponDialogProps) {
  return (
    <FormDialog {...dialog} title={`Assign ${coupon.code} to students`} description="The coupon shows in their cart; students who have it already are skipped.">
      {(close, finish) => <AssignCouponForm coupon={coupon} onCancel={close} onAssigned={finish(onAssigned)} />}
    </FormDialog>
  );
}

const NAMES = { student_user_ids: 'students' };

function AssignCouponForm({ coupon, onCancel, onAssigned }: { coupon: Coupon; onCancel: () => void; onAssigned: (result: CouponAssignResult) => void }) {
  const form = useForm<AssignCouponFields>(emptyAssignCoupon, { rules: assignCouponToStudentsBody, names: NAMES });
  const assign = useAssignCoupon();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const found = useQuery(studentListQueries.assigned({ ...(q ? { q } : {}), page_size: 20 }));
  const errorId = useId();
  const chosen = form.values.students;
  const isChosen = (id: number) => chosen.some((s) => s.id === id);
  const toggle = (id: number, name: string, on: boolean) =>
    form.set('students', on ? [...chosen, { id, name }] : chosen.filter((s) => s.id !== id));
  // The students found, and those chosen earlier that the current search does not show (so a choice is never hidden).
  const shown = [
    ...chosen.filter((s) => !(found.data?.items ?? []).some((f) => f.user_id === s.id)),
    ...(found.data?.items ?? []).map((s) => ({ id: s.user_id, name: `${studentFullName(s)} · ${s.email}` })),
  ];
  const handleSubmit = form.sendWith(validateAssignCoupon(coupon.cc_id), assign, {
    toBody: (fields) => toAssignCouponBody(coupon.cc_id, fields),
    failure: assignCouponFailure,
    onDone: onAssigned,
  });
  const error = form.errors.students;
  return (
    <FormShell form={form} onSubmit={handleSubmit} label={`Assign ${coupon.code}`}>
      <TextField label="Find a student" type="search" autoComplete="off" maxLength={100} value={search} onChange={(event) => setSearch(event.target.value)} hint="Name, email or mobile" />
      <fieldset className={styles.students} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>Students ({chosen.length} chosen)</legend>
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
        {found.isPending ? <p className={styles.muted}>Loading your students…</p> : null}
        {found.isError ? <p className={styles.muted}>Your students could not be loaded. Close and open the dialog to try again.</p> : null}
        {found.isSuccess && shown.length === 0 ? <p className={styles.muted}>No student matches.</p> : null}
        <div className={styles.choices}>
          {shown.map((s, index) => (
            <CheckboxField
              key={s.id}
              label={s.name}
              checked={isChosen(s.id)}
              aria-invalid={error && index === 0 ? true : undefined}
              onChange={(event) => toggle(s.id, s.name.split(' · ')[0], event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <TextAreaField label="Note to the students (optional)" rows={3} {...form.text('note')} />
      <FormActions submit="Assign coupon" busyLabel="Assigning…" busy={assign.isPending} onCancel={onCancel} />
    </FormShell>
  );
}
