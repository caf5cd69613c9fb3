import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeDue, dueState, dueTone, localDate, PRIORITY_LABEL, priorityTone, taskQueries } from '@/entities/task';
import { Panel, PanelItem, PanelList, PanelMeta, QueryState } from '@/shared/ui/panel';

const SHOWN = 5;

/** The student's open tasks, soonest due first (the server's order), overdue ones marked. */
export function TasksDuePanel({ studentUserId }: { studentUserId: number }) {
  const tasks = useQuery(taskQueries.mine({ pageSize: SHOWN }));
  const today = localDate(new Date());
  const total = tasks.data?.total ?? 0;
  return (
    <Panel headingId="home-tasks" title="Tasks due" action={<Link to="/tasks">{total > SHOWN ? `All ${total} tasks` : 'All tasks'}</Link>}>
      <QueryState query={tasks} what="your tasks" isEmpty={(page) => page.items.length === 0} empty="Nothing to do right now.">
        {(page) => (
          <PanelList>
            {page.items.map((task) => {
              const state = dueState(task.due_date, today);
              const from = task.created_by.user_id === studentUserId ? null : `${task.created_by.first_name} ${task.created_by.last_name}`;
              const title = (
                <>
                  {task.important ? <span aria-label="Important" title="Important">★ </span> : null}
                  {task.title}
                </>
              );
              const due = (
                <PanelMeta>
                  <span className={dueTone[state]}>{describeDue(task.due_date, today)}</span>
                  {' · '}
                  <span className={priorityTone[task.priority]}>{PRIORITY_LABEL[task.priority]}</span>
                  {from ? ` · from ${from}` : null}
                </PanelMeta>
              );
              return <PanelItem key={task.task_id} label={task.title} title={title} meta={due} />;
            })}
          </PanelList>
        )}
      </QueryState>
    </Panel>
  );
}
