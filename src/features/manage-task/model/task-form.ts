import { saveTaskBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';
import type { Task, TaskPriority, TaskSaveBody } from '@/entities/task';

/** The form's fields as the inputs hold them (ids as strings, '' for none). */
export type TaskFields = {
  title: string;
  description: string;
  due_date: string;
  priority: TaskPriority;
  important: boolean;
  assigned_to: string;
  student_user_id: string;
};

export type TaskFieldName = 'title' | 'description' | 'due_date' | 'assigned_to' | 'student_user_id';
export type TaskErrors = Partial<Record<TaskFieldName, string>>;

/** The saveTask body's rules (the contract's) in the form's words. */
const TEXTS = {
  title: { required: 'Say what needs doing.' },
  assigned_to: 'Choose who does it.',
};

/** A new task: assigned to the caller, medium priority, no date. */
export function emptyTaskFields(callerId: number): TaskFields {
  return { title: '', description: '', due_date: '', priority: 'medium', important: false, assigned_to: String(callerId), student_user_id: '' };
}

/** The fields of a task being edited. */
export function taskToFields(task: Task): TaskFields {
  return {
    title: task.title,
    description: task.description ?? '',
    due_date: task.due_date ?? '',
    priority: task.priority,
    important: task.important,
    assigned_to: String(task.assigned_to.user_id),
    student_user_id: task.student_user_id === null ? '' : String(task.student_user_id),
  };
}

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

/**
 * The request body. An update sends every field (the server resets those left out) and keeps the task's status, so
 * editing a completed task does not reopen it.
 */
export function toTaskBody(fields: TaskFields, editing: Task | null): TaskSaveBody {
  const description = fields.description.trim();
  return {
    ...(editing ? { task_id: editing.task_id } : {}),
    status: editing?.status === 'completed' ? 'completed' : 'open',
    title: fields.title.trim(),
    description: description ? description : null,
    due_date: fields.due_date || null,
    priority: fields.priority,
    important: fields.important,
    assigned_to: Number(fields.assigned_to),
    student_user_id: fields.student_user_id ? Number(fields.student_user_id) : null,
  };
}

/** The body that closes (`completed`) or reopens (`open`) a task, every other field as it is. */
export function statusBody(task: Task, status: 'open' | 'completed'): TaskSaveBody {
  return { ...toTaskBody(taskToFields(task), task), status };
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
