import type { Task } from '@/entities/task';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Actions } from '@/shared/ui/page';

/** "Delete this task?": a deleted task can no longer be changed, so the page asks first. */
export function ConfirmDeleteDialog({ task, onConfirm, onCancel }: { task: Task; onConfirm: (task: Task) => void; onCancel: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())} title="Delete this task?" description={`“${task.title}” moves to Deleted and can no longer be changed.`}>
      <Actions>
        <Button variant="danger" onClick={() => onConfirm(task)}>
          Delete
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Keep it
        </Button>
      </Actions>
    </Dialog>
  );
}
