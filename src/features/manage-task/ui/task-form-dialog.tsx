import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { saveTaskBody } from '@contract/forms';
import { localDate, PRIORITY_LABEL, TASK_PRIORITIES, taskQueries, type Task } from '@/entities/task';
import { useForm } from '@/shared/lib/form';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { FieldRow } from '@/shared/ui/page';
import { SelectField, type SelectOption } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useSaveTask } from '../api/task.mutations';
import {
  emptyTaskFields,
  taskFailure,
  taskToFields,
  toTaskBody,
  validateTask,
  type TaskErrors,
  type TaskFields,
} from '../model/task-form';

export type TaskFormDialogProps = FormDialogProps & {
  /** The signed-in user: a new task is theirs unless they choose someone else. */
  caller: { user_id: number; user_type: string };
  /** The task to edit; a new task when left out. */
  task?: Task | null;
  /** Called with the saved task (the lists are already being read again). */
  onSaved?: (task: Task, created: boolean) => void;
};

/** "New task" and "Edit task" (POST /common/tasks). The input stays on a refusal, with the server's reasons on the fields. */
export function TaskFormDialog({ caller, task = null, onSaved, ...dialog }: TaskFormDialogProps) {
  return (
    <FormDialog {...dialog} title={task ? 'Edit task' : 'New task'}>
      {(close) => <TaskForm caller={caller} task={task} onSaved={onSaved} onClose={close} />}
    </FormDialog>
  );
}

type TaskFormProps = Pick<TaskFormDialogProps, 'caller' | 'onSaved'> & { task: Task | null; onClose: () => void };

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

function TaskForm({ caller, task, onSaved, onClose }: TaskFormProps) {
  const form = useForm<TaskFields, keyof TaskErrors>(() => (task ? taskToFields(task) : emptyTaskFields(caller.user_id)), { rules: saveTaskBody });
  const { text } = form;
  const isStudent = caller.user_type === 'student';
  // A student assigns only to themself and a task of theirs is about nobody else: no pickers to load.
  const users = useQuery({ ...taskQueries.users(), enabled: !isStudent });
  const students = useQuery({ ...taskQueries.students(), enabled: !isStudent });
  const save = useSaveTask();

  const assigneeOptions = useMemo(() => {
    const options: SelectOption[] = (users.data?.items ?? []).map((user) => ({
      value: String(user.user_id),
      label: user.user_id === caller.user_id ? `Me (${fullName(user)})` : fullName(user),
    }));
    for (const student of students.data?.items ?? []) options.push({ value: String(student.user_id), label: `${fullName(student)} (student)` });
    // The task's current assignee stays choosable even when the caller could not pick them anew.
    if (task && !options.some((option) => option.value === String(task.assigned_to.user_id)))
      options.unshift({ value: String(task.assigned_to.user_id), label: fullName(task.assigned_to) });
    if (!options.some((option) => option.value === String(caller.user_id))) options.unshift({ value: String(caller.user_id), label: 'Me' });
    return options;
  }, [users.data, students.data, task, caller.user_id]);

  const studentOptions = useMemo(() => {
    const options: SelectOption[] = (students.data?.items ?? []).map((student) => ({ value: String(student.user_id), label: `${fullName(student)} · ${student.email}` }));
    if (task?.student && !options.some((option) => option.value === String(task.student_user_id)))
      options.unshift({ value: String(task.student.user_id), label: fullName(task.student) });
    return options;
  }, [students.data, task]);

  const handleSubmit = form.sendWith((values) => validateTask(values, localDate(new Date()), task), save, {
    toBody: (values) => toTaskBody(values, task),
    failure: taskFailure,
    onDone: (saved) => {
      onSaved?.(saved, task === null);
      onClose();
    },
  });

  return (
    <FormShell form={form} onSubmit={handleSubmit} label={task ? 'Edit task' : 'New task'}>
      <TextField label="Title" required autoComplete="off" {...text('title')} />
      <TextAreaField label="Details (optional)" {...text('description')} />
      <FieldRow>
        <TextField label="Due date (optional)" type="date" {...text('due_date')} />
        <SelectField label="Priority" options={TASK_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABEL[priority] }))} {...text('priority')} />
      </FieldRow>
      {isStudent ? null : (
        <FieldRow>
          <SelectField label="Assign to" options={assigneeOptions} {...text('assigned_to')} />
          <SelectField label="About a student (optional)" emptyOption="No student" options={studentOptions} {...text('student_user_id')} />
        </FieldRow>
      )}
      <CheckboxField {...form.checkbox('important')} label="Important (listed under Important)" />
      <FormActions submit={task ? 'Save changes' : 'Create task'} busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
    </FormShell>
  );
}
