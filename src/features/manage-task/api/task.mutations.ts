import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTask, saveTask, taskQueries, type TaskSaveBody } from '@/entities/task';

/** Every cached task list is read again after a change (the dashboards read their counts afresh on each visit). */
function useInvalidateTasks() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: taskQueries.all() });
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
