import type { Task, TaskPriority, TaskSaveBody } from '@/entities/task';

// The task as the form holds it and as saveTask sends it. Apart from the form's checks (task-form.ts), so that the
// tasks page, which marks tasks done and reopens them, loads neither the form nor its rules.

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

