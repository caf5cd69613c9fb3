-- Tasks: what the /tasks views and the dashboards need on the minimal table of 0002 — a description, a due date, the
-- priority shown as the tag (low, medium, high), the important flag, the state (open, completed, or deleted: a soft
-- delete, listed in the deleted view), and the student the task is about. The creator and the assignee are already
-- there (created_by, assigned_to).

ALTER TABLE tasks
  ADD COLUMN description      text CHECK (length(description) <= 5000),
  ADD COLUMN due_date         date,
  ADD COLUMN priority         text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
  ADD COLUMN important        boolean NOT NULL DEFAULT false,
  ADD COLUMN status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'deleted')),
  ADD COLUMN student_user_id  integer REFERENCES users (user_id),
  ADD COLUMN updated_at       timestamptz NOT NULL DEFAULT now(),
  -- When it was completed; kept when a completed task is deleted, cleared when it is reopened.
  ADD COLUMN completed_at     timestamptz,
  -- When and by whom it was moved to the deleted list.
  ADD COLUMN deleted_at       timestamptz,
  ADD COLUMN deleted_by       integer REFERENCES users (user_id),
  ADD CONSTRAINT tasks_title_length CHECK (length(title) BETWEEN 1 AND 200),
  ADD CONSTRAINT tasks_deleted_state CHECK ((status = 'deleted') = (deleted_at IS NOT NULL)),
  ADD CONSTRAINT tasks_completed_state CHECK (status <> 'completed' OR completed_at IS NOT NULL);

-- The lists: a user's tasks (assigned to them) and the tasks they assigned to others, by state, soonest due first.
DROP INDEX tasks_assigned_idx;
DROP INDEX tasks_created_idx;
CREATE INDEX tasks_assigned_idx ON tasks (assigned_to, status, due_date);
CREATE INDEX tasks_created_idx ON tasks (created_by, status, due_date);
CREATE INDEX tasks_student_idx ON tasks (student_user_id) WHERE student_user_id IS NOT NULL;
