import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { taskFixture } from '@/entities/task';
import { emptyTaskFields, statusBody, taskFailure, taskToFields, toTaskBody, validateTask, type TaskFields } from './task-form';

const TODAY = '2026-11-24';
const fields = (overrides: Partial<TaskFields> = {}): TaskFields => ({ ...emptyTaskFields(7), title: 'Call the embassy', ...overrides });
const failure = (status: number, body?: { message: string; errors?: { field: string; message: string }[] }) =>
  new ApiFailure(new Response(null, { status }), body ? { status: false, ...body } : undefined);

describe('the task form', () => {
  it.each<[string, Partial<TaskFields>, Record<string, string>]>([
    ['a title is needed', { title: '   ' }, { title: 'Say what needs doing.' }],
    ['a title of 201 characters is too long', { title: 'x'.repeat(201) }, { title: 'Use at most 200 characters.' }],
    ['details of 5001 characters are too long', { description: 'x'.repeat(5001) }, { description: 'Use at most 5000 characters.' }],
    ['a new task is not due yesterday', { due_date: '2026-11-23' }, { due_date: 'Choose today or a later date.' }],
    ['a date must be a date', { due_date: '24-11-2026' }, { due_date: 'Enter a date.' }],
    ['someone must do it', { assigned_to: '' }, { assigned_to: 'Choose who does it.' }],
    ['today is fine', { due_date: TODAY }, {}],
    ['no date is fine', { due_date: '' }, {}],
  ])('%s', (_, overrides, expected) => {
    expect(validateTask(fields(overrides), TODAY, null)).toEqual(expected);
  });

  it('lets an edited task keep its past due date, but not move to another past date', () => {
    const task = taskFixture({ task_id: 3, due_date: '2026-11-01' });
    expect(validateTask(taskToFields(task), TODAY, task)).toEqual({});
    expect(validateTask({ ...taskToFields(task), due_date: '2026-11-02' }, TODAY, task)).toEqual({ due_date: 'Choose today or a later date.' });
  });

  it('sends a new task trimmed, open, with nothing for the empty choices', () => {
    expect(toTaskBody(fields({ title: '  Call the embassy ', description: '  ', due_date: '2026-12-01', student_user_id: '' }), null)).toEqual({
      status: 'open',
      title: 'Call the embassy',
      description: null,
      due_date: '2026-12-01',
      priority: 'medium',
      important: false,
      assigned_to: 7,
      student_user_id: null,
    });
  });

  it('sends every field of an edit and keeps a completed task completed', () => {
    const task = taskFixture({ task_id: 3, status: 'completed', student_user_id: 41, priority: 'high', important: true });
    expect(toTaskBody(taskToFields(task), task)).toMatchObject({ task_id: 3, status: 'completed', assigned_to: 41, student_user_id: 41, priority: 'high', important: true });
  });

  it('marks done and reopens with the task as it is', () => {
    const task = taskFixture({ task_id: 5, title: 'Book IELTS', due_date: '2026-12-14', description: 'Academic' });
    expect(statusBody(task, 'completed')).toEqual({
      task_id: 5,
      status: 'completed',
      title: 'Book IELTS',
      description: 'Academic',
      due_date: '2026-12-14',
      priority: 'medium',
      important: false,
      assigned_to: 41,
      student_user_id: null,
    });
    expect(statusBody({ ...task, status: 'completed' }, 'open').status).toBe('open');
  });

  it('shows the server’s reasons on the fields it names, and a plain line otherwise', () => {
    expect(taskFailure(failure(422, { message: 'Invalid', errors: [{ field: 'body/assigned_to', message: 'not someone you may assign to' }] }))).toEqual({
      fields: { assigned_to: 'Not accepted: not someone you may assign to.' },
      form: null,
    });
    expect(taskFailure(failure(409, { message: 'Deleted' })).form).toBe('This task was deleted meanwhile and can no longer be changed.');
    expect(taskFailure(failure(403, { message: 'Forbidden' })).form).toBe('This task or student is not yours to change.');
    expect(taskFailure(failure(500)).form).toBe('The task could not be saved just now. Try again in a moment.');
    expect(taskFailure(new TypeError('Failed to fetch')).form).toMatch(/could not be reached/);
  });
});
