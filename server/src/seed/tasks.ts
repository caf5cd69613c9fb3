import type { Queryable } from '../db/types.ts';
import { demoUserId } from './demo-users.ts';

// Demo tasks: what the demo student (Aarav Sharma) has to do, given by his counselor (Priya Nair) or made for himself,
// and the counselor's own list (from herself, from the operations manager) with one she gave to the visa officer.
// Deterministic in the way of the applications seed: every date is a whole number of days from the day the seed
// runs, so "due soon", "overdue" and the order of the lists look the same whenever the demo is seeded.

type Key = string;
type DemoTask = {
  by: Key;
  to: Key;
  title: string;
  description?: string;
  /** Due this many days after the seed day (negative: overdue); none when absent. */
  dueIn?: number;
  priority: 'low' | 'medium' | 'high';
  important?: boolean;
  state?: 'completed' | 'deleted';
  /** The student the task is about. */
  about?: Key;
  /** Created this many days before the seed day (at 10:00 UTC). */
  createdAgo: number;
};

const TASKS: readonly DemoTask[] = [
  { by: 'counselor', to: 'student', about: 'student', priority: 'high', important: true, dueIn: 4, createdAgo: 1, title: 'Upload your Class X pass certificate', description: 'It is on the required documents list for bachelor’s programmes. A clear scan or photo of the original, as a PDF.' },
  { by: 'counselor', to: 'student', about: 'student', priority: 'high', dueIn: 20, createdAgo: 1, title: 'Book your IELTS Academic test', description: 'Toronto asks for 6.5 overall with no band below 6.0. Book a date before 15 December so the result is in before the January deadline.' },
  { by: 'student', to: 'student', priority: 'medium', dueIn: 9, createdAgo: 3, title: 'Pick my top three courses on University Preference' },
  { by: 'counselor', to: 'student', about: 'student', priority: 'low', createdAgo: 6, title: 'Read the note on the UK Graduate Route', description: 'The post-study work visa drops to 18 months from January 2027: see the announcement on your home page.' },
  { by: 'counselor', to: 'student', about: 'student', priority: 'medium', dueIn: -2, state: 'completed', createdAgo: 8, title: 'Fill in the Additional Information Sheet' },
  { by: 'counselor', to: 'counselor', about: 's-ananya', priority: 'high', important: true, dueIn: 2, createdAgo: 1, title: 'Review Ananya Reddy’s second SOP draft', description: 'MSc Data Science applications; first deadline 15 December.' },
  { by: 'manager', to: 'counselor', priority: 'medium', dueIn: 5, createdAgo: 2, title: 'Send the weekly pipeline report' },
  { by: 'counselor', to: 'counselor', about: 's-arjun', priority: 'low', createdAgo: 4, title: 'Call Arjun Bose’s parents about the budget' },
  { by: 'counselor', to: 'visa', about: 'student', priority: 'medium', dueIn: 14, createdAgo: 1, title: 'Check Aarav Sharma’s passport validity for the UK visa' },
  { by: 'counselor', to: 'counselor', priority: 'low', state: 'deleted', createdAgo: 10, title: 'Move the Canada webinar to Thursday' },
];

/** Demo data of this area; `ids` maps demo-user keys (server/src/seed/demo-users.ts) to user ids. */
export async function seedTasks(tx: Queryable, ids: Record<string, number>): Promise<void> {
  const id = demoUserId(ids, 'seedTasks');
  for (const task of TASKS) {
    await tx.query(
      `INSERT INTO tasks (created_by, assigned_to, title, description, due_date, priority, important, status,
                          student_user_id, created_at, updated_at, completed_at, deleted_at, deleted_by)
       SELECT $1, $2, $3, $4, current_date + $5::int, $6, $7, $8, $9, at, at,
              CASE WHEN $8 = 'completed' THEN at + interval '1 day' END,
              CASE WHEN $8 = 'deleted' THEN at + interval '1 day' END,
              CASE WHEN $8 = 'deleted' THEN $1::int END
         FROM (SELECT (current_date - $10::int) + time '10:00' AS at) AS created`,
      [
        id(task.by), id(task.to), task.title, task.description ?? null, task.dueIn ?? null, task.priority,
        task.important ?? false, task.state ?? 'open', task.about ? id(task.about) : null, task.createdAgo,
      ],
    );
  }
}
