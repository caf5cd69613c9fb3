import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedQueries } from '@/entities/feed';
import { deleteTask, saveTask, taskQueries, type TaskSaveBody } from '@/entities/task';

/** Every cached task list and the dashboards' pending-task counts are read again after a change. */
function useInvalidateTasks() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: taskQueries.all() });
    void client.invalidateQueries({ queryKey: feedQueries.home().queryKey });
  };
}

/** Creates, edits, completes or reopens a task. */
export function useSaveTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: (body: TaskSaveBody) => saveTask(body), onSuccess: invalidate });
}

/** Moves one of the caller's tasks to the deleted list. */
export function useDeleteTask(callerId: number) {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: (taskId: number) => deleteTask(callerId, taskId), onSuccess: invalidate });
}
