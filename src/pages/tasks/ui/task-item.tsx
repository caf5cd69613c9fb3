import { Link } from 'react-router';
import { describeDue, dueState, dueTone, formatDueDate, localDate, PRIORITY_LABEL, priorityTone, type Task } from '@/entities/task';
import { Button } from '@/shared/ui/button';
import * as styles from './tasks-page.css';

export type TaskItemProps = {
  task: Task;
  callerId: number;
  /** The user's calendar date, `YYYY-MM-DD`. */
  today: string;
  /** Whether the caller reaches student details (non-students). */
  linkStudents: boolean;
  busy: boolean;
  onComplete: (task: Task) => void;
  onReopen: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** The user's calendar day of an instant, as the app writes dates (DD-MM-YYYY). */
const dayOf = (instant: string) => formatDueDate(localDate(new Date(instant)));

const name = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

/** One task: what, when, how urgent, who asked and for whom, about which student; and what can be done with it. */
export function TaskItem({ task, callerId, today, linkStudents, busy, onComplete, onReopen, onEdit, onDelete }: TaskItemProps) {
  const state = task.status === 'open' ? dueState(task.due_date, today) : 'none';
  const when =
    task.status === 'completed' && task.completed_at
      ? `Completed on ${dayOf(task.completed_at)}`
      : task.status === 'deleted' && task.deleted_at
        ? `Deleted on ${dayOf(task.deleted_at)}`
        : describeDue(task.due_date, today);
  const people: string[] = [];
  if (task.assigned_to.user_id !== callerId) people.push(`for ${name(task.assigned_to)}`);
  if (task.created_by.user_id !== callerId) people.push(`from ${name(task.created_by)}`);

  return (
    <li className={styles.item} aria-label={task.title}>
      <div>
        <h2 className={[styles.title, task.status === 'open' ? '' : styles.done].join(' ')}>
          {task.important ? <span aria-label="Important" title="Important">★ </span> : null}
          {task.title}
        </h2>
        {task.description ? <p className={styles.description}>{task.description}</p> : null}
        <p className={styles.details}>
          <span className={dueTone[state]}>{when}</span>
          {' · '}
          <span className={priorityTone[task.priority]}>{PRIORITY_LABEL[task.priority]}</span>
          {people.length > 0 ? ` · ${people.join(' · ')}` : null}
          {task.student && task.student.user_id !== callerId ? (
            <>
              {' · about '}
              {linkStudents ? <Link to={`/student_details/${task.student.user_id}`}>{name(task.student)}</Link> : name(task.student)}
            </>
          ) : null}
        </p>
      </div>
      {task.status === 'deleted' ? null : (
        <div className={styles.actions}>
          {task.status === 'open' ? (
            <Button size="sm" disabled={busy} onClick={() => onComplete(task)} aria-label={`Mark done: “${task.title}”`}>
              Mark done
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onReopen(task)} aria-label={`Reopen “${task.title}”`}>
              Reopen
            </Button>
          )}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit(task)} aria-label={`Edit “${task.title}”`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onDelete(task)} aria-label={`Delete “${task.title}”`}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
