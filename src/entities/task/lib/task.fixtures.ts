import type { Task } from '../model/task.types';

/** A task as the server answers it, for component tests. */
export function taskFixture(overrides: Partial<Task> & { task_id: number }): Task {
  return {
    title: `Task ${overrides.task_id}`,
    description: null,
    due_date: null,
    priority: 'medium',
    important: false,
    status: 'open',
    assigned_to: { user_id: 41, first_name: 'Asha', last_name: 'Rao', user_type: 'student' },
    created_by: { user_id: 9, first_name: 'Chris', last_name: 'Counselor', user_type: 'counselor' },
    student_user_id: null,
    student: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    completed_at: null,
    deleted_at: null,
    ...overrides,
  };
}
