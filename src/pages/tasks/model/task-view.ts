import type { TaskFilter, TaskPriority } from '@/entities/task';

/** Which list the page shows: the caller's own tasks by filter or priority, or the tasks they gave to others. */
export type TaskView = {
  key: 'open' | TaskFilter | 'assigned' | `tag-${TaskPriority}`;
  source: 'mine' | 'assigned';
  filter?: TaskFilter;
  tag?: TaskPriority;
  /** The line under the heading. */
  lead: string;
  /** What the empty list says. */
  empty: string;
};

const PRIORITY_WORD: Record<TaskPriority, string> = { high: 'high', medium: 'medium', low: 'low' };

/**
 * The view of a tasks route: /tasks (open), /tasks-important and /tasks/important, /tasks-completed and
 * /tasks/completed, /tasks-deleted and /tasks/deleted, /tasks/tag/{tag} (open ones of that priority), /tasks-assigned.
 */
export function taskViewOf(pathname: string, params: { filter?: string; tag?: string }): TaskView {
  if (pathname === '/tasks-assigned')
    return { key: 'assigned', source: 'assigned', lead: 'Open tasks you gave to others, soonest due first.', empty: 'You have not given anyone an open task.' };
  const tag = params.tag as TaskPriority | undefined;
  if (tag && tag in PRIORITY_WORD)
    return {
      key: `tag-${tag}`,
      source: 'mine',
      tag,
      lead: `Your open tasks of ${PRIORITY_WORD[tag]} priority, soonest due first.`,
      empty: `No open task of ${PRIORITY_WORD[tag]} priority.`,
    };
  const filter = (params.filter ?? pathname.replace(/^\/tasks-/, '')) as string;
  if (filter === 'important')
    return { key: 'important', source: 'mine', filter, lead: 'Your open tasks marked important.', empty: 'No open task is marked important.' };
  if (filter === 'completed')
    return { key: 'completed', source: 'mine', filter, lead: 'Tasks you have done. Reopen one if it needs more work.', empty: 'Nothing completed yet.' };
  if (filter === 'deleted')
    return { key: 'deleted', source: 'mine', filter, lead: 'Tasks you deleted. They stay here for the record.', empty: 'No deleted tasks.' };
  return { key: 'open', source: 'mine', lead: 'What you and others have asked you to do, soonest due first.', empty: 'Nothing to do right now.' };
}
