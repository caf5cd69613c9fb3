import type { Task } from '@/entities/task';
import { Dialog } from '@/shared/ui/dialog';
import { ConfirmActions } from '@/shared/ui/form-dialog';

/** "Delete this task?": a deleted task can no longer be changed, so the page asks first. */
export function ConfirmDeleteDialog({ task, onConfirm, onCancel }: { task: Task; onConfirm: (task: Task) => void; onCancel: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())} title="Delete this task?" description={`“${task.title}” moves to Deleted and can no longer be changed.`}>
      <ConfirmActions confirm="Delete" variant="danger" onConfirm={() => onConfirm(task)} cancel="Keep it" onCancel={onCancel} />
    </Dialog>
  );
}
