// Who hears about a student's applications, and the one call that tells them (messaging's notify, in our transaction).
import type { Queryable } from '../../db/types.ts';
import { notify, type NotificationInput } from '../messaging/notify.ts';

export type Notifier = {
  notify(tx: Queryable, input: NotificationInput): Promise<unknown>;
  /** The users working on a student: assigned staff, the recruiting agent or franchise, the school counselor. */
  studentWorkers(tx: Queryable, studentUserId: number): Promise<number[]>;
};

export const notifier: Notifier = {
  notify,
  async studentWorkers(tx, studentUserId) {
    const { rows } = await tx.query<{ user_id: number }>(
      `SELECT staff_user_id AS user_id FROM staff_assignments WHERE student_user_id = $1
       UNION
       SELECT unnest(ARRAY[agent_user_id, sc_user_id]) FROM users WHERE user_id = $1`,
      [studentUserId],
    );
    return rows.map((r) => r.user_id).filter((id): id is number => id !== null).sort((a, b) => a - b);
  },
};
