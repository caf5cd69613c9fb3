import { saveTaskBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';
import type { Task } from '@/entities/task';
import { toTaskBody, type TaskErrors, type TaskFieldName, type TaskFields } from './task-body';

export { emptyTaskFields, statusBody, taskToFields, toTaskBody } from './task-body';
export type { TaskErrors, TaskFieldName, TaskFields } from './task-body';

/** The saveTask body's rules (the contract's) in the form's words. */
const TEXTS = {
  title: { required: 'Say what needs doing.' },
  assigned_to: 'Choose who does it.',
};

/**
 * What the form can tell before asking the server; an empty object when it may be sent. `today` is the user's
 * calendar date (`YYYY-MM-DD`); a new task may not be due before it, an edited one may keep its past date.
 */
export function validateTask(fields: TaskFields, today: string, editing: Task | null): TaskErrors {
  const errors: TaskErrors = checkBody(saveTaskBody, toTaskBody(fields, editing), TEXTS);
  // The server refuses a new date in the past (422); an edited task may keep the one it has.
  if (!errors.due_date && fields.due_date && fields.due_date < today && fields.due_date !== editing?.due_date) errors.due_date = 'Choose today or a later date.';
  return errors;
}

const SERVER_FIELDS: readonly TaskFieldName[] = ['title', 'description', 'due_date', 'assigned_to', 'student_user_id'];

/** A refusal as the form shows it: the server's reason on each field it names, anything else above the form. */
export function taskFailure(error: unknown): { fields: TaskErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your input is kept.' };
  const fields: TaskErrors = serverFieldErrors(error, SERVER_FIELDS, (message) => `Not accepted: ${message}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 409) return { fields, form: 'This task was deleted meanwhile and can no longer be changed.' };
  if (error.status === 403 || error.status === 404) return { fields, form: 'This task or student is not yours to change.' };
  return { fields, form: error.body?.message ? `The task was not saved: ${error.body.message}.` : 'The task could not be saved just now. Try again in a moment.' };
}
