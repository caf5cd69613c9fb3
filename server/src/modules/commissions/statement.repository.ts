// The student a statement of account is about (its reach is the contract's x-access student rule, checked before).
import type { Queryable } from '../../db/types.ts';
import type { StatementStudent } from './statement-pdf.ts';

export async function findStatementStudent(db: Queryable, studentUserId: number): Promise<StatementStudent | undefined> {
  const { rows } = await db.query<StatementStudent>(
    `SELECT user_id AS student_user_id, trim(first_name || ' ' || coalesce(last_name, '')) AS name, email, mobile
       FROM users WHERE user_id = $1 AND user_type = 'student'`,
    [studentUserId],
  );
  return rows[0];
}
