import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useSession } from '@/entities/session';
import { localDate, taskQueries, type Task } from '@/entities/task';
import { isApiFailure } from '@/shared/api';
import { urlParam } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { PillNav } from '@/shared/ui/pill-nav';
import { statusBody, TaskFormDialog, useDeleteTask, useSaveTask } from '@/features/manage-task';
import { PagedList, useListQuery } from '@/widgets/paged-list';
import { taskViewOf, type TaskView } from '../model/task-view';
import { TaskItem } from './task-item';
import * as styles from './tasks-page.css';

// The confirmation loads when someone first deletes (the form loads likewise, inside its feature).
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog').then((m) => ({ default: m.ConfirmDeleteDialog })));

export const TASKS_PAGE_SIZE = 20;
/** The view comes from the route; only the page is in the query. */
const TASK_LIST_PARAMS = { page: urlParam.page() };

const VIEW_LINKS: readonly { key: TaskView['key']; to: string; label: string; staffOnly?: boolean }[] = [
  { key: 'open', to: '/tasks', label: 'Open' },
  { key: 'important', to: '/tasks-important', label: 'Important' },
  { key: 'completed', to: '/tasks-completed', label: 'Completed' },
  { key: 'deleted', to: '/tasks-deleted', label: 'Deleted' },
  { key: 'assigned', to: '/tasks-assigned', label: 'Given to others', staffOnly: true },
];
const PRIORITY_LINKS: readonly { key: TaskView['key']; to: string; label: string }[] = [
  { key: 'tag-high', to: '/tasks/tag/high', label: 'High' },
  { key: 'tag-medium', to: '/tasks/tag/medium', label: 'Medium' },
  { key: 'tag-low', to: '/tasks/tag/low', label: 'Low' },
];

type Editing = { task: Task | null } | null;

/**
 * /tasks and its views (important, completed, deleted, by priority, given to others): the caller's tasks, soonest due
 * first, to mark done, reopen, edit or delete; "New task" for themself or, for non-students, for a colleague or a
 * student. The page number lives in the URL.
 */
export function TasksPage({ title }: { title: string }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const params = useParams();
  const view = taskViewOf(pathname, params);
  const tasks = useListQuery({
    params: TASK_LIST_PARAMS,
    scope: view.key,
    query: ({ page }) => {
      const listParams = { filter: view.filter, tag: view.tag, page, pageSize: TASKS_PAGE_SIZE };
      return view.source === 'assigned' ? taskQueries.assigned(listParams) : taskQueries.mine(listParams);
    },
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  // What the last change did, said above the list of the view it was made in.
  const [outcomeOf, setOutcomeOf] = useState<{ view: TaskView['key']; tone: 'success' | 'danger'; text: string } | null>(null);
  const outcome = outcomeOf?.view === view.key ? outcomeOf : null;
  const setOutcome = (next: { tone: 'success' | 'danger'; text: string } | null) => setOutcomeOf(next && { ...next, view: view.key });
  const callerId = user?.user_id ?? 0;
  const isStudent = user?.user_type === 'student';
  const save = useSaveTask();
  const remove = useDeleteTask(callerId);
  const today = localDate(new Date());

  const failed = (what: string) => (error: unknown) =>
    setOutcome({
      tone: 'danger',
      text:
        isApiFailure(error) && error.status === 409
          ? `“${what}” was deleted meanwhile and can no longer be changed.`
          : `“${what}” could not be changed just now. Try again in a moment.`,
    });

  const handleStatus = (task: Task, status: 'open' | 'completed') => {
    setOutcome(null);
    save.mutate(statusBody(task, status), {
      onSuccess: () =>
        setOutcome({ tone: 'success', text: status === 'completed' ? `“${task.title}” is done. Find it under Completed.` : `“${task.title}” is open again.` }),
      onError: failed(task.title),
    });
  };

  const handleDelete = (task: Task) => {
    setDeleting(null);
    setOutcome(null);
    remove.mutate(task.task_id, {
      onSuccess: () => setOutcome({ tone: 'success', text: `“${task.title}” was deleted. Find it under Deleted.` }),
      onError: failed(task.title),
    });
  };

  const newTaskButton = user ? <Button onClick={() => setEditing({ task: null })}>New task</Button> : null;

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={title} lead={view.lead} />
        {newTaskButton}
      </div>
      <PillNav
        label="Task lists"
        groups={[
          VIEW_LINKS.filter((link) => !(link.staffOnly && isStudent)).map((link) => ({ ...link, current: link.key === view.key })),
          PRIORITY_LINKS.map((link) => ({ ...link, current: link.key === view.key, ariaLabel: `${link.label} priority` })),
        ]}
      />
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <PagedList list={tasks} texts={{ noun: ['task', 'tasks'], whose: 'your', skeleton: { rowHeight: '4.5rem' }, empty: { title: view.empty, icon: 'tasks' } }}>
        {(items) => (
          <ul className={styles.list} aria-label="Tasks">
            {items.map((task) => (
              <TaskItem
                key={task.task_id}
                task={task}
                callerId={callerId}
                today={today}
                linkStudents={!isStudent}
                busy={save.isPending || remove.isPending}
                onComplete={(t) => handleStatus(t, 'completed')}
                onReopen={(t) => handleStatus(t, 'open')}
                onEdit={(t) => setEditing({ task: t })}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {editing && user ? (
        <TaskFormDialog
          open
          onOpenChange={(open) => (open ? null : setEditing(null))}
          caller={user}
          task={editing.task}
          onSaved={(task, created) => setOutcome({ tone: 'success', text: created ? `“${task.title}” was added.` : `“${task.title}” was saved.` })}
        />
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog task={deleting} onConfirm={handleDelete} onCancel={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
