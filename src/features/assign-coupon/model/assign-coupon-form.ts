import { assignCouponToStudentsBody } from '@contract/forms';
import type { CouponAssignBody } from '@/entities/shop';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors, type FormFailure } from '@/shared/lib/form';

/** The students chosen (id → name, in the order chosen) and the optional note. */
export type AssignCouponFields = { students: { id: number; name: string }[]; note: string };
export type AssignCouponField = keyof AssignCouponFields;

export const emptyAssignCoupon: AssignCouponFields = { students: [], note: '' };

/** The contract's rules of assignCouponToStudents in the form's words. */
const TEXTS = {
  student_user_ids: { minItems: 'Choose at least one student.', required: 'Choose at least one student.', maxItems: 'Choose at most 100 students at a time.' },
};
const NAMES = { student_user_ids: 'students' } as const;

export function toAssignCouponBody(ccId: number, fields: AssignCouponFields): CouponAssignBody {
  const note = fields.note.trim();
  return { cc_id: ccId, student_user_ids: fields.students.map((s) => s.id), ...(note ? { note } : {}) };
}

export const validateAssignCoupon = (ccId: number) => (fields: AssignCouponFields) =>
  checkBody(assignCouponToStudentsBody, toAssignCouponBody(ccId, fields), TEXTS, NAMES);

/**
 * A refusal as the form shows it: the server's reasons on the students or the note (too few uses left, 422 on
 * `body/student_user_ids`); a student the caller does not reach (403 naming `body/student_user_ids`) on the students;
 * a coupon that cannot be handed out (inactive, expired, not one a partner hands out: `body/cc_id`) above the form.
 */
export function assignCouponFailure(error: unknown): FormFailure<AssignCouponField> {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your choice is kept.' };
  const fields = serverFieldErrors(error, { student_user_ids: 'students', note: 'note' } as const, (message) => `Not accepted: ${message}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const message = error.body?.message ?? '';
  if (error.status === 403 && message.startsWith('body/student_user_ids')) {
    return { fields: { students: 'One of these students is not yours to give a coupon to. Choose among your students.' }, form: null };
  }
  const coupon = (error.body?.errors ?? []).find((e) => e.field === 'body/cc_id');
  if (coupon) return { fields: {}, form: `This coupon cannot be handed out: it ${coupon.message}.` };
  if (error.status === 404) return { fields: {}, form: 'This coupon no longer exists.' };
  if (error.status === 422 || error.status === 403) return { fields: {}, form: `Not assigned: ${message}.` };
  return { fields: {}, form: 'The coupon could not be assigned just now. Try again in a moment.' };
}
